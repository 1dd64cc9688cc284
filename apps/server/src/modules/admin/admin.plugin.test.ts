import { apiErrorSchema } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, outboxMessages } from '#src/db/schema/index';
import { registerJobseeker, registerSupplier } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { raiseTicketWithAttachment, samplePng } from '#src/testing/tickets';
import { ensureAdmin, setAdminPassword } from './admin-accounts';

let ctx: TestApp;
let adminToken: string;
let customerToken: string;
let supplierToken: string;
let jobseekerToken: string;
/** Every route the app registers, as Fastify reports them. */
const routes: { method: string; url: string }[] = [];
let paidOrderId: string;

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const get = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  ctx = await createTestApp({
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
  const admin = await setAdminPassword(ctx.database.handle.db, 'chief@store.test');
  adminToken = (await post('/api/admin/login', admin)).json().token;
  await post('/api/auth/register', {
    name: 'Kiran Rao',
    email: 'kiran@example.in',
    password: 'kiran-pass-123',
  });
  customerToken = (
    await post('/api/auth/login', { email: 'kiran@example.in', password: 'kiran-pass-123' })
  ).json().token;

  const created = await post(
    '/api/create-order',
    {
      productType: 'order',
      lines: [{ productId: 30, quantity: 500 }],
      shipping: {
        fullName: 'Kiran Rao',
        email: 'kiran@example.in',
        address: '3 Ghat Road',
        city: 'Pune',
        state: 'Maharashtra',
        zip: '411001',
      },
    },
    customerToken,
  );
  paidOrderId = created.json().orderId;
  supplierToken = (await registerSupplier(ctx, 'ravi@malwa-agro.in')).token;
  jobseekerToken = (await registerJobseeker(ctx, 'neha@example.in')).token;
  const paid = await post('/api/payments/sandbox/pay', { order_id: created.json().id, outcome: 'success' });
  expect((await post('/api/verify-payment', paid.json())).statusCode).toBe(200);
});
afterAll(() => ctx.close());

test('a first start creates one admin, and only once', async () => {
  const fresh = await createTestApp();
  try {
    const created = await ensureAdmin(fresh.database.handle.db, 'first@store.test');
    expect(created?.password).toMatch(/^[\w-]{24}$/);
    expect(await ensureAdmin(fresh.database.handle.db, 'second@store.test')).toBeUndefined();
    const login = await fresh.app.inject({ method: 'POST', url: '/api/admin/login', payload: created! });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', email: 'first@store.test' });
  } finally {
    await fresh.close();
  }
});

test('an operator may set the first admin password through the environment', async () => {
  const fresh = await createTestApp();
  try {
    const created = await ensureAdmin(fresh.database.handle.db, 'ops@store.test', 'chosen-by-operator');
    expect(created).toEqual({ email: 'ops@store.test', password: 'chosen-by-operator' });
    const login = await fresh.app.inject({ method: 'POST', url: '/api/admin/login', payload: created! });
    expect(login.statusCode).toBe(200);
  } finally {
    await fresh.close();
  }
});

test('the admin login refuses customers and wrong passwords with the admin message', async () => {
  for (const attempt of [
    { email: 'kiran@example.in', password: 'kiran-pass-123' },
    { email: 'chief@store.test', password: 'wrong-password' },
  ]) {
    const res = await post('/api/admin/login', attempt);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Invalid credentials. Please try again.', success: false });
  }
});

