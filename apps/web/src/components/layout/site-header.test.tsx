import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { USER_STORAGE_KEY } from '#src/features/auth/auth-storage';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';
import { initialsOf } from './site-header';

test('the header links the main pages, the cart, login and job seeker registration', async () => {
  renderRoute('/');

  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const labels = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(labels).toEqual([
    ['Home', '/'],
    ['Products', '/products'],
    ['Jobs', '/jobs'],
    ['Certificates', '/certificates'],
    ['About', '/about'],
    ['Contact', '/contact'],
    ['Blog', '/blog'],
  ]);
  const header = screen.getByRole('banner');
  expect(within(header).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  expect(within(header).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  expect(within(header).getByRole('link', { name: 'Job Seeker @ ₹49' }).getAttribute('href')).toBe(
    '/register-job',
  );
});

test('the mobile menu button opens a menu with the supplier and job seeker links, and Escape closes it', async () => {
  renderRoute('/');

  const button = await screen.findByRole('button', { name: 'Open menu' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();

  fireEvent.click(button);

  const menu = screen.getByRole('navigation', { name: 'Mobile' });
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(button.getAttribute('aria-label')).toBe('Close menu');
  expect(within(menu).getByRole('link', { name: 'Become a Supplier' }).getAttribute('href')).toBe(
    '/register-supplier',
  );
  expect(within(menu).getByRole('link', { name: 'Job Seeker Register @ ₹49' }).getAttribute('href')).toBe(
    '/register-job',
  );
  expect(within(menu).getAllByRole('link')).toHaveLength(9);

  fireEvent.keyDown(document, { key: 'Escape' });

  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  expect(document.activeElement).toBe(button);
});

test.each([
  ['jobseeker', 'Meera', ['Job Seeker Register @ ₹49'], ['Become a Supplier']],
  ['supplier', 'Ravi', ['Become a Supplier'], ['Job Seeker Register @ ₹49']],
] as const)(
  'a signed-in %s is not offered the membership they have, in the header, the menu or the footer',
  async (role, name, hidden, shown) => {
    const user = buildSessionUser({ name, role });
    rememberUser(user);
    mockFetch(memberApi({ user }));
    renderRoute('/');

    await screen.findByRole('button', { name: `Account menu for ${name}` });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const header = within(screen.getByRole('banner'));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    const footer = within(screen.getByRole('contentinfo'));

    expect(header.queryByRole('link', { name: 'Job Seeker @ ₹49' }) === null).toBe(role === 'jobseeker');
    for (const label of hidden) expect(menu.queryByRole('link', { name: label })).toBeNull();
    for (const label of shown) expect(menu.getByRole('link', { name: label })).toBeDefined();
    expect(footer.queryByRole('link', { name: 'Become a Supplier' }) === null).toBe(role === 'supplier');
  },
);

test('a signed-in customer is still offered both memberships', async () => {
  const user = buildSessionUser({ role: 'customer' });
  rememberUser(user);
  mockFetch(memberApi({ user }));
  renderRoute('/');

  await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));

  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Job Seeker @ ₹49' })).toBeDefined();
  expect(menu.getByRole('link', { name: 'Become a Supplier' })).toBeDefined();
  expect(menu.getByRole('link', { name: 'Job Seeker Register @ ₹49' })).toBeDefined();
});

test('the cart link shows a badge with the number of distinct lines when the cart has any', async () => {
  window.localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([
      { productId: 2, quantity: 500 },
      { productId: 4, quantity: 10 },
      { productId: 9, quantity: 1 },
    ]),
  );

  renderRoute('/');

  const header = within(await screen.findByRole('banner'));
  const cart = header.getByRole('link', { name: 'Cart, 3 items' });
  expect(cart.getAttribute('href')).toBe('/cart');
  expect(within(cart).getByText('3').getAttribute('aria-hidden')).toBe('true');
});

test('initialsOf takes the first letters of the first and last words', () => {
  expect(initialsOf('Asha Devi Verma')).toBe('AV');
  expect(initialsOf('  ravi   traders ')).toBe('RT');
  expect(initialsOf('Asha')).toBe('A');
  expect(initialsOf('   ')).toBe('?');
});

test('a signed-in user sees an avatar menu instead of Login, with My Account, Dashboard and Logout', async () => {
  const user = buildSessionUser({ name: 'Asha Verma', role: 'customer' });
  rememberUser(user);
  mockFetch(memberApi({ user }));
  renderRoute('/');

  const header = within(await screen.findByRole('banner'));
  const button = header.getByRole('button', { name: 'Account menu for Asha Verma' });
  expect(button.textContent).toBe('AV');
  expect(header.queryByRole('link', { name: 'Login' })).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(header.queryByRole('link', { name: 'My Account' })).toBeNull();

  fireEvent.click(button);

  expect(button.getAttribute('aria-expanded')).toBe('true');
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  expect(menu).not.toBeNull();
  const items = within(menu as HTMLElement);
  expect(items.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/dashboard/customer');
  expect(items.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/customer');
  expect(items.getByRole('button', { name: 'Logout' })).toBeDefined();

  items.getByRole('link', { name: 'Dashboard' }).focus();
  fireEvent.keyDown(document, { key: 'Escape' });

  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
});

test('the avatar menu leads each role to its own dashboard', async () => {
  const user = buildSessionUser({ name: 'Meera', role: 'jobseeker' });
  rememberUser(user);
  mockFetch(memberApi({ user }));
  renderRoute('/');

  const button = await screen.findByRole('button', { name: 'Account menu for Meera' });
  expect(button.textContent).toBe('M');
  fireEvent.click(button);
  expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/job-seeker');
});

test('Logout in the avatar menu ends the session, says Logout Successful and goes home', async () => {
  const user = buildSessionUser();
  rememberUser(user);
  const fetchMock = mockFetch(memberApi({ user }));
  const { router } = renderRoute('/dashboard/profile');

  fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Asha Verma' }));
  const header = within(screen.getByRole('banner'));
  fireEvent.click(header.getByRole('button', { name: 'Logout' }));

  await expectToast('Logout Successful');
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeDefined();
  expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/auth/logout');
  expect(logoutCall?.[1]?.method).toBe('POST');
});

test('the mobile menu offers the same account items to a signed-in user', async () => {
  const user = buildSessionUser();
  rememberUser(user);
  mockFetch(memberApi({ user }));
  const { router } = renderRoute('/');

  fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));

  const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(menu.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/dashboard/customer');
  expect(menu.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard/customer');
  fireEvent.click(menu.getByRole('button', { name: 'Logout' }));

  await expectToast('Logout Successful');
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
});

test('a click outside the avatar menu closes it', async () => {
  const user = buildSessionUser();
  rememberUser(user);
  mockFetch(memberApi({ user }));
  renderRoute('/');

  const button = await screen.findByRole('button', { name: 'Account menu for Asha Verma' });
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');

  fireEvent.pointerDown(screen.getByRole('main'));

  expect(button.getAttribute('aria-expanded')).toBe('false');
});
