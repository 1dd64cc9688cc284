import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored trimmed and lower-cased: emails are compared without case. */
    email: text().notNull(),
    name: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: ['admin', 'customer', 'supplier', 'jobseeker'] }).notNull(),
    /** Suppliers' approval (pending, approved, rejected); `active` for everyone else. */
    status: text({ enum: ['active', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('active'),
    /** Set while an admin has deactivated the account: no sign-in, no session; the status is kept. */
    deactivatedAt: timestamp({ withTimezone: true }),
    phone: text(),
    /** Company or trade name, and GSTIN (checked, in capitals): the buyer's details for checkout and invoices. */
    company: text(),
    gstin: text(),
    /** The billing address, pre-filled at checkout. */
    address: text(),
    city: text(),
    state: text(),
    zip: text(),
    /**
     * When the owner opened a verification link sent to this email; until then orders placed as a guest
     * with the address do not join the account (docs/decisions/008).
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Server-side sessions: only a hash of the token is kept, so a copy of this table opens no account. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);

/** Single-use password reset links, valid for an hour; the token itself is only ever in the email. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);

/**
 * Single-use email verification links, valid for a day; the token itself is only ever in the email. The
 * address the link was sent to is kept, so a link proves that address and no other.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);
