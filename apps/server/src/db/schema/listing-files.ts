import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { listings } from './listings';

/**
 * A listing's photo (docs/decisions/015): the original as sent, kept private in the upload store, and
 * its public square WebP variants (`listing_photo_variants`). The lowest position is the cover.
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** The upload key of the file as sent: never served. */
    originalKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.listingId)],
);

/**
 * One public re-encoded variant of a listing photo, found by its upload key: the key is its file name in
 * `/api/listing-photos/<key>.webp`, and never names other content, so the file is cached for good.
 */
export const listingPhotoVariants = pgTable(
  'listing_photo_variants',
  {
    key: text().primaryKey(),
    photoId: integer()
      .notNull()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    width: integer().notNull(),
  },
  (table) => [
    index().on(table.photoId),
    check('listing_photo_variants_width_check', sql`${table.width} > 0`),
  ],
);

/** A listing's PDF document (certificate, lab report), public while its listing is on sale. */
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The sender's file name, cleaned, with the extension .pdf. */
    name: text().notNull(),
    storageKey: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.listingId),
    check('listing_documents_size_check', sql`${table.sizeBytes} >= 0`),
  ],
);
