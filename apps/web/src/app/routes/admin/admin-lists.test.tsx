import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  buildAdmin,
  buildAuditEntry,
  buildOutboxMessage,
  buildTicket,
  fakeAdminApi,
} from '#src/features/admin/testing/fake-admin-api';
import { rememberUser } from '#src/testing/auth-factory';
import { jsonResponse, mockFetch } from '#src/testing/fetch-mock';
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
    '5 Mar 2025, 04:02 pmorder_status',
    'ravi@traders.in',
    'Your order is now dispatchedDear Ravi,\n\nYour order is on its way.',
    'FailedAttempts: 3Last error: connect ECONNREFUSED 127.0.0.1:25',
  ]);
  expect(cellsOf(sent).slice(3)).toEqual(['Sent5 Mar 2025, 04:03 pmAttempts: 1']);

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
      buildTicket({
        attachmentName: 'photo.png',
        attachmentUrl: '/api/admin/tickets/TKT-AB12CD34/attachment',
      }),
      buildTicket({ id: 'TKT-ZZ99YY88', status: 'closed' }),
    ],
  });

  const table = await screen.findByRole('table', { name: 'Support tickets, newest first' });
  const rows = within(table).getAllByRole('row').slice(1) as HTMLElement[];
  expect(rows.map((row) => cellsOf(row).slice(0, 7))).toEqual([
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
  const attachment = within(rows[0]!).getByRole('link', {
    name: 'Open attachment photo.png of TKT-AB12CD34',
  });
  expect(attachment.getAttribute('href')).toBe('/api/admin/tickets/TKT-AB12CD34/attachment');
  expect(attachment.getAttribute('target')).toBe('_blank');
  expect(within(rows[1]!).queryByRole('link')).toBeNull();
  // Only an open ticket can be answered or closed.
  expect(within(rows[0]!).getByRole('button', { name: 'Close ticket TKT-AB12CD34' })).toBeDefined();
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
});

test('an admin replies to a ticket and closes it', async () => {
  const { fetchMock } = showAdminPage('/admin/tickets', { tickets: [buildTicket()] });

  const reply = await screen.findByRole('textbox', { name: 'Reply to TKT-AB12CD34' });
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Please write a reply.')).toBeDefined();
  fireEvent.change(reply, { target: { value: 'It ships tomorrow.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText('Reply Sent')).toBeDefined();
  const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/tickets/TKT-AB12CD34/reply');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ message: 'It ships tomorrow.' });

  fireEvent.click(screen.getByRole('button', { name: 'Close ticket TKT-AB12CD34' }));
  expect(await screen.findByText('Ticket Closed')).toBeDefined();
  const table = screen.getByRole('table', { name: 'Support tickets, newest first' });
  await waitFor(() => expect(within(table).getByText('Closed')).toBeDefined());
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

test('the dashboard shows the server figures, orders per status and the 30-day chart with its table', async () => {
  const days = Array.from({ length: 30 }, (_, index) => ({
    day: `2025-03-${String(index + 1).padStart(2, '0')}`,
    revenuePaise: index === 29 ? 1_234_500 : 0,
    orders: index === 29 ? 2 : 0,
  }));
  const { fetchMock } = showAdminPage('/admin', {
    dashboard: {
      revenueTodayPaise: 1_234_500,
      revenueMonthPaise: 2_000_000,
      ordersByStatus: {
        pending: 1,
        paid: 2,
        loading: 1,
        dispatched: 0,
        delivered: 0,
        cancelled: 0,
        failed: 0,
        expired: 0,
      },
      suppliersPending: 3,
      newJobseekers: 4,
      openTickets: 5,
      days,
    },
  });

  const overview = within(await screen.findByRole('region', { name: 'Overview' }));
  expect(overview.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Revenue today₹12,345.00', '/admin/payments'],
    ['Revenue this month₹20,000.00', '/admin/payments'],
    ['Suppliers pending approval3', '/admin/suppliers'],
    ['New job seekers (30 days)4', '/admin/jobseekers'],
    ['Open tickets5', '/admin/tickets'],
  ]);
  const byStatus = within(screen.getByRole('region', { name: 'Orders by status' }));
  expect(byStatus.getByRole('link', { name: 'Paid2' }).getAttribute('href')).toBe(
    '/admin/orders?status=paid',
  );
  const chart = screen.getByRole('img', { name: /Revenue per day, last 30 days/ });
  expect(chart.querySelectorAll('rect')).toHaveLength(30);
  const table = screen.getByRole('table', { name: 'Revenue and paid orders per day' });
  expect(within(table).getAllByRole('row')).toHaveLength(31);
  expect(cellsOf(within(table).getAllByRole('row')[30]!)).toEqual(['₹12,345.00', '2']);
  expect(
    fetchMock.mock.calls.map(([url]) => url).filter((url) => String(url).startsWith('/api/admin/dashboard')),
  ).toHaveLength(1);
});

test('the users table filters through the URL, and an account is deactivated and reactivated', async () => {
  const { fetchMock, router } = showAdminPage('/admin/users', {
    users: [
      {
        id: 7,
        name: 'Ravi Patel',
        email: 'ravi@malwa.in',
        role: 'supplier',
        status: 'pending',
        deactivatedAt: null,
        joined: '2025-03-05T10:30:00.000Z',
      },
    ],
  });

  const table = await screen.findByRole('table', { name: 'Users' });
  expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(0, 5)).toEqual([
    '7',
    'Ravi Patel',
    'ravi@malwa.in',
    'Supplier',
    'Pending',
  ]);
  expect(within(table).getByRole('button', { name: 'Approve Ravi Patel' })).toBeDefined();

  const filters = within(screen.getByRole('search', { name: 'Filter users' }));
  fireEvent.change(filters.getByRole('searchbox', { name: 'Name or email' }), { target: { value: 'ravi' } });
  fireEvent.change(filters.getByRole('combobox', { name: 'Role' }), { target: { value: 'supplier' } });
  fireEvent.change(filters.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'name:asc' } });
  fireEvent.click(filters.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(router.state.location.search).toBe('?q=ravi&role=supplier&sort=name&dir=asc'));
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/users?q=ravi&role=supplier&sort=name&dir=asc&page=1',
    ),
  );

  fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ravi Patel' }));
  expect(await screen.findByText('Account Deactivated')).toBeDefined();
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/users/7/deactivate');
});

