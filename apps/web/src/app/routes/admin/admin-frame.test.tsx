import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { buildSessionUser, rememberUser } from '#src/testing/auth-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const admin = buildAdmin();

test('an anonymous visitor is checked with the server, then sent to /admin/login', async () => {
  const fetchMock = mockFetch(fakeAdminApi({ user: null }));
  const { router } = renderRoute('/admin/orders');

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeDefined();
  const urls = fetchMock.mock.calls.map(([url]) => url);
  expect(urls).toEqual(['/api/auth/me']);
});

test('a signed-in customer is sent to /admin/login too, and no admin data is asked for', async () => {
  const customer = buildSessionUser();
  rememberUser(customer);
  const fetchMock = mockFetch(fakeAdminApi({ user: customer }));
  const { router } = renderRoute('/admin');

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeDefined();
  expect(
    fetchMock.mock.calls.map(([url]) => url).filter((url) => String(url).startsWith('/api/admin/')),
  ).toEqual([]);
});

test('the area shows Loading... while the sign-in state is being checked', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const { router } = renderRoute('/admin');

  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Loading...'));
  expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  expect(router.state.location.pathname).toBe('/admin');
});

test('an admin sees the side menu, their name and the search box', async () => {
  rememberUser(admin);
  mockFetch(fakeAdminApi());
  renderRoute('/admin');

  const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
  expect(menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/admin'],
    ['Users', '/admin/users'],
    ['Jobseekers', '/admin/jobseekers'],
    ['Suppliers', '/admin/suppliers'],
    ['Listings', '/admin/listings'],
    ['Jobs', '/admin/jobs'],
    ['Payments', '/admin/payments'],
    ['Payouts', '/admin/payouts'],
    ['Commission', '/admin/commission'],
    ['Orders', '/admin/orders'],
    ['Advance orders', '/admin/instalments'],
    ['Shipments', '/admin/shipments'],
    ['Tickets', '/admin/tickets'],
    ['Outbox', '/admin/outbox'],
    ['Audit log', '/admin/audit'],
  ]);
  const banner = within(screen.getByRole('banner'));
  expect(banner.getByText('Meera Admin')).toBeDefined();
  expect(banner.getByRole('searchbox', { name: 'Search users, orders and payments' })).toBeDefined();
});

test('the search box lists users, orders and payments in groups, and the arrow keys reach them', async () => {
  rememberUser(admin);
  const fetchMock = mockFetch(
    fakeAdminApi({
      searchResults: {
        users: [{ id: 7, name: 'Asha Verma', email: 'asha@example.in', role: 'customer' }],
        orders: [
          {
            id: 'ord_0000000000000000000001',
            number: 'BT-25-000001',
            email: 'asha@example.in',
            status: 'paid',
          },
        ],
        payments: [
          {
            id: 'O-3',
            kind: 'order',
            gatewayPaymentId: 'pay_asha',
            reference: 'ord_0000000000000000000001',
            orderNumber: 'BT-25-000001',
          },
        ],
      },
    }),
  );
  const { router } = renderRoute('/admin/tickets');

  const search = within(await screen.findByRole('search', { name: 'Admin search' }));
  const box = search.getByRole('searchbox', { name: 'Search users, orders and payments' });
  fireEvent.change(box, { target: { value: 'asha' } });
  expect(await search.findByText('3 found')).toBeDefined();
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/search?q=asha');
  for (const group of ['Users', 'Orders', 'Payments']) {
    expect(search.getByRole('heading', { name: group })).toBeDefined();
  }
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(document.activeElement?.textContent).toContain('Asha Verma');
  fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
  // The order is shown by its number; its id is only in the link's address.
  expect(document.activeElement?.textContent).toContain('BT-25-000001');
  expect(search.queryByText(/ord_/)).toBeNull();
  fireEvent.click(document.activeElement!);
  await waitFor(() =>
    expect(router.state.location.pathname).toBe('/admin/orders/ord_0000000000000000000001'),
  );
});

test('the notifications button counts what is new, lists it with links and marks it seen', async () => {
  rememberUser(admin);
  const fetchMock = mockFetch(
    fakeAdminApi({
      notifications: [
        {
          kind: 'ticket',
          target: 'TKT-0A1B2C3D4E',
          title: 'New ticket: Late delivery',
          at: '2025-03-06T09:00:00Z',
        },
        {
          kind: 'registration',
          target: 'ravi@malwa.in',
          title: 'New supplier registered: Ravi',
          at: '2025-03-06T08:00:00Z',
        },
      ],
    }),
  );
  renderRoute('/admin/outbox');

  // The count comes with the notifications request, after the frame: allow a busy machine its time.
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' }, { timeout: 5000 });
  fireEvent.click(bell);
  expect(bell.getAttribute('aria-expanded')).toBe('true');
  const list = within(screen.getByRole('list', { name: 'New since you last looked' }));
  expect(list.getByRole('link', { name: /New ticket: Late delivery/ }).getAttribute('href')).toBe(
    '/admin/tickets#TKT-0A1B2C3D4E',
  );
  expect(list.getByRole('link', { name: /New supplier registered/ }).getAttribute('href')).toBe(
    '/admin/users?q=ravi%40malwa.in',
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeDefined());
  expect(
    fetchMock.mock.calls.some(
      ([url, init]) => url === '/api/admin/notifications/seen' && init?.method === 'POST',
    ),
  ).toBe(true);
});

test('Logout ends the session and returns to /admin/login', async () => {
  rememberUser(admin);
  const fetchMock = mockFetch(fakeAdminApi());
  const { router } = renderRoute('/admin');

  fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

  await expectToast('Logout Successful');
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
});
