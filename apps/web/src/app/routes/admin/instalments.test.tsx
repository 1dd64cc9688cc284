import type { AdminInstalmentList } from '@bulk/domain/advance';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin } from '#src/features/admin/testing/fake-admin-api';
import { memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const waiting: AdminInstalmentList['instalments'][number] = {
  id: 41,
  orderId: 'ord_0000000000000000000041',
  orderNumber: 'BT-26-000041',
  buyer: 'Meera Iyer',
  email: 'meera@example.in',
  number: 2,
  kind: 'balance',
  amountPaise: 3_108_420,
  status: 'due',
  reference: 'BT-26-000041-2',
  bankReference: { method: 'upi', reference: '612345678901', submittedAt: '2026-11-26T10:00:00.000Z' },
  dueSince: '2026-11-19T10:00:00.000Z',
  overdue: true,
};

test("an admin confirms the buyer's UPI reference of a balance; the list then has nothing left", async () => {
  const admin = buildAdmin();
  rememberUser(admin);
  const asked: string[] = [];
  let confirmed: unknown;
  mockFetch(
    memberApi({
      user: admin,
      fallback: (url, init) => {
        asked.push(url);
        if (url === '/api/admin/instalments/41/confirm') {
          confirmed = JSON.parse(String(init?.body));
          return jsonResponse({ id: 41, orderId: waiting.orderId, status: 'paid' });
        }
        if (url.startsWith('/api/admin/instalments')) {
          return jsonResponse({ instalments: confirmed ? [] : [waiting] });
        }
        return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
      },
    }),
  );
  renderRoute('/admin/instalments');

  const table = await screen.findByRole('table', { name: 'References to confirm' });
  const row = within(table).getAllByRole('row')[1]!;
  expect(row.textContent).toContain('BT-26-000041');
  expect(row.textContent).toContain('₹31,084.20');
  expect(row.textContent).toContain('612345678901 (UPI,');
  expect(row.textContent).toContain('Overdue');
  expect(asked).toContain('/api/admin/instalments?state=awaiting_confirmation');

  fireEvent.click(within(row).getByRole('button', { name: 'Confirm received' }));
  await expectToast('Payment confirmed');
  expect(confirmed).toEqual({});
  await screen.findByText('Nothing here.');

  fireEvent.click(screen.getByRole('button', { name: 'Balances overdue' }));
  expect(screen.getByRole('button', { name: 'Balances overdue' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => asked).toContain('/api/admin/instalments?state=balance_overdue');
});
