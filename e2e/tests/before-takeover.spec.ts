import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test, toasts, uniqueEmail } from './fixtures';

// A visitor on a slow phone acts as soon as a control shows, before the app has taken over the page the
// server rendered (docs/decisions/009-input-before-takeover.md): every input must still take effect, once.
// These tests never wait for the app: each page is opened as soon as its first bytes arrive, and each control
// is used the moment it is visible.

// A slowed phone on a shared machine takes seconds to take a page over: the effects are awaited that long.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const cornFlour = 'A Grade Quality Corn Flour';

test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
});

/**
 * Returns once the page has painted, the moment a person first sees it. Playwright finds and uses elements
 * that were never painted; with the entry script blocking the first paint until it runs, a test acting
 * earlier would act before any person could, and before the holding of early input has begun.
 *
 * Painted means the first-contentful-paint entry, or, where Chrome has not (yet) recorded one, text in the
 * page and two animation frames since: the first of those frames drew that text. The entry alone once
 * never came in 44 runs on a loaded machine, and the test waited out its time.
 */
async function shown(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      if (performance.getEntriesByName('first-contentful-paint').length > 0) return true;
      if (!document.body?.innerText.trim()) return false;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return true;
    },
    undefined,
    { polling: 20 },
  );
}

/** Opens `path` and returns as soon as it shows, while the app is still on its way. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await shown(page);
}

/** The filters: the sidebar on a wide screen; on a phone the drawer behind 'Filters', opened at once. */
async function filtersOf(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

/** The header's language picker: in the bar on wide screens, in the menu on phones. */
async function languagePicker(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.locator('header select:has(option[value="hi"]):visible').first();
}

test('Add to Cart on a product page adds the product once', async ({ page }) => {
  await open(page, '/product/2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(toasts(page).getByText(`500 x ${cornFlour} added to your bulk cart.`)).toBeVisible();
  await expect(toasts(page).getByText('Cart Updated')).toHaveCount(0);
});

test('a product card opens its page, whose Add to Cart works at once', async ({ page }) => {
  await open(page, '/');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/product\/\d+$/);
  await shown(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(toasts(page).getByText(`added to your bulk cart.`)).toContainText(name);
});

test('the quantity stepper counts every press, in order, and the cart gets that quantity', async ({
  page,
}) => {
  await open(page, '/product/2');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity (kg)' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await increase.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // From 500 by the product's step: two steps up in all.
  await expect(quantity).not.toHaveValue('500');
  const value = Number(await quantity.inputValue());
  const step = (value - 500) / 2;
  expect(step).toBeGreaterThan(0);
  await expect(toasts(page).getByText(`${value} x ${cornFlour} added to your bulk cart.`)).toBeVisible();
});

test('on /products a category and a price band filter the list', async ({ page, isMobile, request }) => {
  const response = await request.get('/api/products?category=pulses&minPrice=100&maxPrice=250');
  const { total: expected } = (await response.json()) as { total: number };

  await open(page, '/products');
  const filters = await filtersOf(page, isMobile);
  await filters.getByRole('checkbox', { name: 'Pulses' }).click();
  await filters.getByRole('radio', { name: '₹100 - ₹250' }).click();

  await expect(page).toHaveURL(/\/products\?category=pulses&price=100-250$/);
  await expect(filters.getByRole('checkbox', { name: 'Pulses' })).toBeChecked();
  await expect(filters.getByRole('radio', { name: '₹100 - ₹250' })).toBeChecked();
  if (isMobile) await filters.getByRole('button', { name: `Show ${expected} products` }).click();
  await expect(page.getByText(`${expected} products found`)).toBeVisible();
});

test('on /staples a category and the price slider filter the groups', async ({ page, isMobile }) => {
  await open(page, '/staples');
  const main = page.getByRole('main');
  const filters = await filtersOf(page, isMobile);
  await filters.getByRole('checkbox', { name: 'Pulses' }).click();

  await expect(filters.getByRole('checkbox', { name: 'Pulses' })).toBeChecked();
  if (isMobile) await filters.getByRole('button', { name: /^Show \d+ products$/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Pulses', exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Indian Rice', exact: true })).toHaveCount(0);

  const price = (await filtersOf(page, isMobile)).getByRole('slider', { name: 'Max price' });
  await price.fill('0');
  await expect(price).toHaveAttribute('aria-valuetext', '₹0');
  if (isMobile) await page.getByRole('button', { name: 'Show 0 products' }).click();
  await expect(main.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
});

test('the price slider on /staples, moved before the app is in, filters the groups', async ({
  page,
  isMobile,
}) => {
  await open(page, '/staples');
  const price = (await filtersOf(page, isMobile)).getByRole('slider', { name: 'Max price' });
  await price.fill('0');

  await expect(price).toHaveAttribute('aria-valuetext', '₹0');
  if (isMobile) await page.getByRole('button', { name: 'Show 0 products' }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: 'No Products Found' })).toBeVisible();
});

test('the site’s navigation works at once: the menu on a phone, the bar’s links on a wide screen', async ({
  page,
  isMobile,
}) => {
  await open(page, '/products');
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certificates' }).click();
    await expect(page).toHaveURL(/\/certificates$/);
  }
});

test('a language chosen at once is the page’s language', async ({ page, isMobile }) => {
  await open(page, '/product/2');
  await (await languagePicker(page, isMobile)).selectOption('hi');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
});

test('a currency chosen at once shows its prices', async ({ page }) => {
  await open(page, '/products');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');

  const cornFlourCard = page.getByTestId('product-card').filter({ hasText: cornFlour });
  await expect(cornFlourCard).toContainText('$1.08');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
});

test('the newsletter form subscribes at once', async ({ page }) => {
  await open(page, '/');
  const newsletter = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' });
  await newsletter.getByLabel('Email address').fill(uniqueEmail('early-reader'));
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();

  await expect(toasts(page).getByText('Subscribed!', { exact: true })).toBeVisible();
  await expect(newsletter.getByLabel('Email address')).toHaveValue('');
});

test('a search typed and sent at once opens its results', async ({ page }) => {
  await open(page, '/search?q=basmati');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await search.fill('toor dal');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=toor\+dal$/);
  await expect(page.getByRole('heading', { name: /results? for “toor dal”$/ })).toBeVisible();
});
