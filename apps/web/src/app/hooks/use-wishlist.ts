import type { Wishlist } from '@bulk/domain/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '#src/components/ui/toast/toast-store';
import { i18n } from '#src/i18n/i18n';
import {
  removeFromWishlist,
  saveToWishlist,
  wishlistQueryKey,
  wishlistQueryOptions,
} from '#src/features/account/api/wishlist';
import {
  addToVisitorWishlist,
  removeFromVisitorWishlist,
  useVisitorWishlist,
} from '#src/features/account/visitor-wishlist';
import { useAuth } from '#src/features/auth/use-auth';
import { errorMessage } from '#src/lib/api-client';

/**
 * The wishlist of whoever is browsing: a signed-in customer's is kept by the server, anyone else's in this
 * browser (and joins the account at the customer's sign-in). `add` and `remove` resolve to whether they
 * worked; a failure has already said why in a toast.
 */
export function useWishlist() {
  const { user } = useAuth();
  const onServer = user?.role === 'customer';
  const queryClient = useQueryClient();
  const server = useQuery({ ...wishlistQueryOptions, enabled: onServer });
  const local = useVisitorWishlist();

  const add = useCallback(
    async (productId: number): Promise<boolean> => {
      if (!onServer) {
        if (addToVisitorWishlist(productId)) return true;
        toast({
          title: i18n.t('wishlist.full'),
          description: i18n.t('wishlist.fullText'),
          variant: 'destructive',
        });
        return false;
      }
      try {
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, await saveToWishlist(productId));
        return true;
      } catch (error) {
        toast({
          title: i18n.t('wishlist.couldNotSave'),
          description: errorMessage(error),
          variant: 'destructive',
        });
        return false;
      }
    },
    [onServer, queryClient],
  );

  const remove = useCallback(
    async (productId: number): Promise<boolean> => {
      if (!onServer) {
        removeFromVisitorWishlist(productId);
        return true;
      }
      try {
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, await removeFromWishlist(productId));
        return true;
      } catch (error) {
        toast({
          title: i18n.t('wishlist.couldNotRemove'),
          description: errorMessage(error),
          variant: 'destructive',
        });
        return false;
      }
    },
    [onServer, queryClient],
  );

  return {
    productIds: onServer ? (server.data?.items.map((item) => item.productId) ?? null) : local,
    query: onServer ? server : null,
    add,
    remove,
  };
}
