import { formatMoney } from '@bulk/domain/currency';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  buildCategories,
  fetchedUrls,
  filteringCatalogueApi,
} from '#src/features/catalogue/testing/fake-catalogue-api';
import { buildProduct, buildProductList } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { quantityWithUnit } from '#src/i18n/bidi';

const cornFlour = buildProduct();
const cottonApron = buildProduct({
  id: 12,
  name: 'A Grade Quality Cotton Apron',
  category: 'Aprons',
  categorySlug: 'aprons',
  pricePaise: 15_050,
  originalPricePaise: 18_000,
  unit: 'pieces',
  moq: 10,
  stepQty: 10,
  images: [],
});
const toorDal = buildProduct({
  id: 26,
  name: 'A Grade Quality Toor Dal',
  category: 'Pulses',
  categorySlug: 'pulses',
  pricePaise: 14_000,
  originalPricePaise: 14_000,
});
const chanaDal = buildProduct({
  id: 35,
  name: 'A Grade Quality Chana Dal',
  category: 'Pulses',
  categorySlug: 'pulses',
  pricePaise: 9_500,
  originalPricePaise: 9_500,
});
const cloves = buildProduct({
  id: 13,
  name: 'A Grade Quality Cloves',
  category: 'Indian Spices',
  categorySlug: 'indian-spices',
  pricePaise: 80_000,
  originalPricePaise: 80_000,
});
const amaranthFlour = buildProduct({
  id: 3,
  name: 'A Grade Quality Amaranth Flour',
  pricePaise: 15_000,
  originalPricePaise: 15_000,
});
const catalogue = [cornFlour, amaranthFlour, cottonApron, cloves, toorDal, chanaDal];

/** Answers `/api/categories` with the nine categories and `/api/products` with `list`, whatever the query. */
function listing(list: typeof catalogue) {
  return (url: string) =>
    url === '/api/categories?lang=en'
      ? jsonResponse({ categories: buildCategories(catalogue) })
      : jsonResponse(buildProductList(list));
}

function productRequests(fetchMock: Parameters<typeof fetchedUrls>[0]): string[] {
  return fetchedUrls(fetchMock).filter((url) => url.startsWith('/api/products'));
}

function cardNames(): string[] {
  return screen
    .getAllByTestId('product-card')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}

/** Stubs `matchMedia` so that the page believes it is on a phone (below the `lg` breakpoint). */
function onSmallScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

