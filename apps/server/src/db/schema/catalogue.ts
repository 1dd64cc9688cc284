import type { ProductPhoto } from '@bulk/domain/catalogue';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { listings } from './listings';

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
  position: smallint().notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    shortDescription: text().notNull(),
    fullDescription: text().notNull(),
    pricePaise: integer().notNull(),
    originalPricePaise: integer().notNull(),
    unit: text({ enum: ['kg', 'pieces', 'roll', 'dozen'] }).notNull(),
    moq: integer().notNull(),
    stepQty: integer().notNull(),
    weightGrams: integer().notNull(),
    /** The product's HSN code: decides its GST rate (ADR 011) and is printed on the invoice. */
    hsn: text().notNull(),
    packagingSizes: jsonb().$type<string[]>().notNull(),
    rating: doublePrecision().notNull(),
    reviews: integer().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    /** A supplier's photos as the store serves them, kept in line with its listing's (docs/decisions/015). */
    photos: jsonb().$type<ProductPhoto[]>().notNull().default([]),
    certificates: jsonb().$type<string[]>().notNull(),
    documents: jsonb().$type<{ name: string; url: string }[]>().notNull(),
    featured: boolean().notNull().default(false),
    /** A supplier's quantity slabs (docs/decisions/014): the unit price from each quantity; none for the company's. */
    slabs: jsonb().$type<{ fromQuantity: number; pricePaise: number }[]>().notNull().default([]),
    /** A supplier's product (docs/decisions/014): its seller and listing; null for the company's own. */
    sellerId: integer().references(() => users.id),
    listingId: integer().references(() => listings.id, { onDelete: 'cascade' }),
    /** False while its listing is paused or archived: it then leaves the store but keeps its id for orders. */
    visible: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The name folded for search (case and accents dropped by `search_fold`, migration 0017). */
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`search_fold(name)`),
    /** Name and short description folded for search: what the trigram index below serves. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`search_fold(name || ' ' || short_description)`),
  },
  (table) => [
    index().on(table.categoryId),
    // The store's pages (docs/decisions/022): each filter and order reads its first rows in order from an
    // index of the visible products instead of sorting the catalogue.
    index('products_visible_id')
      .on(table.id)
      .where(sql`${table.visible}`),
    index('products_visible_category')
      .on(table.categoryId, table.id)
      .where(sql`${table.visible}`),
    index('products_visible_price')
      .on(table.pricePaise, table.id)
      .where(sql`${table.visible}`),
    index('products_visible_seller')
      .on(table.sellerId, table.id)
      .where(sql`${table.visible}`),
    uniqueIndex('products_listing_id_unique').on(table.listingId),
    // The search's three ranks (name starts with, name holds, description holds), each found without a scan.
    index('products_search_name_prefix').on(table.searchName.op('text_pattern_ops')),
    index('products_search_name_trgm').using('gin', table.searchName.op('gin_trgm_ops')),
    index('products_search_text_trgm').using('gin', table.searchText.op('gin_trgm_ops')),
    check('products_price_paise_check', sql`${table.pricePaise} >= 0 AND ${table.originalPricePaise} >= 0`),
    check(
      'products_quantity_terms_check',
      sql`${table.moq} > 0 AND ${table.stepQty} > 0 AND ${table.weightGrams} > 0`,
    ),
    check('products_rating_check', sql`${table.rating} BETWEEN 0 AND 5 AND ${table.reviews} >= 0`),
  ],
);
