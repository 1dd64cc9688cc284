import type { AccountOrder } from '@bulk/domain/account';
import type { OrderInstalments } from '@bulk/domain/advance';
import type { OrderShipment } from '@bulk/domain/shipments';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  buildOrderShipment,
  buildOrderSummary,
  buildSessionUser,
  memberApi,
  rememberUser,
} from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const asha = buildSessionUser();
const pageLoad = { timeout: 5000 };
const orderId = 'ord_0000000000000000000001';

const line = (productId: number, name: string, quantity: number, unitPricePaise: number) => ({
  productId,
  name,
  unit: 'kg',
  unitPricePaise,
  quantity,
  lineTotalPaise: quantity * unitPricePaise,
  gstRateBps: 500,
  gstPaise: 0,
});

const shipment = buildOrderShipment;

// A cart from the company and two suppliers, paid once: three shipments at three points of their way.
const shipments: OrderShipment[] = [
  shipment({
    id: 'shp_company',
    position: 0,
    status: 'dispatched',
    lines: [0],
    invoiceNumber: 'INV/26-27/000001',
    invoiceUrl: `/api/orders/${orderId}/shipments/shp_company/invoice`,
    dispatch: {
      transporter: 'VRL Logistics',
      docketNumber: 'LR-99812',
      vehicleNumber: 'MP09AB1234',
      ewayBillNumber: '123456789012',
    },
    events: [
      { status: 'placed', at: '2026-11-26T10:00:00.000Z', note: null },
      { status: 'accepted', at: '2026-11-26T12:00:00.000Z', note: null },
      { status: 'loading', at: '2026-11-27T09:00:00.000Z', note: null },
      { status: 'dispatched', at: '2026-11-28T09:00:00.000Z', note: null },
    ],
  }),
  shipment({
    id: 'shp_malwa',
    position: 1,
    seller: { businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill' },
    status: 'accepted',
    lines: [1],
    subtotalPaise: 19_000_000,
    shippingPaise: 300_000,
    gstPaise: 965_000,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 965_000,
    totalPaise: 20_265_000,
    invoiceNumber: 'MDM/26-27/000004',
    invoiceUrl: `/api/orders/${orderId}/shipments/shp_malwa/invoice`,
    events: [
      { status: 'placed', at: '2026-11-26T10:00:00.000Z', note: null },
      { status: 'accepted', at: '2026-11-26T15:00:00.000Z', note: null },
    ],
  }),
  shipment({
    id: 'shp_kutch',
    position: 2,
    seller: { businessName: 'Kutch Pulses', slug: 'kutch-pulses' },
    status: 'cancelled',
    lines: [2],
    invoiceNumber: 'KP/26-27/000002',
    invoiceUrl: `/api/orders/${orderId}/shipments/shp_kutch/invoice`,
    events: [
      { status: 'placed', at: '2026-11-26T10:00:00.000Z', note: null },
      { status: 'cancelled', at: '2026-11-27T10:00:00.000Z', note: 'Cancelled at the buyer’s request.' },
    ],
  }),
];

const order = buildOrderSummary({
  id: orderId,
  lines: [
    line(2, 'A Grade Quality Corn Flour', 500, 9_000),
    line(90, 'Toor Dal, unpolished', 500, 38_000),
    line(91, 'Moong Dal', 150, 30_000),
  ],
  shipments,
});
const accountOrder: AccountOrder = {
  order,
  history: [{ status: 'paid', at: '2026-11-26T10:00:00.000Z', note: null }],
};

function customerApi(answer: AccountOrder): Responder {
  const members = memberApi({
    user: asha,
    fallback: () => jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404),
  });
  return (url, init) =>
    url === `/api/account/orders/${orderId}` ? jsonResponse(answer) : members(url, init);
}

async function openOrderPage(answer = accountOrder) {
  rememberUser(asha);
  mockFetch(customerApi(answer));
  renderRoute(`/dashboard/orders/${orderId}`);
  await screen.findByRole('heading', { name: `Order ${order.number}` }, pageLoad);
}

const card = (name: string) => within(screen.getByRole('article', { name }));

