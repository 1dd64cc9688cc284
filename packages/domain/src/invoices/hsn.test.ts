import { expect, test } from 'vitest';
import { categoryNames } from '../catalogue';
import { hsnCodeForCategory, hsnCodeSchema, hsnCodesByCategory } from './hsn';

test.each([
  { category: 'Flour', expected: '1102' },
  { category: 'Aprons', expected: '6211' },
  { category: 'Indian Spices', expected: '0910' },
  { category: 'Pulses', expected: '0713' },
  { category: 'Indian Rice', expected: '1006' },
  { category: 'Papers', expected: '4818' },
  { category: 'Metal Coils', expected: '7326' },
  { category: 'Herbal Products', expected: '1211' },
  { category: 'Dry Fruits', expected: '0802' },
])('$category is HSN $expected', ({ category, expected }) => {
  expect(hsnCodeForCategory(category)).toBe(expected);
});

test('every catalogue category has a valid HSN code, and only those', () => {
  expect(Object.keys(hsnCodesByCategory).sort()).toEqual([...categoryNames].sort());
  for (const category of categoryNames)
    expect(hsnCodeSchema.parse(hsnCodeForCategory(category))).toBeTruthy();
});

test.each(['flour', 'Snacks', '', 'toString', '__proto__'])('category "%s" has no HSN code', (category) => {
  expect(() => hsnCodeForCategory(category)).toThrow(RangeError);
});

test.each([
  { code: '1102', valid: true },
  { code: '110220', valid: true },
  { code: '11022000', valid: true },
  { code: '110', valid: false },
  { code: '11022', valid: false },
  { code: '1102200000', valid: false },
  { code: '11O2', valid: false },
])('HSN code $code is valid: $valid', ({ code, valid }) => {
  expect(hsnCodeSchema.safeParse(code).success).toBe(valid);
});
