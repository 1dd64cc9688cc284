import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer } from '@bulk/domain/page-render';
import { buildApp } from '#src/app';
import { ConfigError, loadConfig } from '#src/config/env';
import { webDistDir, webRendererFile } from '#src/config/paths';
import { databaseTimeouts, openDatabase } from '#src/db/client';
import { createLogger, flushLogsSync } from '#src/lib/logger';
import { seedDatabase } from '#src/db/seed';
import { ensureAdmin, printAdminCredentials } from '#src/modules/admin/admin-accounts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }

  const logger = createLogger(config.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: join(resolve(config.DATA_DIR), 'pglite'),
    logger,
    timeouts: databaseTimeouts(config),
  });
  let createdAdmin: Awaited<ReturnType<typeof ensureAdmin>>;
  await database.migrate(async (db) => {
    const seeded = await seedDatabase(db);
    if (seeded.products || seeded.categories) logger.info(seeded, 'seeded the catalogue');
    const admin = await ensureAdmin(db, config.ADMIN_EMAIL, config.ADMIN_INITIAL_PASSWORD);
    if (admin && config.ADMIN_INITIAL_PASSWORD)
      // The operator's own address, set in ADMIN_EMAIL: in the message, which the redaction of fields leaves.
      logger.info(`created the first admin, ${admin.email}`);
    else createdAdmin = admin;
  });

  const createPageRenderer = existsSync(webRendererFile)
    ? ((await import(pathToFileURL(webRendererFile).href)) as { createPageRenderer: CreatePageRenderer })
        .createPageRenderer
    : undefined;
  const app = await buildApp({ config, database, logger, webRoot: webDistDir, createPageRenderer });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  try {
    await app.listen({ host: config.HOST, port: config.PORT });
    logger.info(`store ready on http://localhost:${config.PORT} (database: ${database.kind})`);
  } finally {
    // Last, so a newcomer finds the one-time password under the address; shown even if listening failed,
    // since the stored admin would otherwise have a password nobody has seen.
    if (createdAdmin) {
      flushLogsSync(logger);
      printAdminCredentials(createdAdmin, 'No admin existed, so one was created:');
    }
  }
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