test('lists the catalogue from GET /api/products as product cards', async () => {
  const fetchMock = mockFetch(listing([cornFlour, cottonApron]));

  renderRoute('/products');

  expect(await screen.findByText('2 products found')).toBeDefined();
  const list = screen.getByRole('list', { name: 'Products' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  // No filter chosen: every category, and the default price range of 0 to 5000 rupees.
  expect(productRequests(fetchMock)).toEqual(['/api/products?minPrice=0&maxPrice=5000&lang=en']);

  const apron = within(items[1] as HTMLElement);
  const name = apron.getByRole('link', { name: 'A Grade Quality Cotton Apron' });
  expect(name.getAttribute('href')).toBe('/product/12');
  expect(apron.getByText('₹150.50')).toBeDefined();
  expect(apron.getByText(formatMoney(18_000, 'INR'))).toBeDefined();
  expect(apron.getByText('/ pcs')).toBeDefined();
  expect(apron.getByText(`Min. order: ${quantityWithUnit(10, 'pcs')}`)).toBeDefined();
  const placeholder = apron.getByRole('img', { name: 'A Grade Quality Cotton Apron' });
  expect(placeholder.getAttribute('src')).toBe('/images/placeholder.svg');
  // Below the first card, images wait until they are scrolled to.
  expect(placeholder.getAttribute('loading')).toBe('lazy');

  const flour = within(items[0] as HTMLElement);
  expect(flour.getByText('₹90.00')).toBeDefined();
  expect(flour.getByText(`Min. order: ${quantityWithUnit(500, 'kg')}`)).toBeDefined();
  const image = flour.getByRole('img', { name: 'A Grade Quality Corn Flour' });
  expect(image.getAttribute('src')).toBe('/images/products/corn-flour.svg');
  // The first card fills a phone's first screen: its image is the page's largest paint, fetched first.
  expect(image.getAttribute('loading')).toBe('eager');
  expect(image.getAttribute('fetchpriority')).toBe('high');
  expect(image.getAttribute('width')).toBe('400');
  expect(image.getAttribute('height')).toBe('400');
  await waitFor(() => expect(document.title).toMatch(/^Products \| /));
});

test('shows a loading state while the catalogue is on its way', async () => {
  mockFetch(listing([cornFlour]));

  renderRoute('/products');

  const loading = await screen.findByText('Loading products...');
  expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByText('1 product found')).toBeDefined();
});

test('an API error shows its message, and Retry loads the catalogue again', async () => {
  let failing = true;
  mockFetch((url) => {
    if (url === '/api/categories?lang=en') return jsonResponse({ categories: buildCategories(catalogue) });
    return failing
      ? jsonResponse(
          { code: 'SERVICE_UNAVAILABLE', message: 'The catalogue is resting. Try again soon.' },
          503,
        )
      : jsonResponse(buildProductList([cornFlour]));
  });

  renderRoute('/products');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The catalogue is resting. Try again soon.')).toBeDefined();

  failing = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('1 product found')).toBeDefined();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('the category filter offers the nine categories of GET /api/categories', async () => {
  mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/products');

  const categories = await screen.findByRole('group', { name: 'Category' });
  await waitFor(() => expect(within(categories).getAllByRole('checkbox')).toHaveLength(9));
  const names = within(categories)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
  expect(names).toEqual([
    'Flour',
    'Aprons',
    'Indian Spices',
    'Pulses',
    'Indian Rice',
    'Papers',
    'Metal Coils',
    'Herbal Products',
    'Dry Fruits',
  ]);
  for (const box of within(categories).getAllByRole('checkbox')) {
    expect((box as HTMLInputElement).checked).toBe(false);
  }
  const bands = screen.getByRole('group', { name: 'Price Range' });
  expect(
    within(bands)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['Any Price', '₹0 - ₹100', '₹100 - ₹250', '₹250 - ₹500', '₹500+']);
  expect((within(bands).getByRole('radio', { name: 'Any Price' }) as HTMLInputElement).checked).toBe(true);
});

test('choosing categories and a price band puts them in the URL and the API request', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/products');
  expect(await screen.findByText('6 products found')).toBeDefined();

  fireEvent.click(await screen.findByRole('checkbox', { name: 'Pulses' }));

  expect(await screen.findByText('2 products found')).toBeDefined();
  expect(router.state.location.search).toBe('?category=pulses');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&lang=en',
  );
  expect(cardNames()).toEqual(['A Grade Quality Toor Dal', 'A Grade Quality Chana Dal']);

  fireEvent.click(screen.getByRole('radio', { name: '₹100 - ₹250' }));

  expect(await screen.findByText('1 product found')).toBeDefined();
  expect(router.state.location.search).toBe('?category=pulses&price=100-250');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=100&maxPrice=250&lang=en',
  );
  expect(cardNames()).toEqual(['A Grade Quality Toor Dal']);

  // A second category is added in the store's order, whatever the order of the clicks.
  fireEvent.click(screen.getByRole('checkbox', { name: 'Flour' }));

  expect(await screen.findByText('2 products found')).toBeDefined();
  expect(router.state.location.search).toBe('?category=flour&category=pulses&price=100-250');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=flour&category=pulses&minPrice=100&maxPrice=250&lang=en',
  );

  fireEvent.click(screen.getByRole('radio', { name: '₹500+' }));
  await waitFor(() =>
    expect(productRequests(fetchMock).at(-1)).toBe(
      '/api/products?category=flour&category=pulses&minPrice=500&maxPrice=5000&lang=en',
    ),
  );
  expect(router.state.location.search).toBe('?category=flour&category=pulses&price=500-5000');
});

test('Sold by lists the company’s goods or the verified suppliers’, in the URL and the API request', async () => {
  const supplierDal = buildProduct({
    id: 90,
    name: 'Toor Dal, unpolished',
    category: 'Pulses',
    categorySlug: 'pulses',
    seller: { id: 7, businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill', state: null, orderable: false },
    slabs: [{ fromQuantity: 500, pricePaise: 8_000 }],
  });
  const fetchMock = mockFetch(filteringCatalogueApi([...catalogue, supplierDal]));
  const { router } = renderRoute('/products');
  expect(await screen.findByText('7 products found')).toBeDefined();
  const soldBy = within(screen.getByRole('group', { name: 'Sold by' }));
  expect((soldBy.getByRole('radio', { name: 'Any seller' }) as HTMLInputElement).checked).toBe(true);

  fireEvent.click(soldBy.getByRole('radio', { name: 'Verified suppliers' }));
  expect(await screen.findByText('1 product found')).toBeDefined();
  expect(router.state.location.search).toBe('?seller=suppliers');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?minPrice=0&maxPrice=5000&seller=suppliers&lang=en',
  );
  const card = within(screen.getByTestId('product-card'));
  expect(card.getByRole('link', { name: 'Malwa Dal Mill' }).getAttribute('href')).toBe(
    '/suppliers/malwa-dal-mill',
  );
  expect(card.getByText('Verified supplier')).toBeDefined();

  fireEvent.click(soldBy.getByRole('radio', { name: 'Bulk Trade India' }));
  expect(await screen.findByText('6 products found')).toBeDefined();
  expect(router.state.location.search).toBe('?seller=company');

  fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
  expect(await screen.findByText('7 products found')).toBeDefined();
  expect(router.state.location.search).toBe('');
});

