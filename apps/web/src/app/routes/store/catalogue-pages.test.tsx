import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, onTestFinished, test } from 'vitest';
import { fetchedUrls, filteringCatalogueApi } from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct } from '#src/testing/catalogue-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

// A marketplace listing of 250 pulses (three pages of 100) beside one flour: ids 1000-1249, the price
// rising with the id, so each order is easy to tell.
const pulses = Array.from({ length: 250 }, (_, index) =>
  buildProduct({
    id: 1000 + index,
    name: `Toor Dal Lot ${index + 1}`,
    category: 'Pulses',
    categorySlug: 'pulses',
    pricePaise: 10_000 + index * 100,
    originalPricePaise: 10_000 + index * 100,
    images: [],
  }),
);
const flour = buildProduct({ id: 2, name: 'A Grade Quality Corn Flour' });
const marketplace = [flour, ...pulses];

const productRequests = (fetchMock: Parameters<typeof fetchedUrls>[0]) =>
  fetchedUrls(fetchMock).filter((url) => url.startsWith('/api/products'));

const pager = () => screen.getByRole('navigation', { name: 'Pages of products' });
const hrefOf = (name: string | RegExp) => within(pager()).getByRole('link', { name }).getAttribute('href');

test('/products?page=2 asks for the second page and links every other page with real hrefs', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  renderRoute('/products?category=pulses&page=2');

  expect(await screen.findByText('Showing 101–200 of 250 products')).toBeDefined();
  expect(productRequests(fetchMock)).toContain(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&page=2&lang=en',
  );
  expect(screen.getAllByRole('heading', { level: 2, name: /^Toor Dal Lot/ })[0]?.textContent).toBe(
    'Toor Dal Lot 101',
  );

  const current = within(pager()).getByRole('link', { name: 'Page 2' });
  expect(current.getAttribute('aria-current')).toBe('page');
  expect(within(pager()).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
  // The first page has no `page` in its URL; the filters stay in every link.
  expect(hrefOf('Previous')).toBe('/products?category=pulses');
  expect(hrefOf('Page 1')).toBe('/products?category=pulses');
  expect(hrefOf('Page 3')).toBe('/products?category=pulses&page=3');
  expect(hrefOf('Next')).toBe('/products?category=pulses&page=3');
  expect(within(pager()).getByText('Page 2 of 3')).toBeDefined();
});

test('Next opens the next page; the last page has no Next', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  const { router } = renderRoute('/products?category=pulses&page=2');
  expect(await screen.findByText('Showing 101–200 of 250 products')).toBeDefined();

  fireEvent.click(within(pager()).getByRole('link', { name: 'Next' }));

  expect(await screen.findByText('Showing 201–250 of 250 products')).toBeDefined();
  expect(router.state.location.search).toBe('?category=pulses&page=3');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&page=3&lang=en',
  );
  expect(within(pager()).queryByRole('link', { name: 'Next' })).toBeNull();
  expect(within(pager()).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
});

test('a new page scrolls the list top into view, not the first render', async () => {
  mockFetch(filteringCatalogueApi(marketplace));
  const scrolled: Element[] = [];
  // jsdom has no layout, so no scrollIntoView: the test gives elements one that records the call.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  renderRoute('/products?category=pulses');
  expect(await screen.findByText('Showing 1–100 of 250 products')).toBeDefined();
  expect(scrolled).toEqual([]);

  fireEvent.click(within(pager()).getByRole('link', { name: 'Page 2' }));

  expect(await screen.findByText('Showing 101–200 of 250 products')).toBeDefined();
  expect(scrolled).toHaveLength(1);
  expect(scrolled[0]?.contains(screen.getByText('Showing 101–200 of 250 products'))).toBe(true);
  expect(scrolled[0]?.contains(pager())).toBe(true);
});

