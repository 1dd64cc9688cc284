import { useTranslation } from 'react-i18next';
import { parseProductId } from '@bulk/domain/catalogue/values';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { useChatMessage } from '#src/components/layout/chat-message';
import { PageLoadFailed, PageLoading } from '#src/components/ui/page-states';
import { paths } from '#src/config/paths';
import { useSiteOrigin } from '#src/config/site-origin';
import { isMissingProductError, useProduct } from '#src/features/catalogue/api/get-product';
import { ProductDetail } from '#src/features/catalogue/components/product-detail';
import { productStructuredData } from '#src/features/catalogue/product-structured-data';
import { useCart } from '#src/features/cart/hooks/use-cart';
import { useDocumentTitle, useJsonLd } from '#src/hooks/use-document-title';
import { useWishlist } from '#src/app/hooks/use-wishlist';
import { productChatMessage } from '#src/lib/chat-messages';

/** /product/:id. An id that is malformed (400) or not in the catalogue (404) goes to the 404 page. */
export default function ProductDetailPage() {
  const { id } = useParams();
  const productId = parseProductId(id);
  if (productId === null) return <Navigate to={paths.notFound} replace />;
  // A new id is a new page: the quantity and packaging start over.
  return <ProductPage key={productId} id={productId} />;
}

function ProductPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  const { add } = useCart();
  const wishlist = useWishlist();
  useDocumentTitle(product.data?.name ?? t('product.details'), product.data?.shortDescription);
  const origin = useSiteOrigin();
  const structuredData = useMemo(
    () => (product.data ? productStructuredData(product.data, origin) : null),
    [product.data, origin],
  );
  useJsonLd(structuredData);
  useChatMessage(product.data ? productChatMessage(product.data.name) : null);

  if (product.data) {
    const loaded = product.data;
    return (
      <ProductDetail
        product={loaded}
        onAddToCart={(quantity) => add(loaded, quantity)}
        inWishlist={wishlist.productIds?.includes(loaded.id) ?? false}
        onAddToWishlist={() => wishlist.add(loaded.id)}
        onRemoveFromWishlist={() => wishlist.remove(loaded.id)}
      />
    );
  }

  if (product.isError && isMissingProductError(product.error)) {
    return <Navigate to={paths.notFound} replace />;
  }

  if (product.isError) {
    return (
      <PageLoadFailed
        title={t('product.loadFailed')}
        error={product.error}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  }

  return (
    <PageLoading label={t('product.loading')}>
      <div aria-hidden="true" className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-square animate-pulse rounded-2xl bg-saffron-50" />
        <div className="space-y-4">
          <div className="h-4 w-1/4 rounded bg-stone-200" />
          <div className="h-9 w-3/4 rounded bg-stone-200" />
          <div className="h-8 w-1/3 rounded bg-stone-200" />
          <div className="h-24 rounded bg-stone-200" />
        </div>
      </div>
    </PageLoading>
  );
}
