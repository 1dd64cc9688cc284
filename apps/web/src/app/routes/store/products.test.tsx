import { formatMoney } from '@bulk/domain/currency';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProduct, buildProductList } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

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

test('lists the catalogue from GET /api/products as product cards', async () => {
  const fetchMock = mockFetch(() => jsonResponse(buildProductList([cornFlour, cottonApron])));

  renderRoute('/products');

  expect(await screen.findByText('2 products found')).toBeDefined();
  const list = screen.getByRole('list', { name: 'Products' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/products');

  const apron = within(items[1] as HTMLElement);
  const name = apron.getByRole('link', { name: 'A Grade Quality Cotton Apron' });
  expect(name.getAttribute('href')).toBe('/product/12');
  expect(apron.getByText('₹150.50')).toBeDefined();
  expect(apron.getByText(formatMoney(18_000, 'INR'))).toBeDefined();
  expect(apron.getByText('/ pcs')).toBeDefined();
  expect(apron.getByText('Min. order: 10 pcs')).toBeDefined();
  const placeholder = apron.getByRole('img', { name: 'A Grade Quality Cotton Apron' });
  expect(placeholder.getAttribute('src')).toBe('/images/placeholder.svg');

  const flour = within(items[0] as HTMLElement);
  expect(flour.getByText('₹90.00')).toBeDefined();
  expect(flour.getByText('Min. order: 500 kg')).toBeDefined();
  const image = flour.getByRole('img', { name: 'A Grade Quality Corn Flour' });
  expect(image.getAttribute('src')).toBe('/images/products/corn-flour.svg');
  expect(image.getAttribute('loading')).toBe('lazy');
  expect(image.getAttribute('width')).toBe('400');
  expect(image.getAttribute('height')).toBe('400');
  expect(document.title).toMatch(/^Products \| /);
});

test('shows a loading state while the catalogue is on its way', async () => {
  mockFetch(() => jsonResponse(buildProductList([cornFlour])));

  renderRoute('/products');

  const loading = await screen.findByText('Loading products...');
  expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
  expect(await screen.findByText('1 products found')).toBeDefined();
});

test('an API error shows its message, and Retry loads the catalogue again', async () => {
  mockFetch(
    () =>
      jsonResponse(
        { code: 'SERVICE_UNAVAILABLE', message: 'The catalogue is resting. Try again soon.' },
        503,
      ),
    () => jsonResponse(buildProductList([cornFlour])),
  );

  renderRoute('/products');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The catalogue is resting. Try again soon.')).toBeDefined();

  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('1 products found')).toBeDefined();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('an empty catalogue shows No Products Found', async () => {
  mockFetch(() => jsonResponse(buildProductList([])));

  renderRoute('/products');

  expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeDefined();
  expect(screen.getByText('0 products found')).toBeDefined();
});