test('a filtered URL restores the checked boxes and band on load', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/products?category=flour&category=pulses&price=100-250');

  expect(await screen.findByText('2 products found')).toBeDefined();
  expect(productRequests(fetchMock)).toEqual([
    '/api/products?category=flour&category=pulses&minPrice=100&maxPrice=250&lang=en',
  ]);
  const flour = (await screen.findByRole('checkbox', { name: 'Flour' })) as HTMLInputElement;
  expect(flour.checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Pulses' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: 'Aprons' }) as HTMLInputElement).checked).toBe(false);
  expect((screen.getByRole('radio', { name: '₹100 - ₹250' }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole('radio', { name: 'Any Price' }) as HTMLInputElement).checked).toBe(false);
  expect(cardNames()).toEqual(['A Grade Quality Amaranth Flour', 'A Grade Quality Toor Dal']);
});

test('unknown categories and bands in the URL are ignored rather than sent to the API', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));

  renderRoute('/products?category=spaceships&category=pulses&category=pulses&price=1-2');

  expect(await screen.findByText('2 products found')).toBeDefined();
  expect(productRequests(fetchMock)).toEqual([
    '/api/products?category=pulses&minPrice=0&maxPrice=5000&lang=en',
  ]);
  expect(((await screen.findByRole('radio', { name: 'Any Price' })) as HTMLInputElement).checked).toBe(true);
});

test('Back and Forward step through the filter changes', async () => {
  mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/products');
  expect(await screen.findByText('6 products found')).toBeDefined();

  fireEvent.click(await screen.findByRole('checkbox', { name: 'Pulses' }));
  expect(await screen.findByText('2 products found')).toBeDefined();

  await act(() => router.navigate(-1));

  expect(await screen.findByText('6 products found')).toBeDefined();
  expect(router.state.location.search).toBe('');
  expect((screen.getByRole('checkbox', { name: 'Pulses' }) as HTMLInputElement).checked).toBe(false);

  await act(() => router.navigate(1));

  expect(await screen.findByText('2 products found')).toBeDefined();
  expect((screen.getByRole('checkbox', { name: 'Pulses' }) as HTMLInputElement).checked).toBe(true);
});

test('Clear All Filters resets the categories and the price to 0 to 5000', async () => {
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/products?category=pulses&price=0-100');
  expect(await screen.findByText('1 product found')).toBeDefined();

  const clear = screen.getByRole('button', { name: 'Clear All Filters' });
  expect(clear.getAttribute('aria-disabled')).toBe('false');
  fireEvent.click(clear);

  expect(await screen.findByText('6 products found')).toBeDefined();
  expect(router.state.location.search).toBe('');
  expect(productRequests(fetchMock).at(-1)).toBe('/api/products?minPrice=0&maxPrice=5000&lang=en');
  expect((screen.getByRole('checkbox', { name: 'Pulses' }) as HTMLInputElement).checked).toBe(false);
  expect((screen.getByRole('radio', { name: 'Any Price' }) as HTMLInputElement).checked).toBe(true);
  expect(clear.getAttribute('aria-disabled')).toBe('true');
});

test('filters that match nothing show No Products Found, and its Clear All Filters shows everything', async () => {
  mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/products?category=aprons&price=0-100');

  const empty = await screen.findByRole('heading', { name: 'No Products Found' });
  expect(screen.getByText('0 products found')).toBeDefined();
  expect(screen.queryByTestId('product-card')).toBeNull();

  const emptyState = empty.parentElement as HTMLElement;
  fireEvent.click(within(emptyState).getByRole('button', { name: 'Clear All Filters' }));

  expect(await screen.findByText('6 products found')).toBeDefined();
  expect(router.state.location.search).toBe('');
  expect(screen.queryByRole('heading', { name: 'No Products Found' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByText('6 products found'));
});

test('an empty catalogue shows No Products Found', async () => {
  mockFetch(listing([]));

  renderRoute('/products');

  expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeDefined();
  expect(screen.getByText('0 products found')).toBeDefined();
});

test('on a small screen the filters open in a dialog that Escape closes, returning focus', async () => {
  onSmallScreen();
  mockFetch(filteringCatalogueApi(catalogue));
  renderRoute('/products');
  expect(await screen.findByText('6 products found')).toBeDefined();
  expect(screen.queryByRole('checkbox', { name: 'Pulses' })).toBeNull();

  const open = screen.getByRole('button', { name: 'Filters' });
  expect(open.getAttribute('aria-expanded')).toBe('false');
  open.focus();
  fireEvent.click(open);

  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(open.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' }));

  fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(open);
});

test('on a small screen the drawer filters the catalogue and Show N products closes it', async () => {
  onSmallScreen();
  const fetchMock = mockFetch(filteringCatalogueApi(catalogue));
  const { router } = renderRoute('/products');
  expect(await screen.findByText('6 products found')).toBeDefined();

  fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Pulses' }));
  fireEvent.click(within(dialog).getByRole('radio', { name: '₹100 - ₹250' }));

  const show = await within(dialog).findByRole('button', { name: 'Show 1 product' });
  expect(router.state.location.search).toBe('?category=pulses&price=100-250');
  expect(productRequests(fetchMock).at(-1)).toBe(
    '/api/products?category=pulses&minPrice=100&maxPrice=250&lang=en',
  );

  fireEvent.click(show);

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText('1 product found')).toBeDefined();
  expect(cardNames()).toEqual(['A Grade Quality Toor Dal']);
});
