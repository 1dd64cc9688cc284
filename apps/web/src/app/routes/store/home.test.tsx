import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fetchedUrls, filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct, buildProductList } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

/** Twenty featured products and one that is not. */
const featured = Array.from({ length: 20 }, (_, index) =>
  buildProduct({
    id: 100 + index,
    name: `A Grade Quality Spice ${index + 1}`,
    category: 'Indian Spices',
    categorySlug: 'indian-spices',
    featured: true,
  }),
);
const plain = buildProduct({ id: 2, featured: false });

test('the hero keeps its heading and its two calls to action, beside the three benefits', async () => {
  mockFetch(filteringCatalogueApi([plain, ...featured]));

  renderRoute('/');

  expect(
    screen.getByRole('heading', { level: 1, name: 'Authentic Indian Spices & Natural Products' }),
  ).toBeDefined();
  expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  expect(screen.getByRole('link', { name: 'Find a Job' }).getAttribute('href')).toBe('/register-job');
  for (const benefit of ['Quality Products', 'Career Growth', 'Supplier Partnership']) {
    const heading = screen.getByRole('heading', { level: 2, name: benefit });
    expect(heading.nextElementSibling?.textContent).toMatch(/\w+.*\./);
  }
  await waitFor(() => expect(document.title).toMatch(/^Authentic Indian Spices & Natural Products \| /));
  await screen.findAllByTestId('product-card');
});

test('Featured Products lists up to 15 featured products and links to all products', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi([plain, ...featured]));

  renderRoute('/');

  const section = screen.getByRole('region', { name: 'Featured Products' });
  expect(within(section).getByText('Loading products...').closest('[aria-busy="true"]')).not.toBeNull();
  const list = await within(section).findByRole('list', { name: 'Featured products' });
  await waitFor(() => expect(within(list).getAllByTestId('product-card')).toHaveLength(15));
  expect(within(list).getByText('A Grade Quality Spice 1')).toBeDefined();
  expect(within(list).queryByText('A Grade Quality Corn Flour')).toBeNull();
  expect(fetchedUrls(fetchMock)).toEqual(['/api/products?featured=true&lang=en']);
  expect(within(section).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/products');
});

test('the page keeps its promise of 15 even if the API sends more', async () => {
  mockFetch(() => jsonResponse(buildProductList(featured)));

  renderRoute('/');

  const section = screen.getByRole('region', { name: 'Featured Products' });
  await waitFor(() => expect(within(section).getAllByTestId('product-card')).toHaveLength(15));
});

test('a failed load of the featured products offers Retry', async () => {
  let failing = true;
  mockFetch((url) =>
    failing
      ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500)
      : filteringCatalogueApi(featured)(url),
  );

  renderRoute('/');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Could not load the featured products')).toBeDefined();
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(15));
  expect(screen.queryByRole('alert')).toBeNull();
});
