import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, pageAllowing401, test, toasts, uniqueEmail } from './fixtures';

async function adminLogIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** A guest's order of 500 kg corn flour, paid in the sandbox through the API as its checkout page would. */
async function placePaidOrder(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/api/create-order', {
    data: {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: {
        fullName: 'Admin Spec Buyer',
        email,
        address: '12 Mandi Road',
        city: 'Indore',
        state: 'Madhya Pradesh',
        zip: '452001',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { id: gatewayOrderId, orderId } = (await created.json()) as { id: string; orderId: string };
  const paid = await request.post('/api/payments/sandbox/pay', {
    data: { order_id: gatewayOrderId, outcome: 'success' },
  });
  expect(paid.ok()).toBe(true);
  const verified = await request.post('/api/verify-payment', { data: await paid.json() });
  expect(verified.ok()).toBe(true);
  return orderId;
}

test('an anonymous visitor to /admin is sent to /admin/login', async ({ context }) => {
  const { page, unexpectedErrors } = await pageAllowing401(context);

  await page.goto('/admin/orders');

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(unexpectedErrors(), 'console errors on the page').toEqual([]);
});

test('a wrong admin login shows Login Failed and stays on /admin/login', async ({ context }) => {
  const { page, unexpectedErrors } = await pageAllowing401(context);
  await page.goto('/admin/login');

  await adminLogIn(page, uniqueEmail('not-an-admin'), 'not the password');

  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Invalid credentials. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(unexpectedErrors(), 'console errors on the page').toEqual([]);
});

test('a signed-in customer visiting /admin is sent to /admin/login', async ({ page, context }) => {
  const customer = { name: 'Gita Rao', email: uniqueEmail('e2e-customer'), password: 'a long e2e password' };
  // The browser context's request client shares its cookies: this signs the browser in as the customer.
  expect((await context.request.post('/api/auth/register', { data: customer })).status()).toBe(201);
  const login = await context.request.post('/api/auth/login', {
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/admin');

  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
});

test('the admin login page passes the accessibility audit', async ({ page, checkA11y }) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await checkA11y();
});

test('an admin signs in, finds a paid order, moves it to loading and signs out', async ({
  page,
  request,
  checkA11y,
}) => {
  const buyerEmail = uniqueEmail('e2e-admin-buyer');
  const orderId = await placePaidOrder(request, buyerEmail);
  const { number } = (await (await request.get(`/api/orders/${orderId}`)).json()) as { number: string };

  await page.goto('/admin/login');
  await adminLogIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await expect(toasts(page).getByText('Login Successful', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Redirecting to admin dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Paid \d+$/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Revenue per day, last 30 days/ })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Administrator')).toBeVisible();
  await checkA11y();

  // The header's search box finds the order by the buyer's email, grouped under Orders.
  await page.getByRole('searchbox', { name: 'Search users, orders and payments' }).fill(buyerEmail);
  const results = page.getByRole('search', { name: 'Admin search' });
  await expect(results.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(results.getByRole('link', { name: new RegExp(number) })).toBeVisible();
  await page.goto(`/admin/orders?q=${encodeURIComponent(buyerEmail)}`);
  const table = page.getByRole('table', { name: 'Orders, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Admin Spec Buyer');
  await expect(table).toContainText('Paid');
  await checkA11y();

  await table.getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Download invoice / })).toBeVisible();
  const newStatus = page.getByRole('combobox', { name: 'New status' });
  await expect(newStatus.getByRole('option')).toHaveText(['Loading', 'Cancelled']);
  await checkA11y();

  await newStatus.selectOption('loading');
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Truck booked for Monday.');
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(toasts(page).getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(newStatus.getByRole('option')).toHaveText(['Dispatched']);
  await expect(page.getByText('Truck booked for Monday.')).toBeVisible();

  // The change is in the audit log, and the buyer's email waits in the outbox.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table', { name: 'Audit log, newest first' })).toContainText(number);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
  const outbox = page.getByRole('table', { name: 'Outbox emails, newest first' });
  await expect(outbox.getByRole('row').filter({ hasText: buyerEmail }).first()).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toasts(page).getByText('Logout Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
