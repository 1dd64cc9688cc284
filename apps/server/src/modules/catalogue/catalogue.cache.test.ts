import { productSchema } from '@bulk/domain/catalogue';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { CatalogueCache } from './catalogue.cache';
import { readCatalogue, type CatalogueRows } from './catalogue.repo';

let database: TestDatabase;
let seeded: CatalogueRows;
beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await readCatalogue(database.handle.db);
});
afterAll(() => database.drop());

/** The seeded catalogue with product 2 at `pricePaise`. */
const pricedAt = (pricePaise: number): CatalogueRows => ({
  ...seeded,
  products: seeded.products.map((product) => (product.id === 2 ? { ...product, pricePaise } : product)),
});

/** A read the test answers or fails by hand. */
function manualReads() {
  const pending: { resolve: (rows: CatalogueRows) => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<CatalogueRows>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { read, next: () => pending.shift()! };
}

async function priceOf(cache: CatalogueCache) {
  const body = await cache.product(2);
  return productSchema.parse(JSON.parse(body!.body)).pricePaise;
}

test('a refresh serves the copy held until the new one is read, then swaps it in', async () => {
  const reads = manualReads();
  const cache = new CatalogueCache(reads.read);
  const first = priceOf(cache);
  reads.next().resolve(pricedAt(100));
  expect(await first).toBe(100);

  cache.refresh();
  const generation = cache.generation;
  expect(await priceOf(cache)).toBe(100);
  reads.next().resolve(pricedAt(200));
  await expect.poll(() => priceOf(cache)).toBe(200);
  expect(cache.generation).toBeGreaterThan(generation);
});

test('a refresh that fails (the database went away again) keeps the copy held', async () => {
  const reads = manualReads();
  const cache = new CatalogueCache(reads.read);
  const first = priceOf(cache);
  reads.next().resolve(pricedAt(100));
  await first;

  cache.refresh();
  reads.next().reject(new Error('Connection terminated unexpectedly'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await priceOf(cache)).toBe(100);
});

test('an invalidation during a refresh wins over it', async () => {
  const reads = manualReads();
  const cache = new CatalogueCache(reads.read);
  const first = priceOf(cache);
  reads.next().resolve(pricedAt(100));
  await first;

  cache.refresh();
  const refreshing = reads.next();
  cache.invalidate();
  const afterChange = priceOf(cache);
  reads.next().resolve(pricedAt(300));
  expect(await afterChange).toBe(300);
  refreshing.resolve(pricedAt(200));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await priceOf(cache)).toBe(300);
});
