import type { OrderRepricing, OrderSummary } from '@bulk/domain/checkout';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { CheckoutOptions } from '#src/features/checkout/checkout-script';
import { buildOrderSummary } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const ORDER_ID = 'ord_0000000000000000000001';
const declined = 'Your payment was declined. Try again or use another payment method.';

const repricing: OrderRepricing = {
  orderId: ORDER_ID,
  previousTotalPaise: 5_495_500,
  totalPaise: 5_600_500,
  differencePaise: 105_000,
  lines: [
    {
      productId: 2,
      name: 'A Grade Quality Corn Flour',
      unit: 'kg',
      quantity: 500,
      previousUnitPricePaise: 9_000,
      unitPricePaise: 9_200,
    },
  ],
};

/** The store's answers: the order as given, and its repricing (or the repricing's refusal). */
function answer(order: OrderSummary, repricingAnswer: () => Response = () => jsonResponse(repricing)) {
  return mockFetch((url) =>
    new URL(url, 'http://localhost').pathname.endsWith('/repricing')
      ? repricingAnswer()
      : jsonResponse(order),
  );
}

const failedOrder = () =>
  buildOrderSummary({
    status: 'failed',
    paidAt: null,
    invoiceNumber: null,
    invoiceUrl: null,
    paymentId: null,
    paymentFailure: {
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_declined',
      description: declined,
      at: '2025-03-05T10:31:00.000Z',
    },
  });

test("after a declined checkout the page gives the gateway's reason and today's total to pay again", async () => {
  answer(failedOrder());
  renderRoute(`/payment-failed?order=${ORDER_ID}`);

  expect(await screen.findByText(declined)).toBeDefined();
  const payAgain = within(await screen.findByRole('region', { name: 'Pay again' }));
  const value = (term: string) => payAgain.getByText(term).nextElementSibling?.textContent;
  expect(await payAgain.findByText('Previous total')).toBeDefined();
  expect(value('Previous total')).toBe('₹54,955.00');
  expect(value('Total today')).toBe('₹56,005.00');
  expect(value('Difference')).toBe('₹1,050.00 more');
  expect(payAgain.getByRole('button', { name: 'Pay ₹56,005.00 again' })).toBeDefined();
});

test('a paid order is not offered to be paid again', async () => {
  answer(buildOrderSummary());
  renderRoute(`/payment-failed?order=${ORDER_ID}`);

  expect(await screen.findByText('This order can no longer be paid here. Its status: Paid.')).toBeDefined();
  expect(screen.queryByRole('region', { name: 'Pay again' })).toBeNull();
});

test('a repricing the store refuses says why and can be asked again', async () => {
  answer(failedOrder(), () =>
    jsonResponse(
      {
        code: 'PRODUCT_UNAVAILABLE',
        message: 'Product 2 is no longer available.',
        issues: [{ field: 'lines.0.productId', message: 'This product is no longer available.' }],
      },
      422,
    ),
  );
  renderRoute(`/payment-failed?order=${ORDER_ID}`);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Product 2 is no longer available.');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'Razorpay');
});

test('closing the payment window of Pay again says the payment was cancelled and how to pay later', async () => {
  // The buyer closes the provider's window as soon as it opens.
  window.Razorpay = class {
    constructor(private readonly options: CheckoutOptions) {}
    on() {}
    open() {
      this.options.modal.ondismiss();
    }
    close() {}
  };
  mockFetch((url) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/repricing')) return jsonResponse(repricing);
    if (path.endsWith('/pay-again')) {
      return jsonResponse({
        id: 'order_sandbox_2',
        amount: 5_600_500,
        currency: 'INR',
        orderId: ORDER_ID,
        previousAmount: 5_495_500,
        checkout: {
          gateway: 'sandbox',
          key: 'key_sandbox',
          scriptUrl: '/sandbox/checkout.js',
          name: 'Bulk Trade',
          description: 'Order BT-24-000001',
        },
      });
    }
    return jsonResponse(failedOrder());
  });
  renderRoute(`/payment-failed?order=${ORDER_ID}`);

  fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹56,005.00 again' }));

  await expectToast(
    'Payment Cancelled',
    'Nothing was charged. The order stays unpaid and can be paid again once this payment attempt has expired.',
  );
});
