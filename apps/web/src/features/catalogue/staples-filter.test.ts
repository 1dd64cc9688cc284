import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import {
  defaultStaplesFilter,
  filterStaples,
  formatRupees,
  formatWeight,
  groupByStapleCategory,
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
const dal = buildProduct({ id: 3, categorySlug: 'pulses', category: 'Pulses', pricePaise: 14_000 });
const clove = buildProduct({
  id: 4,
  categorySlug: 'indian-spices',
  category: 'Indian Spices',
  pricePaise: 80_000,
});
const flour = buildProduct({ id: 5 });

test('by default every staple passes and other categories never do', () => {
  expect(filterStaples([rice, flour, sack, dal, clove], defaultStaplesFilter)).toEqual([
    rice,
    sack,
    dal,
    clove,
  ]);
});

test('the weight limit applies to one selling unit, not to the minimum order', () => {
  // The rice weighs 1 kg a unit with a 500 kg minimum order; the sack 25 kg a unit with a 250 kg minimum.
  const upTo2kg = { ...defaultStaplesFilter, maxWeightGrams: 2000 };
  expect(filterStaples([rice, sack], upTo2kg)).toEqual([rice]);
  const upTo25kg = { ...defaultStaplesFilter, maxWeightGrams: 25_000 };
  expect(filterStaples([rice, sack], upTo25kg)).toEqual([rice, sack]);
  const under1kg = { ...defaultStaplesFilter, maxWeightGrams: 900 };
  expect(filterStaples([rice, sack], under1kg)).toEqual([]);
});

test('the price limit is the highest price per unit, included', () => {
  expect(filterStaples([rice, sack, dal, clove], { ...defaultStaplesFilter, maxPriceRupees: 250 })).toEqual([
    rice,
    dal,
  ]);
});

test('chosen categories narrow the staples', () => {
  expect(filterStaples([rice, dal, clove], { ...defaultStaplesFilter, categories: ['pulses'] })).toEqual([
    dal,
  ]);
});

test('groups follow the page order and leave out empty categories', () => {
  expect(groupByStapleCategory([clove, rice, sack]).map((group) => [group.name, group.products])).toEqual([
    ['Indian Rice', [rice, sack]],
    ['Indian Spices', [clove]],
  ]);
});
