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
    ['Payments', '/admin/payments'],
    ['Orders', '/admin/orders'],
    ['Tickets', '/admin/tickets'],
    ['Outbox', '/admin/outbox'],
    ['Audit log', '/admin/audit'],
  ]);
  const banner = within(screen.getByRole('banner'));
  expect(banner.getByText('Meera Admin')).toBeDefined();
  expect(banner.getByRole('searchbox', { name: 'Search orders' })).toBeDefined();
});

test('the search box finds orders: it opens /admin/orders?q=…', async () => {
  rememberUser(admin);
  const fetchMock = mockFetch(fakeAdminApi());
  const { router } = renderRoute('/admin/tickets');

  const search = within(await screen.findByRole('search', { name: 'Order search' }));
  fireEvent.change(search.getByRole('searchbox', { name: 'Search orders' }), {
    target: { value: ' INV/2024-25 ' },
  });
  fireEvent.click(search.getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
  expect(router.state.location.search).toBe('?q=INV%2F2024-25');
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/orders?q=INV%2F2024-25'),
  );
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
