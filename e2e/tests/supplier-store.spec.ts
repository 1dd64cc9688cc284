import type { Browser, Page } from '@playwright/test';
import { expect, test, toasts, uniqueEmail } from './fixtures';
import { adminSignIn, registerSupplier } from './member-steps';

// A supplier's product from listing to store (issue 18): the supplier fills the listing form, an admin
// approves the supplier and the listing in the admin area, and a visitor finds the product by search in
// English and in Hindi, reads who sells it and its price by quantity, and opens the supplier's page.

/** A second person at another browser: the admin, apart from the supplier's and the visitor's sessions. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await adminSignIn(page);
  return page;
}

async function fillListing(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Add Product' });
  await form.getByLabel(/^Product name/).fill(name);
  await form.getByLabel(/^Category/).selectOption('Pulses');
  await form.getByLabel(/^Short description/).fill('Unpolished toor dal (अरहर) from Latur, sun-dried.');
  await form.getByLabel(/^Full description/).fill('Machine-cleaned, unpolished toor dal in 30 kg sacks.');
  await form.getByLabel(/^HSN code/).fill('0713');
  await form.getByLabel(/^Unit/).selectOption('kg');
  await form.getByLabel(/^Price per unit/).fill('420');
  await form.getByLabel(/^Minimum order quantity/).fill('100');
  await form.getByLabel(/^Step/).fill('50');
  await form.getByLabel(/^Slab 1: from quantity/).fill('500');
  await form.getByLabel(/^Slab 1: price per unit/).fill('380');
  await form.getByLabel(/^Slab 2: from quantity/).fill('1000');
  await form.getByLabel(/^Slab 2: price per unit/).fill('360');
  await form.getByLabel(/^Stock/).fill('5000');
  await form.getByLabel(/^Low-stock alert at/).fill('500');
  await form.getByLabel(/^Weight per unit/).fill('1000');
  await form.getByLabel(/^Dispatch time/).fill('3');
  await form.getByLabel(/^Pickup state/).selectOption('Maharashtra');
  await form.getByLabel(/^Pickup PIN code/).fill('413512');
  return form;
}

test('a supplier lists toor dal with two slabs; approved, a visitor finds it in English and Hindi, sees the slab price and the supplier', async ({
  page,
  browser,
  playwright,
  baseURL,
  isMobile,
  checkA11y,
}) => {
  // Three people, two admin decisions and a search: a long flow.
  test.slow();
  const email = uniqueEmail('lister');
  const business = `Latur Dal Mill ${Date.now()}`;
  const name = `Toor Dal तूर दाल ${Date.now().toString(36)}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  await registerSupplier(api, email, business);
  await api.dispose();

  // The supplier signs in and drafts the listing while waiting for approval.
  await page.goto('/login');
  await page.getByRole('main').getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('supplier-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/supplier$/);
  await page.goto('/dashboard/products/new');
  const form = await fillListing(page, name);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(`${name} has been saved.`)).toBeVisible();

  const admin = await adminPage(browser, baseURL!);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Suppliers' }).click();
  const supplierRow = admin.getByRole('table', { name: 'Suppliers, newest first' }).getByRole('row').filter({
    hasText: business,
  });
  await supplierRow.getByRole('button', { name: `Approve ${business}` }).click();
  await expect(toasts(admin).getByText('Supplier Approved', { exact: true })).toBeVisible();

  // Approved, the supplier sends the draft for review.
  await page.goto('/dashboard/products');
  const listing = page
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(listing).toContainText('Draft');
  await listing.getByRole('button', { name: `Send for review: ${name}` }).click();
  await expect(listing).toContainText('Waiting for review');

  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Listings/ })
    .click();
  const review = admin
    .getByRole('list', { name: 'Listings waiting for review' })
    .getByRole('listitem')
    .filter({
      hasText: name,
    });
  await review.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(toasts(admin).getByText('Listing Approved', { exact: true })).toBeVisible();
  await admin.context().close();
  await page.reload();
  await expect(listing).toContainText('On sale');

  // A visitor, in a browser of their own, searches in English and in Hindi.
  const visitorContext = await browser.newContext({
    baseURL,
    ...(isMobile ? { isMobile, hasTouch: true } : {}),
  });
  const visitor = await visitorContext.newPage();
  for (const query of ['toor dal', 'तूर']) {
    await visitor.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(visitor.getByRole('link', { name })).toBeVisible();
  }
  await visitor.getByRole('link', { name }).click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('Verified supplier')).toBeVisible();

  // Under the minimum and off the step the quantity is corrected; at 500 kg the first slab applies.
  const slabs = visitor.getByRole('region', { name: 'Price by quantity' });
  // Quantities and prices per unit are left-to-right islands (invisible marks) for Urdu and Arabic.
  const shown = async (texts: Promise<string[]>) =>
    (await texts).map((text) => text.replace(/[\u2066\u2069]/g, ''));
  await expect
    .poll(() => shown(slabs.getByRole('listitem').allInnerTexts()))
    .toEqual(['₹420.00/kg from 100 kg', '₹380.00/kg from 500 kg', '₹360.00/kg from 1000 kg']);
  const priceAt = async () => (await shown(slabs.getByText(/^At /).allInnerTexts()))[0];
  const quantity = visitor.getByRole('spinbutton', { name: 'Quantity (kg)' });
  await quantity.fill('40');
  await quantity.blur();
  await expect(quantity).toHaveValue('100');
  await quantity.fill('500');
  await expect.poll(priceAt).toBe('At 500 kg: ₹380.00/kg');
  await visitor.getByRole('button', { name: 'Increase quantity' }).click();
  await expect.poll(priceAt).toBe('At 550 kg: ₹380.00/kg');
  await expect(visitor.getByRole('note')).toContainText('Ordering opens soon');
  await expect(visitor.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await visitor.getByRole('link', { name: business }).click();
  await expect(visitor).toHaveURL(/\/suppliers\/latur-dal-mill-\d+$/);
  await expect(visitor.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await expect(
    visitor.getByRole('list', { name: `Products of ${business}` }).getByRole('link', { name }),
  ).toBeVisible();
  const supplierPage = new URL(visitor.url()).pathname;
  await visitorContext.close();

  // The supplier's page passes the accessibility audit, as the test's own page, in English and in Urdu
  // (right to left), as i18n.spec.ts audits the other public pages.
  await page.goto(supplierPage);
  await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
  await checkA11y();
  await page.evaluate(() => window.localStorage.setItem('reticulation-language', 'ur'));
  await page.context().addCookies([{ name: 'reticulation-language', value: 'ur', url: baseURL! }]);
  await page.goto(supplierPage);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('list', { name: `${business} کی مصنوعات` }).getByRole('link', { name }),
  ).toBeVisible();
  await checkA11y();
});
