import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fetchedUrls, filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const whiteBasmati = buildProduct({
  id: 37,
  name: 'A Grade Quality White Basmati Rice',
  category: 'Indian Rice',
  categorySlug: 'indian-rice',
  shortDescription: 'Long grain basmati rice.',
});
const organicBasmati = buildProduct({
  id: 43,
  name: 'A Grade Quality Organic Basmati Rice',
  category: 'Indian Rice',
  categorySlug: 'indian-rice',
  shortDescription: 'Organic basmati rice.',
});
const toorDal = buildProduct({
  id: 26,
  name: 'A Grade Quality Toor Dal',
  category: 'Pulses',
  categorySlug: 'pulses',
  shortDescription: 'Split pigeon peas.',
});
const catalogue = [whiteBasmati, toorDal, organicBasmati];

function searchField(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;
}

test('shows the products matching ?q= as cards under a heading with the count', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/search?q=basmati');

  expect(await screen.findByRole('heading', { name: '2 results for “basmati”' })).toBeDefined();
  expect(fetchedUrls(fetchMock)).toEqual(['/api/products?q=basmati&lang=en']);
  const results = screen.getByRole('list', { name: 'Search results' });
  expect(within(results).getAllByTestId('product-card')).toHaveLength(2);
  expect(within(results).getByRole('link', { name: 'A Grade Quality Organic Basmati Rice' })).toBeDefined();
  expect(searchField().value).toBe('basmati');
  await waitFor(() => expect(document.title).toMatch(/^Search: basmati \| /));
});

test('extra spaces are dropped before the query is shown and sent', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));

  renderRoute(`/search?q=${encodeURIComponent('  Basmati    RICE ')}`);

  expect(await screen.findByRole('heading', { name: '2 results for “Basmati RICE”' })).toBeDefined();
  expect(fetchedUrls(fetchMock)).toEqual(['/api/products?q=Basmati+RICE&lang=en']);
});

test('no match shows No Results Found with a Browse All Products link', async () => {
  mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/search?q=saffron');

  expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeDefined();
  expect(screen.getByRole('heading', { name: '0 results for “saffron”' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Browse All Products' }).getAttribute('href')).toBe('/products');
  expect(screen.queryByTestId('product-card')).toBeNull();
});

test('an empty query asks for a search and calls no API', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/search?q=%20%20');

  expect(await screen.findByText(/Type what you are looking for/)).toBeDefined();
  expect(searchField().value).toBe('');
  expect(fetchedUrls(fetchMock)).toEqual([]);
  // The title is set in an effect, which Preact runs after the next frame.
  await waitFor(() => expect(document.title).toMatch(/^Search \| /));
});

test('submitting the form puts the search in the URL and shows its results', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/search');
  await screen.findByText(/Type what you are looking for/);

  fireEvent.change(searchField(), { target: { value: ' toor ' } });
  fireEvent.submit(searchField().closest('form') as HTMLFormElement);

  expect(await screen.findByRole('heading', { name: '1 result for “toor”' })).toBeDefined();
  expect(router.state.location.search).toBe('?q=toor');
  expect(fetchedUrls(fetchMock)).toEqual(['/api/products?q=toor&lang=en']);

  fireEvent.change(searchField(), { target: { value: '   ' } });
  fireEvent.submit(searchField().closest('form') as HTMLFormElement);

  expect(await screen.findByText(/Type what you are looking for/)).toBeDefined();
  expect(router.state.location.search).toBe('');
});

test('script-like text is shown as text and stays inert', async () => {
  mockFetch(filteringCatalogueApi(catalogue));
  const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';

  renderRoute(`/search?q=${encodeURIComponent(attack)}`);

  expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeDefined();
  expect(screen.getByRole('heading', { name: `0 results for “${attack}”` })).toBeDefined();
  const main = screen.getByRole('main');
  expect(main.querySelector('script')).toBeNull();
  expect(main.querySelector('img[src="x"]')).toBeNull();
  expect(searchField().value).toBe(attack);
});

test('a query over 100 characters is cut to 100 before the API is called', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));
  const long = `basmati ${'x'.repeat(150)}`;
  const first100 = long.slice(0, 100);

  renderRoute(`/search?q=${long}`);

  expect(await screen.findByRole('heading', { name: `0 results for “${first100}”` })).toBeDefined();
  const sent = new URL(fetchedUrls(fetchMock)[0] ?? '', 'http://localhost').searchParams.get('q');
  expect(sent).toBe(first100);
  expect(sent).toHaveLength(100);
  expect(screen.getByText(/only its first 100 were used/)).toBeDefined();
  // The API would refuse the longer query with a 400; no error shows.
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an API error shows its message, and Retry searches again', async () => {
  let failing = true;
  mockFetch((url) =>
    failing
      ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500)
      : filteringCatalogueApi(catalogue)(url),
  );
  renderRoute('/search?q=dal');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Something went wrong. Please try again.')).toBeDefined();
  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('heading', { name: '1 result for “dal”' })).toBeDefined();
});
