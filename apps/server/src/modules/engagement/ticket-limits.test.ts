import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { supportTickets } from '#src/db/schema/index';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { samplePng } from '#src/testing/tickets';

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

/** A PNG of about `kilobytes` KB: the upload check reads only its signature. */
const pngOf = (kilobytes: number) =>
  Buffer.concat([samplePng, Buffer.alloc(kilobytes * 1024 - samplePng.length)]);

async function raiseTicket(from: string, email: string, attachment?: Buffer) {
  const form = new FormData();
  const fields = { email, phone: '9876543210', issueType: 'order', subject: 'Loading', message: 'When?' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (attachment) form.append('attachment', new Blob([attachment], { type: 'image/png' }), 'photo.png');
  const request = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  return ctx!.app.inject({
    method: 'POST',
    url: '/api/tickets',
    remoteAddress: from,
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function expectRateLimited(res: Awaited<ReturnType<typeof raiseTicket>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const storedFiles = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'uploads')).filter((name) => !name.startsWith('.'));
  } catch {
    return [];
  }
};

test('tickets are limited per address and per email (TICKETS_PER_ADDRESS, TICKETS_PER_EMAIL)', async () => {
  ctx = await createTestApp({ env: { TICKETS_PER_ADDRESS: '2', TICKETS_PER_EMAIL: '2' } });
  expect((await raiseTicket('203.0.113.1', 'a@example.in')).statusCode).toBe(201);
  expect((await raiseTicket('203.0.113.1', 'b@example.in')).statusCode).toBe(201);
  expectRateLimited(await raiseTicket('203.0.113.1', 'c@example.in'));
  expect((await raiseTicket('203.0.113.2', 'a@example.in')).statusCode).toBe(201);
  expectRateLimited(await raiseTicket('203.0.113.3', 'a@example.in'));
  expect(await ctx.database.handle.db.select().from(supportTickets)).toHaveLength(3);
});

test('anonymous attachments are capped in megabytes per address and in total per hour', async () => {
  const dataDir = `/tmp/bulk-ticket-caps-${process.pid}-${Date.now()}`;
  ctx = await createTestApp({
    env: { DATA_DIR: dataDir, ANONYMOUS_UPLOAD_MB_PER_ADDRESS: '1', ANONYMOUS_UPLOAD_MB_PER_HOUR: '2' },
  });
  expect((await raiseTicket('203.0.113.10', 'a@example.in', pngOf(600))).statusCode).toBe(201);
  expectRateLimited(await raiseTicket('203.0.113.10', 'a@example.in', pngOf(600)));
  // Without an attachment the same address may still raise a ticket.
  expect((await raiseTicket('203.0.113.10', 'a@example.in')).statusCode).toBe(201);
  expect((await raiseTicket('203.0.113.11', 'b@example.in', pngOf(600))).statusCode).toBe(201);
  // The third new address is within its own cap but the hour's total (2 MB) is spent.
  expectRateLimited(await raiseTicket('203.0.113.12', 'c@example.in', pngOf(900)));
  expect(storedFiles(dataDir)).toHaveLength(2);
});

test('uploads are refused with a 503 when the disk would keep less than UPLOAD_MIN_FREE_MB free', async () => {
  const dataDir = `/tmp/bulk-ticket-disk-${process.pid}-${Date.now()}`;
  // Ten million megabytes (about 10 TB) free is more than this machine has.
  ctx = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MIN_FREE_MB: '10000000' } });
  const refused = await raiseTicket('203.0.113.20', 'a@example.in', pngOf(10));
  expect(refused.statusCode).toBe(503);
  expect(refused.json()).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: 'Your file could not be saved right now. Please try again in a few minutes.',
  });
  expect(storedFiles(dataDir)).toEqual([]);
  expect((await raiseTicket('203.0.113.20', 'a@example.in')).statusCode).toBe(201);
});
