import type { SupplierPage } from '@bulk/domain/suppliers';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildProduct, buildSeller } from '#src/testing/catalogue-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const seller = buildSeller();
const page: SupplierPage = {
  businessName: seller.businessName,
  slug: seller.slug,
  city: 'Indore',
  state: 'Madhya Pradesh',
  memberSince: '2026-03-14T10:00:00.000Z',
  products: [
    buildProduct({
      id: 90,
      name: 'Toor Dal, unpolished',
      seller: { ...seller, id: 7, state: null, orderable: false },
    }),
  ],
};

function supplierApi(answer: SupplierPage | null) {
  return (url: string) =>
    url === '/api/suppliers/malwa-dal-mill?lang=en' && answer
      ? jsonResponse(answer)
      : jsonResponse({ code: 'NOT_FOUND', message: 'There is no supplier at this address.' }, 404);
}

test('shows the supplier: verified, where it is, since when, and its products', async () => {
  const fetchMock = mockFetch(supplierApi(page));
  renderRoute('/suppliers/malwa-dal-mill');

  expect(await screen.findByRole('heading', { level: 1, name: 'Malwa Dal Mill' })).toBeDefined();
  expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/suppliers/malwa-dal-mill?lang=en');
  expect(screen.getAllByText('Verified supplier').length).toBeGreaterThan(0);
  expect(screen.getByText('Indore, Madhya Pradesh')).toBeDefined();
  expect(screen.getByText('March 2026')).toBeDefined();
  expect(screen.getByRole('heading', { level: 2, name: 'Products on sale (1)' })).toBeDefined();
  const products = within(screen.getByRole('list', { name: 'Products of Malwa Dal Mill' }));
  expect(products.getByRole('link', { name: 'Toor Dal, unpolished' }).getAttribute('href')).toBe(
    '/product/90',
  );
});

test('a supplier with nothing on sale says so and leads to the catalogue', async () => {
  mockFetch(supplierApi({ ...page, city: null, state: null, products: [] }));
  renderRoute('/suppliers/malwa-dal-mill');

  expect(await screen.findByRole('heading', { name: 'No products on sale right now' })).toBeDefined();
  expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products');
  expect(screen.queryByText('Based in')).toBeNull();
});

test('an unknown supplier goes to the 404 page; a malformed address without asking the API', async () => {
  mockFetch(supplierApi(null));
  const { router } = renderRoute('/suppliers/nobody-here');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/404');

  const fetchMock = mockFetch(supplierApi(page));
  renderRoute('/suppliers/Not_A_Slug');
  expect(
    (await screen.findAllByRole('heading', { level: 1, name: 'Page Not Found' })).length,
  ).toBeGreaterThan(0);
  expect(fetchMock).not.toHaveBeenCalledWith('/api/suppliers/Not_A_Slug', expect.anything());
});
