import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildShipment } from '#src/features/fulfilment/testing/shipments';
import { buildSessionUser, memberApi, rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch, type Responder } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';
import { expectToast } from '#src/testing/toast';

const pageLoad = { timeout: 10_000 };
const ravi = buildSessionUser({ role: 'supplier', status: 'approved', name: 'Ravi Patel' });

function supplierApi(routes: Responder): Responder {
  rememberUser(ravi);
  return memberApi({ user: ravi, fallback: routes });
}

const page = (shipments: ReturnType<typeof buildShipment>[]) =>
  jsonResponse({ shipments, total: shipments.length, page: 1, pageSize: 25 });

test("a supplier's /dashboard/orders lists its shipments with lines and ship-to, and accepts one", async () => {
  let shipment = buildShipment();
  const patches: unknown[] = [];
  mockFetch(
    supplierApi((url, init) => {
      if (url === '/api/supplier/shipments') return page([shipment]);
      if (url === `/api/supplier/shipments/${shipment.id}` && init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        shipment = buildShipment({ status: 'accepted', nextSteps: ['loading', 'cancelled'] });
        return jsonResponse(shipment);
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  renderRoute('/dashboard/orders');

  const card = await screen.findByRole('article', { name: 'Order BT-26-000123' }, pageLoad);
  expect(within(card).getByTestId('shipment-status').textContent).toBe('New');
  expect(within(card).getByRole('cell', { name: 'Toor Dal, unpolished' })).toBeDefined();
  expect(within(card).getByRole('cell', { name: '500 kg' })).toBeDefined();
  expect(card.textContent).toContain('Meera Iyer');
  expect(card.textContent).toContain('Kochi, Kerala 682001');
  expect(within(card).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
  expect(within(card).getByTestId('shipment-total').textContent).toBe('₹2,02,500.00');
  // The lines scroll sideways on a phone in a region the keyboard can focus, named as the table.
  const lines = within(card).getByRole('region', { name: 'Lines of order BT-26-000123' });
  expect(lines.tabIndex).toBe(0);
  expect(within(lines).getByRole('table', { name: 'Lines of order BT-26-000123' })).toBeDefined();
  // Suppliers do not cancel: the buyer or an admin does.
  expect(within(card).queryByRole('button', { name: 'Cancel and refund' })).toBeNull();

  fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
  await expectToast('Shipment updated', 'Order BT-26-000123 is now: Accepted.');
  expect(patches).toEqual([{ status: 'accepted' }]);
  await waitFor(() => expect(within(card).getByTestId('shipment-status').textContent).toBe('Accepted'));
  expect(within(card).getByRole('button', { name: 'Start loading' })).toBeDefined();
});

test('dispatch asks for the transport and, over ₹50,000, the e-way bill; errors show by field', async () => {
  const shipment = buildShipment({ status: 'loading', nextSteps: ['dispatched'] });
  const patches: unknown[] = [];
  mockFetch(
    supplierApi((url, init) => {
      if (url === '/api/supplier/shipments') return page([shipment]);
      if (init?.method === 'PATCH') {
        patches.push(JSON.parse(String(init.body)));
        return jsonResponse(
          {
            code: 'DETAILS_REQUIRED',
            message: 'This e-way bill number was not found.',
            issues: [{ field: 'dispatch.ewayBillNumber', message: 'This e-way bill number was not found.' }],
          },
          422,
        );
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  renderRoute('/dashboard/orders');

  const card = await screen.findByRole('article', { name: 'Order BT-26-000123' }, pageLoad);
  fireEvent.click(within(card).getByRole('button', { name: 'Dispatch' }));
  const form = within(card).getByRole('form', { name: 'Dispatch order BT-26-000123' });
  const eway = within(form).getByLabelText(/E-way bill number/);
  expect(eway.getAttribute('aria-describedby')).toContain('hint');
  expect(form.textContent).toContain("this invoice's value with tax is over ₹50,000.00");

  fireEvent.change(within(form).getByLabelText(/Transporter/), { target: { value: 'VRL Logistics' } });
  fireEvent.change(within(form).getByLabelText(/Docket or LR number/), { target: { value: 'LR-55812' } });
  fireEvent.change(within(form).getByLabelText(/Vehicle number/), { target: { value: 'mh 24 ab 1234' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm dispatch' }));
  await within(form).findByText(
    'Enter the e-way bill number: it is required when the invoice value with tax is over ₹50,000.',
  );
  expect(eway.getAttribute('aria-invalid')).toBe('true');
  expect(patches).toEqual([]);

  fireEvent.change(eway, { target: { value: '331000123456' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Confirm dispatch' }));
  await waitFor(() =>
    expect(within(form).getAllByText('This e-way bill number was not found.')).toHaveLength(1),
  );
  expect(within(card).getByRole('alert').textContent).toBe('This e-way bill number was not found.');
  expect(patches).toEqual([
    {
      status: 'dispatched',
      dispatch: {
        transporter: 'VRL Logistics',
        docketNumber: 'LR-55812',
        vehicleNumber: 'MH24AB1234',
        ewayBillNumber: '331000123456',
      },
    },
  ]);
});

test('the status filter asks the server and lives in the URL; an empty list says so', async () => {
  const asked: string[] = [];
  mockFetch(
    supplierApi((url) => {
      if (url.startsWith('/api/supplier/shipments')) {
        asked.push(url);
        return page([]);
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  renderRoute('/dashboard/orders');

  await screen.findByText(
    'No orders yet. When a buyer orders your products, their shipments appear here.',
    {},
    pageLoad,
  );
  fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'dispatched' } });
  await screen.findByText('No shipments have this status.');
  expect(asked).toEqual(['/api/supplier/shipments', '/api/supplier/shipments?status=dispatched']);
});

test('a list that does not load says why and offers a retry', async () => {
  mockFetch(
    supplierApi((url) => {
      if (url.startsWith('/api/supplier/shipments')) {
        return jsonResponse({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' }, 500);
      }
      return jsonResponse({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
    }),
  );
  renderRoute('/dashboard/orders');
  const alert = await screen.findByRole('alert', {}, pageLoad);
  expect(alert.textContent).toContain('The shipments could not be loaded');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
});