test('a new filter goes back to the first page and keeps the order', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  const { router } = renderRoute('/products?sort=price-desc&page=2');
  expect(await screen.findByText('Showing 101–200 of 251 products')).toBeDefined();

  fireEvent.click(await screen.findByRole('checkbox', { name: 'Pulses' }));

  expect(await screen.findByText('Showing 1–100 of 250 products')).toBeDefined();
  expect(router.state.location.search).toBe('?category=pulses&sort=price-desc');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&sort=price-desc&lang=en',
  );
});

test('the order is a select kept in the URL; choosing one starts from the first page', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  const { router } = renderRoute('/products?category=pulses&page=3');
  expect(await screen.findByText('Showing 201–250 of 250 products')).toBeDefined();

  const order = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  expect(order.value).toBe('');
  expect(
    within(order)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Catalogue order', 'Price: low to high', 'Price: high to low', 'Newest first']);
  fireEvent.change(order, { target: { value: 'price-desc' } });

  expect(await screen.findByText('Showing 1–100 of 250 products')).toBeDefined();
  expect(router.state.location.search).toBe('?category=pulses&sort=price-desc');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&sort=price-desc&lang=en',
  );
  expect(screen.getAllByRole('heading', { level: 2, name: /^Toor Dal Lot/ })[0]?.textContent).toBe(
    'Toor Dal Lot 250',
  );
  expect(hrefOf('Next')).toBe('/products?category=pulses&sort=price-desc&page=2');

  await act(() => router.navigate(-1));
  expect(await screen.findByText('Showing 201–250 of 250 products')).toBeDefined();
  expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('');
});

test('a listing that fits on one page shows no pager and no order, as the company store always did', async () => {
  mockFetch(filteringCatalogueApi([flour, ...pulses.slice(0, 70)]));
  renderRoute('/products');

  expect(await screen.findByText('71 products found')).toBeDefined();
  expect(screen.queryByRole('navigation', { name: 'Pages of products' })).toBeNull();
  expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
});

test('a page out of range in the URL reads as the first page', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  renderRoute('/products?page=0');

  expect(await screen.findByText('Showing 1–100 of 251 products')).toBeDefined();
  expect(productRequests(fetchMock)).toEqual(['/api/products?minPrice=0&maxPrice=5000&lang=en']);
});

test('/search pages its results: the count of all, the range shown, and links keeping the search', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  const { router } = renderRoute('/search?q=toor&page=2');

  expect(await screen.findByRole('heading', { name: '250 results for “toor”' })).toBeDefined();
  expect(screen.getByText('Showing 101–200 of 250 products')).toBeDefined();
  expect(productRequests(fetchMock)).toContain('/api/products?q=toor&page=2&lang=en');
  expect(within(pager()).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  expect(hrefOf('Next')).toBe('/search?q=toor&page=3');

  fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
  expect(await screen.findByText('Showing 1–100 of 250 products')).toBeDefined();
  expect(router.state.location.search).toBe('?q=toor&sort=newest');

  // A new search starts from the first page too, in the order chosen.
  await act(() => router.navigate('/search?q=toor&sort=newest&page=3'));
  expect(await screen.findByText('Showing 201–250 of 250 products')).toBeDefined();
  const field = screen.getByRole('searchbox', { name: 'Search products' });
  fireEvent.change(field, { target: { value: 'dal' } });
  fireEvent.submit(field.closest('form')!);
  expect(await screen.findByRole('heading', { name: '250 results for “dal”' })).toBeDefined();
  expect(router.state.location.search).toBe('?q=dal&sort=newest');
});

test('/staples pages the three categories\u2019 listing', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(marketplace));
  renderRoute('/staples?page=2');

  expect(await screen.findByText('Showing 101–200 of 250 products')).toBeDefined();
  expect(productRequests(fetchMock)).toContain(
    '/api/products?category=indian-rice&category=pulses&category=indian-spices&maxPrice=5000&maxWeightGrams=50000&page=2&lang=en',
  );
  expect(hrefOf('Previous')).toBe('/staples');
  expect(hrefOf('Next')).toBe('/staples?page=3');
});
