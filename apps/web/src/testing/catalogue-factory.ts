import type { Product, ProductList } from '@bulk/domain/catalogue';

/** A valid catalogue product, as `GET /api/products` serves it; `overrides` change any field. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 2,
    name: 'A Grade Quality Corn Flour',
    category: 'Flour',
    categorySlug: 'flour',
    shortDescription: 'Finely milled corn flour for bulk buyers.',
    fullDescription: 'Finely milled corn flour, packed for bulk buyers.',
    pricePaise: 9_000,
    originalPricePaise: 9_000,
    unit: 'kg',
    moq: 500,
    stepQty: 100,
    weightGrams: 1_000,
    packagingSizes: ['1kg', '5kg', '10kg', '30kg', '50kg'],
    rating: 4.6,
    reviews: 12,
    images: ['/images/products/corn-flour.svg'],
    certificates: [],
    documents: [],
    featured: false,
    ...overrides,
  };
}

export function buildProductList(products: Product[]): ProductList {
  return { products, total: products.length };
}
