import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, test, toasts, uniqueEmail } from './fixtures';
import { pdfText } from './pdf-text';

// Real small files, made here: a one-page PDF, a 1x1 PNG; and an executable renamed to .pdf.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)]);
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** A listing as the supplier's form would send it. */
const TOOR_DAL = {
  name: 'Toor Dal, unpolished',
  category: 'Pulses',
  shortDescription: 'Sun-dried toor dal from Latur.',
  fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  hsn: '0713',
  unit: 'kg',
  moq: 100,
  stepQty: 50,
  pricePaise: 42_000,
  slabs: [],
  stock: 5000,
  lowStockThreshold: 500,
  weightGrams: 1000,
  packagingSizes: ['30 kg sack'],
  dispatchDays: 3,
  pickupState: 'Maharashtra',
  pickupPin: '413512',
  specifications: [],
  sku: '',
};

/**
 * A page that fails on console errors like the shared fixture, except Chromium's "Failed to load
 * resource" lines, which the tests below cause on purpose (a blocked script, a failing save).
 */
async function pageAllowingLoadFailures(browser: Browser) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      errors.push(message.text());
    }
  });
  return { page, errors };
}

async function fillSupplier(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Supplier registration' });
  await form.getByLabel(/^Business name/).fill('Malwa Agro Traders');
  await form.getByLabel(/^Contact person/).fill('Ravi Patel');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Mobile number/).fill('98765 43210');
  await form.getByLabel(/^Password/).fill('supplier-pass-1');
  await form.getByLabel(/^Confirm password/).fill('supplier-pass-1');
  await form.getByLabel('Pulses').check();
  await form.getByLabel('Indian Spices').check();
  await form.getByLabel(/^Business address/).fill('14 Sanwer Road, Indore, Madhya Pradesh 452015');
  await form.getByLabel(/^GST certificate/).setInputFiles(pdf('gst-certificate.pdf'));
  await form
    .getByLabel(/^Business logo/)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel(/^Signed Supplier Policy/).setInputFiles(pdf('supplier-policy-signed.pdf'));
  await form.getByLabel(/I accept the/).check();
  return form;
}

async function fillJobseeker(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Job seeker registration' });
  await form.getByLabel(/^Full name/).fill('Neha Sharma');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^Phone/).fill('9123456780');
  await form.getByLabel(/^Password/).fill('seeker-pass-1');
  await form.getByLabel(/^Confirm password/).fill('seeker-pass-1');
  await form.getByLabel('Date of birth').fill('1998-04-12');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Qualification').fill('B.Com');
  await form.getByLabel('Experience').fill('2 years in sales');
  await form.getByLabel('City and state').fill('Bhopal, Madhya Pradesh');
  await form.getByLabel(/^Resume/).setInputFiles(pdf('resume.pdf'));
  await form
    .getByLabel(/^ID proof/)
    .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG });
  await form.getByLabel(/^Signed Job Seeker Policy/).setInputFiles(pdf('job-seeker-policy-signed.pdf'));
  await form.getByLabel(/I accept the/).check();
  return form;
}

async function payInSandbox(page: Page, amount: string) {
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText(amount);
  await sandbox.getByRole('button', { name: /^Pay/ }).click();
}

