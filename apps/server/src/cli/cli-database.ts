import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '#src/config/env';
import { databaseTimeouts, openDatabase } from '#src/db/client';
import { createLogger } from '#src/lib/logger';

/**
 * Opens the store's database for a command-line task, from the same settings the store reads; a bad
 * setting is printed and ends the process with code 1. The caller migrates and closes it.
 */
export async function openCliDatabase() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: join(resolve(config.DATA_DIR), 'pglite'),
    logger: createLogger('warn'),
    timeouts: databaseTimeouts(config),
  });
}
