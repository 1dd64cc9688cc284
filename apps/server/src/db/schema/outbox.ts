import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every email the store sends, written in the same transaction as the event it tells of (an order paid,
 * a registration received). Without SMTP the outbox is where admins read them; with SMTP a worker
 * delivers them and retries failures.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** What the message is about, for admins: `order_confirmation`, … */
    kind: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.status, table.nextAttemptAt)],
);
