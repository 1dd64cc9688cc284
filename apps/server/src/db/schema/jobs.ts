import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The one queue of scheduled and background work (an order's payment window ending, …), shared by every
 * instance: a runner claims a due row with `FOR UPDATE SKIP LOCKED` and runs its handler in the same
 * transaction, so the work and `done_at` commit together and no two instances run one job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Which handler runs it: `order.expire`, … */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Not before this time; after a failure, the time of the next attempt. */
    runAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set once the attempts ran out: an operator looks at it. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.doneAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);
