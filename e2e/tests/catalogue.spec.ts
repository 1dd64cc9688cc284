import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The filters: the sidebar on desktop; on a phone, the drawer behind the 'Filters' button, which this
 * opens. Returns where the filter controls are.
 */
async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filters' });
  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused();
  return drawer;
}

test('the home page features 15 products and a View All link to the catalogue', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByTestId('product-card')).toHaveCount(15);
  for (const benefit of ['Quality Products', 'Career Growth', 'Supplier Partnership']) {
    await expect(page.getByRole('heading', { level: 2, name: benefit })).toBeVisible();
  }
  await checkA11y();

  await featured.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('71 products found')).toBeVisible();
});

test('products: Pulses at ₹100 - ₹250 survives a reload, and Clear All Filters shows all 71', async ({
  page,
  isMobile,
  checkA11y,
  request,
}) => {
  const response = await request.get('/api/products?category=pulses&minPrice=100&maxPrice=250');
  const { total: expected } = (await response.json()) as { total: number };
  expect(expected).toBeGreaterThan(0);
  const cards = page.getByTestId('product-card');

  await page.goto('/products');
  await expect(page.getByText('71 products found')).toBeVisible();

  let filters = await openFilters(page, isMobile);
  await filters.getByRole('checkbox', { name: 'Pulses' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Pulses' })).toBeChecked();
  await filters.getByRole('radio', { name: '₹100 - ₹250' }).click();
  await expect(filters.getByRole('radio', { name: '₹100 - ₹250' })).toBeChecked();
  await expect(page).toHaveURL(/\/products\?category=pulses&price=100-250$/);
  if (isMobile) {
    await checkA11y();
    await filters.getByRole('button', { name: `Show ${expected} products` }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
  }

  await expect(page.getByText(`${expected} products found`)).toBeVisible();
  await expect(cards).toHaveCount(expected);
  for (const category of await cards.locator('p').first().allTextContents()) {
    expect(category).toMatch(/pulses/i);
  }
  await checkA11y();

  await page.reload();
  await expect(page.getByText(`${expected} products found`)).toBeVisible();
  await expect(cards).toHaveCount(expected);
  filters = await openFilters(page, isMobile);
  await expect(filters.getByRole('checkbox', { name: 'Pulses' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Flour' })).not.toBeChecked();
  await expect(filters.getByRole('radio', { name: '₹100 - ₹250' })).toBeChecked();

  await filters.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(filters.getByRole('checkbox', { name: 'Pulses' })).not.toBeChecked();
  await expect(filters.getByRole('radio', { name: 'Any Price' })).toBeChecked();
  if (isMobile) {
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();
  }
  await expect(page.getByText('71 products found')).toBeVisible();
  await expect(cards).toHaveCount(71);
});

test('products: Back and Forward step through filter changes', async ({ page, isMobile }) => {
  await page.goto('/products?category=aprons');
  await expect(page.getByText('5 products found')).toBeVisible();

  const filters = await openFilters(page, isMobile);
  await filters.getByRole('radio', { name: '₹0 - ₹100' }).click();
  await expect(page).toHaveURL(/\?category=aprons&price=0-100$/);
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  if (isMobile) await page.keyboard.press('Escape');

  await page.goBack();
  await expect(page).toHaveURL(/\?category=aprons$/);
  await expect(page.getByText('5 products found')).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'No Products Found' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Clear All Filters' }).last().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('71 products found')).toBeVisible();
});

test('staples shows rice, pulses and spices in three groups, with sliders', async ({
  page,
  isMobile,
  checkA11y,
}) => {
  await page.goto('/staples');
  const main = page.getByRole('main');
  const status = main.getByText(/^\d+ products found$/);
  await expect(status).toBeVisible();
  const total = Number((await status.textContent())?.split(' ')[0]);
  await expect(main.getByTestId('product-card')).toHaveCount(total);

  for (const category of ['Indian Rice', 'Pulses', 'Indian Spices']) {
    await expect(main.getByRole('heading', { level: 2, name: category, exact: true })).toBeVisible();
    await expect(
      main.getByRole('list', { name: category }).getByTestId('product-card').first(),
    ).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 2, name: 'Flour' })).toHaveCount(0);
  await checkA11y();

  const filters = await openFilters(page, isMobile);
  const weight = filters.getByRole('slider', { name: 'Max weight per unit' });
  await weight.fill('2500');
  await expect(weight).toHaveAttribute('aria-valuetext', '2.5 kg');
  await expect(filters.getByText('2.5 kg', { exact: true })).toBeVisible();
  // The API filters the whole catalogue by the weight the URL holds.
  await expect(page).toHaveURL(/\/staples\?maxWeightGrams=2500$/);
  const price = filters.getByRole('slider', { name: 'Max price' });
  await price.fill('0');
  await expect(price).toHaveAttribute('aria-valuetext', '₹0');
  if (isMobile) {
    await checkA11y();
    await filters.getByRole('button', { name: 'Show 0 products' }).click();
  }
  await expect(main.getByRole('heading', { name: 'No Products Found' })).toBeVisible();
  await main.getByRole('button', { name: 'Clear All Filters' }).last().click();
  await expect(status).toHaveText(`${total} products found`);
});

test('search finds basmati rice and shows script-like text inertly', async ({ page, checkA11y, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  const response = await request.get('/api/products?q=basmati');
  const expected = ((await response.json()) as { products: { name: string }[] }).products.map((p) => p.name);
  expect(expected.filter((name) => /basmati/i.test(name)).length).toBeGreaterThan(0);

  await page.goto('/search?q=basmati');
  await expect(page.getByRole('heading', { name: `${expected.length} results for “basmati”` })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected);
  await checkA11y();

  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveValue('basmati');
  await search.fill('toor dal');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=toor\+dal$/);
  await expect(page.getByRole('heading', { name: /results? for “toor dal”$/ })).toBeVisible();

  const attack = '<script>alert(1)</script>';
  await page.goto(`/search?q=${encodeURIComponent(attack)}`);
  await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `0 results for “${attack}”` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
  await checkA11y();
  expect(dialogs).toEqual([]);
});
