import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_email_unique').on(sql`lower(${table.email})`)],
);

/** One row per browser per day (India time): the site's own visitor count. */
export const visits = pgTable(
  'visits',
  {
    visitorId: text().notNull(),
    day: date().notNull(),
  },
  (table) => [primaryKey({ columns: [table.visitorId, table.day] })],
);

/** Running totals kept beside their tables, so reading one never counts rows. */
export const counters = pgTable('counters', {
  name: text().primaryKey(),
  value: integer().notNull(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    /** Shown to the requester: `TKT-` and 8 characters, issued by the server. */
    id: text().primaryKey(),
    userId: integer().references(() => users.id),
    email: text().notNull(),
    phone: text().notNull(),
    issueType: text({ enum: ['general', 'technical', 'order', 'other'] }).notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The stored file's random name under the upload folder, and what the requester called it. */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: text(),
    status: text({ enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.status)],
);

/** An admin's answer to a ticket; it is also mailed to the requester. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: text()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    adminId: integer()
      .notNull()
      .references(() => users.id),
    message: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ticketId)],
);
