import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { buildAdmin, buildAdminOrderRow, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const orders = [
  buildAdminOrderRow(),
  buildAdminOrderRow({
    id: 'ord_0000000000000000000002',
    number: 'BT-24-000002',
    createdAt: '2025-03-04T08:00:00.000Z',
    email: 'ravi@traders.in',
    buyer: 'Ravi Traders',
    state: 'Gujarat',
    status: 'dispatched',
    totalPaise: 123_456_789,
    invoiceNumber: 'INV/2024-25/0002',
  }),
  buildAdminOrderRow({
    id: 'ord_0000000000000000000003',
    number: 'BT-24-000003',
    createdAt: '2025-03-03T08:00:00.000Z',
    email: 'guest@example.in',
    buyer: 'Guest Buyer',
    state: 'Kerala',
    status: 'pending',
    totalPaise: 100_000,
    invoiceNumber: null,
  }),
];

function signedInAdmin() {
  rememberUser(buildAdmin());
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

test('the orders table shows date, order, buyer, state, status, total in rupees and invoice', async () => {
  signedInAdmin();
  mockFetch(fakeAdminApi({ orders }));
  renderRoute('/admin/orders');

  const table = await screen.findByRole('table', { name: 'Orders, newest first' });
  expect(rowsOf(table)).toEqual([
    [
      '5 Mar 2025, 04:00 pm',
      'BT-24-000001',
      'Asha Vermaasha@example.in',
      'Madhya Pradesh',
      'Paid',
      '₹54,955.00',
      'INV/2024-25/0001',
    ],
    [
      '4 Mar 2025, 01:30 pm',
      'BT-24-000002',
      'Ravi Tradersravi@traders.in',
      'Gujarat',
      'Dispatched',
      '₹12,34,567.89',
      'INV/2024-25/0002',
    ],
    [
      '3 Mar 2025, 01:30 pm',
      'BT-24-000003',
      'Guest Buyerguest@example.in',
      'Kerala',
      'Awaiting payment',
      '₹1,000.00',
      '—',
    ],
  ]);
  expect(screen.getByText('3 orders')).toBeDefined();
  // Each order is shown by its number and linked to its page by its id.
  expect(within(table).getByRole('link', { name: 'BT-24-000002' }).getAttribute('href')).toBe(
    '/admin/orders/ord_0000000000000000000002',
  );
  expect(table.textContent).not.toContain('ord_');
});

test('the status filter and the search go into the URL and the request', async () => {
  signedInAdmin();
  const fetchMock = mockFetch(fakeAdminApi({ orders }));
  const { router } = renderRoute('/admin/orders?page=1');
  const filters = within(await screen.findByRole('search', { name: 'Filter orders' }));
  await screen.findByRole('table');

  fireEvent.change(filters.getByRole('combobox', { name: 'Status' }), { target: { value: 'dispatched' } });

  await waitFor(() => expect(router.state.location.search).toBe('?status=dispatched'));
  const table = await screen.findByRole('table');
  await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
  expect(rowsOf(table)[0]?.[1]).toBe('BT-24-000002');
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/orders?status=dispatched');

  fireEvent.change(filters.getByRole('searchbox', { name: 'Order number, buyer email or invoice number' }), {
    target: { value: ' asha@ ' },
  });
  fireEvent.click(filters.getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(router.state.location.search).toBe('?status=dispatched&q=asha%40'));
  expect(await screen.findByText('No orders match these filters.')).toBeDefined();

  fireEvent.change(filters.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
  await waitFor(() => expect(router.state.location.search).toBe('?q=asha%40'));
  await waitFor(() => expect(rowsOf(screen.getByRole('table'))).toHaveLength(1));
});

test('a query in the URL fills the search field; an unknown status is ignored', async () => {
  signedInAdmin();
  const fetchMock = mockFetch(fakeAdminApi({ orders }));
  renderRoute('/admin/orders?q=ravi&status=lost');

  const filters = within(await screen.findByRole('search', { name: 'Filter orders' }));
  expect(
    (
      filters.getByRole('searchbox', {
        name: 'Order number, buyer email or invoice number',
      }) as HTMLInputElement
    ).value,
  ).toBe('ravi');
  expect((filters.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('');
  await screen.findByRole('table');
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/orders?q=ravi');
});

test('orders come a page at a time, the page in the URL', async () => {
  signedInAdmin();
  mockFetch(fakeAdminApi({ orders, pageSize: 2 }));
  const { router } = renderRoute('/admin/orders');

  const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
  expect(pages.getByText('Page 1 of 2')).toBeDefined();
  expect(pages.queryByRole('link', { name: 'Previous page' })).toBeNull();
  fireEvent.click(pages.getByRole('link', { name: 'Next page' }));

  await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeDefined());
  expect(rowsOf(screen.getByRole('table')).map((row) => row[1])).toEqual(['BT-24-000003']);
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
});

test('the orders page says Loading... until the list arrives, and when there are none', async () => {
  signedInAdmin();
  let answer: (response: Response) => void = () => {};
  const api = fakeAdminApi({ orders: [] });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) =>
      url.startsWith('/api/admin/orders')
        ? new Promise<Response>((resolve) => (answer = () => resolve(api(url, init))))
        : Promise.resolve(api(url, init)),
    ),
  );
  renderRoute('/admin/orders');

  await screen.findByRole('heading', { level: 1, name: 'Orders' });
  expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Loading...');

  answer(new Response());
  expect(await screen.findByText('There are no orders yet.')).toBeDefined();
});