test('the order page lists every shipment: its seller, its progress, its lines, totals and invoice', async () => {
  await openOrderPage();

  const region = within(screen.getByRole('region', { name: 'Shipments' }));
  expect(region.getAllByRole('article')).toHaveLength(3);

  const company = card('Shipment 1 of 3: sold by Bulk Trade India');
  // The progress is an ordered list: steps done, the current one marked for screen readers, those to come.
  const progress = company.getByRole('list', { name: 'Progress of shipment 1' });
  const steps = within(progress).getAllByRole('listitem');
  // Each step reached shows its day, in a <time> checked below; the text without it reads as follows.
  const withoutDay = (step: HTMLElement) =>
    step.textContent?.replace(step.querySelector('time')?.textContent ?? '', '');
  expect(steps.map(withoutDay)).toEqual([
    '✓Placed (done)',
    '✓Accepted (done)',
    '✓Loading (done)',
    '4Dispatched',
    '5Delivered',
  ]);
  expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, null, null, 'step', null]);
  expect(steps[3]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-28T09:00:00.000Z');
  // Dispatched: the transporter, docket, vehicle and e-way bill.
  expect(company.getByText('Transporter').nextElementSibling?.textContent).toBe('VRL Logistics');
  expect(company.getByText('Docket (LR) number').nextElementSibling?.textContent).toBe('LR-99812');
  expect(company.getByText('Vehicle number').nextElementSibling?.textContent).toBe('MP09AB1234');
  expect(company.getByText('E-way bill number').nextElementSibling?.textContent).toBe('123456789012');
  company.getByText('500 kg x A Grade Quality Corn Flour');
  expect(company.getByText('CGST').nextElementSibling?.textContent).toBe('₹1,187.50');
  expect(company.getByText('Shipment total').nextElementSibling?.textContent).toBe('₹49,875.00');
  expect(company.getByRole('link', { name: 'Download invoice INV/26-27/000001' }).getAttribute('href')).toBe(
    `/api/orders/${orderId}/shipments/shp_company/invoice`,
  );

  const malwa = card('Shipment 2 of 3: sold by Malwa Dal Mill');
  expect(
    within(malwa.getByRole('list', { name: 'Progress of shipment 2' }))
      .getAllByRole('listitem')
      .map((step) => step.getAttribute('aria-current')),
  ).toEqual([null, 'step', null, null, null]);
  expect(malwa.queryByText('Transporter')).toBeNull();
  malwa.getByText('500 kg x Toor Dal, unpolished');
  expect(malwa.getByText('IGST').nextElementSibling?.textContent).toBe('₹9,650.00');
  expect(malwa.getByRole('link', { name: 'About Malwa Dal Mill' }).getAttribute('href')).toBe(
    '/suppliers/malwa-dal-mill',
  );
  expect(malwa.getByRole('link', { name: 'Download invoice MDM/26-27/000004' }).getAttribute('href')).toBe(
    `/api/orders/${orderId}/shipments/shp_malwa/invoice`,
  );

  // A cancelled shipment says so plainly, with no progress.
  const kutch = card('Shipment 3 of 3: sold by Kutch Pulses');
  expect(kutch.queryByRole('list', { name: 'Progress of shipment 3' })).toBeNull();
  kutch.getByText(/^Cancelled on .*Its amount is refunded to you, with a credit note against its invoice\./);
  kutch.getByText('Cancelled at the buyer’s request.');
});

