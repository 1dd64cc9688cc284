import { useTranslation } from 'react-i18next';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';
import { useProducts } from '../api/get-products';
import { toggleCategory } from '../catalogue-filters';
import { listingPageFields, pageCountOf } from '../catalogue-pages';
import {
  defaultStaplesFilter,
  filterStaples,
  formatRupees,
  formatWeight,
  groupByStapleCategory,
  hasActiveStaplesFilter,
  labelledStapleCategories,
  stapleCategorySlugs,
  staplePriceRange,
  stapleWeightRange,
} from '../staples-filter';
import type { CategoryGroup, StaplesFilter } from '../staples-filter';
import { CataloguePager, SortSelect, useScrollToListTop } from './catalogue-pager';
import { CategoryFilter, ClearFiltersButton, FilterStack, RangeFilter } from './filter-controls';
import { FilteredResults } from './filtered-results';
import { FiltersLayout } from './filters-layout';
import { ProductGrid } from './product-grid';

/** The staples page's URL (`?sort=price-asc&page=2`): the page and order of the three categories' listing. */
const staplesSearchSchema = z.object(listingPageFields);

/**
 * The staples page: rice, pulses and spices filtered by category, price and weight, grouped by category.
 * One request for a page of the three categories (the company's staples are one page); the filters narrow
 * that page in the browser, instantly, since the API has no weight filter.
 */
export function StaplesCatalogue() {
  const { t } = useTranslation();
  const search = useSearchParamsState(staplesSearchSchema);
  const { page, sort } = search.values;
  const products = useProducts(
    { category: [...stapleCategorySlugs], ...(sort ? { sort } : {}), ...(page > 1 ? { page } : {}) },
    { keepPreviousResults: true },
  );
  const [filter, setFilter] = useState<StaplesFilter>(defaultStaplesFilter);
  const listTop = useRef<HTMLDivElement>(null);
  useScrollToListTop(listTop, page);

  const visible = products.data ? filterStaples(products.data.products, filter) : undefined;
  const filtered = hasActiveStaplesFilter(filter);
  const paged =
    sort !== undefined || page > 1 || (products.data !== undefined && pageCountOf(products.data) > 1);
  const stale = products.isPlaceholderData;

  return (
    <FiltersLayout
      resultCount={visible?.length}
      filters={
        <FilterStack>
          <CategoryFilter
            categories={labelledStapleCategories(products.data?.products)}
            selected={filter.categories}
            onToggle={(slug) =>
              setFilter((current) => ({ ...current, categories: toggleCategory(current.categories, slug) }))
            }
          />
          <RangeFilter
            label={t('catalogue.maxPrice')}
            {...staplePriceRange}
            value={filter.maxPriceRupees}
            onChange={(maxPriceRupees) => setFilter((current) => ({ ...current, maxPriceRupees }))}
            format={formatRupees}
          />
          <RangeFilter
            label={t('catalogue.maxWeight')}
            {...stapleWeightRange}
            value={filter.maxWeightGrams}
            onChange={(maxWeightGrams) => setFilter((current) => ({ ...current, maxWeightGrams }))}
            format={formatWeight}
          />
          <ClearFiltersButton
            active={hasActiveStaplesFilter(filter)}
            onClear={() => setFilter(defaultStaplesFilter)}
          />
        </FilterStack>
      }
    >
      <div ref={listTop} className="scroll-mt-4">
        <FilteredResults
          products={products}
          // Unfiltered, a listing of pages counts them all; filtered, the matches of the page shown.
          found={paged && !filtered ? products.data?.total : visible?.length}
          shown={visible}
          listing={filtered ? undefined : products.data}
          controls={
            paged ? (
              <SortSelect
                selected={sort}
                defaultLabel={t('catalogue.sortCatalogue')}
                onSelect={(next) => search.set({ sort: next }, { preventScrollReset: true })}
              />
            ) : null
          }
          onClearFilters={() => setFilter(defaultStaplesFilter)}
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
