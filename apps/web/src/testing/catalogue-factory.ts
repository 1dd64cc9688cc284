import {
  PRODUCT_PAGE_SIZE_MAX,
  toProductListItem,
  type Product,
  type ProductList,
  type ProductSeller,
} from '@bulk/domain/catalogue';
import { jsonResponse } from './fetch-mock';

/** A valid catalogue product, as `GET /api/products/:id` serves it; `overrides` change any field. */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const product: Omit<Product, 'categoryLabel' | 'packagingLabels'> & Partial<Product> = {
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
    hsn: '1102',
    packagingSizes: ['1kg', '5kg', '10kg', '30kg', '50kg'],
    rating: 4.6,
    reviews: 12,
    images: ['/images/products/corn-flour.svg'],
    photos: [],
    certificates: [],
    documents: [],
    featured: false,
    seller: null,
    pickupState: null,
    slabs: [],
    ...overrides,
  };
  // Labels as the English catalogue gives them, unless the test sets them.
  return {
    ...product,
    categoryLabel: overrides.categoryLabel ?? product.category,
    packagingLabels: overrides.packagingLabels ?? product.packagingSizes,
  };
}

/** An approved supplier as a product names its seller: ordering open (invoice details on file) unless overridden. */
export function buildSeller(overrides: Partial<ProductSeller> = {}): ProductSeller {
  return {
    id: 41,
    businessName: 'Malwa Dal Mill',
    slug: 'malwa-dal-mill',
    state: 'Madhya Pradesh',
    orderable: true,
    ...overrides,
  };
}

/** `products` as one page of `GET /api/products` lists them (each as a listing's item). */
export function buildProductList(products: Product[]): ProductList {
  return {
    products: products.map(toProductListItem),
    total: products.length,
    page: 1,
    pageSize: PRODUCT_PAGE_SIZE_MAX,
  };
}

/**
 * A `mockFetch` responder serving `products` like the catalogue API: `GET /api/products/:id` answers the
 * product or the API's 404 body, and `GET /api/products` the whole list. Requests in any order.
 */
export function catalogueApi(products: Product[]) {
  return (url: string): Response => {
    const detail = /^\/api\/products\/(\d+)(?:\?|$)/.exec(url);
    if (detail) {
      const product = products.find((candidate) => candidate.id === Number(detail[1]));
      return product
        ? jsonResponse(product)
        : jsonResponse({ code: 'NOT_FOUND', message: `There is no product ${detail[1]}.` }, 404);
    }
    if (url.startsWith('/api/products')) return jsonResponse(buildProductList(products));
    return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
  };
}
