import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cornFlour = 'A Grade Quality Corn Flour';

/** Picks a language in the header: the bar's picker on wide screens, the menu's on small ones. */
async function chooseLanguage(page: Page, code: string): Promise<void> {
  const visiblePicker = page.locator('header select:has(option[value="ur"]):visible');
  if ((await visiblePicker.count()) === 0) {
    // The menu button is the header's only disclosure while signed out.
    await page.locator('header button[aria-controls][aria-expanded="false"]').last().click();
  }
  await visiblePicker.first().selectOption(code);
}

test('Hindi translates the header and the toasts', async ({ page }) => {
  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1, name: cornFlour })).toBeVisible();

  await chooseLanguage(page, 'hi');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'लॉगिन' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'कार्ट' })).toHaveCount(1);

  await page.getByRole('button', { name: 'कार्ट में जोड़ें' }).click();
  const toasts = page.getByRole('region', { name: /notifications/i });
  await expect(toasts.getByText('कार्ट में जोड़ा गया!', { exact: true })).toBeVisible();
  await expect(toasts.getByText(`500 x ${cornFlour} आपके थोक कार्ट में जोड़ा गया।`)).toBeVisible();
});

test('Urdu turns the page right to left and is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await chooseLanguage(page, 'ur');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(
    page.getByRole('heading', { level: 1, name: 'اصلی ہندوستانی مصالحے اور قدرتی مصنوعات' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(
    page.getByRole('heading', { level: 1, name: 'اصلی ہندوستانی مصالحے اور قدرتی مصنوعات' }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'لاگ اِن' })).toBeVisible();
});

// Every public page in Urdu, right to left: no accessibility violation (the audit of the other specs
// covers English).
const publicPages: readonly [path: string, heading: string][] = [
  ['/', 'اصلی ہندوستانی مصالحے اور قدرتی مصنوعات'],
  ['/products', 'مصنوعات'],
  ['/product/2', cornFlour],
  ['/cart', 'کارٹ'],
  ['/checkout', 'چیک آؤٹ'],
  ['/login', 'لاگ اِن'],
  ['/contact', 'ہم سے رابطہ کریں'],
  ['/certificates', 'سرٹیفکیٹ'],
  ['/about', 'ہمارے بارے میں'],
  ['/blog', 'بلاگ'],
  ['/search?q=rice', 'تلاش کریں'],
  ['/privacy-policy', 'رازداری کی پالیسی'],
  ['/no-such-page', 'صفحہ نہیں ملا'],
];

for (const [path, heading] of publicPages) {
  test(`${path} in Urdu passes the accessibility audit`, async ({ page, baseURL, checkA11y }) => {
    // An audit of a full catalogue page takes long on a busy machine.
    test.slow();
    // A returning visitor: the app remembers the choice, and has told the server (which then sends the
    // plain app rather than its English page).
    await page.addInitScript(() => window.localStorage.setItem('reticulation-language', 'ur'));
    await page.context().addCookies([{ name: 'reticulation-language', value: 'ur', url: baseURL! }]);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkA11y();
  });
}
