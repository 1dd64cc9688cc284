import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { newsletterSubscriptions, supportTickets } from '#src/db/schema/index';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'bulk-engagement-'));
  ctx = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(() => ctx.close());

test('a newsletter sign-up is stored once, however often it is sent, and a bad email is a 400', async () => {
  const send = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email } });
  expect((await send('Reader@Example.in')).json()).toEqual({ success: true, alreadySubscribed: false });
  expect((await send(' reader@example.IN ')).json()).toEqual({ success: true, alreadySubscribed: true });
  const rows = await ctx.database.handle.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, 'reader@example.in'));
  expect(rows).toHaveLength(1);
  const bad = await send('reader@');
  expect(bad.statusCode).toBe(400);
  expect(apiErrorSchema.parse(bad.json()).issues?.[0]?.field).toBe('email');
});

test('a browser counts as one visit a day; another browser adds one', async () => {
  const first = await ctx.app.inject({ method: 'POST', url: '/api/visits' });
  const cookie = first.cookies.find((c) => c.name === 'visitor')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const start = (first.json() as { total: number }).total;
  const again = await ctx.app.inject({
    method: 'POST',
    url: '/api/visits',
    headers: { cookie: `visitor=${cookie.value}` },
  });
  expect(again.json()).toEqual({ total: start });
  const other = await ctx.app.inject({ method: 'POST', url: '/api/visits' });
  expect(other.json()).toEqual({ total: start + 1 });
  expect((await ctx.app.inject({ method: 'GET', url: '/api/visits' })).json()).toEqual({ total: start + 1 });
});

async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('attachment', new Blob([file.content], { type: file.type }), file.name);
  const request = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const ticket = {
  email: 'ravi@example.in',
  phone: '+91 98765 43210',
  issueType: 'order',
  subject: 'Delivery date',
  message: 'When will my 500 kg of basmati rice be loaded?',
};
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF')]);
const uploadedFiles = async () =>
  (await readdir(join(dataDir, 'uploads')).catch(() => [])).filter((f) => !f.startsWith('.'));

test('a ticket with a PDF attachment is stored with a server-issued id', async () => {
  const res = await multipart(ticket, {
    name: '../../etc/passwd invoice.pdf',
    type: 'application/pdf',
    content: pdf,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { ticketId } = res.json() as { ticketId: string };
  expect(ticketId).toMatch(/^TKT-[0-9A-F]{10}$/);
  const [row] = await ctx.database.handle.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  expect(row).toMatchObject({
    ...ticket,
    status: 'open',
    attachmentType: 'application/pdf',
    attachmentName: 'passwd invoice.pdf',
  });
  expect(await uploadedFiles()).toContain(row!.attachmentKey);
});

test('a forged attachment is refused by its content and nothing is stored', async () => {
  const before = await uploadedFiles();
  const res = await multipart(ticket, {
    name: 'photo.png',
    type: 'image/png',
    content: Buffer.from('<script>alert(1)</script>'),
  });
  expect(res.statusCode).toBe(415);
  expect(apiErrorSchema.parse(res.json()).issues?.[0]?.field).toBe('attachment');
  expect(await uploadedFiles()).toEqual(before);
});

test('an attachment over 5 MB is a 413', async () => {
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
  const res = await multipart(ticket, { name: 'big.pdf', type: 'application/pdf', content: big });
  expect(res.statusCode).toBe(413);
  expect(apiErrorSchema.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
});

test.each([
  ['email', { ...ticket, email: 'nope' }],
  ['phone', { ...ticket, phone: '12' }],
  ['issueType', { ...ticket, issueType: 'billing' }],
  ['subject', { ...ticket, subject: '' }],
  ['message', { ...ticket, message: ' ' }],
])('a ticket with a bad %s is a 400 naming it', async (field, fields) => {
  const res = await multipart(fields);
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.field)).toContain(field);
});

test('script in ticket fields is stored as text, never run or rewritten', async () => {
  const res = await multipart({
    ...ticket,
    subject: '<img src=x onerror=alert(1)>',
    message: "'; DROP TABLE orders; --",
  });
  expect(res.statusCode).toBe(201);
  const { ticketId } = res.json() as { ticketId: string };
  const [row] = await ctx.database.handle.db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  expect(row).toMatchObject({ subject: '<img src=x onerror=alert(1)>', message: "'; DROP TABLE orders; --" });
});

test('a ticket sent as JSON is a 415', async () => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/tickets', payload: ticket });
  expect(res.statusCode).toBe(415);
});
