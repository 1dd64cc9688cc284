import type { HsnReport, SalesReport } from '@bulk/domain/supplier-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

const april = 'from=2026-04-01&to=2026-04-15';

const sales: SalesReport = {
  report: 'sales',
  from: '2026-04-01',
  to: '2026-04-15',
  group: 'day',
  rows: [
    {
      period: '2026-04-13',
      shipments: 1,
      goodsPaise: 19_000_000,
      freightPaise: 1_234_500,
      gstPaise: 1_011_725,
      totalPaise: 21_246_225,
    },
    {
      period: '2026-04-15',
      shipments: 2,
      goodsPaise: 6_300_000,
      freightPaise: 0,
      gstPaise: 315_000,
      totalPaise: 6_615_000,
    },
  ],
  totals: {
    shipments: 3,
    goodsPaise: 25_300_000,
    freightPaise: 1_234_500,
    gstPaise: 1_326_725,
    totalPaise: 27_861_225,
  },
};

const hsn: HsnReport = {
  report: 'hsn',
  from: '2026-04-01',
  to: '2026-04-15',
  rows: [
    {
      hsn: '0713',
      description: 'Pulses',
      uqc: 'KGS',
      quantity: 750,
      rateBps: 500,
      taxablePaise: 26_534_500,
      igstPaise: 1_326_725,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: 27_861_225,
    },
  ],
  totals: {
    taxablePaise: 26_534_500,
    igstPaise: 1_326_725,
    cgstPaise: 0,
    sgstPaise: 0,
    totalPaise: 27_861_225,
  },
};

/** A signed-in supplier whose reports are answered by `reports` (keyed by the API path and search). */
function supplierWithReports(reports: Record<string, () => Response>) {
  const user = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });
  rememberUser(user);
  const fallback: Responder = (url) =>
    reports[url]?.() ?? jsonResponse({ code: 'NOT_FOUND', message: `No answer for ${url}` }, 404);
  return mockFetch(memberApi({ user, fallback }));
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('the sales report shows a row per day, the totals, and its CSV and Excel downloads', async () => {
  supplierWithReports({ [`/api/supplier/reports/sales?${april}&group=day`]: () => jsonResponse(sales) });
  renderRoute(`/dashboard/reports?${april}`);

  const table = await screen.findByRole('table', { name: 'Sales, 2026-04-01 to 2026-04-15' });
  expect(rowsOf(table)).toEqual([
    ['Day', 'Shipments', 'Goods', 'Freight', 'GST', 'Total'],
    ['2026-04-13', '1', '₹1,90,000.00', '₹12,345.00', '₹10,117.25', '₹2,12,462.25'],
    ['2026-04-15', '2', '₹63,000.00', '₹0.00', '₹3,150.00', '₹66,150.00'],
    ['Total', '3', '₹2,53,000.00', '₹12,345.00', '₹13,267.25', '₹2,78,612.25'],
  ]);
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
    `/api/supplier/reports/sales?${april}&group=day&format=csv`,
  );
  expect(screen.getByRole('link', { name: 'Download Excel (XLSX)' }).getAttribute('href')).toBe(
    `/api/supplier/reports/sales?${april}&group=day&format=xlsx`,
  );
  expect(screen.queryByText(/Feature In Progress/)).toBeNull();
});

test('choosing the HSN summary and other days shows it, with its downloads', async () => {
  const fetchMock = supplierWithReports({
    [`/api/supplier/reports/sales?${april}&group=day`]: () => jsonResponse(sales),
    '/api/supplier/reports/hsn?from=2026-04-02&to=2026-04-14': () =>
      jsonResponse({ ...hsn, from: '2026-04-02', to: '2026-04-14' }),
  });
  const { router } = renderRoute(`/dashboard/reports?${april}`);
  await screen.findByRole('table');

  const form = screen.getByRole('form', { name: 'Choose a report' });
  fireEvent.change(within(form).getByLabelText('Report'), { target: { value: 'hsn' } });
  // The grouping belongs to the sales report only.
  expect(within(form).queryByLabelText('Sales by')).toBeNull();
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-04-02' } });
  fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-04-14' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Show report' }));

  const table = await screen.findByRole('table', { name: 'HSN summary (GSTR-1), 2026-04-02 to 2026-04-14' });
  expect(rowsOf(table)[1]).toEqual([
    '0713',
    'Pulses',
    'KGS',
    '750',
    '₹2,65,345.00',
    '5%',
    '₹13,267.25',
    '₹0.00',
    '₹0.00',
    '₹2,78,612.25',
  ]);
  expect(router.state.location.search).toBe('?report=hsn&from=2026-04-02&to=2026-04-14');
  expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
    '/api/supplier/reports/hsn?from=2026-04-02&to=2026-04-14&format=csv',
  );
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
    '/api/supplier/reports/hsn?from=2026-04-02&to=2026-04-14',
  );
});

test('a start after the end is refused before asking the server', async () => {
  const fetchMock = supplierWithReports({
    [`/api/supplier/reports/sales?${april}&group=day`]: () => jsonResponse(sales),
  });
  renderRoute(`/dashboard/reports?${april}`);
  await screen.findByRole('table');
  const calls = fetchMock.mock.calls.length;

  const form = screen.getByRole('form', { name: 'Choose a report' });
  fireEvent.change(within(form).getByLabelText('From'), { target: { value: '2026-04-20' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Show report' }));

  const to = within(form).getByLabelText('To');
  await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Choose a start date on or before the end date.')).toBeDefined();
  expect(fetchMock.mock.calls.length).toBe(calls);
});

test('days without sales say so; a report that fails to load offers Retry', async () => {
  let failures = 1;
  supplierWithReports({
    [`/api/supplier/reports/payouts?${april}`]: () =>
      jsonResponse({
        report: 'payouts',
        from: '2026-04-01',
        to: '2026-04-15',
        rows: [],
        totals: { earnedPaise: 0, paidPaise: 0 },
      }),
    [`/api/supplier/reports/products?${april}`]: () =>
      failures-- > 0
        ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500)
        : jsonResponse({
            report: 'products',
            from: '2026-04-01',
            to: '2026-04-15',
            rows: [],
            totals: { goodsPaise: 0, taxablePaise: 0, gstPaise: 0 },
          }),
  });
  renderRoute(`/dashboard/reports?report=payouts&${april}`);
  expect(await screen.findByText('Nothing to report from 2026-04-01 to 2026-04-15.')).toBeDefined();
  expect(screen.queryByRole('table')).toBeNull();

  const form = screen.getByRole('form', { name: 'Choose a report' });
  fireEvent.change(within(form).getByLabelText('Report'), { target: { value: 'products' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Show report' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Could not load the report.')).toBeDefined();
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing to report from 2026-04-01 to 2026-04-15.')).toBeDefined();
});
