import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const cornFlour = 'A Grade Quality Corn Flour';
/** Product 2 as the catalogue names it in Hindi and in Urdu. */
const cornFlourInHindi = 'ए ग्रेड क्वालिटी मक्की का आटा';
const cornFlourInUrdu = 'اے گریڈ کوالٹی مکئی کا آٹا';

/** Picks a language in the header: the bar's picker on wide screens, the menu's on small ones. */
async function chooseLanguage(page: Page, code: string): Promise<void> {
  const visiblePicker = page.locator('header select:has(option[value="ur"]):visible');
  if ((await visiblePicker.count()) === 0) {
    // The menu button is the header's only disclosure while signed out.
    await page.locator('header button[aria-controls][aria-expanded="false"]').last().click();
  }
  await visiblePicker.first().selectOption(code);
}

test('Hindi translates the header, the product and the toasts', async ({ page }) => {
  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1, name: cornFlour })).toBeVisible();

  await chooseLanguage(page, 'hi');

  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'लॉगिन' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'कार्ट' })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: cornFlourInHindi })).toBeVisible();

  await page.getByRole('button', { name: 'कार्ट में जोड़ें' }).click();
  const toasts = page.getByRole('region', { name: /notifications/i });
  await expect(toasts.getByText('कार्ट में जोड़ा गया!', { exact: true })).toBeVisible();
  await expect(toasts.getByText(`500 x ${cornFlourInHindi} आपके थोक कार्ट में जोड़ा गया।`)).toBeVisible();

  // The cart keeps the English name, which the order and its GST invoice carry.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: cornFlour })).toBeVisible();
});

test('in Urdu a quantity with its unit reads left to right inside the right-to-left line', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('reticulation-language', 'ur'));
  await page.goto('/product/2');
  await expect(page.getByRole('heading', { level: 1, name: cornFlourInUrdu })).toBeVisible();

  // Where the browser draws "500" and "kg" of the minimum order: the number must be left of its unit.
  const minimum = page.locator('strong', { hasText: '500 kg' });
  const [numberX, unitX] = await minimum.evaluate((element) => {
    const text = element.firstChild as Text;
    const x = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(text, from);
      range.setEnd(text, to);
      return range.getBoundingClientRect().x;
    };
    const start = text.data.indexOf('500');
    const unit = text.data.indexOf('kg');
    return [x(start, start + 3), x(unit, unit + 2)];
  });
  expect(numberX).toBeLessThan(unitX);
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

// Every public page in Urdu, right to left: no accessibility violation. The audits of the other specs cover
// English, but for the pages below them; a supplier's page, which needs a supplier with a product on sale,
// is audited in both languages by supplier-store.spec.ts.
const publicPages: readonly [path: string, heading: string][] = [
  ['/', 'اصلی ہندوستانی مصالحے اور قدرتی مصنوعات'],
  ['/products', 'مصنوعات'],
  ['/staples', 'بنیادی اشیائے خوردنی'],
  ['/product/2', cornFlourInUrdu],
  ['/cart', 'کارٹ'],
  ['/checkout', 'چیک آؤٹ'],
  ['/payment-failed', 'ادائیگی ناکام'],
  ['/login', 'لاگ اِن'],
  ['/forgot-password', 'پاس ورڈ بھول گئے'],
  ['/register-supplier', 'تصدیق شدہ سپلائر بنیں'],
  ['/register-job', 'ملازمت کے متلاشی کی رجسٹریشن'],
  ['/contact', 'ہم سے رابطہ کریں'],
  ['/certificates', 'سرٹیفکیٹ'],
  ['/about', 'ہمارے بارے میں'],
  ['/blog', 'بلاگ'],
  ['/search?q=rice', 'تلاش کریں'],
  ['/documents', 'دستاویزات'],
  ['/privacy-policy', 'رازداری کی پالیسی'],
  ['/terms-and-conditions', 'شرائط و ضوابط'],
  ['/payment-terms', 'ادائیگی کی شرائط'],
  ['/refund-cancellation-policy', 'رقم کی واپسی اور منسوخی کی پالیسی'],
  ['/shipping-policy', 'شپنگ پالیسی'],
  ['/supplier-policy', 'سپلائر پالیسی'],
  ['/job-seeker-policy', 'ملازمت کے متلاشی کی پالیسی'],
  ['/no-such-page', 'صفحہ نہیں ملا'],
];

// The public pages no other spec audits in English.
const unauditedInEnglish: readonly [path: string, heading: string][] = [
  ['/staples', 'Staples'],
  ['/payment-failed', 'Payment Failed'],
  ['/forgot-password', 'Forgot Password'],
  ['/register-job', 'Job Seeker Registration'],
];

for (const [path, heading] of unauditedInEnglish) {
  test(`${path} in English passes the accessibility audit`, async ({ page, checkA11y }) => {
    test.slow();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await checkA11y();
  });
}

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
