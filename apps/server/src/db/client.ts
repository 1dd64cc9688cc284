import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { DATABASE_TIMEOUT_DEFAULTS, type Config } from '#src/config/env';
import { migrationsDir } from '#src/config/paths';
import * as schema from './schema/index';

/** How Drizzle names the columns it is given no name for. */
export const DATABASE_CASING = 'snake_case';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** Applies the committed migrations, then runs `afterMigrate` (the seed) under the same start-up lock. */
  migrate(afterMigrate?: (db: Database) => Promise<unknown>): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Calls `onNotify` for each NOTIFY on `channel`, and `onResubscribed` after a lost connection is back (notices may have been missed). */
  listen(channel: string, onNotify: () => void, onResubscribed: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** The folder of the embedded database, or `memory://` for a throw-away one. */
  pgliteDir: string;
  logger: Logger;
  /** PostgreSQL only (the embedded database has no network to lose); the configuration's defaults if omitted. */
  timeouts?: DatabaseTimeouts;
}

/** How long a request may wait on PostgreSQL before it answers 503 (see `DATABASE_*_TIMEOUT_MS`). */
export interface DatabaseTimeouts {
  /** PostgreSQL cancels a statement that runs longer (`statement_timeout`): a slow query or a lock wait. */
  statementMs: number;
  /** The client gives up on an answer after this long: the database or the network went silent. */
  queryMs: number;
  /** The longest wait for a pooled connection, a free one or a new one. */
  poolAcquireMs: number;
}

/** The timeouts the configuration sets (`DATABASE_STATEMENT_TIMEOUT_MS` and the others). */
export function databaseTimeouts(config: Config): DatabaseTimeouts {
  return {
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    queryMs: config.DATABASE_QUERY_TIMEOUT_MS,
    poolAcquireMs: config.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger, options.timeouts ?? DATABASE_TIMEOUT_DEFAULTS)
    : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // The product search's index needs them (migration 0017); PostgreSQL ships them as contrib extensions.
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite({ client, schema, casing: DATABASE_CASING });
  return {
    kind: 'pglite',
    db,
    // One process owns the embedded database, so no lock is needed around migrations.
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder: migrationsDir });
      await afterMigrate?.(db);
    },
    async ping() {
      await client.query('SELECT 1');
    },
    async listen(channel, onNotify) {
      const unsubscribe = await client.listen(channel, onNotify);
      return () => unsubscribe();
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

const QUERY_READ_TIMEOUT = 'Query read timeout';

/** Whether a query's text starts a transaction. */
function isBegin(query: unknown): boolean {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/**
 * A pooled connection that keeps the pool whole when the database fails in the middle of a request:
 *
 * - A query given no answer within `query_timeout` (the database or the network went silent) leaves the
 *   connection waiting for that answer: the transaction's ROLLBACK would wait as long again, and the
 *   client would go back to the pool stuck behind it. Its connection is closed at once instead, so what
 *   follows fails at once and the pool discards the client when it is released.
 * - drizzle-orm (0.45) checks a client out for a transaction and sends BEGIN before its try/finally: when
 *   BEGIN fails because the connection died in between (the database restarting), the client is never
 *   released and the pool loses it for good, until no request can get a connection. Such a client is
 *   released here, with the error, so that the pool discards it; drizzle then rethrows the failure (a 503).
 *
 * Only queries that return a promise are watched: `pool.query` passes a callback, and discards the
 * client itself when its query fails.
 */
class PooledClient extends pg.Client {
  /** Set by the pool while the client is checked out. */
  declare release?: (error?: Error | boolean) => void;

  // One implementation for pg's many overloads of `query`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const result: unknown = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
        if (isBegin(args[0])) this.release?.(error instanceof Error ? error : true);
      });
    }
    return result;
  }
}

/** Any number, the same in every instance: it serialises migrations and seeding across servers. */
const STARTUP_LOCK_KEY = 4_205_118_113;
const LISTEN_RETRY_MS = 1000;
/**
 * TCP probes on idle connections, so that one a firewall or a partition has cut is found within minutes
 * (the system's probe interval and count) rather than the two hours before the first probe by default.
 */
const KEEP_ALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

async function openPostgres(
  url: string,
  logger: Logger,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: PooledClient,
    // Bounds both the wait for a free connection (under a burst a request waits its turn rather than
    // failing) and the opening of a new one: a database that is down refuses at once, a silent one is
    // given up on after this long. Either way the request answers 503.
    connectionTimeoutMillis: timeouts.poolAcquireMs,
    statement_timeout: timeouts.statementMs,
    // A statement that outlives its timeout is cancelled by PostgreSQL; this limit, a little longer, is
    // for answers that never come (a partition drops packets without a word, so nothing else would end
    // the wait before TCP gives up, many minutes later).
    query_timeout: timeouts.queryMs,
    ...KEEP_ALIVE,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  // Nor may a checked-out one, between two queries of a transaction, when the server goes away (an
  // 'error' event with no listener would be thrown): its next query fails, the request answers 503 and
  // the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  });
  const db = drizzlePostgres({ client: pool, schema, casing: DATABASE_CASING });
  const listeners = new Set<pg.Client>();
  let closing = false;

  return {
    kind: 'postgres',
    db,
    async migrate(afterMigrate) {
      // A connection of its own, without the requests' timeouts: a migration may take long, and so may
      // the wait for another instance's start-up to finish.
      const lockClient = new pg.Client({ connectionString: url });
      await lockClient.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        const startupDb = drizzlePostgres({ client: lockClient, schema, casing: DATABASE_CASING });
        await migratePostgres(startupDb, { migrationsFolder: migrationsDir });
        await afterMigrate?.(startupDb);
      } finally {
        // Ending the session releases its lock.
        await lockClient.end();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async listen(channel, onNotify, onResubscribed) {
      let client: pg.Client | undefined;
      let stopped = false;
      const subscribe = async (isRetry: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, ...KEEP_ALIVE });
        next.on('notification', (message) => {
          if (message.channel === channel) onNotify();
        });
        next.on('error', () => undefined);
        next.on('end', () => {
          // Only a subscribed connection is in the set; a failed attempt schedules its own retry below.
          if (listeners.delete(next) && !stopped && !closing) scheduleRetry();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
          client = next;
          listeners.add(next);
          if (isRetry) {
            logger.info({ channel }, 'database notifications resumed');
            onResubscribed();
          }
        } catch (error) {
          await next.end().catch(() => undefined);
          if (!isRetry) throw error;
          scheduleRetry();
        }
      };
      const scheduleRetry = () => {
        setTimeout(() => {
          if (!stopped && !closing) void subscribe(true);
        }, LISTEN_RETRY_MS).unref();
      };
      await subscribe(false);
      return async () => {
        stopped = true;
        await client?.end().catch(() => undefined);
      };
    },
    async close() {
      closing = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
