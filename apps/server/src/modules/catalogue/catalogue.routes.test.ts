import { categoryListSchema, productListSchema, productSchema } from '@bulk/domain/catalogue';
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

async function listProducts(query = '') {
  const res = await get(`/api/products${query}`);
  expect(res.statusCode).toBe(200);
  return productListSchema.parse(res.json());
}

function expectValidationError(res: Awaited<ReturnType<typeof get>>, field: string) {
  expect(res.statusCode).toBe(400);
  const body = apiErrorSchema.parse(res.json());
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.issues?.map((issue) => issue.field)).toContain(field);
  return body;
}

test('lists the 71 seeded products in id order with prices in paise', async () => {
  const { products, total } = await listProducts();
  expect(total).toBe(71);
  expect(products).toHaveLength(71);
  expect(products.map((product) => product.id)).toEqual(
    [...products.map((product) => product.id)].sort((a, b) => a - b),
  );
  const sorghum = products.find((product) => product.id === 1);
  expect(sorghum).toMatchObject({
    name: 'A Grade Quality Sorghum Flour',
    pricePaise: 500,
    moq: 1,
    stepQty: 1,
    unit: 'kg',
  });
});

test('a listing carries each product as its card shows it; the product itself has everything', async () => {
  const res = await get('/api/products?category=indian-rice');
  const [item] = res.json().products as Record<string, unknown>[];
  for (const detail of ['fullDescription', 'hsn', 'packagingSizes', 'rating', 'documents', 'slabs']) {
    expect(item).not.toHaveProperty(detail);
  }
  const product = productSchema.parse((await get(`/api/products/${item!.id}`)).json());
  expect(item).toEqual({
    id: product.id,
    name: product.name,
    category: product.category,
    categoryLabel: product.categoryLabel,
    categorySlug: product.categorySlug,
    shortDescription: product.shortDescription,
    pricePaise: product.pricePaise,
    originalPricePaise: product.originalPricePaise,
    unit: product.unit,
    moq: product.moq,
    stepQty: product.stepQty,
    weightGrams: product.weightGrams,
    featured: product.featured,
    seller: product.seller,
    images: product.images.slice(0, 1),
    photos: product.photos.slice(0, 1),
  });
  expect(product.fullDescription.length).toBeGreaterThan(0);
});

test('filters by one or several categories', async () => {
  const rice = await listProducts('?category=indian-rice');
  expect(rice.total).toBe(10);
  expect(rice.products.every((product) => product.category === 'Indian Rice')).toBe(true);
  const riceAndPulses = await listProducts('?category=indian-rice&category=pulses');
  expect(riceAndPulses.total).toBe(21);
});

test('filters by an inclusive price range in rupees', async () => {
  const { products } = await listProducts('?minPrice=100&maxPrice=250');
  expect(products.length).toBeGreaterThan(0);
  expect(products.every((product) => product.pricePaise >= 10_000 && product.pricePaise <= 25_000)).toBe(
    true,
  );
  expect(products.some((product) => product.pricePaise === 25_000)).toBe(true);
  const expensive = await listProducts('?minPrice=1200');
  expect(expensive.products.map((product) => product.name).sort()).toEqual([
    'A Grade Quality Green Cardamom',
    'A Grade Quality Pistachios',
  ]);
});

test('searches names and categories without regard to case, every word required', async () => {
  const basmati = await listProducts('?q=BASMATI');
  const named = basmati.products.filter((product) => product.name.includes('Basmati'));
  expect(named).toHaveLength(5);
  for (const product of basmati.products) {
    expect(`${product.name} ${product.category} ${product.shortDescription}`.toLowerCase()).toContain(
      'basmati',
    );
  }
  const organicBasmati = await listProducts('?q=%20organic%20%20BASMATI%20');
  expect(organicBasmati.products.map((product) => product.name)).toContain(
    'A Grade Quality Organic Basmati Rice',
  );
  for (const product of organicBasmati.products) {
    const text = `${product.name} ${product.category} ${product.shortDescription}`.toLowerCase();
    expect(text).toContain('organic');
    expect(text).toContain('basmati');
  }
  expect(organicBasmati.total).toBeLessThan(basmati.total);
  const none = await listProducts('?q=saffron-laptop');
  expect(none).toMatchObject({ products: [], total: 0 });
});

