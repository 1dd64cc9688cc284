import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrationsDir } from '#src/config/paths';
import * as schema from './schema/index';

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
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger)
    : openPglite(options.pgliteDir);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
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

/**
 * drizzle-orm (0.45) checks a client out for a transaction and sends BEGIN before its try/finally: when
 * BEGIN fails because the connection died in between (the database restarting), the client is never
 * released and the pool loses it for good, until no request can get a connection. This releases such a
 * client, with the error so that the pool discards it; drizzle then rethrows the failure (a 503).
 */
function releaseClientsWhoseBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
    // pool.query checks out with a callback and releases the client itself.
    if (callback) return connect(callback);
    return connect().then((client) => {
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        client.query = query;
        const result = (query as (...a: unknown[]) => unknown).apply(client, args);
        const first = args[0];
        const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
        if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
          result.catch((error: unknown) => client.release(error instanceof Error ? error : true));
        }
        return result;
      }) as typeof client.query;
      return client;
    });
  }) as typeof pool.connect;
}

/** Any number, the same in every instance: it serialises migrations and seeding across servers. */
const STARTUP_LOCK_KEY = 4_205_118_113;
const LISTEN_RETRY_MS = 1000;

async function openPostgres(url: string, logger: Logger): Promise<DatabaseHandle> {
  // The timeout also bounds the wait for a free connection: under a burst, a request waits its turn for
  // up to 15 s rather than failing; a server that is down refuses at once and answers 503 then.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 15_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection lost'));
  // Nor may a checked-out one, between two queries of a transaction, when the server goes away (an
  // 'error' event with no listener would be thrown): its next query fails, the request answers 503 and
  // the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.warn({ err: error }, 'database connection lost'));
  });
  releaseClientsWhoseBeginFails(pool);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  const listeners = new Set<pg.Client>();
  let closing = false;

  return {
    kind: 'postgres',
    db,
    async migrate(afterMigrate) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        await migratePostgres(db, { migrationsFolder: migrationsDir });
        await afterMigrate?.(db);
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    async listen(channel, onNotify, onResubscribed) {
      let client: pg.Client | undefined;
      let stopped = false;
      const subscribe = async (isRetry: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
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
