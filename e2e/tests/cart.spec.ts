import { expect, test } from './fixtures';

const cornFlour = 'A Grade Quality Corn Flour';

test('a shopper fills the bulk cart from a product page, corrects a quantity and empties it', async ({
  page,
  checkA11y,
}) => {
  const toasts = page.getByRole('region', { name: /notifications/i });
  const header = page.getByRole('banner');

  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1, name: cornFlour })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity (kg)' })).toHaveValue('500');
  await checkA11y();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts.getByText('Added to Cart!', { exact: true })).toBeVisible();
  await expect(toasts.getByText(`500 x ${cornFlour} added to your bulk cart.`)).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toasts.getByText('Cart Updated', { exact: true })).toBeVisible();
  await expect(toasts.getByText(`${cornFlour} quantity increased to 1000.`)).toBeVisible();
  await expect(toasts.getByRole('listitem')).toHaveCount(1);

  const cartLink = header.getByRole('link', { name: 'Cart, 1 item' });
  await expect(cartLink).toBeVisible();
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);

  const quantity = page.getByRole('spinbutton', { name: `Quantity (kg) for ${cornFlour}` });
  await expect(quantity).toHaveValue('1000');
  await quantity.fill('650');
  await quantity.blur();
  await expect(toasts.getByText('Invalid Step Quantity', { exact: true })).toBeVisible();
  await expect(
    toasts.getByText(`Quantity for ${cornFlour} must be in steps of 100. Adjusted.`),
  ).toBeVisible();
  await expect(quantity).toHaveValue('600');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('₹54,000.00');
  await checkA11y();

  await page.reload();
  await expect(quantity).toHaveValue('600');

  await page.getByRole('button', { name: `Remove ${cornFlour}` }).click();
  await expect(toasts.getByText('Item Removed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  await expect(header.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('an unknown product ends on the Page Not Found page', async ({ context }) => {
  // The shared `page` fixture fails on any console error, and Chromium logs every 404 response as one
  // ("Failed to load resource"). Here the 404 is the point, so this test opens its own page and allows
  // exactly that message, while still failing on any other error.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/product/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);

  const unexpected = errors.filter((text) => !/Failed to load resource: .*status of 404/.test(text));
  expect(unexpected, 'console errors on the page').toEqual([]);
});
