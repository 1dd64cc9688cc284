import {
  adminDashboardSchema,
  adminNotificationsSchema,
  adminPaymentListSchema,
  adminSearchResultsSchema,
  adminUserListSchema,
} from '@bulk/domain/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, outboxMessages, supportTickets, ticketReplies } from '#src/db/schema/index';
import { registerJobseeker, registerSupplier } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { setAdminPassword } from './admin-accounts';
import { paymentsCsv } from './payments-csv';

let ctx: TestApp;
let adminToken: string;
let customerToken: string;
let supplier: Awaited<ReturnType<typeof registerSupplier>>;
let paidOrderId: string;
let paymentId: string;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  call(method, url, adminToken, payload);
const db = () => ctx.database.handle.db;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(db(), 'chief@store.test');
  adminToken = (await call('POST', '/api/admin/login', undefined, admin)).json().token;
  await call('POST', '/api/auth/register', undefined, {
    name: 'Kiran Rao',
    email: 'kiran@example.in',
    password: 'kiran-pass-123',
  });
  customerToken = (
    await call('POST', '/api/auth/login', undefined, {
      email: 'kiran@example.in',
      password: 'kiran-pass-123',
    })
  ).json().token;
  const created = await call('POST', '/api/create-order', customerToken, {
    productType: 'order',
    lines: [{ productId: 30, quantity: 500 }],
    shipping: {
      fullName: '=HYPERLINK("evil")',
      email: 'kiran@example.in',
      address: '3 Ghat Road',
      city: 'Pune',
      state: 'Maharashtra',
      zip: '411001',
    },
  });
  paidOrderId = created.json().orderId;
  const paid = await call('POST', '/api/payments/sandbox/pay', undefined, {
    order_id: created.json().id,
    outcome: 'success',
  });
  paymentId = paid.json().razorpay_payment_id;
  expect((await call('POST', '/api/verify-payment', undefined, paid.json())).statusCode).toBe(200);
  supplier = await registerSupplier(ctx, 'ravi@malwa-agro.in');
  await registerJobseeker(ctx, 'neha@example.in');
});
afterAll(() => ctx.close());

describe('users', () => {
  test('the table searches, filters by role and state, sorts and pages', async () => {
    const all = adminUserListSchema.parse((await asAdmin('GET', '/api/admin/users')).json());
    expect(all.total).toBe(4);
    expect(all.users[0]!.email).toBe('neha@example.in');
    const byName = adminUserListSchema.parse(
      (await asAdmin('GET', '/api/admin/users?sort=name&dir=asc')).json(),
    );
    expect(byName.users.map((user) => user.name)).toEqual(
      [...byName.users.map((user) => user.name)].sort((a, b) => a.localeCompare(b)),
    );
    const pending = adminUserListSchema.parse(
      (await asAdmin('GET', '/api/admin/users?role=supplier&state=pending')).json(),
    );
    expect(pending.users.map((user) => user.email)).toEqual(['ravi@malwa-agro.in']);
    const found = adminUserListSchema.parse((await asAdmin('GET', '/api/admin/users?q=KIRAN')).json());
    expect(found.users.map((user) => user.email)).toEqual(['kiran@example.in']);
    expect((await asAdmin('GET', '/api/admin/users?page=2')).json().users).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/users?role=owner')).statusCode).toBe(400);
  });

  test('deactivating ends every session and keeps the supplier approval; reactivating lets them in again', async () => {
    const [{ id }] = (await asAdmin('GET', '/api/admin/users?q=ravi@')).json().users;
    const off = await asAdmin('POST', `/api/admin/users/${id}/deactivate`);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ status: 'pending', deactivatedAt: expect.any(String) });
    expect((await call('GET', '/api/auth/me', supplier.token)).statusCode).toBe(401);
    const login = await call('POST', '/api/auth/login', undefined, {
      email: 'ravi@malwa-agro.in',
      password: 'supplier-pass-1',
    });
    expect(login.statusCode).toBe(401);
    expect((await asAdmin('POST', `/api/admin/users/${id}/deactivate`)).statusCode).toBe(409);
    const listed = adminUserListSchema.parse(
      (await asAdmin('GET', '/api/admin/users?state=deactivated')).json(),
    );
    expect(listed.users.map((user) => user.id)).toEqual([id]);

    const on = await asAdmin('POST', `/api/admin/users/${id}/reactivate`);
    expect(on.json()).toMatchObject({ status: 'pending', deactivatedAt: null });
    const again = await call('POST', '/api/auth/login', undefined, {
      email: 'ravi@malwa-agro.in',
      password: 'supplier-pass-1',
    });
    expect(again.statusCode).toBe(200);
    supplier = { ...supplier, token: again.json().token };

    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `user:${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['user.deactivate', 'user.reactivate']);
    expect((await asAdmin('POST', '/api/admin/users/999999/deactivate')).statusCode).toBe(404);
    const [me] = (await asAdmin('GET', '/api/admin/users?role=admin')).json().users;
    const self = await asAdmin('POST', `/api/admin/users/${me.id}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot deactivate your own account.');
  });
});

