import type { OrderShipment } from '@bulk/domain/shipments';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveInvoiceLink } from '#src/features/checkout/invoice-link';
import { buildOrderShipment, buildOrderSummary } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const orderId = 'ord_0000000000000000000001';
const orderInvoice = `/api/orders/${orderId}/invoice`;

function shipment(position: number, seller: OrderShipment['seller']): OrderShipment {
  const id = `shp_000000000000000000000${position + 1}`;
  return buildOrderShipment({
    id,
    position,
    seller,
    invoiceNumber: `S${position + 1}B/26-27/000001`,
    invoiceUrl: `/api/orders/${orderId}/shipments/${id}/invoice`,
    lines: [0],
  });
}
const dalMill = shipment(0, { businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill' });
const riceMill = shipment(1, { businessName: 'Nashik Rice Mill', slug: 'nashik-rice-mill' });

/** Opens the page the checkout sends a paid order to, with `answer` as the order API's answer. */
async function openThankYou(answer: () => Response) {
  saveInvoiceLink(orderInvoice);
  mockFetch((url) =>
    url === `/api/orders/${orderId}` ? answer() : jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404),
  );
  renderRoute('/thank-you?type=payment');
}

async function openOrder(order: ReturnType<typeof buildOrderSummary>) {
  await openThankYou(() => jsonResponse(order));
  await screen.findByRole('heading', { name: 'Payment Summary' });
}

test("an order of suppliers' goods alone has no Download Invoice: each part's invoice is on its shipment", async () => {
  await openOrder(
    buildOrderSummary({ id: orderId, invoiceNumber: null, invoiceUrl: null, shipments: [dalMill, riceMill] }),
  );
  for (const part of [dalMill, riceMill]) {
    const link = screen.getByRole('link', { name: `Download invoice ${part.invoiceNumber}` });
    expect(link.getAttribute('href')).toBe(part.invoiceUrl);
  }
  expect(screen.queryByRole('link', { name: 'Download Invoice' })).toBeNull();
});

test("an order with the company's part offers the stored invoice link", async () => {
  await openOrder(buildOrderSummary({ id: orderId, shipments: [shipment(0, null), riceMill] }));
  const link = screen.getByRole('link', { name: 'Download Invoice' });
  expect(link.getAttribute('href')).toBe(orderInvoice);
});

test('a copy of the order from before its payment (no invoice yet) still offers the stored link', async () => {
  await openOrder(
    buildOrderSummary({
      id: orderId,
      status: 'pending',
      invoiceNumber: null,
      invoiceUrl: null,
      shipments: [shipment(0, null)],
    }),
  );
  expect(screen.getByRole('link', { name: 'Download Invoice' }).getAttribute('href')).toBe(orderInvoice);
});

test('an order placed before orders shipped in parts offers the stored invoice link', async () => {
  await openOrder(buildOrderSummary({ id: orderId, shipments: [] }));
  expect(screen.getByRole('link', { name: 'Download Invoice' }).getAttribute('href')).toBe(orderInvoice);
});

test("no order's Download Invoice while the order loads", async () => {
  // An answer whose body never ends: the order stays loading.
  await openThankYou(
    () => new Response(new ReadableStream(), { headers: { 'content-type': 'application/json' } }),
  );
  await screen.findByText('Loading your payment summary...');
  expect(screen.queryByRole('link', { name: 'Download Invoice' })).toBeNull();
});

test("a membership fee's invoice is offered at once, with no order to load", async () => {
  const membershipInvoice = '/api/members/invoices/mem_0000000000000000000001';
  saveInvoiceLink(membershipInvoice);
  const fetchMock = mockFetch(() => jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404));
  renderRoute('/thank-you?type=registration&amount=1000');
  const link = await screen.findByRole('link', { name: 'Download Invoice' });
  expect(link.getAttribute('href')).toBe(membershipInvoice);
  expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/orders'))).toBe(false);
});
