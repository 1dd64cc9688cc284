import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { pdfText } from './pdf-text';

// The steps of a purchase that several checkout tests share, as a shopper takes them.

export async function addToCart(page: Page, productId: number) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByRole('region', { name: /notifications/i }).getByText('Added to Cart!'),
  ).toBeVisible();
}

// A real PIN code of each state a test ships to: checkout refuses a PIN code of another state.
const pinCodes = { Delhi: '110001', 'Madhya Pradesh': '452001', Maharashtra: '411001' } as const;
const cities = { Delhi: 'New Delhi', 'Madhya Pradesh': 'Indore', Maharashtra: 'Pune' } as const;

export async function fillShipping(page: Page, state: keyof typeof pinCodes) {
  // The page's own fields: the footer's newsletter has an 'Email address' field too.
  const main = page.getByRole('main');
  await main.getByLabel('Full name').fill('Asha Verma');
  await main.getByLabel('Email').fill('asha@example.in');
  await main.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Mandi Road');
  await main.getByLabel('City').fill(cities[state]);
  await main.getByLabel('State').selectOption(state);
  await main.getByLabel('PIN code').fill(pinCodes[state]);
  await main.getByLabel('Mobile number').fill('9876543210');
}

/** Pays the checkout's total in the sandbox and downloads the invoice from the thank-you page. */
export async function payAndDownloadInvoice(page: Page, total: string): Promise<string> {
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click();
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText(total);
  await sandbox.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/\/thank-you\?type=payment$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  return pdfText((await download.path())!);
}
