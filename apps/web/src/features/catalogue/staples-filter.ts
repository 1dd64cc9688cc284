import { categorySlug, PRICE_FILTER_MAX_RUPEES } from '@bulk/domain/catalogue';
import type { CategoryName, ProductListItem } from '@bulk/domain/catalogue';
import { z } from 'zod';
import type { ProductFilters } from './api/get-products';
import { listingPageFields } from './catalogue-pages';

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

/**
 * The staples page's URL (`?category=pulses&maxPrice=2500&maxWeightGrams=5000&sort=price-asc&page=2`): the
 * categories checked (staples only, in the page's order; none means all three), the price slider in rupees
 * per selling unit, the weight slider in grams per selling unit, and the listing's page and order. Values at
 * their default leave the URL; anything out of range reads as the default.
 */
export const staplesSearchSchema = z.object({
  category: z
    .array(z.string())
    .transform((slugs) => stapleCategorySlugs.filter((slug) => slugs.includes(slug))),
  maxPrice: z.coerce
    .number()
    .int()
    .min(staplePriceRange.min)
    .max(staplePriceRange.max)
    .default(staplePriceRange.max),
  maxWeightGrams: z.coerce
    .number()
    .int()
    .min(stapleWeightRange.min)
    .max(stapleWeightRange.max)
    .default(stapleWeightRange.max),
  ...listingPageFields,
});
export type StaplesSearch = z.output<typeof staplesSearchSchema>;

/** The filters of the staples page, as its URL holds them. */
export type StaplesFilter = Pick<StaplesSearch, 'category' | 'maxPrice' | 'maxWeightGrams'>;

/** Clear All Filters: every category, 0 to 5000 rupees, up to 50 kg. */
export const defaultStaplesFilter: StaplesFilter = {
  category: [],
  maxPrice: staplePriceRange.max,
  maxWeightGrams: stapleWeightRange.max,
};

export function hasActiveStaplesFilter(filter: StaplesFilter): boolean {
  return (
    filter.category.length > 0 ||
    filter.maxPrice !== defaultStaplesFilter.maxPrice ||
    filter.maxWeightGrams !== defaultStaplesFilter.maxWeightGrams
  );
}

/**
 * The `GET /api/products` query of the staples page: the API filters the whole catalogue and pages the
 * result. Both sliders always send their value, so a product above the top of a slider is never shown
 * while the slider says that top (as the products page's 'Any Price' band stops at 5000 rupees).
 *
 * The weight is that of one selling unit (`weightGrams`), not of the minimum order: the slider spans
 * 0-50 kg, the scale of a unit or a sack (staples are packed in 1 kg to 50 kg sacks), while a bulk
 * buyer's minimum order of a staple starts at 500 kg, so a rule on the order's weight would show nothing
 * at any setting of the slider.
 */
export function toStaplesQuery({
  category,
  maxPrice,
  maxWeightGrams,
  sort,
  page,
}: StaplesSearch): ProductFilters {
  return {
    category: category.length > 0 ? category : [...stapleCategorySlugs],
    maxPrice,
    maxWeightGrams,
    ...(sort ? { sort } : {}),
    ...(page > 1 ? { page } : {}),
  };
}

/** The staple categories with their labels in `labelled` (the categories API's), English names until then. */
export function labelledStapleCategories(
  labelled: readonly { slug: string; label: string }[] = [],
): { name: string; label: string; slug: string }[] {
  return stapleCategories.map((category) => ({
    ...category,
    label: labelled.find((candidate) => candidate.slug === category.slug)?.label ?? category.name,
  }));
}

export type CategoryGroup = { name: string; label: string; slug: string; products: ProductListItem[] };

/**
 * The products under their staple category, in the page's category order, each headed by the label its
 * products carry (in the language they were loaded in); empty groups are left out.
 */
export function groupByStapleCategory(products: readonly ProductListItem[]): CategoryGroup[] {
  const labels = products.map((product) => ({ slug: product.categorySlug, label: product.categoryLabel }));
  return labelledStapleCategories(labels)
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
