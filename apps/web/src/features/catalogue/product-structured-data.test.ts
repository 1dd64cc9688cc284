import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import { productStructuredData } from './product-structured-data';

test('a product page describes the product, its brand, its INR offer and its rating for search engines', () => {
  const data = productStructuredData(
    buildProduct({ id: 2, pricePaise: 9_050, rating: 4.6, reviews: 158 }),
    'https://store.example',
  );
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'A Grade Quality Corn Flour',
    description: 'Finely milled corn flour for bulk buyers.',
    image: ['https://store.example/images/products/corn-flour.svg'],
    sku: '2',
    category: 'Flour',
    brand: { '@type': 'Brand', name: 'Bulk Trade India' },
    url: 'https://store.example/product/2',
    offers: {
      '@type': 'Offer',
      url: 'https://store.example/product/2',
      price: '90.50',
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Bulk Trade India Private Limited' },
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: '4.6',
      reviewCount: 158,
      bestRating: '5',
      worstRating: '0',
    },
  });
});

test('a product without reviews carries no rating', () => {
  const data = productStructuredData(buildProduct({ reviews: 0, rating: 0 }), 'https://store.example');
  expect(data).not.toHaveProperty('aggregateRating');
});

test("a supplier's photos are the product's images, each at its widest", () => {
  const variants = (key: string) =>
    [400, 800, 1200].map((width) => ({ width, url: `/api/listing-photos/${key}${width}.webp` }));
  const data = productStructuredData(
    buildProduct({ images: [], photos: [{ variants: variants('a') }, { variants: variants('b') }] }),
    'https://store.example',
  );
  expect(data.image).toEqual([
    'https://store.example/api/listing-photos/a1200.webp',
    'https://store.example/api/listing-photos/b1200.webp',
  ]);
});
