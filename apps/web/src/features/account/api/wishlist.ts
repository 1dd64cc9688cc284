import type { Wishlist } from '@bulk/domain/account';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, type LazyResponseSchema } from '#src/lib/api-client';

// Imported with the first call: the wishlist sync runs on the first page, whose scripts leave zod out.
const wishlistSchema: LazyResponseSchema<Wishlist> = async () =>
  (await import('@bulk/domain/account')).wishlistSchema;

export const wishlistQueryKey = ['account', 'wishlist'] as const;

export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiRequest('/wishlist', wishlistSchema, { signal });
}

export const wishlistQueryOptions = queryOptions({
  queryKey: wishlistQueryKey,
  queryFn: ({ signal }) => getWishlist(signal),
  staleTime: 0,
});

export function saveToWishlist(productId: number): Promise<Wishlist> {
  return apiRequest(`/wishlist/${productId}`, wishlistSchema, { method: 'PUT' });
}

export function removeFromWishlist(productId: number): Promise<Wishlist> {
  return apiRequest(`/wishlist/${productId}`, wishlistSchema, { method: 'DELETE' });
}

/** Joins a visitor's saved products to the account; the server skips duplicates and unlisted products. */
export function mergeWishlist(productIds: readonly number[]): Promise<Wishlist> {
  return apiRequest('/wishlist/merge', wishlistSchema, {
    method: 'POST',
    body: JSON.stringify({ productIds }),
  });
}
