import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@bulk/domain/catalogue';
import { useRef, type ReactNode } from 'react';
import type { useProducts } from '../api/get-products';
import { pageCountOf, shownRangeOf, type ListingPage } from '../catalogue-pages';
import { ProductGridSkeleton } from './product-grid';
import { LoadError, NoProductsFound } from './product-states';

// The store's counts are written the Indian way, as its prices are (1,00,000).
const countFormat = new Intl.NumberFormat('en-IN');

type FilteredResultsProps = {
  products: ReturnType<typeof useProducts>;
  /** How many products the filters select, for the status line; undefined until they load. */
  found: number | undefined;
  /** The products to show; undefined until they load. */
  shown: readonly ProductListItem[] | undefined;
  /** The page of the listing shown, when it has pages: the status then says which products these are. */
  listing?: ListingPage | undefined;
  /** Controls beside the status line, such as the order. */
  controls?: ReactNode;
  /** Puts every filter back to its default. */
  onClearFilters: () => void;
  /** The products, when there are some. */
  children: (shown: readonly ProductListItem[]) => ReactNode;
};

/**
 * The results of a filtered catalogue page: a status line with the count, the skeleton while they load,
 * the error with Retry, and 'No Products Found' with a way to clear the filters.
 */
export function FilteredResults({
  products,
  found,
  shown,
  listing,
  controls,
  onClearFilters,
  children,
}: FilteredResultsProps) {
  const { t } = useTranslation();
  const status = useRef<HTMLParagraphElement>(null);

  function clearFromEmptyState() {
    onClearFilters();
    // The button goes away with the empty state; the result count is the next thing to read.
    status.current?.focus();
  }

  function statusText(count: number): string {
    if (!listing || !shown || shown.length === 0 || pageCountOf(listing) <= 1) {
      return t('catalogue.found', { count });
    }
    const { from, to } = shownRangeOf(listing, shown.length);
    return t('catalogue.showing', {
      from: countFormat.format(from),
      to: countFormat.format(to),
      total: countFormat.format(count),
    });
  }

  return (
    <div aria-busy={products.isFetching}>
      <div className={controls ? 'mb-6 flex flex-wrap items-center justify-between gap-3' : undefined}>
        <p
          ref={status}
          role="status"
          tabIndex={-1}
          className={`${controls ? '' : 'mb-6 '}font-medium text-stone-700 focus:outline-none`}
        >
          {products.isPending ? t('catalogue.loading') : null}
          {found !== undefined && !products.isError ? statusText(found) : null}
        </p>
        {controls}
      </div>
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
