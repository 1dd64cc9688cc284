import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveInvoiceLink } from '#src/features/checkout/invoice-link';
import { buildOrderSummary } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const orderId = 'ord_0000000000000000000001';
const supplierPart = {
  id: 'shp_0000000000000000000001',
  position: 0,
  seller: { businessName: 'Malwa Dal Mill', slug: 'malwa-dal-mill' },
  status: 'placed' as const,
  originZone: 'CENTRAL' as const,
  subtotalPaise: 19_000_000,
  shippingPaise: 300_000,
  gstPaise: 965_000,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 965_000,
  totalPaise: 20_265_000,
  invoiceNumber: 'S1B/26-27/000001',
  invoiceUrl: `/api/orders/${orderId}/shipments/shp_0000000000000000000001/invoice`,
  dispatch: null,
  creditNoteNumber: null,
  creditNoteUrl: null,
  lines: [0],
  events: [],
};

async function openThankYou(order: ReturnType<typeof buildOrderSummary>) {
  saveInvoiceLink(`/api/orders/${orderId}/invoice`);
  mockFetch((url) =>
    url === `/api/orders/${orderId}`
      ? jsonResponse(order)
      : jsonResponse({ code: 'NOT_FOUND', message: 'x' }, 404),
  );
  renderRoute('/thank-you?type=payment');
  await screen.findByRole('heading', { name: 'Payment Summary' }, { timeout: 5000 });
}

test("an order of the company's goods offers its invoice once it is loaded", async () => {
  await openThankYou(buildOrderSummary({ id: orderId, invoiceUrl: `/api/orders/${orderId}/invoice` }));
  const link = await screen.findByRole('link', { name: 'Download Invoice' });
  expect(link.getAttribute('href')).toBe(`/api/orders/${orderId}/invoice`);
});

test("an order of a supplier's goods alone has no company invoice: its part's invoice is on the shipment", async () => {
  await openThankYou(
    buildOrderSummary({ id: orderId, invoiceNumber: null, invoiceUrl: null, shipments: [supplierPart] }),
  );
  expect(screen.getByRole('link', { name: 'Download invoice S1B/26-27/000001' }).getAttribute('href')).toBe(
    supplierPart.invoiceUrl,
  );
  expect(screen.queryByRole('link', { name: 'Download Invoice' })).toBeNull();
});
