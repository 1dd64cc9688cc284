import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#src/testing/test-database';
import { categories, products } from './schema/index';
import { seedCatalogue, seedDatabase } from './seed';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const snapshot = async () => ({
  categories: await database.handle.db.select().from(categories).orderBy(asc(categories.id)),
  products: await database.handle.db.select().from(products).orderBy(asc(products.id)),
});

test('the bundled catalogue has 71 products in 9 categories', () => {
  expect(seedCatalogue.products).toHaveLength(71);
  expect(seedCatalogue.categories).toHaveLength(9);
  expect(new Set(seedCatalogue.products.map((product) => product.id)).size).toBe(71);
});

test('the first start seeded every product with money in paise', async () => {
  const { products: rows } = await snapshot();
  expect(rows).toHaveLength(71);
  const cardamom = rows.find((row) => row.name === 'A Grade Quality Green Cardamom');
  expect(cardamom).toMatchObject({ pricePaise: 120_000, moq: 500, stepQty: 100, weightGrams: 1000 });
});

test('seeding again changes nothing', async () => {
  const before = await snapshot();
  expect(await seedDatabase(database.handle.db)).toEqual({ categories: 0, products: 0 });
  await database.handle.migrate(seedDatabase);
  expect(await snapshot()).toEqual(before);
});
