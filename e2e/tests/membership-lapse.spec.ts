import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Browser, Page } from '@playwright/test';
import { OwnStore } from '../store-server';
import { expect, test as storeTest, toasts, uniqueEmail } from './fixtures';
import { adminHeaders, registerSupplier } from './member-steps';

// Issue 18: "a lapsed membership pauses the listings and a renewal brings them back". The server's clock
// cannot be moved, so the year is made to have ended: the test runs a store of its own, stops it, and
// writes into its database what it would hold had the admin approved the supplier 400 days ago (a year
// and the 15 days of grace ago, and more). The store's own job queue then lapses the membership when it
// starts again; everything the supplier and a visitor see, and the renewal, is the store's real flow.

const test = storeTest.extend<{ store: OwnStore }>({
  store: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'bulk-e2e-lapse-'));
      const store = await OwnStore.start(dataDir);
      await use(store);
      await store.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    // A fresh store migrates and seeds its database first, beside the shared server's and other tests.
    { timeout: 120_000 },
  ],
  baseURL: async ({ store }, use) => use(store.url),
  // The store refuses a cookie POST from another origin: the shared server's would be one.
  extraHTTPHeaders: async ({ store }, use) => use({ origin: store.url }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves a supplier's membership year `days` back, as though the admin had approved it that much earlier:
 * the approval, the end, and the year's jobs still queued (their time and the end each carries, which
 * the job compares with the supplier's). Runs on the store's embedded database while the store is stopped.
 */
async function approvedEarlier(databaseDir: string, email: string, days: number) {
  const db = await PGlite.create(databaseDir, { extensions: { pg_trgm, unaccent } });
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ user_id: number; valid_until: Date }>(
        `SELECT p.user_id, p.valid_until FROM supplier_profiles p JOIN users u ON u.id = p.user_id
          WHERE u.email = $1`,
        [email],
      );
      const [supplier] = rows;
      if (!supplier) throw new Error(`no approved supplier ${email}`);
      const end = new Date(supplier.valid_until.getTime() - days * DAY_MS);
      await tx.query(
        `UPDATE supplier_profiles
            SET valid_until = $2, decided_at = decided_at - make_interval(days => $3)
          WHERE user_id = $1`,
        [supplier.user_id, end, days],
      );
      const moved = await tx.query(
        `UPDATE jobs
            SET run_at = run_at - make_interval(days => $2),
                payload = jsonb_set(payload, '{validUntil}', to_jsonb($3::text))
          WHERE kind LIKE 'membership.%' AND done_at IS NULL AND (payload->>'userId')::int = $1`,
        [supplier.user_id, days, end.toISOString()],
      );
      // The approval queued three reminders, the end (decision 023) and the lapse.
      if (moved.affectedRows !== 5)
        throw new Error(`expected the year's 5 jobs, found ${moved.affectedRows}`);
    });
  } finally {
    await db.close();
  }
}

/** A listing the supplier drafts: moong dal by the kilogram, from 100 kg. */
function moongDal(name: string) {
  return {
    name,
    category: 'Pulses',
    shortDescription: 'Split moong dal from Vidisha, sorted and cleaned.',
    fullDescription: 'Split yellow moong dal, machine-sorted, packed in 30 kg sacks.',
    hsn: '0713',
    unit: 'kg',
    moq: 100,
    stepQty: 50,
    pricePaise: 11_500,
    slabs: [],
    stock: 4000,
    lowStockThreshold: 400,
    weightGrams: 1000,
    packagingSizes: ['30 kg sack'],
    dispatchDays: 2,
    pickupState: 'Madhya Pradesh',
    pickupPin: '464001',
    specifications: [],
    sku: '',
  };
}

/** A visitor in a browser of their own, on the same kind of device as the test's. */
async function visitorPage(browser: Browser, baseURL: string, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(isMobile ? { isMobile, hasTouch: true } : {}) });
  return context.newPage();
}