test('a shipment whose stock ran out after payment says so, and one not invoiced yet has no download', async () => {
  const conflicted = {
    ...order,
    shipments: [
      shipment({
        id: 'shp_a',
        position: 0,
        seller: { businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill' },
        status: 'stock_conflict',
        lines: [0],
      }),
    ],
  };
  await openOrderPage({ ...accountOrder, order: conflicted });

  const only = card('Shipment 1 of 1: sold by Malwa Dal Mill');
  only.getByText(/^Out of stock: the last units were sold while you paid/);
  only.getByText('Its invoice is not issued yet.');
  expect(only.queryByRole('link', { name: /^Download invoice/ })).toBeNull();
});

test('an order placed before shipments existed, or of the company alone, looks as before: no shipments section', async () => {
  await openOrderPage({ ...accountOrder, order: { ...order, shipments: [] } });
  expect(screen.queryByRole('region', { name: 'Shipments' })).toBeNull();
  cleanup();

  await openOrderPage({ ...accountOrder, order: { ...order, shipments: [shipments[0]!] } });
  expect(screen.queryByRole('region', { name: 'Shipments' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Download Invoice' }).getAttribute('href')).toBe(order.invoiceUrl);
});

test("/orders/:id, the order's own page a guest holds the link of, lists its shipments too", async () => {
  const instalments: OrderInstalments = {
    orderId,
    orderNumber: order.number,
    paymentPlan: 'full',
    terms: null,
    advancePaidAt: null,
    earliestLoadingAt: null,
    cancellable: false,
    bank: {
      accountName: 'Bulk Trade India Private Limited',
      bankName: 'State Bank of India, Indore Main Branch',
      accountNumber: '00000012345678901',
      ifsc: 'SBIN0000001',
      upiId: 'bulktrade@sbi',
    },
    instalments: [],
  };
  mockFetch((url) =>
    url === `/api/orders/${orderId}`
      ? jsonResponse(order)
      : url === `/api/orders/${orderId}/instalments`
        ? jsonResponse(instalments)
        : jsonResponse({ code: 'UNAUTHENTICATED', message: 'Please log in.' }, 401),
  );
  renderRoute(`/orders/${orderId}`);

  const region = within(await screen.findByRole('region', { name: 'Shipments' }, pageLoad));
  expect(region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Shipment 1 of 3: sold by Bulk Trade India',
    'Shipment 2 of 3: sold by Malwa Dal Mill',
    'Shipment 3 of 3: sold by Kutch Pulses',
  ]);
});

test("a supplier's shipment before loading can be cancelled by its buyer, asked once more; the company's part and a cancelled one cannot", async () => {
  const cancelledKutch = shipment({
    ...shipments[2]!,
    creditNoteNumber: 'CN/26-27/000003',
    creditNoteUrl: `/api/orders/${orderId}/shipments/shp_kutch/credit-note`,
  });
  const withCreditNote = { ...order, shipments: [shipments[0]!, shipments[1]!, cancelledKutch] };
  const requests: string[] = [];
  rememberUser(asha);
  const members = customerApi({ ...accountOrder, order: withCreditNote });
  mockFetch((url, init) => {
    if (url === `/api/orders/${orderId}/shipments/shp_malwa/cancel`) {
      requests.push(`${init?.method} ${url}`);
      return jsonResponse({
        shipmentId: `shp_${'malwa'.padStart(22, '0')}`,
        status: 'cancelled',
        refundPaise: 20_265_000,
        refund: 'refunded',
        creditNoteNumber: 'CN/26-27/000004',
        creditNoteUrl: `/api/orders/${orderId}/shipments/shp_malwa/credit-note`,
      });
    }
    return members(url, init);
  });
  renderRoute(`/dashboard/orders/${orderId}`);
  await screen.findByRole('heading', { name: `Order ${order.number}` }, pageLoad);

  const company = card('Shipment 1 of 3: sold by Bulk Trade India');
  expect(company.queryByRole('button', { name: 'Cancel this shipment' })).toBeNull();
  const kutch = card('Shipment 3 of 3: sold by Kutch Pulses');
  expect(kutch.queryByRole('button', { name: 'Cancel this shipment' })).toBeNull();
  expect(kutch.getByRole('link', { name: 'Download credit note CN/26-27/000003' }).getAttribute('href')).toBe(
    `/api/orders/${orderId}/shipments/shp_kutch/credit-note`,
  );

  const malwa = card('Shipment 2 of 3: sold by Malwa Dal Mill');
  fireEvent.click(malwa.getByRole('button', { name: 'Cancel this shipment' }));
  const question = malwa.getByRole('group', {
    name: /^Cancel this shipment\? ₹2,02,650\.00 will be refunded/,
  });
  expect(requests).toEqual([]);
  fireEvent.click(within(question).getByRole('button', { name: 'Yes, cancel and refund' }));
  await expectToast('Shipment cancelled', '₹2,02,650.00 is refunded to how you paid.');
  expect(requests).toEqual([`POST /api/orders/${orderId}/shipments/shp_malwa/cancel`]);
});
