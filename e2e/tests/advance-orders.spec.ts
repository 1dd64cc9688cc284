import { fillShipping } from './checkout-steps';
import { expect, test, toasts, uniqueEmail } from './fixtures';
import { adminSignIn } from './member-steps';
import { pdfText } from './pdf-text';

/** Where the store keeps the cart (`CART_STORAGE_KEY` of `@bulk/domain/cart`). */
const CART_STORAGE_KEY = 'reticulation-cart';

interface OutboxMessage {
  to: string;
  kind: string;
  text: string;
}

// The published bulk-order policy (docs/decisions/021): 50% in advance, the balance on the bill copy. The
// e2e server lets an advance order load at once (ADVANCE_LOADING_DELAY_HOURS=0); the 24 hours are the
// server tests' to prove, with a clock they can move.

test('a bulk order paid 50% online and 50% by UPI confirmed by an admin, with its receipt voucher, bill copy and emails', async ({
  page,
  browser,
  checkA11y,
}) => {
  // A whole purchase in two instalments, in two browser contexts, with two PDF downloads.
  test.slow();
  const email = uniqueEmail('advance');
  const utr = `${Date.now()}`.slice(-12).padStart(12, '4');

  // Worked out by hand: 600 kg corn flour at Rs 90 = Rs 54,000; 600 kg to Delhi at Rs 8.68 a kg = Rs 5,208
  // of freight; 5% GST of Rs 59,208 = Rs 2,960.40; total Rs 62,168.40, half of it Rs 31,084.20.
  await page.goto('/cart');
  await page.evaluate(
    ([key, cart]) => window.localStorage.setItem(key!, cart!),
    [CART_STORAGE_KEY, JSON.stringify([{ productId: 2, quantity: 600 }])],
  );
  await page.goto('/checkout');
  await fillShipping(page, 'Delhi');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await expect(page.getByTestId('order-total')).toHaveText('₹62,168.40');

  const plan = page.getByRole('group', { name: 'How would you like to pay?' });
  await expect(plan.getByRole('radio', { name: 'Pay the full ₹62,168.40 now' })).toBeChecked();
  await plan.getByRole('radio', { name: 'Pay 50% advance now, balance on the bill copy' }).check();
  await expect(plan).toContainText('Advance now (online, bank transfer or UPI)₹31,084.20');
  await expect(plan).toContainText('Balance on the bill copy₹31,084.20');
  await expect(plan).toContainText('no cancellation after loading');
  await checkA11y();

  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Pay ₹31,084.20', exact: true }).click();
  const sandbox = page.getByRole('dialog', { name: /sandbox/ });
  await expect(sandbox).toContainText('₹31,084.20');
  await sandbox.getByRole('button', { name: /^Pay/ }).click();

  // The order's page: the advance paid, its receipt voucher, the balance waiting for the bill copy.
  await expect(page).toHaveURL(/\/orders\/ord_[0-9A-Za-z]{22}$/);
  const orderId = new URL(page.url()).pathname.split('/').pop()!;
  const advance = page.getByRole('region', { name: 'Advance (50%) · ₹31,084.20' });
  await expect(advance.getByText(/^Paid on .* by online payment\.$/)).toBeVisible();
  const balance = page.getByRole('region', { name: 'Balance · ₹31,084.20' });
  await expect(balance.getByText('Due on the bill copy, which we send when loading begins.')).toBeVisible();
  const [voucher] = await Promise.all([
    page.waitForEvent('download'),
    advance.getByRole('link', { name: /^Download receipt voucher RV\/\d\d-\d\d\/\d{6}$/ }).click(),
  ]);
  const voucherText = await pdfText((await voucher.path())!);
  for (const expected of [
    'RECEIPT VOUCHER',
    'Advance received: Rs. 31,084.20',
    'Place of supply: Delhi',
    'Rate of tax: Nil',
  ]) {
    expect(voucherText).toContain(expected);
  }
  await checkA11y();

  // An admin starts loading: the bill copy is issued and the balance falls due.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignIn(admin);
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByRole('combobox', { name: 'New status' }).selectOption('loading');
  await admin.getByRole('button', { name: 'Update status' }).click();
  await expect(toasts(admin).getByText('Status Updated', { exact: true })).toBeVisible();

  // The buyer pays the balance by UPI and gives its reference.
  await page.reload();
  await expect(page.getByText('This order can no longer be cancelled.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the tax invoice (bill copy)' })).toBeVisible();
  await expect(
    balance.getByRole('img', { name: /^UPI QR code to pay ₹31,084\.20 with reference BT-\d\d-\d{6}-2$/ }),
  ).toBeVisible();
  await balance.getByRole('combobox', { name: 'Paid by' }).selectOption('upi');
  await balance.getByRole('textbox', { name: /^Bank reference \(UTR\)/ }).fill(utr);
  await balance.getByRole('button', { name: 'Send reference' }).click();
  await expect(balance.getByText(new RegExp(`^Reference ${utr} received on`))).toBeVisible();

  // The admin confirms it against the bank statement.
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Advance orders' })
    .click();
  const row = admin.getByRole('row').filter({ hasText: utr });
  await expect(row).toContainText('₹31,084.20');
  await row.getByRole('button', { name: 'Confirm received' }).click();
  await expect(toasts(admin).getByText('Payment confirmed', { exact: true })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: utr })).toHaveCount(0);

  await page.reload();
  await expect(balance.getByText(/^Paid on .* by UPI\.$/)).toBeVisible();

  // The receipt voucher, the bill copy with the balance to pay, and the balance's receipt, in the outbox.
  const outbox = (await (await admin.request.get('/api/admin/outbox')).json()) as {
    messages: OutboxMessage[];
  };
  const mails = outbox.messages.filter((message) => message.to === email);
  expect(mails.map((message) => message.kind).sort()).toEqual(
    expect.arrayContaining(['advance_receipt', 'balance_due', 'balance_paid']),
  );
  const bill = mails.find((message) => message.kind === 'balance_due')!;
  expect(bill.text).toMatch(/Tax invoice \(bill copy\): INV\/\d\d-\d\d\/\d{6}/);
  expect(bill.text).toContain('Balance due now: ₹31,084.20');
  expect(bill.text).toContain(`/orders/${orderId}`);
  expect(mails.find((message) => message.kind === 'advance_receipt')!.text).toMatch(/Receipt voucher: RV\//);

  // With the balance paid the goods may leave.
  await admin.goto(`/admin/orders/${orderId}`);
  await admin.getByRole('combobox', { name: 'New status' }).selectOption('dispatched');
  await admin.getByRole('button', { name: 'Update status' }).click();
  await expect(toasts(admin).getByText('Status Updated', { exact: true })).toBeVisible();
  await adminContext.close();
});
