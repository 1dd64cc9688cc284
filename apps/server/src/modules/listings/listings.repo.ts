import type { ListingChange, ListingFields, ListingState } from '@bulk/domain/listings';
import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import { categories, listings, products, supplierProfiles, users } from '#src/db/schema/index';

export type StoredListing = typeof listings.$inferSelect;
export type StoredListingWithProduct = StoredListing & { productId: number | null };

const withProduct = { listing: listings, productId: products.id };
const flatten = ({ listing, productId }: { listing: StoredListing; productId: number | null }) => ({
  ...listing,
  productId,
});

/** What decides whether a supplier may publish: the approval (`users.status`) and the membership's end. */
export async function findSupplierStanding(db: Database, userId: number) {
  const [row] = await db
    .select({
      status: users.status,
      name: users.name,
      email: users.email,
      businessName: supplierProfiles.businessName,
      validUntil: supplierProfiles.validUntil,
    })
    .from(users)
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function insertListing(
  tx: Database,
  values: { sellerId: number; fields: ListingFields; sku: string | null; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(listings)
    .values({
      sellerId: values.sellerId,
      fields: values.fields,
      sku: values.sku,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** A supplier's listings, newest first. */
export async function listListingsOf(db: Database, sellerId: number): Promise<StoredListingWithProduct[]> {
  const rows = await db
    .select(withProduct)
    .from(listings)
    .leftJoin(products, eq(products.listingId, listings.id))
    .where(eq(listings.sellerId, sellerId))
    .orderBy(desc(listings.id));
  return rows.map(flatten);
}

/** One listing with its product, if any; with `sellerId`, only that supplier's. */
export async function findListing(
  db: Database,
  id: number,
  sellerId?: number,
): Promise<StoredListingWithProduct | undefined> {
  const [row] = await db
    .select(withProduct)
    .from(listings)
    .leftJoin(products, eq(products.listingId, listings.id))
    .where(
      sellerId === undefined
        ? eq(listings.id, id)
        : and(eq(listings.id, id), eq(listings.sellerId, sellerId)),
    );
  return row && flatten(row);
}

/** Locks a listing for a change; with `sellerId`, only that supplier's. */
export async function lockListing(
  tx: Database,
  id: number,
  sellerId?: number,
): Promise<StoredListing | undefined> {
  const [row] = await tx
    .select()
    .from(listings)
    .where(
      sellerId === undefined
        ? eq(listings.id, id)
        : and(eq(listings.id, id), eq(listings.sellerId, sellerId)),
    )
    .for('update');
  return row;
}

export async function updateListing(
  tx: Database,
  id: number,
  set: Partial<{
    state: ListingState;
    fields: ListingFields;
    sku: string | null;
    pendingChange: ListingChange | null;
    rejectionReason: string | null;
    submittedAt: Date;
  }>,
  at: Date,
): Promise<void> {
  const { state, ...rest } = set;
  await tx
    .update(listings)
    .set({ ...rest, ...(state && { status: state.status, pausedBy: state.pausedBy }), updatedAt: at })
    .where(eq(listings.id, id));
}

/** A listing's stock, kept in its fields. */
export const listingStock = sql<number>`(${listings.fields} ->> 'stock')::integer`;

/**
 * Locks the listings of the store's products `productIds`, in id order so that concurrent payments never
 * wait for each other in a circle; answers each product's listing and its stock.
 */
export async function lockProductListingStocks(
  tx: Database,
  productIds: readonly number[],
): Promise<Map<number, { listingId: number; stock: number }>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      productId: products.id,
      listingId: listings.id,
      stock: listingStock,
    })
    .from(listings)
    .innerJoin(products, eq(products.listingId, listings.id))
    .where(inArray(products.id, [...productIds]))
    .orderBy(listings.id)
    .for('update', { of: listings });
  return new Map(rows.map(({ productId, ...listing }) => [productId, listing]));
}

/** Each key's quantity (`key` is a listing's or a product's id) as one SQL value. */
function quantityByKey(key: SQLWrapper, quantities: ReadonlyMap<number, number>): SQL {
  return sql.join(
    [
      sql`(case ${key}`,
      ...[...quantities].map(([id, quantity]) => sql`when ${id} then ${quantity}::integer`),
      sql`end)`,
    ],
    sql` `,
  );
}

/** A listing's fields with `quantity` taken from its stock (the caller's condition keeps it from going below zero). */
const stockLess = (quantity: SQL) =>
  sql`jsonb_set(${listings.fields}, '{stock}', to_jsonb(${listingStock} - ${quantity}))`;

/**
 * Takes each quantity from its listing's stock in one conditional update (a payment takes all its lines at
 * once): a listing is changed only if it holds its quantity, so stock never goes below zero.
 */
export function takeListingStocks(
  tx: Database,
  takes: ReadonlyMap<number, number>,
  at: Date,
): PendingWrite | undefined {
  if (takes.size === 0) return undefined;
  const quantity = quantityByKey(listings.id, takes);
  return tx
    .update(listings)
    .set({ fields: stockLess(quantity), updatedAt: at })
    .where(and(inArray(listings.id, [...takes.keys()]), gte(listingStock, quantity)));
}

/**
 * The `WITH` entries `locked` and `taken` of a payment written in one statement (docs/decisions/025): the
 * listings of the store's products in `quantities` (product id -> quantity) locked in id order, so that
 * concurrent payments never wait for each other in a circle, then each quantity taken from its listing
 * where the listing holds it, never below zero. `taken` answers each listing taken from and its stock left.
 * With `after`, an earlier entry of the statement (the order it pays, locked), the listings are locked
 * once that entry is, and only if it has rows.
 */
export function lockAndTakeProductStocks(
  quantities: ReadonlyMap<number, number>,
  at: Date,
  after?: string,
): SQL {
  const quantity = quantityByKey(sql`locked.product_id`, quantities);
  return sql`locked as materialized (
      select ${listings.id} as id, ${products.id} as product_id from ${listings}
        inner join ${products} on ${products.listingId} = ${listings.id}
       where ${inArray(products.id, [...quantities.keys()])}
         ${after ? sql`and exists (select 1 from ${sql.identifier(after)})` : sql``}
       order by ${listings.id} for update of ${listings}),
    taken as (
      update ${listings}
         set fields = ${stockLess(quantity)}, updated_at = ${at.toISOString()}::timestamptz
        from locked
       where ${listings.id} = locked.id and ${listingStock} >= ${quantity}
      returning ${listings.id} as id, ${listingStock} as stock)`;
}

/** Another listing of the supplier with this SKU, if any. */
export async function findSkuClash(tx: Database, sellerId: number, sku: string, exceptId?: number) {
  const rows = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.sku, sku)));
  return rows.find((row) => row.id !== exceptId);
}

