import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import {
  catalogueFiltersOf,
  catalogueSearchOf,
  catalogueSearchSchema,
  hasActiveFilters,
  noCatalogueFilters,
  priceBands,
  toggleCategory,
  toProductQuery,
} from '../catalogue-filters';
import type { CatalogueFilters } from '../catalogue-filters';
import { pageCountOf } from '../catalogue-pages';
import { CataloguePager, SortSelect, useScrollToListTop } from './catalogue-pager';
import {
  CategoryFilter,
  ClearFiltersButton,
  FilterStack,
  PriceBandFilter,
  SellerFilter,
} from './filter-controls';
import { FilteredResults } from './filtered-results';
import { FiltersLayout } from './filters-layout';
import { ProductGrid } from './product-grid';

/**
 * The products page: category, price and seller filters, the order and the page kept in the URL
 * (`?category=flour&price=100-250&seller=suppliers&sort=price-asc&page=2`), so a filtered view survives a
 * reload, can be shared, and Back and Forward step through the changes. The API does the filtering and
 * the paging; a listing that fits on one page (the company's own catalogue) shows no pager nor order.
 */
export function ProductCatalogue() {
  const { t } = useTranslation();
  const search = useSearchParamsState(catalogueSearchSchema);
  const filters = catalogueFiltersOf(search.values);
  const { page, sort } = search.values;
  const products = useProducts(toProductQuery(filters, { page, sort }), { keepPreviousResults: true });
  const listTop = useRef<HTMLDivElement>(null);
  useScrollToListTop(listTop, page);
  // Loaded with the page, not when the filters first show: on small screens they wait in a closed drawer.
  const categories = useCategories();

  function applyFilters(next: CatalogueFilters) {
    // Each change is a history entry (Back undoes it); the page keeps its scroll position.
    search.set(catalogueSearchOf(next), { preventScrollReset: true });
  }

  const stale = products.isPlaceholderData;
  // The order shows once the listing has pages (or one is chosen); kept while another page loads.
  const paged =
    sort !== undefined || page > 1 || (products.data !== undefined && pageCountOf(products.data) > 1);

  return (
    <FiltersLayout
      resultCount={stale ? undefined : products.data?.total}
      filters={
        <FilterStack>
          <CatalogueCategoryFilter
            categories={categories}
            selected={filters.categories}
            onToggle={(slug) =>
              applyFilters({ ...filters, categories: toggleCategory(filters.categories, slug) })
            }
          />
          <PriceBandFilter
            bands={priceBands}
            selected={filters.priceBand}
            onSelect={(priceBand) => applyFilters({ ...filters, priceBand })}
          />
          <SellerFilter
            selected={filters.seller}
            onSelect={(seller) => applyFilters({ ...filters, seller })}
          />
          <ClearFiltersButton
            active={hasActiveFilters(filters)}
            onClear={() => applyFilters(noCatalogueFilters)}
          />
        </FilterStack>
      }
    >
      <div ref={listTop} className="scroll-mt-4">
        <FilteredResults
          products={products}
          found={products.data?.total}
          shown={products.data?.products}
          listing={products.data}
          controls={
            paged ? (
              <SortSelect
                selected={sort}
                defaultLabel={t('catalogue.sortCatalogue')}
                onSelect={(next) => search.set({ sort: next }, { preventScrollReset: true })}
              />
            ) : null
          }
          onClearFilters={() => applyFilters(noCatalogueFilters)}
        >
          {(list) => (
            <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
              {/* The cards are the page's content under its h1; on a phone the first fills the screen. */}
              <ProductGrid products={list} headingLevel={2} priorityCount={1} />
              {products.data ? (
                <CataloguePager
                  listing={products.data}
                  searchFor={(target) => search.searchFor({ page: target })}
                />
              ) : null}
            </div>
          )}
        </FilteredResults>
      </div>
    </FiltersLayout>
  );
}

type CatalogueCategoryFilterProps = {
  categories: ReturnType<typeof useCategories>;
  selected: readonly string[];
  onToggle: (slug: string) => void;
};

/** The category checkboxes of `GET /api/categories`, with their own loading and error states. */
function CatalogueCategoryFilter({ categories, selected, onToggle }: CatalogueCategoryFilterProps) {
  const { t } = useTranslation();
  let status = null;
  if (categories.isPending) {
    status = (
      <p role="status" className="mt-2 text-sm text-stone-700">
        {t('catalogue.loadingCategories')}
      </p>
    );
  } else if (categories.isError) {
    status = (
      <div role="alert" className="mt-2 text-sm text-red-900">
        <p>{t('catalogue.categoriesFailed')}</p>
        <button
          type="button"
          onClick={() => void categories.refetch()}
          disabled={categories.isFetching}
          className="mt-1 rounded font-semibold text-saffron-800 underline disabled:opacity-60"
        >
          {categories.isFetching ? t('common.retrying') : t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <CategoryFilter
      categories={categories.data?.categories ?? []}
      selected={selected}
      onToggle={onToggle}
      status={status}
    />
  );
}