test('the dashboard counts real revenue, orders, pending suppliers, new job seekers and open tickets', async () => {
  const figures = adminDashboardSchema.parse((await asAdmin('GET', '/api/admin/dashboard')).json());
  const orderPaise = (await asAdmin('GET', `/api/admin/orders/${paidOrderId}`)).json().order.totalPaise;
  expect(figures.revenueTodayPaise).toBe(orderPaise + 9900 + 4900);
  expect(figures.revenueMonthPaise).toBe(figures.revenueTodayPaise);
  expect(figures.ordersByStatus).toMatchObject({ paid: 1, pending: 0 });
  expect(figures).toMatchObject({ suppliersPending: 1, newJobseekers: 1 });
  expect(figures.days).toHaveLength(30);
  expect(figures.days.at(-1)).toMatchObject({ revenuePaise: figures.revenueTodayPaise, orders: 1 });
  expect(figures.days.slice(0, -1).every((day) => day.revenuePaise === 0)).toBe(true);
});

describe('payments', () => {
  test('one list of order and membership payments, newest first, prefixed and filterable', async () => {
    const list = adminPaymentListSchema.parse((await asAdmin('GET', '/api/admin/payments')).json());
    expect(list.payments.map((payment) => payment.id.slice(0, 2))).toEqual(['J-', 'S-', 'O-']);
    expect(list.payments.map((payment) => payment.amountPaise).slice(0, 2)).toEqual([4900, 9900]);
    const paidAt = list.payments.map((payment) => payment.paidAt);
    expect(paidAt).toEqual([...paidAt].sort().reverse());
    const suppliers = (await asAdmin('GET', '/api/admin/payments?kind=supplier')).json();
    expect(suppliers.payments).toHaveLength(1);
    expect(suppliers.payments[0]).toMatchObject({ email: 'ravi@malwa-agro.in', payer: 'Ravi Patel' });
    expect((await asAdmin('GET', `/api/admin/payments?q=${paymentId}`)).json().payments).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/payments?to=2020-01-01')).json().payments).toEqual([]);
    expect((await asAdmin('GET', '/api/admin/payments?from=yesterday')).statusCode).toBe(400);
  });

  test('the CSV export quotes what needs it and defuses formulas', async () => {
    const res = await asAdmin('GET', '/api/admin/payments.csv?kind=order');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="payments.csv"; filename*=UTF-8''payments.csv`,
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Id,Kind,Payer,Email,Amount (Rs),Payment id,Gateway order,For,Status,Paid at');
    expect(lines[1]).toContain(`,order,"'=HYPERLINK(""evil"")",kiran@example.in,`);
    // An order payment is for the order's number, never its internal id.
    const { number } = (await asAdmin('GET', `/api/admin/orders/${paidOrderId}`)).json().order;
    expect(lines[1]).toContain(`,${number},applied,`);
    expect(res.body).not.toContain('ord_');
    expect(lines).toHaveLength(3);
    const [, row] = paymentsCsv([
      {
        id: 'S-1',
        kind: 'order',
        payer: '+91 98765',
        email: '@SUM(A1)',
        amountPaise: 500,
        gatewayPaymentId: '-5',
        gatewayOrderId: 'a,b',
        reference: 'two\nlines',
        orderNumber: null,
        disposition: 'applied',
        paidAt: '2026-01-05',
      },
    ]).split('\r\n');
    expect(row).toBe(`S-1,order,'+91 98765,'@SUM(A1),5.00,'-5,"a,b","two\nlines",applied,2026-01-05`);
    expect(paymentsCsv([])).toBe(
      'Id,Kind,Payer,Email,Amount (Rs),Payment id,Gateway order,For,Status,Paid at\r\n',
    );
  });
});

