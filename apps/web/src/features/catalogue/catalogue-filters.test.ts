import { expect, test } from 'vitest';
import { writeSearchParams } from '#src/hooks/use-search-params-state';
import {
  ANY_PRICE,
  catalogueSearchOf,
  catalogueSearchSchema,
  hasActiveFilters,
  priceBands,
  readCatalogueFilters,
  toggleCategory,
  toProductQuery,
  type CatalogueFilters,
} from './catalogue-filters';

/** What the products page writes into its URL for some filters (`set` of its useSearchParamsState). */
function writeCatalogueFilters(params: URLSearchParams, filters: CatalogueFilters): URLSearchParams {
  return writeSearchParams(catalogueSearchSchema, params, catalogueSearchOf(filters));
}

function band(id: string) {
  const found = priceBands.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no band ${id}`);
  return found;
}

test('the five price bands of the specification, in rupees', () => {
  expect(priceBands.map(({ label, minPrice, maxPrice }) => [label, minPrice, maxPrice])).toEqual([
    ['Any Price', 0, 5000],
    ['₹0 - ₹100', 0, 100],
    ['₹100 - ₹250', 100, 250],
    ['₹250 - ₹500', 250, 500],
    ['₹500+', 500, 5000],
  ]);
});

test.each([
  { search: '', categories: [], price: 'any' },
  { search: '?category=pulses', categories: ['pulses'], price: 'any' },
  {
    search: '?category=pulses&category=flour&price=100-250',
    categories: ['flour', 'pulses'],
    price: '100-250',
  },
  { search: '?price=500-5000', categories: [], price: '500-5000' },
  {
    search: '?category=PULSES&category=nope&category=pulses&price=9-99',
    categories: ['pulses'],
    price: 'any',
  },
])('reads $search', ({ search, categories, price }) => {
  const filters = readCatalogueFilters(new URLSearchParams(search));
  expect(filters.categories).toEqual(categories);
  expect(filters.priceBand.id).toBe(price);
});

test('writes the filters in the store order and leaves the defaults and other parameters alone', () => {
  const params = writeCatalogueFilters(new URLSearchParams('utm_source=mail&price=0-100&category=aprons'), {
    categories: ['pulses', 'flour'],
    priceBand: band('100-250'),
  });
  expect(params.toString()).toBe('utm_source=mail&category=flour&category=pulses&price=100-250');

  const cleared = writeCatalogueFilters(params, { categories: [], priceBand: ANY_PRICE });
  expect(cleared.toString()).toBe('utm_source=mail');
});

test('a written URL reads back as the same filters', () => {
  for (const priceBand of priceBands) {
    const filters = { categories: ['indian-spices', 'dry-fruits'], priceBand };
    expect(readCatalogueFilters(writeCatalogueFilters(new URLSearchParams(), filters))).toEqual(filters);
  }
});

test('the API query carries the slugs and the band in rupees; Any Price is 0 to 5000', () => {
  expect(toProductQuery({ categories: [], priceBand: ANY_PRICE })).toEqual({ minPrice: 0, maxPrice: 5000 });
  expect(toProductQuery({ categories: ['flour', 'pulses'], priceBand: band('250-500') })).toEqual({
    category: ['flour', 'pulses'],
    minPrice: 250,
    maxPrice: 500,
  });
});

test('toggling adds in store order and removes', () => {
  expect(toggleCategory(['pulses'], 'flour')).toEqual(['flour', 'pulses']);
  expect(toggleCategory(['flour', 'pulses'], 'flour')).toEqual(['pulses']);
});

test('filters are active when a category or a band other than Any Price is chosen', () => {
  expect(hasActiveFilters({ categories: [], priceBand: ANY_PRICE })).toBe(false);
  expect(hasActiveFilters({ categories: ['flour'], priceBand: ANY_PRICE })).toBe(true);
  expect(hasActiveFilters({ categories: [], priceBand: band('0-100') })).toBe(true);
});
