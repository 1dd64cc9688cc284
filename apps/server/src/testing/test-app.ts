import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type AppOptions } from '#src/app';
import { loadConfig } from '#src/config/env';
import { createTestDatabase, silentLogger, type TestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Every injected request comes from 127.0.0.1 and the ticket helpers share one email: a test file is many
 * visitors, not one abusing the store, so those allowances are wide. Tests of a limit set it through `env`.
 */
const ONE_ADDRESS_FOR_ALL = {
  REGISTRATIONS_PER_ADDRESS: '10000',
  PASSWORD_RESETS_PER_ADDRESS: '10000',
  TICKETS_PER_ADDRESS: '10000',
  TICKETS_PER_EMAIL: '10000',
  ANONYMOUS_UPLOAD_MB_PER_ADDRESS: '10000',
};

/** The whole API on its own seeded database, for `app.inject` or a real listening port. */
export async function createTestApp(
  options: Pick<AppOptions, 'webRoot' | 'createPageRenderer' | 'onRoute' | 'clock'> & {
    env?: Record<string, string>;
    /** Where the app logs; silent by default. */
    logger?: AppOptions['logger'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-test-data-')),
      ...ONE_ADDRESS_FOR_ALL,
      ...options.env,
    }),
    database: database.handle,
    logger: options.logger ?? silentLogger,
    ...(options.webRoot && { webRoot: options.webRoot }),
    ...(options.createPageRenderer && { createPageRenderer: options.createPageRenderer }),
    ...(options.onRoute && { onRoute: options.onRoute }),
    ...(options.clock && { clock: options.clock }),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
