import { EMAIL_VERIFICATION_MESSAGES } from '@bulk/domain/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const asha = buildSessionUser({ name: 'Asha Verma', email: 'asha+bulk@example.in' });

function signIn(user = asha, api: Omit<Parameters<typeof memberApi>[0], 'user'> = {}) {
  rememberUser(user);
  return mockFetch(memberApi({ user, ...api }));
}

test('an anonymous visitor is sent to the login tab with the page to come back to', async () => {
  const fetchMock = mockFetch(memberApi({ user: null }));
  const { router } = renderRoute('/dashboard/customer');

  expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeDefined();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?tab=login&redirectTo=%2Fdashboard%2Fcustomer');
  // The server was asked once, in case a session cookie outlived the browser's memory.
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/me']);
});

test('a session cookie the browser forgot still opens the dashboard', async () => {
  mockFetch(memberApi({ user: asha }));
  const { router } = renderRoute('/dashboard/customer');

  expect(await screen.findByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeDefined();
  expect(router.state.location.pathname).toBe('/dashboard/customer');
});

test.each([
  ['/dashboard/customer', 'supplier', '/dashboard/supplier'],
  ['/dashboard/orders', 'jobseeker', '/dashboard/job-seeker'],
  ['/dashboard/supplier', 'customer', '/dashboard/customer'],
  ['/dashboard/job-seeker', 'supplier', '/dashboard/supplier'],
] as const)('%s refuses a %s: Access denied, and back to %s', async (path, role, ownDashboard) => {
  signIn(buildSessionUser({ role }));
  const { router } = renderRoute(path);

  await expectToast('Access denied');
  await waitFor(() => expect(router.state.location.pathname).toBe(ownDashboard));
});

test('the dashboard shows the four stat cards of GET /api/customer/orders/stats/{email}', async () => {
  const fetchMock = signIn(asha, { stats: { active: 2, cancelled: 1, delivered: 5, support: 0 } });
  renderRoute('/dashboard/customer');

  const active = await screen.findByText('Active Orders');
  const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
  expect(active.nextElementSibling?.textContent).toBe('2');
  expect(value('Cancelled')).toBe('1');
  expect(value('Delivered')).toBe('5');
  expect(value('Support')).toBe('0');
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
    '/api/customer/orders/stats/asha%2Bbulk%40example.in',
  );
});

test('stats that cannot be loaded say so', async () => {
  signIn(asha, {
    stats: () => jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500),
  });
  renderRoute('/dashboard/customer');

  const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
  expect(alert.textContent).toBe('Could not load your dashboard stats.');
});

test('the side panel shows the avatar initial, name, role and the account links', async () => {
  signIn();
  renderRoute('/dashboard/customer');

  const nav = await screen.findByRole('navigation', { name: 'Account' });
  const links = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(links).toEqual([
    ['Dashboard', '/dashboard/customer'],
    ['My Orders', '/dashboard/orders'],
    ['Invoices', '/dashboard/invoices'],
    ['Wishlist', '/dashboard/wishlist'],
    ['Profile', '/dashboard/profile'],
    ['Change Password', '/dashboard/change-password'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  const main = within(screen.getByRole('main'));
  expect(main.getByText('A')).toBeDefined();
  expect(main.getByText('Asha Verma')).toBeDefined();
  expect(main.getByText('Customer')).toBeDefined();
});

test('Logout in the side panel says Logged Out and goes home', async () => {
  signIn();
  const { router } = renderRoute('/dashboard/customer');

  const main = within(await screen.findByRole('main'));
  fireEvent.click(await main.findByRole('button', { name: 'Logout' }));

  await expectToast('Logged Out');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeDefined();
});

test('after logging out, the dashboard asks for a login again', async () => {
  signIn();
  const { router } = renderRoute('/dashboard/customer');
  fireEvent.click(await within(await screen.findByRole('main')).findByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  // Wait for the home page itself: navigating on before React shows it would reuse the dashboard's guard.
  await screen.findByRole('heading', { level: 1, name: 'Authentic Indian Spices & Natural Products' });

  await router.navigate('/dashboard/customer');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('?tab=login&redirectTo=%2Fdashboard%2Fcustomer');
});

describe('until the email address is verified', () => {
  test('the dashboard says so, and Resend verification email asks for a new link', async () => {
    const fetchMock = signIn(asha, {
      emailVerified: false,
      resendVerification: () => jsonResponse({ success: true, message: EMAIL_VERIFICATION_MESSAGES.sent }),
    });
    renderRoute('/dashboard/customer');

    const notice = within(await screen.findByRole('region', { name: 'Please verify your email address' }));
    expect(
      notice.getByText(
        'We sent a verification link to asha+bulk@example.in. Until you open it, orders placed with this address without signing in do not appear in your account.',
      ),
    ).toBeDefined();
    fireEvent.click(notice.getByRole('button', { name: 'Resend verification email' }));

    await expectToast('Verification Email Sent', EMAIL_VERIFICATION_MESSAGES.sent);
    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/auth/resend-verification');
    expect(resend?.[1]?.method).toBe('POST');
  });

  test('asking too often shows the server’s refusal', async () => {
    const message = 'Too many attempts. Try again in 42 minutes.';
    signIn(asha, {
      emailVerified: false,
      resendVerification: () => jsonResponse({ code: 'RATE_LIMITED', message }, 429),
    });
    renderRoute('/dashboard/customer');

    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    await expectToast('Error', message);
    expect(screen.getByRole('region', { name: 'Please verify your email address' })).toBeDefined();
  });

  test.each([
    ['supplier', '/dashboard/supplier'],
    ['jobseeker', '/dashboard/job-seeker'],
  ] as const)('a %s is asked to verify on its own dashboard too', async (role, path) => {
    signIn(buildSessionUser({ role, email: 'ravi@traders.in' }), { emailVerified: false });
    renderRoute(path);

    const notice = within(await screen.findByRole('region', { name: 'Please verify your email address' }));
    expect(notice.getByText(/We sent a verification link to ravi@traders.in/)).toBeDefined();
    expect(notice.getByRole('button', { name: 'Resend verification email' })).toBeDefined();
  });

  test('a verified account sees no notice', async () => {
    const fetchMock = signIn(asha, { emailVerified: true });
    renderRoute('/dashboard/customer');

    expect(await screen.findByText('Active Orders')).toBeDefined();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/email-verification'),
    );
    expect(screen.queryByRole('region', { name: 'Please verify your email address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });
});
