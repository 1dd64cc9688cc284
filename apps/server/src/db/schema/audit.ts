import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Every admin action: who, what, on what, when. Rows are only ever added. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer()
      .notNull()
      .references(() => users.id),
    action: text().notNull(),
    target: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.at)],
);

/** When each admin last opened the notifications: what came after is new to them. */
export const adminNotificationReads = pgTable('admin_notification_reads', {
  adminId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenAt: timestamp({ withTimezone: true }).notNull(),
});
