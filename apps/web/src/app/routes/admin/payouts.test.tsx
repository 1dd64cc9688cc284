import type { AdminPayouts, CommissionRates } from '@bulk/domain/payouts';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin } from '#src/features/admin/testing/fake-admin-api';
import { memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const latur = { sellerId: 14, businessName: 'Latur Pulses', email: 'latur@example.in' };
const ledger: AdminPayouts = {
  suppliers: [
    { ...latur, earnedPaise: 1_882_000, paidPaise: 500_000, pendingPaise: 1_382_000 },
    {
      sellerId: 15,
      businessName: 'Indore Mills',
      email: 'indore@example.in',
      earnedPaise: 100,
      paidPaise: 100,
      pendingPaise: 0,
    },
  ],
  payouts: [
    {
      id: 3,
      ...latur,
      amountPaise: 500_000,
      utr: 'UTIBN26112600001',
      paidOn: '2026-11-20',
      note: null,
      recordedBy: 'Meera Admin',
      recordedAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

function adminApi(routes: Responder): Responder {
  const admin = buildAdmin();
  rememberUser(admin);
  return memberApi({ user: admin, fallback: routes });
}

test('an admin sees every balance, downloads the CSVs and records a payout from a supplier row', async () => {
  const sent: unknown[] = [];
  mockFetch(
    adminApi((url, init) => {
      if (url === '/api/admin/payouts' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        if (sent.length === 1) {
          const message = 'This UTR is already recorded for a payout.';
          return jsonResponse({ code: 'CONFLICT', message, issues: [{ field: 'utr', message }] }, 409);
        }
        return jsonResponse(
          {
            id: 4,
            ...latur,
            amountPaise: 1_382_000,
            utr: 'UTIBN26112600002',
            paidOn: '2026-11-26',
            note: null,
            recordedBy: 'Meera Admin',
            recordedAt: '2026-11-26T10:00:00.000Z',
            balance: { earnedPaise: 1_882_000, paidPaise: 1_882_000, pendingPaise: 0 },
          },
          201,
        );
      }
      if (url === '/api/admin/payouts') return jsonResponse(ledger);
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/admin/payouts');

  const balances = await screen.findByRole('table', { name: 'Balances per supplier, most pending first' });
  const [, latRow, indoreRow] = within(balances).getAllByRole('row');
  expect(latRow!.textContent).toContain('Latur Pulses');
  expect(latRow!.textContent).toContain('₹13,820.00');
  expect(within(indoreRow!).queryByRole('button')).toBeNull();
  expect(screen.getByRole('link', { name: 'Download balances (CSV)' }).getAttribute('href')).toBe(
    '/api/admin/payouts?format=csv&rows=balances',
  );
  expect(screen.getByRole('link', { name: 'Download payouts (CSV)' }).getAttribute('href')).toBe(
    '/api/admin/payouts?format=csv&rows=payouts',
  );
  const recorded = screen.getByRole('table', { name: 'Payouts recorded, newest first' });
  expect(recorded.textContent).toContain('UTIBN26112600001');

  fireEvent.click(within(latRow!).getByRole('button', { name: 'Pay Latur Pulses' }));
  const form = within(screen.getByRole('form', { name: 'Record a payout' }));
  expect((form.getByLabelText(/^Supplier/) as HTMLSelectElement).value).toBe('14');
  expect((form.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('13820.00');
  fireEvent.input(form.getByLabelText(/^UTR/), { target: { value: 'utibn 26112600001' } });
  fireEvent.click(form.getByRole('button', { name: 'Record payout' }));
  expect(await form.findByText('This UTR is already recorded for a payout.')).toBeDefined();
  expect(sent[0]).toMatchObject({ sellerId: 14, amountPaise: 1_382_000, utr: 'UTIBN26112600001' });

  fireEvent.input(form.getByLabelText(/^UTR/), { target: { value: 'UTIBN26112600002' } });
  fireEvent.click(form.getByRole('button', { name: 'Record payout' }));
  await expectToast('Payout Recorded');
  expect(sent[1]).toMatchObject({ utr: 'UTIBN26112600002' });
});

test('an amount that is not rupees and a missing supplier are named before anything is sent', async () => {
  const posted: string[] = [];
  mockFetch(
    adminApi((url, init) => {
      if (init?.method === 'POST') posted.push(url);
      if (url === '/api/admin/payouts') return jsonResponse(ledger);
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/admin/payouts');
  const form = within(await screen.findByRole('form', { name: 'Record a payout' }));
  fireEvent.input(form.getByLabelText(/^Amount/), { target: { value: '12,000' } });
  fireEvent.click(form.getByRole('button', { name: 'Record payout' }));
  expect(await form.findByText('Choose the supplier.')).toBeDefined();
  expect(form.getByText('Enter the amount in rupees, such as 12500 or 12500.50.')).toBeDefined();
  expect(posted).toEqual([]);
});

test('no supplier has earned yet: the page says so; a failed load offers a retry', async () => {
  let fail = true;
  mockFetch(
    adminApi((url) => {
      if (url === '/api/admin/payouts') {
        return fail
          ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong.' }, 500)
          : jsonResponse({ suppliers: [], payouts: [] });
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/admin/payouts');
  const alert = await screen.findByRole('alert');
  fail = false;
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/No supplier has earned anything yet/)).toBeDefined();
});

test('the commission page shows every category with the default, and saves the rates typed', async () => {
  const rates: CommissionRates = {
    defaultRateBps: 500,
    maxRateBps: 5000,
    categories: [
      { categoryId: 1, slug: 'flour', name: 'Flour', rateBps: 500, custom: false, updatedAt: null },
      {
        categoryId: 4,
        slug: 'pulses',
        name: 'Pulses',
        rateBps: 750,
        custom: true,
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  };
  let saved: unknown;
  mockFetch(
    adminApi((url, init) => {
      if (url === '/api/admin/commission-rates' && init?.method === 'PUT') {
        saved = JSON.parse(String(init.body));
        return jsonResponse(rates);
      }
      if (url === '/api/admin/commission-rates') return jsonResponse(rates);
      return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
    }),
  );
  renderRoute('/admin/commission');
  const form = within(await screen.findByRole('form', { name: 'Commission per category' }));
  const flour = form.getByLabelText('Flour (%)') as HTMLInputElement;
  const pulses = form.getByLabelText('Pulses (%)') as HTMLInputElement;
  expect([flour.value, flour.placeholder, pulses.value]).toEqual(['', '5 (default)', '7.5']);

  fireEvent.input(flour, { target: { value: '60' } });
  fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
  expect(await form.findByText('At most 50%.')).toBeDefined();
  expect(saved).toBeUndefined();

  fireEvent.input(flour, { target: { value: '2.25' } });
  fireEvent.input(pulses, { target: { value: '' } });
  fireEvent.click(form.getByRole('button', { name: 'Save rates' }));
  await expectToast('Commission Saved');
  expect(saved).toEqual({
    rates: [
      { category: 'flour', percent: 2.25 },
      { category: 'pulses', percent: null },
    ],
  });
});
