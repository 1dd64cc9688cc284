// `npm run admin -- --email someone@example.com`: creates that admin, or resets its password, and prints
// a new one-time password. On the embedded database, stop the store first: one process owns its folder.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '#src/config/env';
import { databaseTimeouts, openDatabase } from '#src/db/client';
import { seedDatabase } from '#src/db/seed';
import { createLogger } from '#src/lib/logger';
import { printAdminCredentials, setAdminPassword } from '#src/modules/admin/admin-accounts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) {
  console.error('Usage: npm run admin -- --email admin@example.com');
  process.exit(2);
}
let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDir: join(resolve(config.DATA_DIR), 'pglite'),
  logger: createLogger('warn'),
  timeouts: databaseTimeouts(config),
});
try {
  await database.migrate(seedDatabase);
  printAdminCredentials(await setAdminPassword(database.db, values.email), 'Admin account ready:');
} finally {
  await database.close();
}
