import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '#src/config/paths';
import { createTestDatabase, type TestDatabase } from './test-database';

/** An empty database and the migrations around one of them, to test what it does to existing rows. */
export interface MigrationUnderTest {
  database: TestDatabase;
  /** Applies every migration before the one under test: the schema the old rows were written in. */
  migrateToBefore(): Promise<void>;
  /** Applies the rest, the migration under test first. */
  migrateAll(): Promise<void>;
  drop(): Promise<void>;
}

/** Prepares the test of migration `tag`: the same folder copied, its journal cut before `tag`. */
export async function migrationUnderTest(tag: string): Promise<MigrationUnderTest> {
  const database = await createTestDatabase({ empty: true });
  const before = mkdtempSync(join(tmpdir(), 'bulk-migrations-'));
  cpSync(migrationsDir, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first one.`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));

  const migrateFrom = async (folder: string) => {
    const { handle } = database;
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      await migrateNodePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
  };
  return {
    database,
    migrateToBefore: () => migrateFrom(before),
    migrateAll: () => migrateFrom(migrationsDir),
    drop: async () => {
      await database.drop();
      rmSync(before, { recursive: true, force: true });
    },
  };
}
