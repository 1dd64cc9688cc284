import { addToCart, fillShipping, payAndDownloadInvoice } from './checkout-steps';
import { expect, test } from './fixtures';

// A valid GSTIN of Maharashtra (state code 27, GSTN's check character V).
const puneGstin = '27AAPFU0939F1ZV';

test('a Maharashtra business buyer gives its GSTIN and gets an IGST invoice that carries it, place of supply 27', async ({
  page,
}) => {
  await addToCart(page, 2);
  await page.goto('/checkout');
  await fillShipping(page, 'Maharashtra');
  const main = page.getByRole('main');
  await main.getByLabel('Company or trade name').fill('Patil Traders');
  const gstin = main.getByRole('textbox', { name: 'GSTIN' });

  // One character off fails GSTN's check character; the buyer is told before paying.
  await gstin.fill('27AAPFU0939F1ZW');
  await gstin.blur();
  await expect(main.getByText(/last character does not match/)).toBeVisible();
  await gstin.fill(puneGstin);
  await gstin.blur();
  await expect(main.getByText(/last character does not match/)).toHaveCount(0);

  // Worked out by hand: 500 kg corn flour at Rs 90 = Rs 45,000; 500 kg to Maharashtra from NORTH1 at
  // Rs 13.55 a kg = Rs 6,775 of freight, taxable with the goods: 5% of Rs 51,775 = Rs 2,588.75.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('₹6,775.00');
  await expect(summary).toContainText('GST (5%)₹2,588.75');
  await expect(page.getByTestId('order-total')).toHaveText('₹54,363.75');

  const text = await payAndDownloadInvoice(page, '₹54,363.75');
  for (const expected of [
    'Patil Traders',
    `GSTIN: ${puneGstin}`,
    'Place of supply Maharashtra (27)',
    'IGST 5% on Rs. 51,775.00 Rs. 2,588.75',
    'Rupees Fifty-Four Thousand Three Hundred Sixty-Three and Seventy-Five Paise Only',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toMatch(/CGST|SGST/);
});

test('a mixed cart of toor dal and almonds to Madhya Pradesh is taxed per line, CGST and SGST on the invoice', async ({
  page,
}) => {
  await addToCart(page, 31);
  await addToCart(page, 63);
  await page.goto('/checkout');
  await fillShipping(page, 'Madhya Pradesh');

  // Worked out by hand: 500 kg toor dal at Rs 140 = Rs 70,000 and 500 kg almonds at Rs 800 = Rs 4,00,000;
  // 1000 kg from NORTH1 to Madhya Pradesh at Rs 15.41 a kg = Rs 15,410, Rs 7,705 with each line. Dal at 5%
  // of Rs 77,705 = Rs 3,885.25; almonds at 12% of Rs 4,07,705 = Rs 48,924.60; total Rs 5,38,219.85. Within
  // the seller's state each rate is half CGST, half SGST, the odd paisa in SGST.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('₹15,410.00');
  await expect(summary).toContainText('GST (5%)₹3,885.25');
  await expect(summary).toContainText('GST (12%)₹48,924.60');
  await expect(page.getByTestId('order-total')).toHaveText('₹5,38,219.85');

  const text = await payAndDownloadInvoice(page, '₹5,38,219.85');
  for (const expected of [
    'Place of supply Madhya Pradesh (23)',
    'A Grade Quality Toor Dal',
    'A Grade Quality Almond Nuts',
    'CGST 2.5% on Rs. 77,705.00 Rs. 1,942.62',
    'SGST 2.5% on Rs. 77,705.00 Rs. 1,942.63',
    'CGST 6% on Rs. 4,07,705.00 Rs. 24,462.30',
    'SGST 6% on Rs. 4,07,705.00 Rs. 24,462.30',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('IGST');
});
