import { categorySlug, categoryNames, productUnits } from '@bulk/domain/catalogue';
import { hsnCodeSchema } from '@bulk/domain/invoices';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';
import { categories, products } from './schema/index';
import catalogueJson from './seed-data/catalogue.json';

const seedProductSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  category: z.enum(categoryNames),
  shortDescription: z.string().min(1),
  fullDescription: z.string().min(1),
  price: z.number().positive(),
  originalPrice: z.number().positive(),
  unit: z.enum(productUnits),
  moq: z.number().int().positive(),
  step_qty: z.number().int().positive(),
  weightKg: z.number().positive(),
  hsn: hsnCodeSchema,
  packagingSizes: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  image: z.string().startsWith('/images/'),
  certificates: z.array(z.string()),
  featured: z.boolean(),
});

const seedCatalogueSchema = z.strictObject({
  categories: z.array(z.enum(categoryNames)),
  products: z.array(seedProductSchema),
});

/** The project's own catalogue, checked once: a bad edit to the data file fails the first start loudly. */
export const seedCatalogue = seedCatalogueSchema.parse(catalogueJson);

const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * Inserts the categories and products of the bundled catalogue that the database lacks. Rows already
 * there are never touched, so a second start, or one after an admin's edits, changes nothing.
 */
export async function seedDatabase(db: Database): Promise<{ categories: number; products: number }> {
  return db.transaction(async (tx) => {
    const knownCategories = await tx.select({ id: categories.id, name: categories.name }).from(categories);
    const missingCategories = seedCatalogue.categories.filter(
      (name) => !knownCategories.some((category) => category.name === name),
    );
    const insertedCategories = missingCategories.length
      ? await tx
          .insert(categories)
          .values(
            missingCategories.map((name) => ({
              name,
              slug: categorySlug(name),
              position: seedCatalogue.categories.indexOf(name) + 1,
            })),
          )
          .returning({ id: categories.id, name: categories.name })
      : [];
    const categoryIds = new Map([...knownCategories, ...insertedCategories].map((row) => [row.name, row.id]));

    const seedIds = seedCatalogue.products.map((product) => product.id);
    const known = new Set(
      (await tx.select({ id: products.id }).from(products).where(inArray(products.id, seedIds))).map(
        (row) => row.id,
      ),
    );
    const missingProducts = seedCatalogue.products.filter((product) => !known.has(product.id));
    if (missingProducts.length) {
      await tx.insert(products).values(
        missingProducts.map((product) => ({
          id: product.id,
          name: product.name,
          categoryId: categoryIds.get(product.category)!,
          shortDescription: product.shortDescription,
          fullDescription: product.fullDescription,
          pricePaise: toPaise(product.price),
          originalPricePaise: toPaise(product.originalPrice),
          unit: product.unit,
          moq: product.moq,
          stepQty: product.step_qty,
          weightGrams: Math.round(product.weightKg * 1000),
          hsn: product.hsn,
          packagingSizes: product.packagingSizes,
          rating: product.rating,
          reviews: product.reviews,
          images: [product.image],
          certificates: product.certificates,
          documents: [],
          featured: product.featured,
        })),
      );
      // Seeded rows carry explicit ids; move the identity past them so later inserts don't collide.
      await tx.execute(
        sql`SELECT setval(pg_get_serial_sequence('products', 'id'), (SELECT max(id) FROM products))`,
      );
    }
    return { categories: insertedCategories.length, products: missingProducts.length };
  });
}
