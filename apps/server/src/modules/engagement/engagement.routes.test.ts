import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorSchema } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newsletterSubscriptions, supportTickets, users, visits } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { createSession } from '#src/modules/auth/sessions';
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
  const other = await ctx.app.inject({ method: 'POST', url: '/api/visits', remoteAddress: '203.0.113.9' });
  expect(other.json()).toEqual({ total: start + 1 });
  expect((await ctx.app.inject({ method: 'GET', url: '/api/visits' })).json()).toEqual({ total: start + 1 });
});

test('a client that keeps no cookie counts once a day; two such clients count twice; no address is stored', async () => {
  const visit = (remoteAddress: string, userAgent: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/visits',
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
  const total = async () =>
    ((await ctx.app.inject({ method: 'GET', url: '/api/visits' })).json() as { total: number }).total;
  const start = await total();
  for (let i = 0; i < 50; i++) await visit('198.51.100.7', 'curl/8.5.0');
  expect(await total()).toBe(start + 1);
  await visit('198.51.100.8', 'curl/8.5.0');
  await visit('198.51.100.7', 'Mozilla/5.0 (X11; Linux x86_64)');
  expect(await total()).toBe(start + 3);

  // A browser's first visit has no cookie yet; its next one, with the cookie, is the same visitor.
  const first = await visit('198.51.100.9', 'Mozilla/5.0 (Android 14)');
  const cookie = first.cookies.find((c) => c.name === 'visitor')!;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/visits',
    remoteAddress: '198.51.100.9',
    headers: { cookie: `visitor=${cookie.value}` },
  });
  expect(await total()).toBe(start + 4);

  const stored = JSON.stringify(await ctx.database.handle.db.select().from(visits));
  expect(stored).not.toMatch(/198\.51\.100|curl|Mozilla/);
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

describe('hostile uploads', () => {
  let adminCookie: string;
  beforeAll(async () => {
    const { db } = ctx.database.handle;
    const admin = await setAdminPassword(db, 'uploads-admin@example.in', 'a long admin password');
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    adminCookie = `session=${await createSession(db, row!.id)}`;
  });

  /** A multipart body written by hand, so it can hold what a browser would never send. */
  function rawMultipart(
    parts: { name: string; filename?: string; type?: string; content: Buffer | string }[],
  ) {
    const boundary = '----hostile-boundary-7d3f';
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          `\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]);
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    };
  }
  const fieldParts = Object.entries(ticket).map(([name, content]) => ({ name, content }));
  const send = (body: { headers: Record<string, string>; payload: Buffer }) =>
    ctx.app.inject({ method: 'POST', url: '/api/tickets', ...body });
  const ticketCount = async () => (await ctx.database.handle.db.select().from(supportTickets)).length;
  const download = (ticketId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tickets/${ticketId}/attachment`,
      headers: { cookie: adminCookie },
    });

  /** Sends a refused request and checks that no ticket and no file was kept. */
  async function expectRefused(body: { headers: Record<string, string>; payload: Buffer }, status: number) {
    const [files, tickets] = [await uploadedFiles(), await ticketCount()];
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(status);
    expect(apiErrorSchema.safeParse(res.json()).success, res.body).toBe(true);
    expect(await uploadedFiles()).toEqual(files);
    expect(await ticketCount()).toBe(tickets);
    // No half-written temporary file either.
    expect(
      (await readdir(join(dataDir, 'uploads')).catch(() => [])).filter((f) => f.endsWith('.part')),
    ).toEqual([]);
    return res;
  }

  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(64, 1),
  ]);

  test('a declared type or extension is ignored: the content decides, and the download says so', async () => {
    const res = await send(
      rawMultipart([
        ...fieldParts,
        { name: 'attachment', filename: 'scan.pdf', type: 'application/pdf', content: png },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { ticketId } = res.json() as { ticketId: string };
    const file = await download(ticketId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="scan.png"; filename*=UTF-8''scan.png`,
    );
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  test.each([
    [
      'a Windows program named .pdf',
      'invoice.pdf',
      'application/pdf',
      Buffer.from('MZ\x90\x00\x03\x00 program'),
    ],
    ['an HTML page named .png', 'photo.png', 'image/png', Buffer.from('<html><script>alert(1)</script>')],
    ['an SVG with script', 'logo.png', 'image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')],
    ['a PNG cut inside its signature', 'cut.png', 'image/png', png.subarray(0, 4)],
    ['a JPEG cut inside its signature', 'cut.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8])],
    ['a PDF signature cut short', 'cut.pdf', 'application/pdf', Buffer.from('%PD')],
  ])('%s is a 415 naming the attachment, and nothing is kept', async (_name, filename, type, content) => {
    const res = await expectRefused(
      rawMultipart([...fieldParts, { name: 'attachment', filename, type, content }]),
      415,
    );
    expect(apiErrorSchema.parse(res.json()).issues).toEqual([
      { field: 'attachment', message: 'The attachment must be a PDF, JPEG or PNG file.' },
    ]);
  });

  test('a PDF that is also an HTML page (a polyglot) is kept as a PDF and only ever downloaded', async () => {
    // Decision: the content check proves the type a viewer will open it as; it does not prove the file
    // harmless. So the file is served as that type, as a download, never sniffed and sandboxed.
    const polyglot = Buffer.from(
      '%PDF-1.4\n<html><body><script>alert(document.cookie)</script></body></html>\n',
    );
    const res = await send(
      rawMultipart([
        ...fieldParts,
        { name: 'attachment', filename: 'page.html', type: 'text/html', content: polyglot },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = await download((res.json() as { ticketId: string }).ticketId);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="page\.pdf"/),
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.stringMatching(/default-src 'none'.*sandbox/),
    });
  });

  test('a PDF cut short after its signature is kept: the check is of type, not of completeness', async () => {
    const res = await send(
      rawMultipart([
        ...fieldParts,
        { name: 'attachment', filename: 'half.pdf', content: pdf.subarray(0, 100) },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  test.each([
    '../../../../etc/passwd.pdf',
    '..\\..\\windows\\win.ini.pdf',
    '/etc/shadow.pdf',
    '....//....//evil.pdf',
    '%2e%2e%2fevil.pdf',
    'a'.repeat(1000) + '.pdf',
    '.htaccess',
    'CON',
  ])('the file name %s never chooses where the file goes or what it is called on disk', async (filename) => {
    const before = await uploadedFiles();
    const res = await send(rawMultipart([...fieldParts, { name: 'attachment', filename, content: pdf }]));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.database.handle.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, (res.json() as { ticketId: string }).ticketId));
    const added = (await uploadedFiles()).filter((file) => !before.includes(file));
    expect(added).toEqual([row!.attachmentKey]);
    expect(row!.attachmentKey).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.attachmentName).not.toMatch(/[\\/]|^\./);
    expect(row!.attachmentName!.length).toBeLessThanOrEqual(120);
  });

  test('a body cut off in the middle of the file is a 400, and nothing is kept', async () => {
    const whole = rawMultipart([...fieldParts, { name: 'attachment', filename: 'cut.pdf', content: pdf }]);
    const res = await expectRefused(
      { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 700) },
      400,
    );
    expect(apiErrorSchema.parse(res.json()).code).toBe('VALIDATION_FAILED');
  });

  test('a second file is a 413 (one attachment per ticket), and nothing is kept', async () => {
    await expectRefused(
      rawMultipart([
        ...fieldParts,
        { name: 'attachment', filename: 'a.pdf', content: pdf },
        { name: 'attachment', filename: 'b.pdf', content: pdf },
      ]),
      413,
    );
  });

  test('too many fields or parts is a 413, and nothing is kept', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `extra${i}`, content: 'x' }));
    await expectRefused(rawMultipart([...fieldParts, ...many]), 413);
  });

  test('a field past the size limit is a 413 rather than stored cut short', async () => {
    const res = await expectRefused(
      rawMultipart([
        ...fieldParts.filter((part) => part.name !== 'message'),
        { name: 'message', content: 'm'.repeat(20_000) },
      ]),
      413,
    );
    expect(apiErrorSchema.parse(res.json()).issues?.[0]?.field).toBe('message');
  });

  test('an unknown file field is a 400 and nothing is kept', async () => {
    await expectRefused(
      rawMultipart([...fieldParts, { name: 'avatar', filename: 'a.pdf', content: pdf }]),
      400,
    );
  });

  test('only admins download attachments', async () => {
    const res = await send(
      rawMultipart([...fieldParts, { name: 'attachment', filename: 'a.pdf', content: pdf }]),
    );
    const url = `/api/admin/tickets/${(res.json() as { ticketId: string }).ticketId}/attachment`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const traversal = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/tickets/..%2F..%2Fetc%2Fpasswd/attachment',
      headers: { cookie: adminCookie },
    });
    expect(traversal.statusCode).toBe(400);
  });
});
