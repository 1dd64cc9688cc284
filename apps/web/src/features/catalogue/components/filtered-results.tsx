import { useTranslation } from 'react-i18next';
import type { Product } from '@bulk/domain/catalogue';
import { useRef, type ReactNode } from 'react';
import type { useProducts } from '../api/get-products';
import { ProductGridSkeleton } from './product-grid';
import { LoadError, NoProductsFound } from './product-states';

type FilteredResultsProps = {
  products: ReturnType<typeof useProducts>;
  /** How many products the filters select, for the status line; undefined until they load. */
  found: number | undefined;
  /** The products to show; undefined until they load. */
  shown: readonly Product[] | undefined;
  /** Puts every filter back to its default. */
  onClearFilters: () => void;
  /** The products, when there are some. */
  children: (shown: readonly Product[]) => ReactNode;
};

/**
 * The results of a filtered catalogue page: a status line with the count, the skeleton while they load,
 * the error with Retry, and 'No Products Found' with a way to clear the filters.
 */
export function FilteredResults({ products, found, shown, onClearFilters, children }: FilteredResultsProps) {
  const { t } = useTranslation();
  const status = useRef<HTMLParagraphElement>(null);

  function clearFromEmptyState() {
    onClearFilters();
    // The button goes away with the empty state; the result count is the next thing to read.
    status.current?.focus();
  }

  return (
    <div aria-busy={products.isFetching}>
      <p
        ref={status}
        role="status"
        tabIndex={-1}
        className="mb-6 font-medium text-stone-700 focus:outline-none"
      >
        {products.isPending ? t('catalogue.loading') : null}
        {found !== undefined && !products.isError ? t('catalogue.found', { count: found }) : null}
      </p>
      {products.isPending ? <ProductGridSkeleton /> : null}
      {products.isError ? <LoadError query={products} /> : null}
      {shown && !products.isError ? (
        shown.length === 0 ? (
          <NoProductsFound onClear={clearFromEmptyState} />
        ) : (
          children(shown)
        )
      ) : null}
    </div>
  );
}
