import type { CategorySuggestion, ProductSuggestion } from '@bulk/domain/catalogue';
import { and, asc, count, desc, eq, inArray, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { categories, products, supplierProfiles, users } from '#src/db/schema/index';
import { escapeLike, likePattern } from '#src/db/search-pattern';
import type { CatalogueProductRow, CategoryRow } from './catalogue.translations';

export interface CatalogueRows {
  categories: CategoryRow[];
  products: CatalogueProductRow[];
}

/**
 * The whole catalogue in display order: categories by position, products by id. Only visible products: a
 * supplier's paused or archived listing keeps its product row, out of the store (docs/decisions/014).
 */
export async function readCatalogue(db: Database): Promise<CatalogueRows> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        productCount: count(products.id),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.visible, true)))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select(productSelection)
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .leftJoin(supplierProfiles, eq(supplierProfiles.userId, products.sellerId))
      .where(eq(products.visible, true))
      .orderBy(asc(products.id)),
  ]);
  return { categories: categoryRows, products: productRows.map(toProduct) };
}

const productSelection = {
  product: products,
  category: categories.name,
  categorySlug: categories.slug,
  seller: { businessName: supplierProfiles.businessName, slug: supplierProfiles.slug },
};

function toProduct({
  product,
  category,
  categorySlug,
  seller,
}: {
  product: typeof products.$inferSelect;
  category: string;
  categorySlug: string;
  seller: { businessName: string; slug: string } | null;
}): CatalogueProductRow {
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
    seller,
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
