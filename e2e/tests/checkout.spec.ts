import { addToCart, fillShipping } from './checkout-steps';
import { expect, test, toasts } from './fixtures';
import { pdfText } from './pdf-text';

const almonds = 'A Grade Quality Almond Nuts';
const cornFlour = 'A Grade Quality Corn Flour';

test('a shopper pays a bulk order in the sandbox and downloads its GST invoice', async ({
  page,
  checkA11y,
}) => {
  await addToCart(page, 2);
  await addToCart(page, 63);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Worked out by hand: 500 kg corn flour at Rs 90 and 500 kg almonds at Rs 800; 1000 kg to Delhi at
  // Rs 8.68 a kg, Rs 4,340 of it with each line; GST per line on goods and freight (ADR 011): 5% of
  // Rs 49,340 for the flour, 12% of Rs 4,04,340 for the almonds.
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Choose a state to see shipping');
  await fillShipping(page, 'Delhi');
  await expect(summary).toContainText('₹4,45,000.00');
  await expect(summary).toContainText('₹8,680.00');
  await expect(summary).toContainText('GST (5%)₹2,467.00');
  await expect(summary).toContainText('GST (12%)₹48,520.80');
  await expect(page.getByTestId('order-total')).toHaveText('₹5,04,667.80');

  const pay = page.getByRole('button', { name: /^Pay ₹5,04,667\.80$/ });
  // Pay stays focusable while disabled (aria-disabled), so a click explains why nothing happens.
  await expect(pay).toHaveAttribute('aria-disabled', 'true');
  await pay.click({ force: true });
  await expect(toasts(page).getByText('Terms Required', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText('You must agree to the Terms & Conditions before payment.'),
  ).toBeVisible();

  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByLabel('City').fill('');
  await pay.click();
  await expect(toasts(page).getByText('Missing Info', { exact: true })).toBeVisible();
  await expect(toasts(page).getByText('Please fill all shipping details before payment.')).toBeVisible();
  await page.getByLabel('City').fill('New Delhi');
  await checkA11y();

  await pay.click();
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText('₹5,04,667.80');
  await sandbox.getByRole('button', { name: /^Pay/ }).click();

  await expect(page).toHaveURL(/\/thank-you\?type=payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Order!' })).toBeVisible();
  const paymentSummary = page.getByRole('region', { name: 'Payment Summary' });
  await expect(paymentSummary).toContainText(`500 kg x ${cornFlour}`);
  await expect(paymentSummary).toContainText(`500 kg x ${almonds}`);
  await expect(paymentSummary).toContainText('₹5,04,667.80');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await checkA11y();

  const orderNumber = (await paymentSummary.locator('dd').nth(0).textContent())!.trim();
  expect(orderNumber).toMatch(/^BT-\d{2}-\d{6}$/);
  const invoiceNumber = (await paymentSummary.locator('dd').nth(1).textContent())!.trim();
  expect(invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Invoice' }).click(),
  ]);
  const text = await pdfText((await download.path())!);
  for (const expected of [
    'Tax Invoice',
    invoiceNumber,
    `Order number ${orderNumber}`,
    'Asha Verma',
    cornFlour,
    almonds,
    'Place of supply Delhi (07)',
    'IGST 5% on Rs. 49,340.00 Rs. 2,467.00',
    'IGST 12% on Rs. 4,04,340.00 Rs. 48,520.80',
    'Rupees Five Lakh Four Thousand Six Hundred Sixty-Seven and Eighty Paise Only',
  ]) {
    expect(text).toContain(expected);
  }

  // The link was read once: a reload offers no invoice.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);
});

test('a cancelled payment keeps the shopper on checkout with the cart intact', async ({ page }) => {
  await addToCart(page, 2);
  await page.goto('/checkout');
  await fillShipping(page, 'Madhya Pradesh');
  await page.getByLabel(/I agree to the Terms/).check();
  const pay = page.getByRole('button', { name: /^Pay ₹/ });

  await pay.click();
  await page
    .getByRole('dialog', { name: /sandbox/ })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByRole('dialog', { name: /sandbox/ })).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
