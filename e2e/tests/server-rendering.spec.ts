import { expect, test, toasts } from './fixtures';

// The public pages come rendered by the server, and the app takes them over in the browser
// (docs/decisions/006-server-rendering.md).

test('the public pages can be read before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Authentic Indian Spices & Natural Products',
  );
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page.goto('/products?category=pulses');
  await expect(page).toHaveTitle('Products | Bulk Trade India');
  await expect(page.getByText(/\d+ products found/)).toBeVisible();

  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Grade Quality Corn Flour');
  await expect(page).toHaveTitle('A Grade Quality Corn Flour | Bulk Trade India');
  await context.close();
});

test('the app takes the page over without replacing it, and then it works', async ({ page }) => {
  // Marked while the page is still the server's, before any script of the app runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('h1')?.setAttribute('data-from-server', '');
    }),
  );
  await page.goto('/product/2');

  await expect(page.locator('h1[data-from-server]')).toHaveText('A Grade Quality Corn Flour');
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(toasts(page).getByText('Added to Wishlist!', { exact: true })).toBeVisible();
});

test('a cart kept in this browser shows in the header of a page the server rendered', async ({ page }) => {
  await page.goto('/product/2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts(page).getByText('Added to Cart!', { exact: true })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a visitor who chose another currency gets its prices, not the server’s rupees', async ({ page }) => {
  await page.goto('/product/2');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  // The choice is remembered once the page shows it; a reload before would leave it, as a person's would.
  await expect(page.getByRole('main').getByText('$').first()).toBeVisible();
  await page.reload();

  await expect(page.getByRole('main').getByText('$').first()).toBeVisible();
  await expect(page.getByRole('main').getByText('₹')).toHaveCount(0);
});