test('a supplier pays Rs 99 with real documents, lands on the thank-you page, and finds it all on the dashboard', async ({
  page,
  request,
  checkA11y,
}) => {
  // A long flow (two audits, a payment, a PDF, an admin decision): triple the time per test.
  test.slow();
  const email = uniqueEmail('supplier');
  await page.goto('/register-supplier');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Verified Supplier' })).toBeVisible();
  const form = await fillSupplier(page, email);
  await checkA11y();

  // Bad files are caught before any payment: an executable named .pdf, then a file over 5 MB.
  const gst = form.getByLabel(/^GST certificate/);
  await gst.setInputFiles({ name: 'gst.pdf', mimeType: 'application/pdf', buffer: EXE });
  await form.getByRole('button', { name: 'Pay ₹99 & Register' }).click();
  await expect(toasts(page).getByText('Must be a PDF, JPEG or PNG file.')).toBeVisible();
  await expect(gst).toHaveAttribute('aria-invalid', 'true');
  await gst.setInputFiles({
    name: 'gst.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
  });
  await form.getByRole('button', { name: 'Pay ₹99 & Register' }).click();
  await expect(toasts(page).getByText('Must be at most 5 MB.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /sandbox/ })).toHaveCount(0);

  await gst.setInputFiles(pdf('gst-certificate.pdf'));
  await form.getByRole('button', { name: 'Pay ₹99 & Register' }).click();
  await payInSandbox(page, '₹99.00');

  await expect(toasts(page).getByText('✅ Registration Successful')).toBeVisible();
  await expect(toasts(page).getByText('Payment received & supplier registered.')).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?type=supplier&amount=99$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Successful!' })).toBeVisible();
  await expect(page.getByText('verified and activated within 24-48 hours')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  const invoice = await pdfText((await download.path())!);
  for (const expected of [
    'Tax Invoice',
    'Malwa Agro Traders',
    'Verified supplier membership, 1 year',
    '998599',
    'Rs. 99.00',
  ]) {
    expect(invoice).toContain(expected);
  }

  // Signed in by the registration: the dashboard shows the pending approval and the membership year.
  await page.goto('/dashboard/supplier');
  await expect(page.getByRole('heading', { name: 'Malwa Agro Traders' })).toBeVisible();
  await expect(page.getByTestId('approval-status')).toHaveText('Pending');
  await expect(page.getByText('Sales Today')).toBeVisible();
  // Discounts are each listing's price slabs: the quick action leads to the listings.
  await expect(page.getByRole('link', { name: 'Discounts' })).toHaveAttribute('href', '/dashboard/products');
  await checkA11y();
  // Listings are real: Add Product opens the listing form, where drafts are kept until approval.
  await page.getByRole('link', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/new$/);
  await expect(page.getByText(/Every field marked with an asterisk is needed/)).toBeVisible();

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('link', { name: /^Download Invoice INV\// })).toBeVisible();
  await expect(page.getByText('₹99.00')).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('gst-certificate.pdf')).toBeVisible();
  await expect(page.getByText('logo.png')).toBeVisible();

  // An admin approves (in their own session, apart from the supplier's): the supplier's dashboard says so.
  const login = await request.post('/api/admin/login', { data: ADMIN });
  const adminToken = ((await login.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${adminToken}` };
  const suppliers = (await (await request.get('/api/admin/suppliers', { headers })).json()) as {
    userId: number;
    email: string;
  }[];
  const supplier = suppliers.find((record) => record.email === email)!;
  const approved = await request.post(`/api/admin/suppliers/${supplier.userId}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  await page.goto('/dashboard/supplier');
  await expect(page.getByTestId('approval-status')).toHaveText('Approved');

  // The approved supplier lists a product with two photos, each re-encoded by the server; once an admin
  // approves, the store shows them. (A file refused by its content is a 415, which this page's console
  // check would count as an error: the API tests cover it.)
  const listingId = await page.evaluate(async (fields) => {
    const response = await fetch('/api/supplier/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    return ((await response.json()) as { id: number }).id;
  }, TOOR_DAL);
  await page.goto(`/dashboard/products/${listingId}`);
  const files = page.getByRole('region', { name: 'Photos and documents' });
  await files.getByLabel('Add photos').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(files.getByText('Files added: 2.')).toBeVisible();
  await expect(files.getByRole('list', { name: 'Photos, the cover first' }).getByRole('img')).toHaveCount(2);
  await checkA11y();
  const submitted = await page.evaluate(
    async (id) => (await fetch(`/api/supplier/products/${id}/submit`, { method: 'POST' })).status,
    listingId,
  );
  expect(submitted).toBe(200);
  const listingApproved = await request.post(`/api/admin/listings/${listingId}/approve`, { headers });
  expect(listingApproved.status(), await listingApproved.text()).toBe(200);
  const { productId } = (await listingApproved.json()) as { productId: number };
  await page.goto(`/product/${productId}`);
  const cover = page.getByRole('img', { name: TOOR_DAL.name, exact: true });
  await expect(cover).toHaveAttribute('srcset', /\/api\/listing-photos\/[0-9a-f]{32}\.webp 1200w/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'More photos' }).getByRole('img')).toHaveCount(1);
});

test('a job seeker registers from the login tab for Rs 49 and sees the profile on the dashboard', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  const email = uniqueEmail('seeker');
  await page.goto('/login?tab=register-jobseeker');
  const form = await fillJobseeker(page, email);
  await form.getByLabel(/^Confirm password/).fill('other-pass-1');
  await form.getByRole('button', { name: 'Pay ₹49 & Register' }).click();
  await expect(toasts(page).getByText('Passwords do not match', { exact: true })).toBeVisible();
  await form.getByLabel(/^Confirm password/).fill('seeker-pass-1');
  await checkA11y();

  await form.getByRole('button', { name: 'Pay ₹49 & Register' }).click();
  await payInSandbox(page, '₹49.00');
  await expect(toasts(page).getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\?type=jobseeker&amount=49$/);
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toBeVisible();

  await page.goto('/dashboard/jobseeker');
  await expect(page).toHaveURL(/\/dashboard\/job-seeker$/);
  await expect(page.getByText('Hello, Neha Sharma!')).toBeVisible();
  // The job board profile's completion: the mobile and the three documents of its 10 parts (the
  // qualification, experience, skills, cities, salary and languages are filled on the profile page).
  await expect(page.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await checkA11y();
  // Update Resume opens the profile page at the job profile, where the resume is replaced.
  await page.getByRole('link', { name: 'Update Resume' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile#job-profile$/);
  await expect(page.getByRole('heading', { name: 'Job profile' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Payment Status' })
    .click();
  await expect(page.getByText('₹49.00')).toBeVisible();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByText('Resume: resume.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('B.Com')).toBeVisible();
});

test('a failed payment goes to /payment-failed and creates no account', async ({ page }) => {
  const email = uniqueEmail('failed');
  await page.goto('/register-job');
  const form = await fillJobseeker(page, email);
  await form.getByRole('button', { name: 'Pay ₹49 & Register' }).click();
  await page
    .getByRole('dialog', { name: /sandbox/ })
    .getByRole('button', { name: 'Decline payment' })
    .click();
  await expect(page).toHaveURL(/\/payment-failed$/);
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/register-supplier');
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'seeker-pass-1' } });
  expect(login.status()).toBe(401);
});

test('a checkout script that does not load stops the form with that message', async ({ browser }) => {
  const { page, errors } = await pageAllowingLoadFailures(browser);
  await page.route('**/checkout.js', (route) => route.abort());
  await page.goto('/register-supplier');
  const form = await fillSupplier(page, uniqueEmail('noscript'));
  await form.getByRole('button', { name: 'Pay ₹99 & Register' }).click();
  await expect(form.getByRole('alert')).toHaveText('The payment SDK failed to load.');
  await expect(form.getByRole('button', { name: 'Pay ₹99 & Register' })).toBeEnabled();
  expect(errors).toEqual([]);
  await page.close();
});

test('a save that fails after the payment is completed by submitting again, without paying twice', async ({
  browser,
}) => {
  const { page, errors } = await pageAllowingLoadFailures(browser);
  const email = uniqueEmail('retry');
  let failNextSave = true;
  await page.route('**/api/save-jobseeker', async (route) => {
    if (failNextSave) {
      failNextSave = false;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: 'The service is busy.' }),
      });
    } else {
      await route.continue();
    }
  });
  let orders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create-order')) orders += 1;
  });
  await page.goto('/register-job');
  const form = await fillJobseeker(page, email);
  await form.getByRole('button', { name: 'Pay ₹49 & Register' }).click();
  await payInSandbox(page, '₹49.00');
  await expect(form.getByRole('alert')).toContainText('you will not be charged twice');

  // The form keeps its fields and files: submitting again saves with the same payment.
  await form.getByRole('button', { name: 'Pay ₹49 & Register' }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=jobseeker&amount=49$/);
  expect(orders).toBe(1);
  await expect(page.getByRole('dialog', { name: /sandbox/ })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.close();
});
