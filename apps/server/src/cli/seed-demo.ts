// `npm run seed:demo`: adds demo job openings (the company's and three demo suppliers') to the store's
// database, so that the job board shows something. Safe to run again: it adds only what is missing. On the
// embedded database, stop the store first: one process owns its folder.
import { seedDemoJobs } from '#src/db/demo-jobs';
import { seedDatabase } from '#src/db/seed';
import { openCliDatabase } from './cli-database';

const database = await openCliDatabase();
try {
  await database.migrate(seedDatabase);
  const { openings } = await seedDemoJobs(database.db, new Date());
  process.stdout.write(
    openings > 0 ? `Added ${openings} demo job openings.\n` : 'The demo job openings are already there.\n',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