/** What a visitor finds of the product: on the suppliers' part of /products, and by a search for it. */
async function expectInStore(visitor: Page, name: string, onSale: boolean) {
  await visitor.goto('/products?seller=suppliers');
  const main = visitor.getByRole('main');
  if (onSale) {
    await expect(main.getByRole('link', { name })).toBeVisible();
  } else {
    // This store's only supplier has nothing on sale.
    await expect(main.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  }
  await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
  if (onSale) {
    await expect(main.getByRole('link', { name })).toBeVisible();
  } else {
    await expect(main.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(main.getByRole('link', { name })).toHaveCount(0);
  }
}

test('a lapsed membership pauses the listings and a renewal brings them back', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
  store,
  checkA11y,
}) => {
  // Two starts of a store, two admin decisions, a payment: a long flow.
  test.slow();
  const email = uniqueEmail('renewer');
  const business = `Vidisha Pulses ${Date.now()}`;
  const name = `Moong Dal ${Date.now().toString(36)}`;

  // A supplier registers and pays (signing this browser in), an admin approves it, it lists moong dal,
  // and the admin approves the listing: made through the API, as the other specs prove each step.
  await registerSupplier(page.request, email, business);
  const headers = await adminHeaders(request);
  const suppliers = (await (await request.get('/api/admin/suppliers', { headers })).json()) as {
    userId: number;
    email: string;
  }[];
  const supplierId = suppliers.find((record) => record.email === email)!.userId;
  const approved = await request.post(`/api/admin/suppliers/${supplierId}/approve`, { headers });
  expect(approved.status(), await approved.text()).toBe(200);
  const created = await page.request.post('/api/supplier/products', { data: moongDal(name) });
  expect(created.status(), await created.text()).toBe(201);
  const { id: listingId } = (await created.json()) as { id: number };
  const submitted = await page.request.post(`/api/supplier/products/${listingId}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  const listed = await request.post(`/api/admin/listings/${listingId}/approve`, { headers });
  expect(listed.status(), await listed.text()).toBe(200);

  const visitor = await visitorPage(browser, baseURL!, isMobile);
  await expectInStore(visitor, name, true);

  // The year and its grace go by: the store stops, its database is given an approval 400 days old, and
  // the store starts again, its job queue finding the lapse due.
  await visitor.goto('about:blank');
  await page.goto('about:blank');
  await store.stop();
  await approvedEarlier(store.databaseDir, email, 400);
  await store.restart();

  // The supplier's dashboard says the membership has lapsed, and offers the renewal.
  await page.goto('/dashboard/supplier');
  await expect(page.getByTestId('approval-status')).toHaveText('Approved');
  await expect(page.getByRole('status').filter({ hasText: 'Your listings are paused' })).toHaveText(
    'Your listings are paused; renew to bring them back.',
  );
  const renew = page.getByRole('button', { name: 'Renew for ₹99.00' });
  await expect(renew).toBeVisible();
  await expect(page.getByTestId('days-left')).toHaveCount(0);
  await checkA11y();

  // The listing is paused for the membership (the queue runs due jobs every few seconds after the start:
  // the supplier looks again until it has).
  await page.goto('/dashboard/products');
  const listing = page
    .getByRole('list', { name: 'Your listings' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await expect(listing).toContainText('Paused (membership ended)', { timeout: 1000 });
  }).toPass();
  await expect(listing.getByRole('button', { name: `Resume: ${name}` })).toHaveCount(0);
  await expectInStore(visitor, name, false);

  // The supplier renews through the gateway's checkout.
  await page.goto('/dashboard/supplier');
  await renew.click();
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText('₹99.00');
  await sandbox.getByRole('button', { name: /^Pay/ }).click();
  await expect(toasts(page).getByText('Membership renewed', { exact: true })).toBeVisible();
  // A year from today, as the lapsed end lies behind.
  await expect(page.getByTestId('days-left')).toHaveText(/^36[56]$/);
  await expect(page.getByText('Your listings are paused')).toHaveCount(0);
  await expect(renew).toHaveCount(0);

  // The listing is back on sale, without another review.
  await page.goto('/dashboard/products');
  await expect(listing).toContainText('On sale');
  await expect(listing).not.toContainText('Waiting for review');
  await expectInStore(visitor, name, true);
  await visitor.context().close();
});
