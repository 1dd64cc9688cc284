import { productSchema } from '@bulk/domain/catalogue';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { CatalogueCache, type CatalogueSource, type ListingRequest } from './catalogue.cache';
import { catalogueSource } from './catalogue.repo';
import type { CatalogueProductRow } from './catalogue.translations';

let database: TestDatabase;
let source: CatalogueSource;
let product2: CatalogueProductRow;
beforeAll(async () => {
  database = await createTestDatabase();
  source = catalogueSource(database.handle.db);
  [product2] = (await source.products([2])) as [CatalogueProductRow];
});
afterAll(() => database.drop());

/** The database's reads, with product 2's reads answered or failed by the test. */
function manualProductReads() {
  const pending: { resolve: (pricePaise: number) => void; reject: (error: Error) => void }[] = [];
  const reads: CatalogueSource = {
    ...source,
    products: () =>
      new Promise((resolve, reject) => {
        pending.push({ resolve: (pricePaise) => resolve([{ ...product2, pricePaise }]), reject });
      }),
  };
  return { reads, next: () => pending.shift()! };
}

async function priceOf(cache: CatalogueCache) {
  const body = await cache.product(2);
  return productSchema.parse(JSON.parse(body!.body.toString())).pricePaise;
}

test('a refresh serves the copy held until the new one is read, then swaps it in', async () => {
  const { reads, next } = manualProductReads();
  const cache = new CatalogueCache(reads);
  const first = priceOf(cache);
  next().resolve(100);
  expect(await first).toBe(100);

  const generation = cache.generation;
  cache.refresh();
  expect(cache.generation).toBeGreaterThan(generation);
  expect(await priceOf(cache)).toBe(100);
  next().resolve(200);
  await expect.poll(() => priceOf(cache)).toBe(200);
});

test('a refresh that fails (the database went away again) keeps the copy held', async () => {
  const { reads, next } = manualProductReads();
  const cache = new CatalogueCache(reads);
  const first = priceOf(cache);
  next().resolve(100);
  await first;

  cache.refresh();
  expect(await priceOf(cache)).toBe(100);
  next().reject(new Error('Connection terminated unexpectedly'));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await priceOf(cache)).toBe(100);
});

test('an invalidation during a refresh wins over it', async () => {
  const { reads, next } = manualProductReads();
  const cache = new CatalogueCache(reads);
  const first = priceOf(cache);
  next().resolve(100);
  await first;

  cache.refresh();
  expect(await priceOf(cache)).toBe(100);
  const refreshing = next();
  cache.invalidate();
  const afterChange = priceOf(cache);
  next().resolve(300);
  expect(await afterChange).toBe(300);
  refreshing.resolve(200);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await priceOf(cache)).toBe(300);
});

test('the cache holds pages up to its bounds, not the catalogue: the least recently used go first', async () => {
  const cache = new CatalogueCache(source, undefined, { entries: 3, bytes: 1_000_000 });
  const page = (n: number): ListingRequest => ({ page: n, pageSize: 5 });
  for (let n = 1; n <= 6; n++) await cache.products(page(n));
  expect(cache.size.entries).toBe(3);

  // A page used again stays: page 1 is read once, page 2 goes when page 3 comes in, and is read again.
  // The listing's count is one entry too, shared by its pages.
  const reads: number[] = [];
  const counting = new CatalogueCache(
    {
      ...source,
      listing: (query) => {
        reads.push(query.offset);
        return source.listing(query);
      },
    },
    undefined,
    { entries: 3, bytes: 1_000_000 },
  );
  await counting.products(page(1));
  await counting.products(page(2));
  await counting.products(page(1));
  expect(reads).toEqual([0, 5]);
  await counting.products(page(3));
  await counting.products(page(2));
  expect(reads).toEqual([0, 5, 10, 5]);
});

test('the bytes held are bounded too: a response over the bound is not kept', async () => {
  const cache = new CatalogueCache(source, undefined, { entries: 100, bytes: 10_000 });
  for (let n = 1; n <= 8; n++) await cache.products({ page: n, pageSize: 5 });
  expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
  expect(cache.size.entries).toBeGreaterThan(0);
  expect(cache.size.entries).toBeLessThan(8);

  await cache.products({ page: 1, pageSize: 100 });
  expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
});

test('a product out of the store is not remembered', async () => {
  const cache = new CatalogueCache(source);
  expect(await cache.product(999_999)).toBeUndefined();
  expect(cache.size.entries).toBe(0);
});

test('the categories are read once until the catalogue changes, however often they are asked for', async () => {
  let reads = 0;
  const cache = new CatalogueCache({
    ...source,
    // Like a Drizzle query, which runs each time it is awaited.
    categories: () =>
      ({
        then: (onRead: never, onFail: never) => {
          reads += 1;
          return source.categories().then(onRead, onFail);
        },
      }) as unknown as ReturnType<CatalogueSource['categories']>,
  });
  expect(await cache.isCategory('pulses')).toBe(true);
  expect(await cache.isCategory('no-such-category')).toBe(false);
  await cache.products({ category: ['pulses'], page: 1, pageSize: 5 });
  expect(reads).toBe(1);
  cache.invalidate();
  await cache.isCategory('pulses');
  expect(reads).toBe(2);
});