test('featured lists 15 products from herbal products, spices and dry fruits', async () => {
  const { products } = await listProducts('?featured=true');
  expect(products).toHaveLength(15);
  expect(new Set(products.map((product) => product.category))).toEqual(
    new Set(['Herbal Products', 'Indian Spices', 'Dry Fruits']),
  );
});

test.each([
  ['?minPrice=-5', 'minPrice'],
  ['?minPrice=abc', 'minPrice'],
  ['?maxPrice=Infinity', 'maxPrice'],
  ['?minPrice=500&maxPrice=100', 'maxPrice'],
  ['?category=toys', 'category'],
  ['?category=Indian%20Spices', 'category'],
  ['?featured=yes', 'featured'],
  ['?colour=red', 'colour'],
  [`?q=${'x'.repeat(101)}`, 'q'],
])('refuses %s with a 400 naming %s', async (query, field) => {
  expectValidationError(await get(`/api/products${query}`), field);
});

test('serves one product by id', async () => {
  const res = await get('/api/products/2');
  expect(res.statusCode).toBe(200);
  const product = productSchema.parse(res.json());
  expect(product).toMatchObject({
    id: 2,
    name: 'A Grade Quality Corn Flour',
    pricePaise: 9000,
    moq: 500,
    stepQty: 100,
  });
  expect(product.originalPricePaise).toBeGreaterThan(product.pricePaise);
  expect(product.fullDescription.length).toBeGreaterThan(product.shortDescription.length);
});

test('an unknown product id is a JSON 404', async () => {
  const res = await get('/api/products/999999');
  expect(res.statusCode).toBe(404);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
});

test.each(['abc', '0', '-1', '1.5', '2e3', '99999999999', '%20'])(
  'a malformed product id %s is a 400 naming id',
  async (id) => {
    expectValidationError(await get(`/api/products/${id}`), 'id');
  },
);

test('lists the 9 categories with their product counts', async () => {
  const res = await get('/api/categories');
  expect(res.statusCode).toBe(200);
  const { categories } = categoryListSchema.parse(res.json());
  expect(categories.map((category) => category.name)).toEqual([
    'Flour',
    'Aprons',
    'Indian Spices',
    'Pulses',
    'Indian Rice',
    'Papers',
    'Metal Coils',
    'Herbal Products',
    'Dry Fruits',
  ]);
  expect(categories.reduce((sum, category) => sum + category.productCount, 0)).toBe(71);
});

test('a repeat request with the ETag costs a 304 with no body', async () => {
  const first = await get('/api/products?category=pulses');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  const repeat = await get('/api/products?category=pulses', { 'if-none-match': etag });
  expect(repeat.statusCode).toBe(304);
  expect(repeat.body).toBe('');
  const weak = await get('/api/products?category=pulses', { 'if-none-match': `"other", W/${etag}` });
  expect(weak.statusCode).toBe(304);
  const other = await get('/api/products?category=flour', { 'if-none-match': etag });
  expect(other.statusCode).toBe(200);
});

test('a change in the database reaches the API and changes the ETag', async () => {
  const before = await get('/api/products/3');
  await ctx.database.handle.db.execute(sql`UPDATE products SET price_paise = 15500 WHERE id = 3`);
  await vi.waitFor(
    async () => {
      const after = await get('/api/products/3');
      expect(after.json()).toMatchObject({ pricePaise: 15500 });
      expect(after.headers.etag).not.toBe(before.headers.etag);
    },
    { timeout: 5000, interval: 50 },
  );
  const listed = await listProducts('?minPrice=155&maxPrice=155');
  expect(listed.products.map((product) => product.id)).toEqual([3]);
});

test('an unknown API path is a JSON 404', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/no-such-thing' });
  expect(res.statusCode).toBe(404);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ code: 'NOT_FOUND' });
});
