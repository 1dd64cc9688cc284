import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { seedDatabase } from '#src/db/seed';

/** Which database the server tests run against: the Vitest project sets it (see the root vitest.config.ts). */
export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** The PostgreSQL server the tests may create throw-away databases on. */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const silentLogger = pino({ level: 'silent' });

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this database; undefined for PGlite. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A new, migrated and seeded database that no other test file sees: in-memory PGlite or a fresh PostgreSQL
 * database. `empty: true` leaves it without tables, for a test that applies migrations itself.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://', logger: silentLogger });
    if (!empty) await handle.migrate(seedDatabase);
    return { handle, url: undefined, drop: () => handle.close() };
  }
  const name = `bulk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    databaseUrl: url.toString(),
    pgliteDir: 'memory://',
    logger: silentLogger,
  });
  if (!empty) await handle.migrate(seedDatabase);
  return {
    handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: testPostgresUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}
