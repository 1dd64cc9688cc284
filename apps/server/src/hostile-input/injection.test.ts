import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newsletterSubscriptions, orders, outboxMessages, supportTickets, users } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { createSession } from '#src/modules/auth/sessions';
import { databaseFingerprint } from '#src/testing/db-fingerprint';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';

/**
 * SQL and script payloads sent in every text field and query parameter are kept and given back as the
 * very text that was sent: no query changes, nothing is rewritten, and the invoice and emails show them
 * as text. The Content-Security-Policy (security-headers.test.ts) is the second line: no inline script runs.
 */

const SQL = "Robert'); DROP TABLE orders; --";
const SQL_UNION = "x' UNION SELECT password_hash FROM users --";
const SCRIPT = '<script>alert("xss")</script>';
const IMG = '<img src=x onerror=alert(1)>';
const PDF_BREAKOUT = ') Tj /JavaScript (app.alert(1)) /S /JavaScript >> (';
const TEMPLATE = '${process.exit()} {{7*7}} %s%n';

let ctx: TestApp;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-injection-')) } });
  const { db } = ctx.database.handle;
  const admin = await setAdminPassword(db, 'injection-admin@example.in', 'a long admin password');
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
  adminCookie = `session=${await createSession(db, row!.id)}`;
});
afterAll(() => ctx.close());

const tableCounts = async () =>
  Object.fromEntries(
    Object.entries(await databaseFingerprint(ctx.database.handle.db)).map(([table, print]) => [
      table,
      print.split(':')[0],
    ]),
  );

test('sign-up fields keep SQL and markup as text', async () => {
  const payload = {
    name: `${SQL} ${SCRIPT}`,
    email: "o'brien+1@example.in",
    password: `${SQL_UNION}!`,
    address: `${IMG} ${TEMPLATE}`,
    city: SQL_UNION,
    state: 'Kerala',
  };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(res.statusCode, res.body).toBe(201);
  const [stored] = await ctx.database.handle.db.select().from(users).where(eq(users.email, payload.email));
  expect(stored).toMatchObject({ name: payload.name, address: payload.address, city: payload.city });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: payload.email, password: payload.password },
  });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({ user: { name: payload.name } });
  expect(login.headers['content-type']).toMatch(/^application\/json/);
});

test('a login with SQL in its fields is just a wrong login', async () => {
  for (const payload of [
    { email: 'injection-admin@example.in', password: "' OR '1'='1" },
    { email: "admin'--@example.in", password: 'anything-long' },
  ]) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect([400, 401]).toContain(res.statusCode);
  }
});

test('the newsletter keeps an address with quotes as it is, once', async () => {
  const email = "o'reilly--@example.in";
  for (let i = 0; i < 2; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
  }
  const rows = await ctx.database.handle.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  expect(rows).toHaveLength(1);
});

test.each([SQL, SQL_UNION, SCRIPT, "%' OR 1=1 --", '\\', '%_%'])(
  'searching the catalogue and the admin orders for %s runs no query of its own',
  async (q) => {
    const before = await tableCounts();
    const products = await ctx.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` });
    expect(products.statusCode).toBe(200);
    // Nothing in the catalogue holds these strings, so a search that matched everything was injected.
    expect((products.json() as { total: number }).total).toBe(0);
    const admin = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${encodeURIComponent(q)}`,
      headers: { cookie: adminCookie },
    });
    expect(admin.statusCode).toBe(200);
    expect((admin.json() as { total: number }).total).toBe(0);
    expect(await tableCounts()).toEqual(before);
  },
);

test('a shipping address of SQL and script is stored, echoed, printed on the invoice and mailed as text', async () => {
  const shipping = {
    fullName: `${SCRIPT} ${SQL}`.slice(0, 100),
    email: 'buyer@example.in',
    address: `${PDF_BREAKOUT} ${IMG} ${TEMPLATE}`,
    city: SQL_UNION,
    state: 'Madhya Pradesh',
    zip: '452001',
  };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: { productType: 'order', lines: [{ productId: 2, quantity: 500 }], shipping },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, orderId } = created.json() as { id: string; orderId: string };
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: id, outcome: 'success' },
  });
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/verify-payment', payload: paid.json() })).statusCode,
  ).toBe(200);

  const [row] = await ctx.database.handle.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row!.shipping).toMatchObject(shipping);

  const summary = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
  expect(summary.headers['content-type']).toMatch(/^application\/json/);
  expect(summary.json()).toMatchObject({
    shipping: { fullName: shipping.fullName, address: shipping.address },
  });

  const invoice = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice` });
  expect(invoice.statusCode).toBe(200);
  const { pages } = await extractPdfText(invoice.rawPayload);
  const text = pages.join(' ');
  for (const value of [shipping.fullName, shipping.address, shipping.city]) {
    expect(text).toContain(value.replace(/\s+/g, ' '));
  }
  // The text stayed text: no script or action object was written into the document's structure.
  const structure = invoice.rawPayload.toString('latin1');
  expect(structure).not.toMatch(/\/S\s*\/JavaScript|\/OpenAction|\/AA\b/);

  const [mail] = await ctx.database.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, shipping.email))
    .orderBy(desc(outboxMessages.id));
  // Plain text only: nothing a mail client renders as markup, and no header takes the buyer's text.
  expect(mail!.text).toContain(shipping.fullName);
  expect(mail!.subject).not.toContain(SQL);
  expect(mail!.to).toBe(shipping.email);
  expect(mail).not.toHaveProperty('html');
});

test('ticket fields keep SQL and script as text and the admin list gives them back as JSON', async () => {
  const form = new FormData();
  const fields = {
    email: 'ticket@example.in',
    phone: '+91 98765 43210',
    issueType: 'other',
    subject: `${SCRIPT} ${SQL}`,
    message: `${IMG} | ${SQL_UNION} | ${TEMPLATE}`,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { ticketId } = res.json() as { ticketId: string };
  const [row] = await ctx.database.handle.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  expect(row).toMatchObject({ subject: fields.subject, message: fields.message });
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/tickets',
    headers: { cookie: adminCookie },
  });
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.headers['content-security-policy']).toMatch(/default-src 'none'/);
  expect((list.json() as { tickets: { id: string; subject: string }[] }).tickets).toContainEqual(
    expect.objectContaining({ id: ticketId, subject: fields.subject }),
  );
});

test('query parameters of SQL or script on every filter are refused or matched as text, never run', async () => {
  const before = await tableCounts();
  for (const url of [
    `/api/products?category=${encodeURIComponent(SQL)}`,
    `/api/products?minPrice=${encodeURIComponent('1; DROP TABLE products')}`,
    `/api/products?sort=${encodeURIComponent(SCRIPT)}`,
    `/api/admin/orders?status=${encodeURIComponent("paid' OR '1'='1")}`,
    `/api/admin/orders?page=${encodeURIComponent('1 OR 1=1')}`,
    `/api/customer/orders/stats/${encodeURIComponent("a'--@example.in")}`,
  ]) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(res.statusCode, `${url} -> ${res.body}`).toBeLessThan(500);
    if (res.statusCode === 200) expect(res.body).not.toContain('password');
  }
  expect(await tableCounts()).toEqual(before);
});
