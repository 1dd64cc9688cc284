import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  buildAdmin,
  buildAdminOrderRow,
  buildAuditEntry,
  buildOutboxMessage,
  buildTicket,
  fakeAdminApi,
} from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { mockFetch } from '#src/testing/fetch-mock';
import { renderRoute } from '#src/testing/render-route';

type Api = Parameters<typeof fakeAdminApi>[0];

function showAdminPage(path: string, api: Api = {}) {
  rememberUser(buildAdmin());
  const fetchMock = mockFetch(fakeAdminApi(api));
  return { ...renderRoute(path), fetchMock };
}

function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

test('the outbox lists each email; its text opens under the subject', async () => {
  showAdminPage('/admin/outbox', {
    outbox: [
      buildOutboxMessage({
        id: 2,
        to: 'ravi@traders.in',
        subject: 'Your order is now dispatched',
        text: 'Dear Ravi,\n\nYour order is on its way.',
        kind: 'order_status',
        status: 'failed',
        attempts: 3,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
      buildOutboxMessage({ status: 'sent', attempts: 1, sentAt: '2025-03-05T10:33:00.000Z' }),
    ],
  });

  const table = await screen.findByRole('table', { name: 'Outbox emails, newest first' });
  const [failed, sent] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
  expect(cellsOf(failed)).toEqual([
    '5 Mar 2025, 04:02 pm',
    'ravi@traders.in',
    'Your order is now dispatchedDear Ravi,\n\nYour order is on its way.',
    'order_status',
    'Failed',
    '3',
    'connect ECONNREFUSED 127.0.0.1:25',
  ]);
  expect(cellsOf(sent).slice(4)).toEqual(['Sent5 Mar 2025, 04:03 pm', '1', '—']);

  const details = within(failed).getByText('Your order is now dispatched').closest('details');
  expect(details?.open).toBe(false);
  fireEvent.click(within(failed).getByText('Your order is now dispatched'));
  await waitFor(() => expect(details?.open).toBe(true));
});

test('an empty outbox says so', async () => {
  showAdminPage('/admin/outbox');
  expect(await screen.findByText('The outbox is empty: no email has been written yet.')).toBeDefined();
  expect(screen.queryByRole('table')).toBeNull();
});

test('the tickets page lists each ticket with its sender, issue, message and attachment', async () => {
  showAdminPage('/admin/tickets', {
    tickets: [
      buildTicket({ attachmentName: 'photo.png' }),
      buildTicket({ id: 'TKT-ZZ99YY88', status: 'closed' }),
    ],
  });

  const table = await screen.findByRole('table', { name: 'Support tickets, newest first' });
  const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
  expect(rows.map(cellsOf)).toEqual([
    [
      '6 Mar 2025, 02:30 pm',
      'TKT-AB12CD34',
      'asha@example.in+91 98765 43210',
      'Order',
      'Where is my order?It has not been dispatched yet.',
      'photo.png',
      'Open',
    ],
    [
      '6 Mar 2025, 02:30 pm',
      'TKT-ZZ99YY88',
      'asha@example.in+91 98765 43210',
      'Order',
      'Where is my order?It has not been dispatched yet.',
      '—',
      'Closed',
    ],
  ]);
});

test('no tickets says so', async () => {
  showAdminPage('/admin/tickets');
  expect(await screen.findByText('No support tickets have been raised yet.')).toBeDefined();
});

test('the audit log lists who did what to which order, with the details', async () => {
  showAdminPage('/admin/audit', {
    audit: [buildAuditEntry({ details: { from: 'paid', to: 'loading', note: 'Truck booked' } })],
  });

  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  const row = within(table).getAllByRole('row')[1] as HTMLElement;
  expect(cellsOf(row)).toEqual([
    '7 Mar 2025, 11:30 am',
    'Admin #1',
    'order.status',
    'ord_0000000000000000000001',
    'frompaidtoloadingnoteTruck booked',
  ]);
  expect(within(row).getByRole('link', { name: 'ord_0000000000000000000001' }).getAttribute('href')).toBe(
    '/admin/orders/ord_0000000000000000000001',
  );
});

test('an empty audit log says so', async () => {
  showAdminPage('/admin/audit');
  expect(await screen.findByText('No admin action has been recorded yet.')).toBeDefined();
});

test('a full page of the outbox offers the next one, kept in the URL', async () => {
  const messages = Array.from({ length: 26 }, (_, index) =>
    buildOutboxMessage({ id: 26 - index, subject: `Message ${26 - index}` }),
  );
  const { router, fetchMock } = showAdminPage('/admin/outbox', { outbox: messages });

  fireEvent.click(await screen.findByRole('link', { name: 'Next page' }));

  await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  expect(await screen.findByText('Message 1')).toBeDefined();
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/outbox?page=2');
});

test('the dashboard counts orders in all and per status, from the orders list totals', async () => {
  const { fetchMock } = showAdminPage('/admin', {
    orders: [
      buildAdminOrderRow({ status: 'paid' }),
      buildAdminOrderRow({ status: 'paid' }),
      buildAdminOrderRow({ status: 'loading' }),
      buildAdminOrderRow({ status: 'pending' }),
    ],
  });

  const figures = await screen.findAllByRole('link', { name: /^[A-Z][a-z ]+: \d+$/ });
  expect(figures.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
    ['All orders: 4', '/admin/orders'],
    ['Awaiting payment: 1', '/admin/orders?status=pending'],
    ['Paid: 2', '/admin/orders?status=paid'],
    ['Loading: 1', '/admin/orders?status=loading'],
    ['Dispatched: 0', '/admin/orders?status=dispatched'],
    ['Delivered: 0', '/admin/orders?status=delivered'],
    ['Cancelled: 0', '/admin/orders?status=cancelled'],
  ]);
  expect(
    fetchMock.mock.calls.map(([url]) => url).filter((url) => String(url).startsWith('/api/admin/')),
  ).toHaveLength(7);
});
