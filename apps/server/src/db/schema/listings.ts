import type { ListingChange, ListingFields, ListingStatus, PauseReason } from '@bulk/domain/listings';
import { listingStatuses, pauseReasons } from '@bulk/domain/listings';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A supplier's listing: its working copy and where it is in its life (docs/decisions/014). Once approved,
 * the version on sale is a row of `products` that names this listing; a change to reviewed fields of a
 * published listing waits in `pendingChange` while that version stays on sale.
 */
export const listings = pgTable(
  'listings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sellerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: listingStatuses }).$type<ListingStatus>().notNull().default('draft'),
    pausedBy: text({ enum: pauseReasons }).$type<PauseReason>(),
    rejectionReason: text(),
    /** Every field as the supplier last saved it (the published version's, for a published listing). */
    fields: jsonb().$type<ListingFields>().notNull(),
    pendingChange: jsonb().$type<ListingChange>(),
    /** The supplier's own code, copied from `fields` so that it is unique per supplier (empty: none). */
    sku: text(),
    submittedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.sellerId),
    index().on(table.status),
    uniqueIndex('listings_seller_sku_unique').on(table.sellerId, table.sku),
    check('listings_paused_by_check', sql`(${table.status} = 'paused') = (${table.pausedBy} IS NOT NULL)`),
  ],
);
