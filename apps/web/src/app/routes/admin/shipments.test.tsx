import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildAdmin } from '#src/features/admin/testing/fake-admin-api';
import { buildAdminShipment } from '#src/features/fulfilment/testing/shipments';
import { memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const pageLoad = { timeout: 10_000 };

test('admins see stock conflicts counted in the menu and resolve one by cancelling it with a reason', async () => {
  const admin = buildAdmin();
  rememberUser(admin);
  let conflict = buildAdminShipment({ status: 'stock_conflict', nextSteps: ['cancelled'] });
  const patches: unknown[] = [];
  const asked: string[] = [];
  mockFetch(
    memberApi({
      user: admin,
      fallback: (url, init) => {
        if (url === `/api/admin/shipments/${conflict.id}` && init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          conflict = buildAdminShipment({
            status: 'cancelled',
            nextSteps: [],
            cancellationReason: 'The stock ran out before the payment.',
            creditNoteNumber: 'CN/26-27/000001',
          });
          return jsonResponse(conflict);
        }
        if (url.startsWith('/api/admin/shipments')) {
          asked.push(url);
          const waiting = conflict.status === 'stock_conflict' ? 1 : 0;
          return jsonResponse({
            shipments: [conflict],
            total: 1,
            page: 1,
            pageSize: 25,
            stockConflicts: waiting,
          });
        }
        return jsonResponse({ code: 'NOT_FOUND', message: 'no' }, 404);
      },
    }),
  );
  renderRoute('/admin/shipments?status=stock_conflict');

  const card = await screen.findByRole('article', { name: 'Order BT-26-000123' }, pageLoad);
  expect(card.textContent).toContain('Seller: Latur Pulses');
  expect(within(card).getByTestId('shipment-status').textContent).toBe('Stock conflict');
  const menu = screen.getByRole('navigation', { name: 'Admin' });
  await waitFor(() =>
    expect(within(menu).getByRole('link', { name: /Shipments/ }).textContent).toBe(
      'Shipments1 stock conflicts to resolve',
    ),
  );
  expect(asked).toContain('/api/admin/shipments?status=stock_conflict');
  expect(screen.getByLabelText<HTMLSelectElement>('Status').value).toBe('stock_conflict');

  fireEvent.click(within(card).getByRole('button', { name: 'Cancel and refund' }));
  const form = within(card).getByRole('form', { name: 'Cancel order BT-26-000123' });
  fireEvent.click(within(form).getByRole('button', { name: 'Cancel and refund' }));
  await within(form).findByText('Enter the reason.');
  expect(patches).toEqual([]);
  fireEvent.change(within(form).getByLabelText(/Reason/), {
    target: { value: 'The stock ran out before the payment.' },
  });
  fireEvent.click(within(form).getByRole('button', { name: 'Cancel and refund' }));
  await expectToast('Shipment updated', 'Order BT-26-000123 is now: Cancelled.');
  expect(patches).toEqual([{ status: 'cancelled', reason: 'The stock ran out before the payment.' }]);
  await waitFor(() =>
    expect(card.textContent).toContain(
      'Cancelled: The stock ran out before the payment. Credit note CN/26-27/000001.',
    ),
  );
  await waitFor(() =>
    expect(within(menu).getByRole('link', { name: /Shipments/ }).textContent).toBe('Shipments'),
  );
});
