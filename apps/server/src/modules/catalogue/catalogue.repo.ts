import type { Category, Product } from '@bulk/domain/catalogue';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { categories, products } from '#src/db/schema/index';

export interface CatalogueRows {
  categories: Category[];
  products: Product[];
}

/**
 * The whole catalogue in display order: categories by position, products by id. Only visible products: a
 * supplier's paused or archived listing keeps its product row, out of the store (docs/decisions/014).
 */
export async function readCatalogue(db: Database): Promise<CatalogueRows> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        productCount: count(products.id),
      })
      .from(categories)
      .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.visible, true)))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ product: products, category: categories.name, categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(eq(products.visible, true))
      .orderBy(asc(products.id)),
  ]);
  return {
    categories: categoryRows,
    products: productRows.map(({ product, category, categorySlug }) => ({
      id: product.id,
      name: product.name,
      category,
      categorySlug,
      shortDescription: product.shortDescription,
      fullDescription: product.fullDescription,
      pricePaise: product.pricePaise,
      originalPricePaise: product.originalPricePaise,
      unit: product.unit,
      moq: product.moq,
      stepQty: product.stepQty,
      weightGrams: product.weightGrams,
      hsn: product.hsn,
      packagingSizes: product.packagingSizes,
      rating: product.rating,
      reviews: product.reviews,
      images: product.images,
      certificates: product.certificates,
      documents: product.documents,
      featured: product.featured,
    })),
  };
}
