import type { Page } from '@playwright/test';
import { checkA11yOf, expect, pageAllowing401, test, toasts, uniqueEmail } from './fixtures';

async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/login?tab=signup-customer');
  await page.getByRole('textbox', { name: 'Full name' }).fill(account.name);
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  await page.getByRole('main').getByRole('textbox', { name: 'Address' }).fill('12 Mandi Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Indore');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Madhya Pradesh');
  await page.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toasts(page).getByText('Registration Successful!', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Welcome! Please log in to continue.')).toBeVisible();
  // 1.5 seconds later the login tab opens.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test('a customer signs up, logs in to the dashboard, logs out and is asked to log in again', async ({
  context,
}) => {
  // Sign-up, sign-in and two accessibility audits: about 24 s on a phone-sized page alone here, more than
  // the default time once the machine is busy.
  test.slow();
  const { page, unexpectedErrors } = await pageAllowing401(context);
  const account = { name: 'Esha Kapoor', email: uniqueEmail('e2e'), password: 'a long e2e password' };

  await signUp(page, account);
  await checkA11yOf(page);

  const loginResponse = page.waitForResponse('**/api/auth/login');
  await logIn(page, account.email, account.password);
  const { token } = (await (await loginResponse).json()) as { token: string };
  await expect(toasts(page).getByText('Login Successful!', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Redirecting to customer dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customer$/);

  // The session is an httpOnly cookie; the token of the answer is for API clients and never kept.
  const cookies = await context.cookies();
  expect(cookies.some((cookie) => cookie.httpOnly)).toBe(true);
  const storage = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(storage).not.toContain(token);

  await expect(page.getByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeVisible();
  for (const label of ['Active Orders', 'Cancelled', 'Delivered', 'Support']) {
    await expect(page.locator('dt', { hasText: label }).locator('+ dd')).toHaveText('0');
  }
  await checkA11yOf(page);

  // After a reload the browser still knows who is signed in, and the server confirms it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Dashboard' })).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: `Account menu for ${account.name}` }).click();
  await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute(
    'href',
    '/dashboard/customer',
  );
  await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/customer',
  );
  await checkA11yOf(page);
  await header.getByRole('button', { name: 'Logout' }).click();

  await expect(toasts(page).getByText('Logout Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/dashboard/customer');
  await expect(page).toHaveURL(/\/login\?tab=login&redirectTo=%2Fdashboard%2Fcustomer$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  // Logging in again returns to the page that asked for it.
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/customer$/);

  expect(unexpectedErrors(), 'console errors on the page').toEqual([]);
});

test('a wrong password shows Login Failed and stays on the login page', async ({ context }) => {
  const { page, unexpectedErrors } = await pageAllowing401(context);
  const account = { name: 'Farid Khan', email: uniqueEmail('e2e'), password: 'a long e2e password' };
  await signUp(page, account);

  await logIn(page, account.email, 'not the password');

  await expect(toasts(page).getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(unexpectedErrors(), 'console errors on the page').toEqual([]);
});

test('the login page and its tabs pass the accessibility audit', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await checkA11y();

  await page.getByRole('tab', { name: 'Customer Sign Up' }).click();
  await expect(page).toHaveURL(/\?tab=signup-customer$/);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match.')).toHaveCount(0);
  await expect(page.getByText('Please enter your full name.')).toBeVisible();
  await checkA11y();

  await page.getByRole('tab', { name: 'Customer Sign Up' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Supplier' })).toBeFocused();
  // The tab holds the supplier registration form itself.
  await expect(page.getByRole('button', { name: 'Pay ₹99 & Register' })).toBeVisible();
  await checkA11y();
});

test('Forgot Password always answers that a link was sent', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('e2e'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();

  await expect(toasts(page).getByText('Password Reset Link Sent!', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('If an account exists for that email, a password reset link has been sent.'),
  ).toBeVisible();
  await checkA11y();
});