test('the search box finds users, orders and payments in groups', async () => {
  const byEmail = adminSearchResultsSchema.parse((await asAdmin('GET', '/api/admin/search?q=kiran')).json());
  expect(byEmail.users.map((user) => user.email)).toEqual(['kiran@example.in']);
  expect(byEmail.orders.map((order) => order.id)).toEqual([paidOrderId]);
  const byPayment = adminSearchResultsSchema.parse(
    (await asAdmin('GET', `/api/admin/search?q=${paymentId}`)).json(),
  );
  const { number } = (await asAdmin('GET', `/api/admin/orders/${paidOrderId}`)).json().order;
  expect(byPayment.payments).toEqual([
    expect.objectContaining({ gatewayPaymentId: paymentId, kind: 'order', orderNumber: number }),
  ]);
  expect(byPayment.users).toEqual([]);
  expect((await asAdmin('GET', '/api/admin/search?q=%25%25')).json().users).toEqual([]);
  expect((await asAdmin('GET', '/api/admin/search?q=k')).statusCode).toBe(400);
});

describe('tickets and notifications', () => {
  const ticketId = 'TKT-0A1B2C3D4E';
  beforeAll(async () => {
    await db().insert(supportTickets).values({
      id: ticketId,
      email: 'asha@example.in',
      phone: '9000000000',
      issueType: 'order',
      subject: 'Late delivery',
      message: 'Where is my order?',
    });
  });

  test('notifications count what is new to each admin until they mark it seen', async () => {
    const before = adminNotificationsSchema.parse((await asAdmin('GET', '/api/admin/notifications')).json());
    expect(before.seenAt).toBeNull();
    expect(before.count).toBe(5);
    expect(before.items.map((item) => item.kind).sort()).toEqual([
      'order',
      'registration',
      'registration',
      'registration',
      'ticket',
    ]);
    expect(before.items).toContainEqual(expect.objectContaining({ kind: 'ticket', target: ticketId }));
    const seen = adminNotificationsSchema.parse(
      (await asAdmin('POST', '/api/admin/notifications/seen')).json(),
    );
    expect(seen).toMatchObject({ count: 0, items: [], seenAt: expect.any(String) });

    const other = await setAdminPassword(db(), 'deputy@store.test');
    const deputyToken = (await call('POST', '/api/admin/login', undefined, other)).json().token;
    expect((await call('GET', '/api/admin/notifications', deputyToken)).json().count).toBe(5);
  });

  test('a reply is stored, mailed and audited; a closed ticket takes no more replies', async () => {
    expect(
      (await asAdmin('POST', `/api/admin/tickets/${ticketId}/reply`, { message: '  ' })).statusCode,
    ).toBe(400);
    const reply = await asAdmin('POST', `/api/admin/tickets/${ticketId}/reply`, {
      message: 'It ships tomorrow.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const [mail] = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, 'ticket_reply'));
    expect(mail).toMatchObject({ to: 'asha@example.in', subject: `Re: Late delivery [${ticketId}]` });
    expect(mail!.text).toContain('It ships tomorrow.');

    const closed = await asAdmin('POST', `/api/admin/tickets/${ticketId}/close`);
    expect(closed.json()).toMatchObject({ id: ticketId, status: 'closed' });
    expect((await asAdmin('POST', `/api/admin/tickets/${ticketId}/close`)).statusCode).toBe(409);
    expect(
      (await asAdmin('POST', `/api/admin/tickets/${ticketId}/reply`, { message: 'More' })).statusCode,
    ).toBe(409);
    expect((await asAdmin('POST', '/api/admin/tickets/TKT-FFFFFFFFFF/close')).statusCode).toBe(404);
    const detail = (await asAdmin('GET', `/api/admin/tickets/${ticketId}`)).json();
    expect(detail.ticket.status).toBe('closed');
    expect(detail.replies.map((entry: { message: string }) => entry.message)).toEqual(['It ships tomorrow.']);
    expect(await db().select().from(ticketReplies)).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, ticketId));
    expect(audit.map((entry) => entry.action)).toEqual(['ticket.reply', 'ticket.close']);
  });
});