async function categoryIdOf(tx: Database, name: string): Promise<number> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
  if (!row) throw new RangeError(`No category named ${name}.`);
  return row.id;
}

/** The catalogue columns a listing's fields set. */
async function productColumns(tx: Database, fields: ListingFields) {
  return {
    name: fields.name,
    categoryId: await categoryIdOf(tx, fields.category),
    shortDescription: fields.shortDescription,
    fullDescription: fields.fullDescription,
    pricePaise: fields.pricePaise,
    originalPricePaise: fields.pricePaise,
    unit: fields.unit,
    moq: fields.moq,
    stepQty: fields.stepQty,
    weightGrams: fields.weightGrams,
    hsn: fields.hsn,
    packagingSizes: fields.packagingSizes,
    slabs: fields.slabs,
  };
}

/** Puts an approved listing in the store as a product of its seller. */
export async function insertListingProduct(
  tx: Database,
  listing: { id: number; sellerId: number; fields: ListingFields; visible: boolean },
  at: Date,
): Promise<void> {
  await tx.insert(products).values({
    ...(await productColumns(tx, listing.fields)),
    rating: 0,
    reviews: 0,
    images: [],
    certificates: [],
    documents: [],
    featured: false,
    sellerId: listing.sellerId,
    listingId: listing.id,
    visible: listing.visible,
    createdAt: at,
    updatedAt: at,
  });
}

/** Brings a listing's product in line with its published fields and whether it is on sale. */
export async function updateListingProduct(
  tx: Database,
  listingId: number,
  set: { fields?: ListingFields; visible?: boolean },
  at: Date,
): Promise<void> {
  await tx
    .update(products)
    .set({
      ...(set.fields && (await productColumns(tx, set.fields))),
      ...(set.visible !== undefined && { visible: set.visible }),
      updatedAt: at,
    })
    .where(eq(products.listingId, listingId));
}

/** What waits for an admin: listings submitted for review and changes to published listings. */
const inReviewQueue = or(
  eq(listings.status, 'submitted'),
  and(inArray(listings.status, ['live', 'paused']), isNotNull(listings.pendingChange)),
);

/** The review queue, oldest first, with each listing's supplier. */
export async function listReviewQueue(db: Database) {
  const rows = await db
    .select({
      ...withProduct,
      seller: { id: users.id, email: users.email, businessName: supplierProfiles.businessName },
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .leftJoin(supplierProfiles, eq(supplierProfiles.userId, users.id))
    .leftJoin(products, eq(products.listingId, listings.id))
    .where(inReviewQueue)
    .orderBy(listings.updatedAt, listings.id);
  return rows.map(({ seller, ...row }) => ({ ...flatten(row), seller }));
}

export async function countReviewQueue(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(listings).where(inReviewQueue);
  return row?.count ?? 0;
}

/**
 * How many of a supplier's listings in the store (live, or paused, which includes those whose stock ran out)
 * hold no more stock than their low-stock threshold.
 */
export async function countLowStockListings(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, sellerId),
        inArray(listings.status, ['live', 'paused']),
        sql`(${listings.fields}->>'stock')::integer <= (${listings.fields}->>'lowStockThreshold')::integer`,
      ),
    );
  return row?.count ?? 0;
}
