import type {
  CategorySuggestion,
  ProductSellerKind,
  ProductSort,
  ProductSuggestion,
} from '@bulk/domain/catalogue';
import { sellerOrderable } from '@bulk/domain/shipments';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { categories, listings, products, supplierProfiles, users } from '#src/db/schema/index';
import { escapeLike, likePattern } from '#src/db/search-pattern';
import type { CatalogueSource } from './catalogue.cache';
import type { CatalogueProductRow, CategoryRow } from './catalogue.translations';

/**
 * The catalogue's reads, as the cache makes them. `now` is the app's clock: whether a supplier's products
 * can be ordered depends on its membership running at the time of the read.
 */
export function catalogueSource(db: Database, now: () => Date = () => new Date()): CatalogueSource {
  return {
    categories: () => readCategories(db),
    listing: (query) => readListing(db, query, now()),
    count: (query) => countListing(db, query),
    products: (ids) => readProducts(db, ids, now()),
    sellerProducts: (slug) => readSellerProducts(db, slug, now()),
  };
}

/**
 * Tells every server, this one included, to drop its catalogue copy when the transaction commits: for a
 * change the triggers on the catalogue's tables do not see, such as time passing a membership's end.
 */
export async function notifyCatalogueChanged(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_notify('catalogue_changed', 'supplier_profiles')`);
}

/** The categories in display order, each with its count of visible products. */
export async function readCategories(db: Database): Promise<CategoryRow[]> {
  // Awaited here: a Drizzle query runs again each time it is awaited, and the cache awaits this read often.
  return await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.visible, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.id));
}

/**
 * A search of a listing: every folded term must be in the product's name or short description, or in the
 * name or label of its category (`categoryIds`, per term, the categories whose name or label in the language
 * asked for holds it). In another language the company's translated products (`translated.ids`) are
 * searched in their language by the caller, which passes the matches in `translated.ranked` (ranks 0, 1
 * and 2); they match here in English too, with `englishCategoryIds`, after every match in the language.
 */
export interface ListingSearch {
  terms: readonly string[];
  categoryIds: readonly (readonly number[])[];
  englishCategoryIds: readonly (readonly number[])[];
  translated: { ids: readonly number[]; ranked: readonly [number[], number[], number[]] };
  /** Matches for terms with a typo or two: each term close to a word of the name or description. */
  fuzzy: boolean;
}

/** A page of the visible products: filters, order and bounds already resolved by the caller. */
export interface ListingQuery {
  categoryIds?: readonly number[] | undefined;
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
  minWeightGrams?: number | undefined;
  maxWeightGrams?: number | undefined;
  featured?: boolean | undefined;
  seller?: ProductSellerKind | undefined;
  search?: ListingSearch | undefined;
  sort?: ProductSort | undefined;
  offset: number;
  limit: number;
}

function listingConditions(query: ListingQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.visible, true)];
  if (query.categoryIds) conditions.push(inArray(products.categoryId, [...query.categoryIds]));
  if (query.minPaise !== undefined) conditions.push(gte(products.pricePaise, query.minPaise));
  if (query.maxPaise !== undefined) conditions.push(lte(products.pricePaise, query.maxPaise));
  if (query.minWeightGrams !== undefined) conditions.push(gte(products.weightGrams, query.minWeightGrams));
  if (query.maxWeightGrams !== undefined) conditions.push(lte(products.weightGrams, query.maxWeightGrams));
  if (query.featured !== undefined) conditions.push(eq(products.featured, query.featured));
  if (query.seller) {
    conditions.push(query.seller === 'company' ? isNull(products.sellerId) : isNotNull(products.sellerId));
  }
  if (query.search) conditions.push(searchCondition(query.search));
  return and(...conditions)!;
}

/** Every term in the name, short description, or the category's name or label (`categoryIds` per term). */
function holdsEvery(search: ListingSearch, categoryIds: readonly (readonly number[])[]): SQL {
  return and(
    ...search.terms.map((term, i) =>
      or(holds(products.searchText, term), inArray(products.categoryId, [...categoryIds[i]!]))!,
    ),
  )!;
}

function searchCondition(search: ListingSearch): SQL {
  if (search.fuzzy) {
    // `%>`: the term is close to a word of the text (pg_trgm's word similarity, at `TYPO_SIMILARITY`),
    // which the trigram index of the column serves.
    return and(...search.terms.map((term) => sql`${products.searchText} %> search_fold(${term})`))!;
  }
  const { ids, ranked } = search.translated;
  if (ids.length === 0) return holdsEvery(search, search.categoryIds);
  return or(
    inArray(products.id, ranked.flat()),
    and(notInArray(products.id, [...ids]), holdsEvery(search, search.categoryIds)),
    and(inArray(products.id, [...ids]), holdsEvery(search, search.englishCategoryIds)),
  )!;
}

/** `searchRank` of `@bulk/domain/catalogue` in SQL: 0 name starts with the terms, 1 name holds them, 2 else. */
function nameRank(terms: readonly string[]): SQL {
  const inName = and(...terms.map((term) => holds(products.searchName, term)))!;
  return sql`CASE WHEN ${startsWith(products.searchName, terms)} THEN 0 WHEN ${inName} THEN 1 ELSE 2 END`;
}

function listingOrder(query: ListingQuery): SQL[] {
  const byId = asc(products.id);
  if (query.sort === 'price-asc') return [asc(products.pricePaise), byId];
  if (query.sort === 'price-desc') return [desc(products.pricePaise), byId];
  if (query.sort === 'newest') return [desc(products.id)];
  const search = query.search;
  if (!search) return [byId];
  if (search.fuzzy) {
    const inName = and(...search.terms.map((term) => sql`${products.searchName} %> search_fold(${term})`))!;
    const closeness = sql.join(
      search.terms.map((term) => sql`word_similarity(search_fold(${term}), ${products.searchText})`),
      sql` + `,
    );
    return [sql`(${inName}) DESC`, sql`${closeness} DESC`, byId];
  }
  const rank = nameRank(search.terms);
  const { ids, ranked } = search.translated;
  if (ids.length === 0) return [rank, byId];
  // Matches in the language asked for first, ranked; then the company's products found in English only.
  return [
    sql`CASE WHEN ${inArray(products.id, ranked[0])} THEN 0 WHEN ${inArray(products.id, ranked[1])} THEN 1
      WHEN ${inArray(products.id, ranked[2])} THEN 2 WHEN ${inArray(products.id, [...ids])} THEN 3 + ${rank}
      ELSE ${rank} END`,
    byId,
  ];
}

/**
 * How close a word must be to a term of a search for a typo (pg_trgm's word similarity): its default, 0.6,
 * misses a letter left out of a short word ('basmti' is 0.57 of 'basmati').
 */
const TYPO_SIMILARITY = 0.5;

/** Runs `read`, in a transaction with the typo threshold set when the query looks for words close to its terms. */
function withSearchSettings<T>(
  db: Database,
  query: ListingQuery,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  if (!query.search?.fuzzy) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return read(tx);
  });
}

/** One page of the visible products a query selects. */
export async function readListing(
  db: Database,
  query: ListingQuery,
  at: Date,
): Promise<CatalogueProductRow[]> {
  if (query.limit === 0) return [];
  const rows = await withSearchSettings(db, query, (reader) =>
    reader
      .select(productSelection)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, products.sellerId))
      .leftJoin(users, eq(users.id, products.sellerId))
      .leftJoin(listings, eq(listings.id, products.listingId))
      .where(listingConditions(query))
      .orderBy(...listingOrder(query))
      .limit(query.limit)
      .offset(query.offset),
  );
  return rows.map((row) => toProduct(row, at));
}

/** How many visible products a query selects in all its pages. */
export async function countListing(db: Database, query: ListingQuery): Promise<number> {
  const [counted] = await withSearchSettings(db, query, (reader) =>
    reader.select({ total: count() }).from(products).where(listingConditions(query)),
  );
  return counted?.total ?? 0;
}

/** The visible products of `ids`, in id order; a product out of the store is left out. */
export async function readProducts(
  db: Database,
  ids: readonly number[],
  at: Date,
): Promise<CatalogueProductRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, products.sellerId))
    .leftJoin(users, eq(users.id, products.sellerId))
    .leftJoin(listings, eq(listings.id, products.listingId))
    .where(and(eq(products.visible, true), inArray(products.id, [...ids])))
    .orderBy(asc(products.id));
  return rows.map((row) => toProduct(row, at));
}

/** The visible products of the supplier whose page is /suppliers/{slug}, in catalogue order. */
export async function readSellerProducts(
  db: Database,
  slug: string,
  at: Date,
): Promise<CatalogueProductRow[]> {
  const rows = await db
    .select(productSelection)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .innerJoin(supplierProfiles, eq(supplierProfiles.userId, products.sellerId))
    .leftJoin(users, eq(users.id, products.sellerId))
    .leftJoin(listings, eq(listings.id, products.listingId))
    .where(and(eq(products.visible, true), eq(supplierProfiles.slug, slug)))
    .orderBy(asc(products.id));
  return rows.map((row) => toProduct(row, at));
}

const productSelection = {
  product: products,
  category: categories.name,
  categorySlug: categories.slug,
  seller: {
    id: supplierProfiles.userId,
    businessName: supplierProfiles.businessName,
    slug: supplierProfiles.slug,
    status: users.status,
    validUntil: supplierProfiles.validUntil,
    state: sql<string | null>`${supplierProfiles.invoiceDetails} ->> 'state'`,
  },
  pickupState: sql<string | null>`${listings.fields} ->> 'pickupState'`,
};

function toProduct(
  {
    product,
    category,
    categorySlug,
    seller,
    pickupState,
  }: {
    product: typeof products.$inferSelect;
    category: string;
    categorySlug: string;
    // Null, or every field null, for the company's goods: drizzle nulls a left-joined object only at times.
    seller: {
      id: number | null;
      businessName: string | null;
      slug: string | null;
      status: string | null;
      validUntil: Date | null;
      state: string | null;
    } | null;
    pickupState: string | null;
  },
  at: Date,
): CatalogueProductRow {
  return {
    id: product.id,
    name: product.name,
    category,
    categorySlug,
    shortDescription: product.shortDescription,
    fullDescription: product.fullDescription,
    pricePaise: product.pricePaise,
    originalPricePaise: product.originalPricePaise,
    unit: product.unit,
    moq: product.moq,
    stepQty: product.stepQty,
    weightGrams: product.weightGrams,
    hsn: product.hsn,
    packagingSizes: product.packagingSizes,
    rating: product.rating,
    reviews: product.reviews,
    images: product.images,
    photos: product.photos,
    certificates: product.certificates,
    documents: product.documents,
    featured: product.featured,
    seller:
      seller?.id == null
        ? null
        : {
            id: seller.id,
            businessName: seller.businessName!,
            slug: seller.slug!,
            state: seller.state,
            orderable: sellerOrderable({ ...seller, hasInvoiceDetails: seller.state !== null }, at),
          },
    pickupState: product.sellerId === null ? null : pickupState,
    slabs: product.slabs,
  };
}

/** `folded` holds `word`, both folded by `search_fold` (case and accents ignored). */
function holds(folded: SQL | AnyColumn, word: string): SQL {
  return sql`${folded} LIKE search_fold(${likePattern(word)})`;
}

/** `folded` starts with the words, spaced by one space. */
function startsWith(folded: SQL | AnyColumn, words: readonly string[]): SQL {
  return sql`${folded} LIKE search_fold(${escapeLike(words.join(' '))}) || '%'`;
}

/**
 * The first visible products holding every word in their name or short description, ranked as `searchRank` of
 * `@bulk/domain/catalogue` ranks them: name starting with the words, then name holding them all, then
 * the rest; ties in catalogue (id) order. One query per rank, each in id order with a limit, so a common
 * word stops after a few rows instead of ranking every match; a rare one is found through the indexes of
 * the stored folded columns (`products_search_name_prefix`, `products_search_text_trgm`).
 */
export async function findProductSuggestions(
  db: Database,
  words: readonly string[],
  limit: number,
): Promise<Omit<ProductSuggestion, 'categoryLabel'>[]> {
  const namePrefix = startsWith(products.searchName, words);
  const inName = and(...words.map((word) => holds(products.searchName, word)))!;
  const inText = and(...words.map((word) => holds(products.searchText, word)))!;
  const found: Omit<ProductSuggestion, 'categoryLabel'>[] = [];
  for (const rank of [namePrefix, and(inName, not(namePrefix)), and(inText, not(inName))]) {
    if (found.length >= limit) break;
    found.push(
      ...(await db
        .select({ id: products.id, name: products.name, category: categories.name })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        // Only what the store shows: a paused or archived listing is not suggested.
        .where(and(eq(products.visible, true), rank))
        .orderBy(asc(products.id))
        .limit(limit - found.length)),
    );
  }
  return found;
}

/** The first categories whose name holds every word, those starting with them first, then in display order. */
export async function findCategorySuggestions(
  db: Database,
  words: readonly string[],
  limit: number,
): Promise<Omit<CategorySuggestion, 'label'>[]> {
  // A few dozen rows at most: folded as read.
  const name = sql`search_fold(${categories.name})`;
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(...words.map((word) => holds(name, word))))
    .orderBy(desc(startsWith(name, words)), asc(categories.position), asc(categories.id))
    .limit(limit);
}

/** An approved supplier's public facts, found by the address of its page; undefined for any other. */
export async function findApprovedSupplier(db: Database, slug: string) {
  const [row] = await db
    .select({
      businessName: supplierProfiles.businessName,
      slug: supplierProfiles.slug,
      city: users.city,
      state: users.state,
      approvedAt: supplierProfiles.decidedAt,
      registeredAt: users.createdAt,
    })
    .from(supplierProfiles)
    .innerJoin(users, eq(users.id, supplierProfiles.userId))
    .where(and(eq(supplierProfiles.slug, slug), eq(users.status, 'approved')));
  return row;
}

/** The visible products of `ids` for suggestions, in the order of `ids`. */
export async function findProductSuggestionsByIds(
  db: Database,
  ids: readonly number[],
): Promise<Omit<ProductSuggestion, 'categoryLabel'>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, category: categories.name })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.visible, true), inArray(products.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The categories named `names` (English), in display order. */
export async function findCategoriesNamed(
  db: Database,
  names: readonly string[],
): Promise<Omit<CategorySuggestion, 'label'>[]> {
  if (names.length === 0) return [];
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(inArray(categories.name, [...names]))
    .orderBy(asc(categories.position), asc(categories.id));
}
