import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '#src/testing/render-route';

test('the header links the main pages, the cart, login and job seeker registration', async () => {
  renderRoute('/');

  const nav = await screen.findByRole('navigation', { name: 'Main' });
  const labels = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  expect(labels).toEqual([
    ['Home', '/'],
    ['Products', '/products'],
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
  expect(within(menu).getAllByRole('link')).toHaveLength(8);

  fireEvent.keyDown(document, { key: 'Escape' });

  expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
  expect(document.activeElement).toBe(button);
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
