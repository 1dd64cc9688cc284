import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { useProducts } from '../api/get-products';
import { toggleCategory } from '../catalogue-filters';
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
import { CategoryFilter, ClearFiltersButton, FilterStack, RangeFilter } from './filter-controls';
import { FilteredResults } from './filtered-results';
import { FiltersLayout } from './filters-layout';
import { ProductGrid } from './product-grid';

// One request for the three staple categories; the sliders filter in the browser, instantly.
const staplesQuery = { category: [...stapleCategorySlugs] };

/** The staples page: rice, pulses and spices filtered by category, price and weight, grouped by category. */
export function StaplesCatalogue() {
  const { t } = useTranslation();
  const products = useProducts(staplesQuery);
  const [filter, setFilter] = useState<StaplesFilter>(defaultStaplesFilter);

  const visible = products.data ? filterStaples(products.data.products, filter) : undefined;

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
      <FilteredResults
        products={products}
        found={visible?.length}
        shown={visible}
        onClearFilters={() => setFilter(defaultStaplesFilter)}
      >
        {(shown) => (
          <div className="space-y-12">
            {groupByStapleCategory(shown).map((group) => (
              <CategorySection key={group.slug} group={group} />
            ))}
          </div>
        )}
      </FilteredResults>
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
