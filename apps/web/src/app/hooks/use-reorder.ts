import type { OrderSummary } from '@bulk/domain/checkout';
import type { Product } from '@bulk/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { refillCart } from '#src/features/cart/hooks/use-cart';
import { getProductQueryOptions, isMissingProductError } from '#src/features/catalogue/api/get-product';
import { DEFAULT_LANGUAGE } from '#src/i18n/languages';
import { errorMessage } from '#src/lib/api-client';

/**
 * 'Reorder': looks each product of the order up in today's catalogue, fills the cart again through the
 * cart's rules (unlisted products skipped, quantities fitted to today's terms) and opens the cart.
 */
export function useReorder() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [reordering, setReordering] = useState(false);

  const reorder = useCallback(
    async (order: OrderSummary) => {
      if (reordering) return;
      setReordering(true);
      try {
        const found = await Promise.all(
          order.lines.map(async (line) => {
            try {
              // In English, as the cart shows its products (the names of the order and its invoice).
              return await queryClient.fetchQuery(getProductQueryOptions(line.productId, DEFAULT_LANGUAGE));
            } catch (error) {
              if (isMissingProductError(error)) return undefined;
              throw error;
            }
          }),
        );
        const products = new Map<number, Product>();
        for (const product of found) if (product) products.set(product.id, product);
        const result = refillCart(order.lines, (id) => products.get(id));
        if (result.added.length > 0) void navigate(paths.cart);
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      } finally {
        setReordering(false);
      }
    },
    [navigate, queryClient, reordering],
  );

  return { reorder, reordering };
}
