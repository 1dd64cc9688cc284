import { categorySlug, filterProducts, PRICE_FILTER_MAX_RUPEES } from '@bulk/domain/catalogue';
import type { CategoryName, ProductListItem } from '@bulk/domain/catalogue';

/** The staples page's categories, in the order it shows them (spec section 2, Staples). */
export const stapleCategoryNames = [
  'Indian Rice',
  'Pulses',
  'Indian Spices',
] as const satisfies readonly CategoryName[];

export const stapleCategories: readonly { name: string; slug: string }[] = stapleCategoryNames.map(
  (name) => ({ name, slug: categorySlug(name) }),
);

export const stapleCategorySlugs: readonly string[] = stapleCategories.map((category) => category.slug);

/** The price slider, in rupees per selling unit (spec section 9: 0-5000, step 50). */
export const staplePriceRange = { min: 0, max: PRICE_FILTER_MAX_RUPEES, step: 50 } as const;

/** The weight slider, in grams per selling unit (spec section 9: 0-50000 g, step 100). */
export const stapleWeightRange = { min: 0, max: 50_000, step: 100 } as const;

export type StaplesFilter = {
  /** Category slugs; none means all three. */
  categories: string[];
  /** The highest price per selling unit, in rupees. */
  maxPriceRupees: number;
  /** The heaviest selling unit, in grams. */
  maxWeightGrams: number;
};

/** Clear All Filters: every category, 0 to 5000 rupees, up to 50 kg. */
export const defaultStaplesFilter: StaplesFilter = {
  categories: [],
  maxPriceRupees: staplePriceRange.max,
  maxWeightGrams: stapleWeightRange.max,
};

export function hasActiveStaplesFilter(filter: StaplesFilter): boolean {
  return (
    filter.categories.length > 0 ||
    filter.maxPriceRupees !== defaultStaplesFilter.maxPriceRupees ||
    filter.maxWeightGrams !== defaultStaplesFilter.maxWeightGrams
  );
}

/**
 * The staples that pass the filter, in catalogue order.
 *
 * The weight filter keeps products whose selling unit weighs at most the chosen maximum (`weightGrams`,
 * the weight of the unit the price is quoted for), not those whose minimum order weight (`moq` x
 * `weightGrams`) does. The slider spans 0-50 kg, the scale of a unit or a sack (staples are packed in
 * 1 kg to 50 kg sacks), while a bulk buyer's minimum order of a staple starts at 500 kg: a rule on the
 * minimum order weight would show nothing at any setting of the slider, which no buyer could use. The
 * per-unit rule lets a buyer who handles units up to a given weight leave out heavier ones.
 */
export function filterStaples(
  products: readonly ProductListItem[],
  filter: StaplesFilter,
): ProductListItem[] {
  const categories = filter.categories.length > 0 ? filter.categories : [...stapleCategorySlugs];
  return filterProducts(products, {
    category: categories,
    minPrice: staplePriceRange.min,
    maxPrice: filter.maxPriceRupees,
  }).filter((product) => product.weightGrams <= filter.maxWeightGrams);
}

/**
 * The staple categories labelled in the language the products were loaded in (each product carries its
 * category's label); English names until they are loaded.
 */
export function labelledStapleCategories(
  products: readonly ProductListItem[] = [],
): { name: string; label: string; slug: string }[] {
  return stapleCategories.map((category) => ({
    ...category,
    label: products.find((product) => product.categorySlug === category.slug)?.categoryLabel ?? category.name,
  }));
}

export type CategoryGroup = { name: string; label: string; slug: string; products: ProductListItem[] };

/** The products under their staple category, in the page's category order; empty groups are left out. */
export function groupByStapleCategory(products: readonly ProductListItem[]): CategoryGroup[] {
  return labelledStapleCategories(products)
    .map((category) => ({
      ...category,
      products: products.filter((product) => product.categorySlug === category.slug),
    }))
    .filter((group) => group.products.length > 0);
}

const kilograms = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const grams = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A weight for the slider's label: grams up to 1000 g, kilograms above (`2500` -> `2.5 kg`). */
export function formatWeight(weightGrams: number): string {
  return weightGrams > 1000 ? `${kilograms.format(weightGrams / 1000)} kg` : `${grams.format(weightGrams)} g`;
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Whole rupees for a slider's label: `2500` -> `₹2,500`. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
