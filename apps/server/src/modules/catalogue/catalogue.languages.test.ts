import {
  categoryListSchema,
  productListSchema,
  productSchema,
  searchSuggestionsSchema,
} from '@bulk/domain/catalogue';
import { apiErrorSchema } from '@bulk/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

test('a product is served in the language asked for, its category and packaging sizes kept as English keys', async () => {
  const res = await get('/api/products/1?lang=hi');
  expect(res.statusCode).toBe(200);
  const product = productSchema.parse(res.json());
  expect(product).toMatchObject({ category: 'Flour', categorySlug: 'flour', categoryLabel: 'आटा' });
  expect(product.name).toMatch(/ज्वार/);
  expect(product.packagingSizes[0]).toBe('1kg');
  expect(product.packagingLabels[0]).toBe('1 किलो');

  const english = productSchema.parse((await get('/api/products/1')).json());
  expect(english).toMatchObject({ name: 'A Grade Quality Sorghum Flour', categoryLabel: 'Flour' });
  expect(english.packagingLabels).toEqual(english.packagingSizes);
});

test('each language has its own ETag, and a revalidation in a language answers 304 for that language only', async () => {
  const hindi = await get('/api/products?category=flour&lang=hi');
  const french = await get('/api/products?category=flour&lang=fr');
  expect(hindi.headers.etag).not.toBe(french.headers.etag);
  expect(
    (await get('/api/products?category=flour&lang=hi', { 'if-none-match': hindi.headers.etag! })).statusCode,
  ).toBe(304);
  expect(
    (await get('/api/products?category=flour&lang=fr', { 'if-none-match': hindi.headers.etag! })).statusCode,
  ).toBe(200);
  const { products } = productListSchema.parse(french.json());
  expect(
    products.every((product) => product.category === 'Flour' && product.categoryLabel === 'Farines'),
  ).toBe(true);
});

test('categories keep their English name and slug beside the label', async () => {
  const { categories } = categoryListSchema.parse((await get('/api/categories?lang=fr')).json());
  expect(categories[0]).toMatchObject({ name: 'Flour', slug: 'flour', label: 'Farines' });
});

test('a search in another language finds the translated names first, and the English words too', async () => {
  const translated = productListSchema.parse(
    (await get(`/api/products?lang=hi&q=${encodeURIComponent('चावल')}`)).json(),
  );
  expect(translated.total).toBeGreaterThan(0);
  expect(
    translated.products.every(
      (product) =>
        product.categorySlug === 'indian-rice' || /चावल/.test(product.name + product.shortDescription),
    ),
  ).toBe(true);

  const english = productListSchema.parse((await get('/api/products?lang=hi&q=basmati')).json());
  expect(english.total).toBeGreaterThan(0);
  expect(english.products.every((product) => product.category === 'Indian Rice')).toBe(true);
});

test('suggestions are labelled in the language asked for, whether typed in English or in its script', async () => {
  const typedInEnglish = searchSuggestionsSchema.parse(
    (await get('/api/search/suggestions?q=rice&lang=hi')).json(),
  );
  expect(typedInEnglish.products.length).toBeGreaterThan(0);
  expect(typedInEnglish.products[0]).toMatchObject({ category: 'Indian Rice', categoryLabel: 'भारतीय चावल' });
  expect(typedInEnglish.categories).toContainEqual({
    name: 'Indian Rice',
    label: 'भारतीय चावल',
    slug: 'indian-rice',
  });

  const typedInHindi = searchSuggestionsSchema.parse(
    (await get(`/api/search/suggestions?q=${encodeURIComponent('चावल')}&lang=hi`)).json(),
  );
  expect(typedInHindi.products.length).toBeGreaterThan(0);
  expect(typedInHindi.categories.map((category) => category.slug)).toContain('indian-rice');
});

test('an unknown language is a 400 naming lang, on every catalogue read', async () => {
  for (const url of [
    '/api/products?lang=xx',
    '/api/products/1?lang=EN',
    '/api/categories?lang=',
    '/api/search/suggestions?q=rice&lang=klingon',
  ]) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.map((issue) => issue.field)).toContain('lang');
  }
});

test('a product whose English changed since it was translated shows the new English until translated again', async () => {
  await ctx.database.handle.db.execute(
    sql`UPDATE products SET name = 'Sorghum Flour, new crop' WHERE id = 1`,
  );
  await vi.waitFor(
    async () => {
      const product = productSchema.parse((await get('/api/products/1?lang=hi')).json());
      expect(product.name).toBe('Sorghum Flour, new crop');
      // The descriptions it was translated from are unchanged, so they stay translated.
      expect(product.shortDescription).not.toMatch(/sorghum/i);
    },
    { timeout: 5000, interval: 50 },
  );
});
