import type { CommissionInvoiceList, SupplierPayouts } from '@bulk/domain/payouts';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const pageLoad = { timeout: 10_000 };
const ravi = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });

function supplierApi(routes: Responder): Responder {
  rememberUser(ravi);
  return memberApi({ user: ravi, fallback: routes });
}

const ledger: SupplierPayouts = {
  earnedPaise: 1_882_000,
  paidPaise: 500_000,
  pendingPaise: 1_382_000,
  shipments: [
    {
      shipmentId: 'shp_1',
      orderNumber: 'BT-26-000042',
      deliveredAt: '2026-11-20T10:00:00.000Z',
      totalPaise: 2_000_000,
      commissionPaise: 100_000,
      commissionGstPaise: 18_000,
      payoutPaise: 1_882_000,
    },
  ],
  payouts: [{ id: 3, amountPaise: 500_000, utr: 'UTIBN26112600001', paidOn: '2026-11-21', note: null }],
};
const invoices: CommissionInvoiceList = {
  invoices: [
    {
      month: '2026-11',
      invoiceNumber: 'CM/26-27/000001',
      issuedAt: '2026-11-30T19:30:00.000Z',
      shipmentCount: 1,
      taxablePaise: 100_000,
      gstPaise: 18_000,
      totalPaise: 118_000,
    },
  ],
};

test('the supplier sees earned, paid and pending, its delivered shipments, payouts and invoices to download', async () => {
  mockFetch(
    supplierApi((url) => {
      if (url === '/api/supplier/payouts') return jsonResponse(ledger);
      if (url === '/api/supplier/commission-invoices') return jsonResponse(invoices);
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/dashboard/payouts');
  expect(await screen.findByRole('heading', { name: 'Payouts', level: 1 }, pageLoad)).toBeDefined();
  const figures = await screen.findByText('Pending');
  expect(figures.parentElement!.textContent).toBe('Pending₹13,820.00');
  const shipments = screen.getByRole('table', { name: 'Delivered shipments, newest first' });
  const row = within(shipments).getAllByRole('row')[1]!;
  expect(row.textContent).toContain('BT-26-000042');
  expect(row.textContent).toContain('₹1,000.00');
  expect(row.textContent).toContain('₹180.00');
  expect(row.textContent).toContain('₹18,820.00');
  expect(screen.getByRole('table', { name: 'Payouts received, newest first' }).textContent).toContain(
    'UTIBN26112600001',
  );
  const download = await screen.findByRole('link', { name: 'Download invoice November 2026' });
  expect(download.getAttribute('href')).toBe('/api/supplier/commission-invoices/2026-11');
  expect(screen.getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe('/dashboard/payouts');
});

test('nothing yet: each part says so; a failed load offers a retry', async () => {
  let fail = true;
  mockFetch(
    supplierApi((url) => {
      if (url === '/api/supplier/payouts') {
        return fail
          ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong.' }, 500)
          : jsonResponse({ earnedPaise: 0, paidPaise: 0, pendingPaise: 0, shipments: [], payouts: [] });
      }
      if (url === '/api/supplier/commission-invoices') return jsonResponse({ invoices: [] });
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/dashboard/payouts');
  const alert = await screen.findByRole('alert', {}, pageLoad);
  expect(alert.textContent).toContain('Your payouts could not be loaded.');
  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No shipment has been delivered yet.')).toBeDefined();
  expect(screen.getByText('No payout has been made yet.')).toBeDefined();
  expect(screen.getByText(/No commission invoice yet/)).toBeDefined();
});
