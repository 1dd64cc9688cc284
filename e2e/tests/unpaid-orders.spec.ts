import { addToCart, fillShipping } from './checkout-steps';
import { expect, test } from './fixtures';

test('a declined payment shows its reason, and the buyer pays the same order again', async ({
  page,
  checkA11y,
}) => {
  await addToCart(page, 2);
  await page.goto('/checkout');
  await fillShipping(page, 'Delhi');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  await page
    .getByRole('dialog', { name: /sandbox/ })
    .getByRole('button', { name: 'Decline payment' })
    .click();

  // The store shows the reason the gateway recorded, and what paying again costs today.
  await expect(page).toHaveURL(/\/payment-failed\?order=ord_/);
  await expect(page.getByRole('heading', { name: 'Payment Failed', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Your payment was declined. Try again or use another payment method.'),
  ).toBeVisible();
  const payAgain = page.getByRole('region', { name: 'Pay again' });
  await expect(payAgain.getByText('No change')).toBeVisible();
  await checkA11y();

  await payAgain.getByRole('button', { name: /^Pay ₹[\d,.]+ again$/ }).click();
  await page
    .getByRole('dialog', { name: /sandbox/ })
    .getByRole('button', { name: /^Pay ₹/ })
    .click();

  await expect(page).toHaveURL(/\/thank-you\?type=payment$/);
  await expect(page.getByRole('link', { name: 'Download Invoice' })).toBeVisible();
});