test('a supplier is rejected with a reason, which must be given', async () => {
  const pending = {
    id: 7,
    name: 'Ravi Patel',
    email: 'ravi@malwa.in',
    role: 'supplier' as const,
    status: 'pending' as const,
    deactivatedAt: null,
    joined: '2025-03-05T10:30:00.000Z',
  };
  const admin = fakeAdminApi({ users: [pending] });
  rememberUser(buildAdmin());
  const fetchMock = mockFetch((url, init) =>
    url === '/api/admin/suppliers/7/reject'
      ? jsonResponse({
          id: 3,
          userId: 7,
          businessname: 'Malwa Traders',
          contactperson: 'Ravi Patel',
          email: 'ravi@malwa.in',
          mobile: '9876543210',
          categories: ['Rice'],
          amount: 99,
          paymentid: 'pay_1',
          orderid: 'order_1',
          registeredat: '2025-03-05T10:30:00.000Z',
          address: 'Indore',
          status: 'rejected',
          rejectionReason: 'The GST certificate is unreadable.',
          decidedAt: '2025-03-08T06:00:00.000Z',
          validUntil: '2026-03-05T10:30:00.000Z',
          invoiceNumber: 'INV-1',
          documents: [],
        })
      : admin(url, init),
  );
  renderRoute('/admin/users');

  const table = await screen.findByRole('table', { name: 'Users' });
  fireEvent.click(within(table).getByRole('button', { name: 'Reject Ravi Patel' }));
  fireEvent.click(within(table).getByRole('button', { name: 'Send rejection' }));
  const error = await within(table).findByText('Please give a reason.');
  const reason = within(table).getByRole('textbox', { name: 'Reason (mailed to the supplier)' });
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(reason.getAttribute('aria-describedby')).toBe(error.id);

  fireEvent.change(reason, { target: { value: '  The GST certificate is unreadable. ' } });
  fireEvent.click(within(table).getByRole('button', { name: 'Send rejection' }));
  expect(await screen.findByText('Supplier Rejected')).toBeDefined();
  const sent = fetchMock.mock.calls.find(([url]) => url === '/api/admin/suppliers/7/reject');
  expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ reason: 'The GST certificate is unreadable.' });
});

test('the payments page shows the merged list, keeps its filter in the URL and exports the same filter as CSV', async () => {
  const { fetchMock, router } = showAdminPage('/admin/payments?kind=supplier', {
    payments: [
      {
        id: 'S-4',
        kind: 'supplier',
        payer: 'Ravi Patel',
        email: 'ravi@malwa.in',
        amountPaise: 9900,
        gatewayPaymentId: 'pay_sandbox_1',
        gatewayOrderId: 'order_sandbox_1',
        reference: 'mem_1',
        orderNumber: null,
        disposition: 'applied',
        paidAt: '2025-03-05T10:30:00.000Z',
      },
      {
        id: 'O-5',
        kind: 'order',
        payer: 'Asha Verma',
        email: 'asha@example.in',
        amountPaise: 2_150_400_000,
        gatewayPaymentId: 'pay_sandbox_2',
        gatewayOrderId: 'order_sandbox_2',
        reference: 'ord_0000000000000000000001',
        orderNumber: 'BT-24-000001',
        disposition: 'refund_failed',
        paidAt: '2025-03-04T10:30:00.000Z',
      },
    ],
  });

  const table = await screen.findByRole('table', { name: 'Payments, newest first' });
  expect(cellsOf(within(table).getAllByRole('row')[1]!).slice(0, 4)).toEqual([
    'S-4',
    'Supplier fee',
    'Ravi Patelravi@malwa.in',
    '₹99.00',
  ]);
  expect(cellsOf(within(table).getAllByRole('row')[2]!)[3]).toBe(
    '₹2,15,04,000.00Paid nothing: refund failed, refund it by hand',
  );
  // The order a payment was for, by its number, linked to its page.
  expect(within(table).getByRole('link', { name: 'BT-24-000001' }).getAttribute('href')).toBe(
    '/admin/orders/ord_0000000000000000000001',
  );
  expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/admin/payments?kind=supplier');
  expect(screen.getByRole('link', { name: 'Export these payments as CSV' }).getAttribute('href')).toBe(
    '/api/admin/payments.csv?kind=supplier',
  );

  const filters = within(screen.getByRole('search', { name: 'Filter payments' }));
  fireEvent.change(filters.getByRole('searchbox', { name: 'Payer, email or payment id' }), {
    target: { value: 'ravi' },
  });
  fireEvent.change(filters.getByLabelText('From'), { target: { value: '2025-03-01' } });
  fireEvent.click(filters.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(router.state.location.search).toBe('?kind=supplier&from=2025-03-01&q=ravi'));
  expect(screen.getByRole('link', { name: 'Export these payments as CSV' }).getAttribute('href')).toBe(
    '/api/admin/payments.csv?kind=supplier&from=2025-03-01&q=ravi',
  );
});
