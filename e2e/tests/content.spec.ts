import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './fixtures';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

async function pdfText(data: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

const contentPages = [
  ['/about', 'About Us'],
  ['/blog', 'Blog'],
  ['/certificates', 'Certificates'],
  ['/documents', 'Documents'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-and-conditions', 'Terms & Conditions'],
  ['/refund-cancellation-policy', 'Refund & Cancellation Policy'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/supplier-policy', 'Supplier Policy'],
  ['/job-seeker-policy', 'Job Seeker Policy'],
  ['/payment-terms', 'Payment Terms'],
] as const;

for (const [path, title] of contentPages) {
  test(`${path} shows its content and passes the accessibility audit`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
    // Nothing wider than the screen: the text reflows on phones.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await checkA11y();
  });
}

test('a certificate opens in a dialog that Escape closes, returning focus', async ({ page, checkA11y }) => {
  await page.goto('/certificates');
  const cards = page.getByRole('list', { name: 'Certificates' }).getByRole('listitem');
  await expect(cards).toHaveCount(9);

  const view = page.getByRole('button', { name: 'View FSSAI Registration Certificate' });
  await view.click();
  const dialog = page.getByRole('dialog', { name: 'FSSAI Registration Certificate' });
  await expect(dialog).toBeVisible();
  const image = dialog.getByRole('img', { name: /Specimen copy of the FSSAI Registration Certificate/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkA11y();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();

  // The Close button works the same way.
  await view.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(view).toBeFocused();
});

test('a certificate downloads as a PDF', async ({ page }) => {
  await page.goto('/certificates');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download ISO 22000:2018 Certificate (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('iso-22000-2018-certificate.pdf');
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('ISO 22000:2018 Certificate');
  expect(text).toContain('Specimen copy — the original is available on request');
});

test('the supplier policy shows its document and downloads it as a PDF to sign', async ({ page }) => {
  await page.goto('/supplier-policy');
  const card = page.getByRole('region', { name: 'Policy document' });
  const preview = card.getByRole('img', { name: 'First page of the Supplier Policy document' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Download the Supplier Policy (PDF)' }).click(),
  ]);
  const data = await readFile((await download.path())!);
  expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(data);
  for (const expected of [
    'Supplier Policy',
    'Supplier membership costs Rs 99 for one year',
    'verified and activated within 24-48 hours',
    'Declaration',
    'Name',
    'Signature',
    'Date',
  ]) {
    expect(text).toContain(expected);
  }
});
