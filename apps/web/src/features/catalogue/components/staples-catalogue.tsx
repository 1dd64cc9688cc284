import { useTranslation } from 'react-i18next';
import { useId, useRef } from 'react';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { toggleCategory } from '../catalogue-filters';
import { pageCountOf } from '../catalogue-pages';
import {
  defaultStaplesFilter,
  formatRupees,
  formatWeight,
  groupByStapleCategory,
  hasActiveStaplesFilter,
  labelledStapleCategories,
  staplePriceRange,
  staplesSearchSchema,
  stapleWeightRange,
  toStaplesQuery,
} from '../staples-filter';
import type { CategoryGroup } from '../staples-filter';
import { CataloguePager, SortSelect, useScrollToListTop } from './catalogue-pager';
import { CategoryFilter, ClearFiltersButton, FilterStack, RangeFilter } from './filter-controls';
import { FilteredResults } from './filtered-results';
import { FiltersLayout } from './filters-layout';
import { ProductGrid } from './product-grid';

/**
 * The staples page: rice, pulses and spices filtered by category, price and weight per selling unit,
 * grouped by category. The filters, the order and the page are kept in the URL (see
 * `staplesSearchSchema`) and the API filters the whole catalogue and pages the result, as on the products
 * page. A category is a history entry (Back undoes it); a slider replaces the entry as it moves, so that
 * dragging it does not fill the history with every value on the way.
 */
export function StaplesCatalogue() {
  const { t } = useTranslation();
  const search = useSearchParamsState(staplesSearchSchema);
  const filter = search.values;
  const products = useProducts(toStaplesQuery(search.values), { keepPreviousResults: true });
  // The checkboxes' labels in the page's language, whatever the filters leave in the list.
  const categories = useCategories();
  const listTop = useRef<HTMLDivElement>(null);
  useScrollToListTop(listTop, filter.page);

  const clearFilters = () => search.set(defaultStaplesFilter, { preventScrollReset: true });
  const stale = products.isPlaceholderData;
  const paged =
    filter.sort !== undefined ||
    filter.page > 1 ||
    (products.data !== undefined && pageCountOf(products.data) > 1);

  return (
    <FiltersLayout
      resultCount={stale ? undefined : products.data?.total}
      filters={
        <FilterStack>
          <CategoryFilter
            categories={labelledStapleCategories(categories.data?.categories)}
            selected={filter.category}
            onToggle={(slug) =>
              search.set({ category: toggleCategory(filter.category, slug) }, { preventScrollReset: true })
            }
          />
          <RangeFilter
            label={t('catalogue.maxPrice')}
            {...staplePriceRange}
            value={filter.maxPrice}
            onChange={(maxPrice) => search.set({ maxPrice }, { replace: true, preventScrollReset: true })}
            format={formatRupees}
          />
          <RangeFilter
            label={t('catalogue.maxWeight')}
            {...stapleWeightRange}
            value={filter.maxWeightGrams}
            onChange={(maxWeightGrams) =>
              search.set({ maxWeightGrams }, { replace: true, preventScrollReset: true })
            }
            format={formatWeight}
          />
          <ClearFiltersButton active={hasActiveStaplesFilter(filter)} onClear={clearFilters} />
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
                selected={filter.sort}
                defaultLabel={t('catalogue.sortCatalogue')}
                onSelect={(next) => search.set({ sort: next }, { preventScrollReset: true })}
              />
            ) : null
          }
          onClearFilters={clearFilters}
        >
          {(shown) => (
            <div className={stale ? 'opacity-60 transition-opacity' : undefined}>
              <div className="space-y-12">
                {groupByStapleCategory(shown).map((group) => (
                  <CategorySection key={group.slug} group={group} />
                ))}
              </div>
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

function CategorySection({ group }: { group: CategoryGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-baseline gap-x-3">
        <h2 id={headingId} className="text-2xl font-semibold text-leaf-800">
          {group.label}
        </h2>
        <p className="text-stone-700">{t('catalogue.productCount', { count: group.products.length })}</p>
      </div>
      <ProductGrid products={group.products} label={group.label} />
    </section>
  );
}
