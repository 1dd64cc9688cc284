// `npm run admin -- --email someone@example.com`: creates that admin, or resets its password, and prints
// a new one-time password. On the embedded database, stop the store first: one process owns its folder.
import { parseArgs } from 'node:util';
import { seedDatabase } from '#src/db/seed';
import { printAdminCredentials, setAdminPassword } from '#src/modules/admin/admin-accounts';
import { openCliDatabase } from './cli-database';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) {
  console.error('Usage: npm run admin -- --email admin@example.com');
  process.exit(2);
}
const database = await openCliDatabase();
try {
  await database.migrate(seedDatabase);
  printAdminCredentials(await setAdminPassword(database.db, values.email), 'Admin account ready:');
} finally {
  await database.close();
}
