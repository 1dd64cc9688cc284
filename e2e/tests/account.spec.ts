import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, checkA11yOf, expect, pageAllowing401, test, toasts, uniqueEmail } from './fixtures';

const almonds = 'A Grade Quality Almond Nuts';
const cornFlour = 'A Grade Quality Corn Flour';

async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/login?tab=signup-customer');
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.name);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toasts(page).getByText('Registration Successful!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function addToWishlist(page: Page, productId: number, name: string) {
  await page.goto(`/product/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(toasts(page).getByText('Added to Wishlist!', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText(`${name} was added to your wishlist.`)).toBeVisible();
}

/** 500 kg corn flour bought and paid in the sandbox with the browser's session, as checkout does it. */
async function placePaidOrder(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/api/create-order', {
    data: {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: {
        fullName: 'Gauri Nair',
        email,
        address: '21 Coir Street',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { id: gatewayOrderId, orderId } = (await created.json()) as { id: string; orderId: string };
  const paid = await request.post('/api/payments/sandbox/pay', {
    data: { order_id: gatewayOrderId, outcome: 'success' },
  });
  expect((await request.post('/api/verify-payment', { data: await paid.json() })).ok()).toBe(true);
  return orderId;
}

/** An admin starts loading the order, through the admin API, so its history has a third step. */
async function startLoading(baseURL: string, orderId: string) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  try {
    expect((await admin.post('/api/admin/login', { data: ADMIN })).ok()).toBe(true);
    const moved = await admin.post(`/api/admin/orders/${orderId}/status`, {
      data: { status: 'loading', note: 'Loading at the Indore yard.' },
    });
    expect(moved.ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

test('a customer’s account: wishlist joined at sign-in, order history, reorder, profile, password and logout', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { page, unexpectedErrors } = await pageAllowing401(context);
  const account = { name: 'Gauri Nair', email: uniqueEmail('account'), password: 'a long e2e password' };

  // A visitor saves a product; it stays in this browser until they sign in.
  await addToWishlist(page, 63, almonds);

  await signUp(page, account);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/customer$/);

  // The visitor's wishlist joined the account, and a product saved now is kept by the server.
  await addToWishlist(page, 2, cornFlour);
  await page.goto('/dashboard/wishlist');
  const saved = page.getByRole('list', { name: 'Saved products' });
  await expect(saved.getByRole('link', { name: almonds })).toBeVisible();
  await expect(saved.getByRole('link', { name: cornFlour })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('bulk-visitor-wishlist'))).toBeNull();
  await checkA11yOf(page);
  await page.getByRole('button', { name: `Remove ${almonds} from wishlist` }).click();
  await expect(toasts(page).getByText('Removed from Wishlist', { exact: true })).toBeVisible();
  await expect(saved.getByRole('link', { name: almonds })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: cornFlour })).toBeVisible();
  await expect(page.getByRole('link', { name: almonds })).toHaveCount(0);

  // An order paid with this session, then started loading by the store.
  const orderId = await placePaidOrder(page.request, account.email);
  await startLoading(baseURL!, orderId);
  const { number } = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { number: string };
  expect(number).toMatch(/^BT-\d{2}-\d{6}$/);

  // The buyer sees the order by its number, never its internal id.
  await page.goto('/dashboard/orders');
  await expect(page.getByRole('table', { name: 'Your orders, newest first' })).toContainText(number);
  await page.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(orderId);
  await expect(page.getByRole('table', { name: 'Products in this order' })).toContainText(cornFlour);
  await expect(page.getByRole('table', { name: 'Products in this order' })).toContainText('500 kg');
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('21 Coir Street');
  const history = page.getByRole('region', { name: 'Status history' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Awaiting payment');
  await expect(history.nth(1)).toContainText('Paid');
  await expect(history.nth(2)).toContainText('Loading');
  await expect(history.nth(2)).toContainText('Loading at the Indore yard.');
  await expect(history.nth(2).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveAttribute(
    'href',
    `/api/orders/${orderId}/invoice`,
  );
  await checkA11yOf(page);

  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(toasts(page).getByText('Order Added to Cart', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText(cornFlour);
  expect(await page.evaluate(() => window.localStorage.getItem('reticulation-cart'))).toBe(
    JSON.stringify([{ productId: 2, quantity: 500 }]),
  );

  // Profile: a bad mobile number is explained, a good one saved.
  await page.goto('/dashboard/profile');
  const main = page.getByRole('main');
  const phone = main.getByRole('textbox', { name: 'Mobile number' });
  await phone.fill('12345');
  await main.getByRole('textbox', { name: 'City' }).fill('Kochi');
  await main.getByRole('combobox', { name: 'State' }).selectOption('Kerala');
  await main.getByRole('button', { name: 'Save Profile' }).click();
  await expect(
    main.getByText('Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.'),
  ).toBeVisible();
  await checkA11yOf(page);
  await phone.fill('9876543210');
  await main.getByRole('textbox', { name: /^Full name/ }).fill('Gauri S Nair');
  await main.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toasts(page).getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Mobile number' })).toHaveValue(
    '9876543210',
  );
  await expect(page.getByRole('main').getByRole('combobox', { name: 'State' })).toHaveValue('Kerala');
  // The new name is the signed-in user's at once: in the details and in the header's account menu.
  await expect(
    page
      .getByRole('main')
      .locator('dt', { hasText: /^Name$/ })
      .locator('+ dd'),
  ).toHaveText('Gauri S Nair');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Account menu for Gauri S Nair' }),
  ).toBeVisible();

  // Change the password, log out, and only the new password opens the account.
  await page.goto('/dashboard/change-password');
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill('a newer e2e password');
  await page.getByLabel(/^Confirm new password/).fill('a newer e2e password');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).getByText('Password Changed', { exact: true })).toBeVisible();
  await checkA11yOf(page);

  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(toasts(page).getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/wishlist');
  await expect(page).toHaveURL(/\/login\?tab=login&redirectTo=%2Fdashboard%2Fwishlist$/);
  await logIn(page, account.email, 'a newer e2e password');
  await expect(page).toHaveURL(/\/dashboard\/wishlist$/);
  await expect(page.getByRole('link', { name: cornFlour })).toBeVisible();

  expect(unexpectedErrors(), 'console errors on the page').toEqual([]);
});

test('another customer’s order is not found, and the dashboard pages pass the audit empty', async ({
  context,
}) => {
  const { page, unexpectedErrors } = await pageAllowing401(context);
  const buyer = uniqueEmail('account');
  const orderId = await placePaidOrder(context.request, buyer);
  const account = { name: 'Hari Menon', email: uniqueEmail('account'), password: 'a long e2e password' };
  await signUp(page, account);
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/customer$/);

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('We could not find this order in your account.')).toBeVisible();
  await checkA11yOf(page);

  await page.goto('/dashboard/wishlist');
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await checkA11yOf(page);

  expect(
    unexpectedErrors().filter((text) => !/Failed to load resource: .*status of 404/.test(text)),
    'console errors on the page',
  ).toEqual([]);
});
