import { MAX_WISHLIST_ITEMS, type Wishlist } from '@bulk/domain/account';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import {
  countWishlistItems,
  deleteWishlistItem,
  findListedProductIds,
  findWishlistItems,
  insertWishlistItems,
} from './wishlist.repo';

const FULL_MESSAGE = `Your wishlist can hold at most ${MAX_WISHLIST_ITEMS} products.`;

export async function readWishlist(db: Database, userId: number): Promise<Wishlist> {
  const rows = await findWishlistItems(db, userId);
  return { items: rows.map((row) => ({ productId: row.productId, addedAt: row.addedAt.toISOString() })) };
}

/** Saves a listed product; saving one already saved changes nothing, a new one beyond the limit is refused. */
export async function addToWishlist(db: Database, userId: number, productId: number): Promise<Wishlist> {
  await db.transaction(async (tx) => {
    const [listed] = await findListedProductIds(tx, [productId]);
    if (listed === undefined) throw notFound(`There is no product ${productId}.`);
    const saved = await countWishlistItems(tx, userId);
    const inserted = await insertWishlistItems(tx, userId, [productId]);
    if (inserted > 0 && saved >= MAX_WISHLIST_ITEMS) throw new AppError('CONFLICT', FULL_MESSAGE);
  });
  return readWishlist(db, userId);
}

/** Removing a product that is not saved is what the customer wanted already: no error. */
export async function removeFromWishlist(db: Database, userId: number, productId: number): Promise<Wishlist> {
  await deleteWishlistItem(db, userId, productId);
  return readWishlist(db, userId);
}

/** A visitor's saved products join the account's wishlist at sign-in, all or none within the limit. */
export async function mergeWishlist(db: Database, userId: number, productIds: number[]): Promise<Wishlist> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    await db.transaction(async (tx) => {
      // Products the visitor saved that are no longer listed are left out rather than refused.
      const listed = await findListedProductIds(tx, wanted);
      if (listed.length === 0) return;
      const inserted = await insertWishlistItems(tx, userId, listed);
      if (inserted === 0) return;
      if ((await countWishlistItems(tx, userId)) > MAX_WISHLIST_ITEMS)
        throw new AppError('CONFLICT', FULL_MESSAGE);
    });
  }
  return readWishlist(db, userId);
}
