import type { Page } from '@playwright/test';
import { checkA11yOf, expect, test } from './fixtures';

const whiteBasmati = 'A Grade Quality White Basmati Rice';

/** The header's search box: in the bar on a desktop, in the menu on a phone. */
async function headerSearchBox(page: Page, isMobile: boolean, name = 'Search products') {
  if (isMobile) await page.getByRole('button', { name: /menu|مینو/ }).click();
  return page.getByRole('combobox', { name });
}

test('typing in the header search suggests rice products and the category; Down and Enter open the first', async ({
  page,
  isMobile,
}) => {
  await page.goto('/certificates');
  const box = await headerSearchBox(page, isMobile);
  await box.fill('rice');

  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options).toHaveCount(7);
  await expect(options.first()).toContainText(whiteBasmati);
  await expect(options.last()).toContainText('Indian Rice');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText(
    '7 suggestions. Use the up and down arrow keys to choose.',
  );
  await checkA11yOf(page);

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(whiteBasmati);
});

test('submitting the header search opens /search?q= with the rice products first', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const box = await headerSearchBox(page, isMobile);
  await box.fill('rice');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=rice$/);
  if (isMobile) await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText('Rice');
  const names = await results.getByRole('heading').allTextContents();
  const firstWithoutRice = names.findIndex((name) => !name.includes('Rice'));
  expect(firstWithoutRice).toBe(10);
});

test('the header search speaks Urdu, right to left, and passes the accessibility audit', async ({
  page,
  baseURL,
  isMobile,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('reticulation-language', 'ur'));
  await page.context().addCookies([{ name: 'reticulation-language', value: 'ur', url: baseURL! }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const box = await headerSearchBox(page, isMobile, 'مصنوعات تلاش کریں');
  await box.fill('basmati');
  // Typed in English, suggested in Urdu.
  await expect(page.getByRole('listbox', { name: 'تجاویز' }).getByRole('option').first()).toContainText(
    'باسمتی چاول',
  );
  await expect(page.getByRole('status').filter({ hasText: 'تجاویز' })).toContainText('تیر');
  await checkA11yOf(page);
});
