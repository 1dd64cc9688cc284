import { checkA11yOf, expect, pageAllowingStatus, test } from './fixtures';

test('the home page shows the hero and its two calls to action', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentic Indian Spices & Natural Products' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'Find a Job' })).toHaveAttribute('href', '/register-job');
  await checkA11y();
});

test('the products page lists the whole catalogue of 71 products', async ({ page, checkA11y }) => {
  await page.goto('/products');
  await expect(page.getByText('71 products found')).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(71);
  const cornFlour = page.getByTestId('product-card').filter({ hasText: 'A Grade Quality Corn Flour' });
  await expect(cornFlour).toContainText('₹90.00');
  await expect(cornFlour).toContainText('500 kg');
  await checkA11y();
});

test('an unknown path is a 404 that shows Page Not Found with a way home', async ({ context }) => {
  const { page, unexpectedErrors } = await pageAllowingStatus(context, 404);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await checkA11yOf(page);
  expect(unexpectedErrors()).toEqual([]);
});

test('the header navigation reaches the products page', async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Products', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('71 products found')).toBeVisible();
});
