import type { OrderInstalments } from '@bulk/domain/advance';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildOrderSummary } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const orderId = 'ord_0000000000000000000007';
// Only the date is fixed, so the countdown reads the same however long the test takes; timers run.
const NOW = new Date('2026-11-26T14:30:00.000Z');
const soon = new Date(NOW.getTime() + (5 * 60 + 30) * 60_000).toISOString();
afterEach(() => {
  vi.useRealTimers();
});

const advanceDue = (overrides: Partial<OrderInstalments> = {}): OrderInstalments => ({
  orderId,
  orderNumber: 'BT-26-000007',
  paymentPlan: 'advance',
  terms: {
    advancePercent: 50,
    advancePaise: 3_000_001,
    balancePaise: 3_000_000,
    loadingDelayHours: 24,
    balanceDue: 'bill_copy',
    cancellableUntil: 'loading',
  },
  advancePaidAt: null,
  earliestLoadingAt: null,
  cancellable: true,
  bank: {
    accountName: 'Bulk Trade India Private Limited',
    bankName: 'State Bank of India, Indore Main Branch',
    accountNumber: '00000012345678901',
    ifsc: 'SBIN0000001',
    upiId: 'bulktrade@sbi',
  },
  instalments: [
    {
      id: 11,
      number: 1,
      kind: 'advance',
      amountPaise: 3_000_001,
      status: 'due',
      payable: true,
      reference: 'BT-26-000007-1',
      upiLink: 'upi://pay?pa=bulktrade%40sbi&am=30000.01&tr=BT-26-000007-1&cu=INR',
      upiQrUrl: `/api/orders/${orderId}/instalments/1/upi-qr.svg`,
      bankReference: null,
      method: null,
      paidAt: null,
      dueSince: null,
      receiptVoucher: null,
      refundVoucher: null,
    },
    {
      id: 12,
      number: 2,
      kind: 'balance',
      amountPaise: 3_000_000,
      status: 'due',
      payable: false,
      reference: 'BT-26-000007-2',
      upiLink: null,
      upiQrUrl: null,
      bankReference: null,
      method: null,
      paidAt: null,
      dueSince: null,
      receiptVoucher: null,
      refundVoucher: null,
    },
  ],
  ...overrides,
});

const summary = buildOrderSummary({
  id: orderId,
  number: 'BT-26-000007',
  status: 'pending',
  paymentPlan: 'advance',
  invoiceUrl: null,
});

