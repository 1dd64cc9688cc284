import { describe, expect, test } from 'vitest';
import { supplierSlugBase, supplierSlugParamsSchema, SUPPLIER_SLUG_PATTERN } from './index';

describe('supplierSlugBase', () => {
  test.each([
    ['Malwa Agro Foods', 'malwa-agro-foods'],
    ['  Shree Ganesh Masala & Co. (Indore)  ', 'shree-ganesh-masala-co-indore'],
    ['Café Crème Exports', 'cafe-creme-exports'],
    ['मालवा कृषि उद्योग', 'supplier'],
    ['Agro 2000 मालवा', 'agro-2000'],
  ])('%s -> %s', (name, slug) => {
    expect(supplierSlugBase(name)).toBe(slug);
  });

  test('stops at a whole word within 60 characters, and is always a valid address', () => {
    const slug = supplierSlugBase('Very Long Business Name '.repeat(10));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(SUPPLIER_SLUG_PATTERN);
    // With the account id a second supplier of the name gets, it is still one the API takes.
    expect(supplierSlugParamsSchema.safeParse({ slug: `${slug}-2147483647` }).success).toBe(true);
  });
});
