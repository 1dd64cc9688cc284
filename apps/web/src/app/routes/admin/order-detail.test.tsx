import type { OrderSummary } from '@bulk/domain/checkout';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OrderHistoryEntry } from '@bulk/domain/admin';
import { buildAdmin, fakeAdminApi } from '#src/features/admin/testing/fake-admin-api';
import { buildOrderSummary, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const ORDER_ID = 'ord_0000000000000000000001';
const history: OrderHistoryEntry[] = [
  { status: 'pending', note: null, actorId: null, at: '2025-03-05T10:30:00.000Z' },
  { status: 'paid', note: null, actorId: null, at: '2025-03-05T10:32:00.000Z' },
];

function showOrder(order: OrderSummary, options: { statusAnswer?: () => Response } = {}) {
  rememberUser(buildAdmin());
  const fetchMock = mockFetch(fakeAdminApi({ details: [{ order, history }], ...options }));
  const view = renderRoute(`/admin/orders/${order.id}`);
  return { ...view, fetchMock };
}

function section(name: string) {
  return within(screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement);
}

test('an order shows its lines, amounts, shipping, history and invoice', async () => {
  showOrder(buildOrderSummary());

  expect(await screen.findByRole('heading', { level: 2, name: 'Summary' })).toBeDefined();
  // Named by its number, in the page's heading and its summary; the internal id is not shown.
  expect(screen.getByRole('heading', { level: 1, name: 'Order BT-24-000001' })).toBeDefined();
  expect(section('Summary').getByText('BT-24-000001', { selector: 'dd' })).toBeDefined();
  expect(document.querySelector('main')?.textContent).not.toContain(ORDER_ID);
  expect(section('Summary').getByText('Paid', { selector: 'dd' })).toBeDefined();
  expect(
    section('Summary').getByRole('link', { name: 'Download invoice INV/2024-25/0001' }).getAttribute('href'),
  ).toBe(`/api/orders/${ORDER_ID}/invoice`);

  const line = within(section('Lines').getAllByRole('row')[1] as HTMLElement);
  expect(line.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'A Grade Quality Corn Flour',
    '500 kg',
    '₹90.00',
    '₹45,000.00',
  ]);
  const amounts = section('Amounts');
  expect(amounts.getByText('Subtotal').nextElementSibling?.textContent).toBe('₹45,000.00');
  expect(amounts.getByText('Shipping').nextElementSibling?.textContent).toBe('₹7,705.00');
  expect(amounts.getByText('CGST (2.5%)').nextElementSibling?.textContent).toBe('₹1,125.00');
  expect(amounts.getByText('SGST (2.5%)').nextElementSibling?.textContent).toBe('₹1,125.00');
  expect(amounts.getByText('Total').nextElementSibling?.textContent).toBe('₹54,955.00');
  expect(section('Shipping').getByText('12 Mandi Road')).toBeDefined();
  expect(section('Shipping').getByText('Indore, Madhya Pradesh 452001')).toBeDefined();
  expect(section("Buyer's business").getByText('None given at checkout.')).toBeDefined();

  const steps = section('Status history').getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'Awaiting payment 5 Mar 2025, 04:00 pmBy the store',
    'Paid 5 Mar 2025, 04:02 pmBy the store',
  ]);
});

test('the status form offers only the statuses the policy allows next', async () => {
  showOrder(buildOrderSummary({ status: 'paid' }));

  const select = await screen.findByRole('combobox', { name: 'New status' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Loading', 'Cancelled']);
});

test('a status change is sent with its note, confirmed, and the order moves on', async () => {
  const { fetchMock } = showOrder(buildOrderSummary({ status: 'paid' }));

  fireEvent.change(await screen.findByRole('combobox', { name: 'New status' }), {
    target: { value: 'loading' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Note (optional)' }), {
    target: { value: 'Truck MP-09 booked.' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Update status' }));

  await expectToast('Status Updated', 'Order BT-24-000001 is now loading.');
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  expect(post?.[0]).toBe(`/api/admin/orders/${ORDER_ID}/status`);
  expect(JSON.parse(String(post?.[1]?.body))).toEqual({ status: 'loading', note: 'Truck MP-09 booked.' });

  // The order is read again: its next step is now the only choice, and the history has the note.
  await waitFor(() =>
    expect(
      within(screen.getByRole('combobox', { name: 'New status' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dispatched']),
  );
  expect(section('Status history').getByText('Truck MP-09 booked.')).toBeDefined();
  expect(section('Status history').getByText('By admin #1')).toBeDefined();
});

test('a refusal (409) shows the server message', async () => {
  showOrder(buildOrderSummary({ status: 'paid' }), {
    statusAnswer: () =>
      jsonResponse({ code: 'CONFLICT', message: 'An order that is loading cannot become cancelled.' }, 409),
  });

  fireEvent.change(await screen.findByRole('combobox', { name: 'New status' }), {
    target: { value: 'cancelled' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Update status' }));

  await expectToast('Status Not Changed', 'An order that is loading cannot become cancelled.');
});

test('a delivered order has no status left to offer', async () => {
  showOrder(buildOrderSummary({ status: 'delivered' }));
  expect(await screen.findByText('A delivered order cannot change status any more.')).toBeDefined();
  expect(screen.queryByRole('combobox', { name: 'New status' })).toBeNull();
});

test('an order that is not paid has no invoice to download', async () => {
  showOrder(
    buildOrderSummary({
      status: 'pending',
      paidAt: null,
      invoiceNumber: null,
      invoiceUrl: null,
      paymentId: null,
    }),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Summary' })).toBeDefined();
  expect(section('Summary').getByText('Not yet issued')).toBeDefined();
  expect(section('Summary').queryByRole('link')).toBeNull();
});

test('an unknown order says so', async () => {
  rememberUser(buildAdmin());
  mockFetch(fakeAdminApi());
  renderRoute('/admin/orders/ord_9999999999999999999999');

  expect((await screen.findByRole('alert')).textContent).toContain('There is no such order.');
  expect(screen.getByRole('link', { name: 'Back to all orders' })).toBeDefined();
});

test("an order placed with business details shows the buyer's company, GSTIN, mobile and billing address", async () => {
  showOrder(
    buildOrderSummary({
      buyer: {
        company: 'Verma Traders',
        phone: '9876543210',
        gstin: '23ABCDE1234F1Z5',
        billing: { address: '4 Sarafa Bazar', city: 'Bhopal', state: 'Madhya Pradesh', zip: '462001' },
      },
    }),
  );

  const business = await screen.findByRole('heading', { level: 2, name: "Buyer's business" });
  const facts = within(business.closest('section') as HTMLElement);
  expect(facts.getByText('Company').nextElementSibling?.textContent).toBe('Verma Traders');
  expect(facts.getByText('GSTIN').nextElementSibling?.textContent).toBe('23ABCDE1234F1Z5');
  expect(facts.getByText('Mobile').nextElementSibling?.textContent).toBe('9876543210');
  expect(facts.getByText('Billing address').nextElementSibling?.textContent).toBe(
    '4 Sarafa BazarBhopal, Madhya Pradesh 462001',
  );
});
