import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse } from '#src/testing/fetch-mock';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

afterEach(() => vi.unstubAllGlobals());

const approved = {
  kind: 'supplier',
  status: 'approved',
  rejectionReason: null,
  decidedAt: '2026-03-05T10:32:00.000Z',
  validUntil: '2027-03-05T10:32:00.000Z',
  membership: {
    phase: 'running',
    daysLeft: 120,
    graceEndsAt: '2027-03-20T10:32:00.000Z',
    renewalOpen: false,
    renewalOpensAt: '2027-02-03T10:32:00.000Z',
  },
  businessName: 'Ravi Traders',
  contactPerson: 'Ravi Patel',
  email: 'ravi@example.in',
  mobile: '9876543210',
  categories: ['Pulses'],
  address: 'Indore, Madhya Pradesh',
  documents: [],
  payments: [],
};
type Membership = typeof approved.membership;

const stats = { salesToday: 0, newOrders: 0, lowStock: 0, pendingPayments: 0 };

/** The supplier's API with `profiles` answered in turn by /api/members/me (the last one repeats). */
function supplierApi(
  profiles: Partial<Membership>[],
  extra: Record<string, (body: unknown) => Response> = {},
) {
  const user = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });
  rememberUser(user);
  let reads = 0;
  return mockFetch(
    memberApi({
      user,
      fallback: (url, init) => {
        if (url === '/api/members/me') {
          const membership = profiles[Math.min(reads++, profiles.length - 1)];
          return jsonResponse({ ...approved, membership: { ...approved.membership, ...membership } });
        }
        if (url === '/api/supplier/stats') return jsonResponse(stats);
        const answer = extra[url];
        if (answer) return answer(init?.body ? JSON.parse(String(init.body)) : undefined);
        return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
      },
    }),
  );
}

test('a running year shows its end, the days left and when renewal opens, without a renew button', async () => {
  supplierApi([{}]);
  renderRoute('/dashboard/supplier');
  expect((await screen.findByTestId('membership-year')).textContent).toBe('5 Mar 2027');
  expect(screen.getByTestId('days-left').textContent).toBe('120');
  expect(screen.getByText('Renewal opens on 3 Feb 2027.')).toBeDefined();
  expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
});

test('in grace the dashboard says how long listings stay visible and offers the renewal', async () => {
  supplierApi([{ phase: 'grace', daysLeft: 0, renewalOpen: true }]);
  renderRoute('/dashboard/supplier');
  expect(
    await screen.findByText(
      'Your membership ended on 5 Mar 2027; your listings stay visible until 20 Mar 2027; renew to keep them.',
    ),
  ).toBeDefined();
  expect(screen.queryByTestId('days-left')).toBeNull();
  expect(screen.getByRole('button', { name: 'Renew for ₹99.00' })).toBeDefined();
});

test('after the lapse the dashboard says the listings are paused', async () => {
  supplierApi([{ phase: 'lapsed', daysLeft: 0, renewalOpen: true }]);
  renderRoute('/dashboard/supplier');
  expect(await screen.findByText('Your listings are paused; renew to bring them back.')).toBeDefined();
  expect(screen.getByRole('button', { name: 'Renew for ₹99.00' })).toBeDefined();
});

/** The gateway's browser API as its script defines it: here the payer pays at once. */
function stubCheckout() {
  const opened: string[] = [];
  class Checkout {
    constructor(
      private readonly options: { order_id: string; handler: (response: Record<string, string>) => void },
    ) {}
    on() {}
    open() {
      opened.push(this.options.order_id);
      this.options.handler({
        razorpay_order_id: this.options.order_id,
        razorpay_payment_id: 'pay_sandbox_7',
        razorpay_signature: 'signature_7',
      });
    }
  }
  vi.stubGlobal('Razorpay', Checkout);
  return opened;
}

test('Renew pays Rs 99 through the gateway and the dashboard shows the new year', async () => {
  const opened = stubCheckout();
  const orders: unknown[] = [];
  supplierApi(
    [
      { phase: 'lapsed', daysLeft: 0, renewalOpen: true },
      { phase: 'running', daysLeft: 365, renewalOpen: false, renewalOpensAt: '2028-01-26T10:32:00.000Z' },
    ],
    {
      '/api/payments/config': () =>
        jsonResponse({
          gateway: 'sandbox',
          key: 'key',
          scriptUrl: '/checkout.js',
          originZone: 'NORTH1',
          advanceOrderMinimumPaise: 5_000_000,
          advanceLoadingDelayHours: 24,
        }),
      '/api/create-order': (body) => {
        orders.push(body);
        return jsonResponse({
          id: 'order_sandbox_7',
          amount: 9900,
          currency: 'INR',
          orderId: 'mem_0000000000000000000007',
          checkout: {
            gateway: 'sandbox',
            key: 'key',
            scriptUrl: '/checkout.js',
            name: 'Store',
            description: 'Fee',
          },
        });
      },
      '/api/verify-payment': () =>
        jsonResponse({
          success: true,
          orderId: 'mem_0000000000000000000007',
          invoiceUrl: '/api/members/invoices/mem_0000000000000000000007',
        }),
    },
  );
  renderRoute('/dashboard/supplier');
  fireEvent.click(await screen.findByRole('button', { name: 'Renew for ₹99.00' }));

  await expectToast('Membership renewed');
  expect(orders).toEqual([{ productType: 'supplierRenewal' }]);
  expect(opened).toEqual(['order_sandbox_7']);
  await waitFor(() => expect(screen.getByTestId('days-left').textContent).toBe('365'));
  expect(screen.queryByText('Your listings are paused; renew to bring them back.')).toBeNull();
});

test('a refused renewal says why', async () => {
  stubCheckout();
  supplierApi([{ phase: 'grace', daysLeft: 0, renewalOpen: true }], {
    '/api/payments/config': () =>
      jsonResponse({
        gateway: 'sandbox',
        key: 'key',
        scriptUrl: '/checkout.js',
        originZone: 'NORTH1',
        advanceOrderMinimumPaise: 5_000_000,
        advanceLoadingDelayHours: 24,
      }),
    '/api/create-order': () =>
      jsonResponse({ code: 'FORBIDDEN', message: 'Your supplier registration was not approved.' }, 403),
  });
  renderRoute('/dashboard/supplier');
  fireEvent.click(await screen.findByRole('button', { name: 'Renew for ₹99.00' }));
  await expectToast('The renewal did not go through', 'Your supplier registration was not approved.');
});