test('an unpaid advance shows the terms, the bank details, the UPI code and takes the bank reference', async () => {
  let posted: unknown;
  mockFetch((url, init) => {
    if (url === `/api/orders/${orderId}`) return jsonResponse(summary);
    if (url === `/api/orders/${orderId}/instalments`) return jsonResponse(advanceDue());
    if (url === `/api/orders/${orderId}/instalments/1/bank-reference`) {
      posted = JSON.parse(String(init?.body));
      const view = advanceDue();
      view.instalments[0]!.bankReference = {
        method: 'upi',
        reference: '612345678901',
        submittedAt: '2026-11-26T10:00:00.000Z',
      };
      return jsonResponse(view);
    }
    return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  renderRoute(`/orders/${orderId}`);

  await screen.findByText(
    'Paid 50% in advance: ₹30,000.01 now and ₹30,000.00 on the bill copy. Loading begins no sooner than 24 hours after the advance.',
  );
  const advance = screen.getByRole('region', { name: 'Advance (50%) · ₹30,000.01' });
  within(advance).getByRole('button', { name: 'Pay ₹30,000.01 online' });
  expect(within(advance).getByText('IFSC').nextElementSibling?.textContent).toBe('SBIN0000001');
  expect(within(advance).getByText('Reference to quote').nextElementSibling?.textContent).toBe(
    'BT-26-000007-1',
  );
  const qr = within(advance).getByRole('img', {
    name: 'UPI QR code to pay ₹30,000.01 with reference BT-26-000007-1',
  });
  expect(qr.getAttribute('src')).toBe(`/api/orders/${orderId}/instalments/1/upi-qr.svg`);
  expect(within(advance).getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toContain(
    'upi://pay?',
  );

  const balance = screen.getByRole('region', { name: 'Balance · ₹30,000.00' });
  within(balance).getByText('Due on the bill copy, which we send when loading begins.');
  expect(within(balance).queryByRole('button', { name: /online/ })).toBeNull();

  const utr = within(advance).getByRole('textbox', { name: /^Bank reference \(UTR\)/ });
  fireEvent.change(utr, { target: { value: 'paid' } });
  fireEvent.click(within(advance).getByRole('button', { name: 'Send reference' }));
  await within(advance).findByText(
    'Please enter the 12 to 22 letters and digits of the bank reference (UTR).',
  );
  expect(posted).toBeUndefined();
  expect(document.activeElement).toBe(utr);

  fireEvent.change(utr, { target: { value: '6123 4567 8901' } });
  fireEvent.click(within(advance).getByRole('button', { name: 'Send reference' }));
  await expectToast('Reference received', 'We will confirm your payment against our bank statement.');
  expect(posted).toEqual({ method: 'upi', reference: '612345678901' });
  await within(advance).findByText(/^Reference 612345678901 received on/);
});

test('a paid advance shows the receipt voucher and the countdown to loading; the buyer may cancel', async () => {
  const paid = advanceDue({
    advancePaidAt: '2026-11-26T10:00:00.000Z',
    earliestLoadingAt: soon,
  });
  paid.instalments[0] = {
    ...paid.instalments[0]!,
    status: 'paid',
    payable: false,
    upiLink: null,
    upiQrUrl: null,
    method: 'gateway',
    paidAt: '2026-11-26T10:00:00.000Z',
    receiptVoucher: { number: 'RV/26-27/000003', url: `/api/orders/${orderId}/receipt-voucher` },
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  let cancelled = false;
  mockFetch((url) => {
    if (url === `/api/orders/${orderId}`)
      return jsonResponse({ ...summary, status: cancelled ? 'cancelled' : 'paid' });
    if (url === `/api/orders/${orderId}/instalments`)
      return jsonResponse(cancelled ? { ...paid, cancellable: false } : paid);
    if (url === `/api/orders/${orderId}/cancel`) {
      cancelled = true;
      return jsonResponse({ orderId, status: 'cancelled', refund: 'gateway' });
    }
    return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  renderRoute(`/orders/${orderId}`);

  const voucher = await screen.findByRole('link', { name: 'Download receipt voucher RV/26-27/000003' });
  expect(voucher.getAttribute('href')).toBe(`/api/orders/${orderId}/receipt-voucher`);
  screen.getByText(/^Loading can begin from .* \(5 h 30 min from now\)\.$/);

  fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
  screen.getByText('Cancel the order? Any advance paid is refunded with a refund voucher.');
  fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
  await expectToast('Order cancelled', 'Your advance is refunded to the account you paid from.');
  await screen.findByText('This order can no longer be cancelled.');
});

test('an online payment the store refuses says why, and the order is fetched again as it is now', async () => {
  let orderReads = 0;
  mockFetch((url) => {
    if (url === `/api/orders/${orderId}`) {
      orderReads += 1;
      return jsonResponse(summary);
    }
    if (url === `/api/orders/${orderId}/instalments`) return jsonResponse(advanceDue());
    if (url === `/api/orders/${orderId}/instalments/1/pay`)
      return jsonResponse({ code: 'CONFLICT', message: 'This advance is already paid.' }, 409);
    return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
  });
  renderRoute(`/orders/${orderId}`);

  const advance = await screen.findByRole('region', { name: 'Advance (50%) · ₹30,000.01' });
  const readsBefore = orderReads;
  fireEvent.click(within(advance).getByRole('button', { name: 'Pay ₹30,000.01 online' }));
  await expectToast('Payment Failed', 'This advance is already paid.');
  await waitFor(() => expect(orderReads).toBeGreaterThan(readsBefore));
});
