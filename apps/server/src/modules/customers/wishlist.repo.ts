import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, wishlistItems } from '#src/db/schema/index';

/** A user's saved products, most recently saved first. */
export function findWishlistItems(db: Database, userId: number) {
  return db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.addedAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.productId));
}

export async function countWishlistItems(db: Database, userId: number): Promise<number> {
  const [saved] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return saved?.n ?? 0;
}

/** Which of these product ids are listed in the catalogue. */
export async function findListedProductIds(db: Database, productIds: number[]): Promise<number[]> {
  const listed = await db.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
  return listed.map((product) => product.id);
}

/** Saves products to a user's wishlist; returns how many were not saved already. */
export async function insertWishlistItems(
  db: Database,
  userId: number,
  productIds: number[],
): Promise<number> {
  const inserted = await db
    .insert(wishlistItems)
    .values(productIds.map((productId) => ({ userId, productId })))
    .onConflictDoNothing()
    .returning({ productId: wishlistItems.productId });
  return inserted.length;
}

export async function deleteWishlistItem(db: Database, userId: number, productId: number): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
