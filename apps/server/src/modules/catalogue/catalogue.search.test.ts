import { productListSchema, searchSuggestionsSchema } from '@bulk/domain/catalogue';
import { apiErrorSchema } from '@bulk/domain/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function suggest(q: string) {
  const res = await get(`/api/search/suggestions?q=${encodeURIComponent(q)}`);
  expect(res.statusCode).toBe(200);
  return searchSuggestionsSchema.parse(res.json());
}

const riceNames = (names: string[]) => names.filter((name) => name.includes('Rice'));

test('"rice" lists the rice products first on /api/products, then those that only mention rice', async () => {
  const res = await get('/api/products?q=rice');
  expect(res.statusCode).toBe(200);
  const { products } = productListSchema.parse(res.json());
  const names = products.map((product) => product.name);
  const named = riceNames(names);
  expect(named).toHaveLength(10);
  // Something else mentions rice in its description (cumin seeds for jeera rice), and it comes after them.
  expect(names.length).toBeGreaterThan(named.length);
  expect(names.slice(0, named.length)).toEqual(named);
  // Within a rank, the catalogue's order.
  const ids = products.slice(0, named.length).map((product) => product.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

test('suggestions for "rice" are rice products in the same order as the search page, and the rice category', async () => {
  const suggestions = await suggest('rice');
  const listing = productListSchema.parse((await get('/api/products?q=rice')).json());
  expect(suggestions.products.map((product) => product.name)).toEqual(
    listing.products.slice(0, 6).map((product) => product.name),
  );
  expect(suggestions.products).toHaveLength(6);
  expect(suggestions.products.every((product) => product.name.includes('Rice'))).toBe(true);
  expect(suggestions.products[0]).toEqual({
    id: listing.products[0]!.id,
    name: 'A Grade Quality White Basmati Rice',
    category: 'Indian Rice',
    categoryLabel: 'Indian Rice',
  });
  expect(suggestions.categories).toEqual([
    { name: 'Indian Rice', label: 'Indian Rice', slug: 'indian-rice' },
  ]);
});

test('a name starting with the search comes before a name that only holds it', async () => {
  const { products } = await suggest('a grade quality organic');
  expect(products.map((product) => product.name).slice(0, 2)).toEqual([
    'A Grade Quality Organic Desi Rice',
    'A Grade Quality Organic Basmati Rice',
  ]);
});

test('suggestions ignore case, accents and extra spaces, and need every word', async () => {
  const plain = await suggest('basmati organic');
  // The desi rice only says 'non-basmati' in its description, so it follows the one named for both words.
  expect(plain.products.map((product) => product.name)).toEqual([
    'A Grade Quality Organic Basmati Rice',
    'A Grade Quality Organic Desi Rice',
  ]);
  expect(await suggest('  BÁSMATÍ   ORGÂNIC ')).toEqual(plain);
  expect(await suggest('basmati laptop')).toEqual({ products: [], categories: [] });
});

test('categories are suggested by their name, those starting with the search first', async () => {
  const { categories } = await suggest('spic');
  expect(categories).toEqual([{ name: 'Indian Spices', label: 'Indian Spices', slug: 'indian-spices' }]);
  const flour = await suggest('flour');
  expect(flour.categories[0]).toEqual({ name: 'Flour', label: 'Flour', slug: 'flour' });
});

test('LIKE wildcards in the search are taken literally', async () => {
  expect(await suggest('%')).toEqual({ products: [], categories: [] });
  expect(await suggest('_')).toEqual({ products: [], categories: [] });
});

test('an empty, missing or over-long search, or an unknown parameter, is a 400 naming the field', async () => {
  for (const [url, field] of [
    ['/api/search/suggestions?q=', 'q'],
    ['/api/search/suggestions?q=%20%20', 'q'],
    ['/api/search/suggestions', 'q'],
    [`/api/search/suggestions?q=${'a'.repeat(101)}`, 'q'],
  ] as const) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues?.map((issue) => issue.field)).toContain(field);
  }
  const unknown = await get('/api/search/suggestions?q=rice&limit=100');
  expect(unknown.statusCode).toBe(400);
});

test('the product search can be answered from the trigram index instead of reading every row', async () => {
  const { db } = ctx.database.handle;
  const plan = await db.transaction(async (tx) => {
    // With 71 products a full read is cheapest; forbidding it shows whether the index can serve the filter.
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`EXPLAIN SELECT id FROM products WHERE search_text LIKE search_fold(${'%rice%'})`);
  });
  const text = JSON.stringify(plan);
  expect(text).toContain('products_search_text_trgm');
});

test('a product the store does not show (a paused or archived listing) is never suggested', async () => {
  const name = 'A Grade Quality White Basmati Rice';
  expect((await suggest('white basmati')).products.map((product) => product.name)).toContain(name);
  const { db } = ctx.database.handle;
  await db.execute(sql`UPDATE products SET visible = false WHERE name = ${name}`);
  try {
    expect((await suggest('white basmati')).products.map((product) => product.name)).not.toContain(name);
  } finally {
    await db.execute(sql`UPDATE products SET visible = true WHERE name = ${name}`);
  }
});