test('every admin endpoint answers 401 to visitors and 403 to customers, suppliers and job seekers', async () => {
  const adminRoutes = routes.filter(
    (route) => route.url.startsWith('/api/admin/') && route.url !== '/api/admin/login',
  );
  // The enumeration itself is checked: a route that moved out of /api/admin would silently drop out.
  for (const known of ['/api/admin/orders', '/api/admin/users/:id/deactivate', '/api/admin/suppliers']) {
    expect(adminRoutes.map((route) => route.url)).toContain(known);
  }
  const samples: Record<string, string> = {
    ':id': '1',
    ':userId': '1',
  };
  const endpoints = [
    ...adminRoutes.map((route) => ({
      method: route.method,
      url: route.url
        .replace(/:\w+/g, (param) => samples[param] ?? 'x')
        .replace(`/orders/1`, `/orders/${paidOrderId}`),
    })),
    { method: 'GET', url: '/api/admin/no-such-endpoint' },
  ];
  const roles = { customer: customerToken, supplier: supplierToken, jobseeker: jobseekerToken };
  for (const { method, url } of endpoints) {
    const call = (token?: string) =>
      ctx.app.inject({
        method: method as 'GET',
        url,
        ...(method === 'POST' && { payload: {} }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await call()).statusCode, `${method} ${url} as a visitor`).toBe(401);
    for (const [role, token] of Object.entries(roles)) {
      expect((await call(token)).statusCode, `${method} ${url} as a ${role}`).toBe(403);
    }
  }
  expect(endpoints.length).toBeGreaterThan(20);
  expect((await get('/api/admin/no-such-endpoint', adminToken)).statusCode).toBe(404);
});

test('an admin moves a paid order through the policy, and a loaded order cannot be cancelled', async () => {
  const list = await get('/api/admin/orders?status=paid', adminToken);
  expect(list.statusCode).toBe(200);
  const listed = (list.json().orders as { id: string; number: string }[]).find(
    (order) => order.id === paidOrderId,
  );
  expect(listed?.number).toMatch(/^BT-\d{2}-\d{6}$/);
  const number = listed!.number;
  const found = await get(`/api/admin/orders?q=${encodeURIComponent('KIRAN@')}`, adminToken);
  expect(found.json().total).toBeGreaterThanOrEqual(1);
  // An admin finds the order by its number, in the list and in the top bar's search.
  const byNumber = await get(`/api/admin/orders?q=${encodeURIComponent(number.toLowerCase())}`, adminToken);
  expect(byNumber.json().orders.map((order: { id: string }) => order.id)).toEqual([paidOrderId]);
  const searched = await get(`/api/admin/search?q=${encodeURIComponent(number)}`, adminToken);
  expect(searched.json().orders).toEqual([
    expect.objectContaining({ id: paidOrderId, number, email: 'kiran@example.in' }),
  ]);

  const change = (status: string) => post(`/api/admin/orders/${paidOrderId}/status`, { status }, adminToken);
  expect((await change('loading')).statusCode).toBe(200);
  const refused = await change('cancelled');
  expect(refused.statusCode).toBe(409);
  expect(apiErrorSchema.parse(refused.json()).message).toBe(
    'An order that is loading cannot become cancelled.',
  );
  expect((await change('dispatched')).statusCode).toBe(200);
  expect((await change('delivered')).statusCode).toBe(200);
  expect((await change('bogus')).statusCode).toBe(400);

  const detail = (await get(`/api/admin/orders/${paidOrderId}`, adminToken)).json();
  expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual([
    'pending',
    'paid',
    'loading',
    'dispatched',
    'delivered',
  ]);
  expect(detail.history.slice(2).every((entry: { actorId: number | null }) => entry.actorId !== null)).toBe(
    true,
  );

  const audit = await ctx.database.handle.db.select().from(auditLog).where(eq(auditLog.target, paidOrderId));
  expect(audit.map((entry) => entry.details)).toEqual([
    { number, from: 'paid', to: 'loading' },
    { number, from: 'loading', to: 'dispatched' },
    { number, from: 'dispatched', to: 'delivered' },
  ]);
  const mails = await ctx.database.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.kind, 'order_status'));
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Your order ${number} is now loading`,
    `Your order ${number} is now dispatched`,
    `Your order ${number} is now delivered`,
  ]);
  for (const mail of mails) {
    expect(mail.text).toContain(`Your order ${number} is now`);
    expect(`${mail.subject}\n${mail.text}`).not.toContain('ord_');
  }
  const stats = await get('/api/customer/orders/stats/kiran%40example.in', customerToken);
  expect(stats.json()).toMatchObject({ active: 0, delivered: 1 });
  expect((await get('/api/admin/audit', adminToken)).json().entries.length).toBeGreaterThanOrEqual(3);
  expect((await get('/api/admin/outbox', adminToken)).json().messages.length).toBeGreaterThanOrEqual(4);
});

test("an admin opens a ticket's attachment from the list as it was sent; customers may not", async () => {
  const ticketId = await raiseTicketWithAttachment(ctx);

  const { tickets } = (await get('/api/admin/tickets', adminToken)).json() as {
    tickets: { id: string; attachmentUrl: string | null }[];
  };
  const listed = tickets.find((ticket) => ticket.id === ticketId);
  expect(listed?.attachmentUrl).toBe(`/api/admin/tickets/${ticketId}/attachment`);
  const file = await get(listed!.attachmentUrl!, adminToken);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.headers['content-disposition']).toBe(
    `attachment; filename="torn sack.png"; filename*=UTF-8''torn%20sack.png`,
  );
  expect(file.rawPayload.equals(samplePng)).toBe(true);
  expect((await get(`/api/admin/tickets/${ticketId}/attachment`, customerToken)).statusCode).toBe(403);
  expect((await get(`/api/admin/tickets/TKT-0000000000/attachment`, adminToken)).statusCode).toBe(404);
});
