import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

type ApiProduct = { name: string; shortDescription: string; pricePaise: number; images: string[] };

function description(page: Page) {
  return page.locator('head meta[name="description"]');
}

test('each page has its own title and description; a product page carries schema.org Product data', async ({
  page,
  request,
}) => {
  const product = (await (await request.get('/api/products/2')).json()) as ApiProduct;

  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Bulk Trade India`);
  await expect(description(page)).toHaveAttribute('content', product.shortDescription);
  const jsonLd = page.locator('head script[type="application/ld+json"]');
  await expect(jsonLd).toHaveCount(1);
  const data = JSON.parse((await jsonLd.textContent()) ?? '') as Record<string, unknown>;
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: '2',
    image: product.images.map((image) => new URL(image, page.url()).href),
    offers: {
      '@type': 'Offer',
      price: (product.pricePaise / 100).toFixed(2),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    },
    aggregateRating: { '@type': 'AggregateRating' },
  });

  // The product image is the page's largest paint: fetched first, in a box of known size.
  const image = page.getByRole('img', { name: product.name });
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('width', /^\d+$/);
  await expect(image).toHaveAttribute('height', /^\d+$/);

  await page.getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page).toHaveTitle('Products | Bulk Trade India');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Browse our whole catalogue of A Grade Quality goods, sold in bulk.',
  );
  await expect(jsonLd).toHaveCount(0);
  // Product cards below the first row wait until they are scrolled to.
  const lazyImages = page.getByTestId('product-card').getByRole('img');
  await expect(lazyImages.last()).toHaveAttribute('loading', 'lazy');
});

test('the built scripts come compressed and cached for good', async ({ page, request }) => {
  await page.goto('/');
  const entry = await page.locator('script[type="module"][src^="/assets/"]').getAttribute('src');
  expect(entry).toBeTruthy();
  const response = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
