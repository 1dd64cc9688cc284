import type { Product } from '@bulk/domain/catalogue';
import { company } from '#src/config/company';
import { productPath } from '#src/config/paths';

/**
 * The schema.org Product of a product page, as JSON-LD: what search engines read for rich results.
 * Prices are in rupees with two decimals (the API's paise / 100); every catalogue product is for sale, so
 * the offer is in stock. `origin` makes the page and image addresses absolute.
 */
export function productStructuredData(product: Product, origin: string) {
  const url = new URL(productPath(product.id), origin).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription,
    // A supplier's photos at their widest, then the company's illustrations.
    image: [...product.photos.flatMap(({ variants }) => variants.at(-1)?.url ?? []), ...product.images].map(
      (image) => new URL(image, origin).href,
    ),
    sku: String(product.id),
    category: product.category,
    brand: { '@type': 'Brand', name: company.name },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: (product.pricePaise / 100).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: company.legalName },
    },
    // Search engines reject a rating without reviews behind it.
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.toFixed(1),
            reviewCount: product.reviews,
            bestRating: '5',
            worstRating: '0',
          },
        }
      : {}),
  };
}
