import type { Wishlist } from '@bulk/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mergeWishlist, wishlistQueryKey } from '#src/features/account/api/wishlist';
import { removeFromVisitorWishlist, useVisitorWishlist } from '#src/features/account/visitor-wishlist';
import { useAuth } from '#src/features/auth/use-auth';

/**
 * Joins the products a visitor saved in this browser to the customer's account once they are signed in
 * (the server drops duplicates), then forgets the browser's copy. A failure keeps the copy for next time.
 */
export function WishlistSync() {
  const { user } = useAuth();
  const saved = useVisitorWishlist();
  const queryClient = useQueryClient();
  const merging = useRef(false);
  const isCustomer = user?.role === 'customer';

  useEffect(() => {
    if (!isCustomer || saved.length === 0 || merging.current) return;
    merging.current = true;
    mergeWishlist(saved)
      .then((wishlist) => {
        // Only what was sent is forgotten: a product saved meanwhile is merged on the next pass.
        for (const id of saved) removeFromVisitorWishlist(id);
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, wishlist);
        // A wishlist read that began before the merge may answer after it: read again.
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
      })
      .catch((error: unknown) => {
        console.warn('Could not join the saved wishlist to the account; will try again.', error);
      })
      .finally(() => {
        merging.current = false;
      });
  }, [isCustomer, saved, queryClient]);

  return null;
}
