import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import { readSearchParams } from '#src/hooks/use-search-params-state';
import {
  defaultStaplesFilter,
  formatRupees,
  formatWeight,
  groupByStapleCategory,
  hasActiveStaplesFilter,
  staplesSearchSchema,
  toStaplesQuery,
} from './staples-filter';

test.each([
  { grams: 0, label: '0 g' },
  { grams: 100, label: '100 g' },
  { grams: 1000, label: '1,000 g' },
  { grams: 1100, label: '1.1 kg' },
  { grams: 2500, label: '2.5 kg' },
  { grams: 10_000, label: '10 kg' },
  { grams: 50_000, label: '50 kg' },
])('$grams g reads $label', ({ grams, label }) => {
  expect(formatWeight(grams)).toBe(label);
});

test('slider prices read in whole rupees', () => {
  expect(formatRupees(0)).toBe('₹0');
  expect(formatRupees(2500)).toBe('₹2,500');
});

const rice = buildProduct({
  id: 1,
  categorySlug: 'indian-rice',
  category: 'Indian Rice',
  pricePaise: 25_000,
});
const sack = buildProduct({
  id: 2,
  categorySlug: 'indian-rice',
  category: 'Indian Rice',
  pricePaise: 60_000,
  weightGrams: 25_000,
  moq: 10,
});
const clove = buildProduct({
  id: 4,
  categorySlug: 'indian-spices',
  category: 'Indian Spices',
  pricePaise: 80_000,
});

const read = (search: string) => readSearchParams(staplesSearchSchema, new URLSearchParams(search));

test('by default the query asks for the three staple categories up to the top of both sliders', () => {
  expect(read('')).toMatchObject(defaultStaplesFilter);
  expect(toStaplesQuery(read(''))).toEqual({
    category: ['indian-rice', 'pulses', 'indian-spices'],
    maxPrice: 5000,
    maxWeightGrams: 50_000,
  });
});

test('the URL carries the categories, both sliders, the order and the page into the query', () => {
  const search = read(
    'category=indian-spices&category=pulses&maxPrice=250&maxWeightGrams=2000&sort=price-asc&page=2',
  );
  expect(hasActiveStaplesFilter(search)).toBe(true);
  expect(toStaplesQuery(search)).toEqual({
    category: ['pulses', 'indian-spices'],
    maxPrice: 250,
    maxWeightGrams: 2000,
    sort: 'price-asc',
    page: 2,
  });
});

test('a category that is not a staple, or a slider value out of its range, reads as the default', () => {
  const search = read('category=flour&maxPrice=9000&maxWeightGrams=-5');
  expect(search).toMatchObject(defaultStaplesFilter);
  expect(hasActiveStaplesFilter(search)).toBe(false);
});

test('groups follow the page order and leave out empty categories', () => {
  expect(groupByStapleCategory([clove, rice, sack]).map((group) => [group.name, group.products])).toEqual([
    ['Indian Rice', [rice, sack]],
    ['Indian Spices', [clove]],
  ]);
});
