import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders, outboxMessages } from '#src/db/schema/index';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// Fault: the mail server refuses every message for a while. Orders and password resets must still
// complete; their emails wait in the outbox and are delivered, once each, when the server takes mail again.

const delivered: string[] = [];
let refusals = 0;
let refusing = true;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      if (refusing) {
        refusals++;
        return callback(new Error('451 4.3.0 mail system unavailable, try later'));
      }
      delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
      callback();
    });
  },
});

let ctx: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    env: {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bulk-mailer-fault-')),
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const outbox = () => ctx.database.handle.db.select().from(outboxMessages);

/** Polls until `check` holds; the delivery worker runs every few seconds on its own. */
async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('with SMTP refusing, sign-up, checkout and password reset complete; each email is retried and delivered once', async () => {
  const account = { email: 'mail-fault@example.in', password: 'a long passphrase 1' };
  const registered = await post('/api/auth/register', {
    name: 'Mail Fault',
    ...account,
    address: '1 Test Street',
    city: 'Indore',
    state: 'Madhya Pradesh',
  });
  expect(registered.statusCode).toBe(201);

  const created = await post('/api/create-order', {
    productType: 'order',
    lines: [{ productId: 2, quantity: 500 }],
    shipping: {
      fullName: 'Mail Fault',
      email: 'buyer-mail-fault@example.in',
      address: '1 Test Street',
      city: 'Indore',
      state: 'Madhya Pradesh',
      zip: '452001',
    },
  });
  expect(created.statusCode).toBe(200);
  const { id: gatewayOrderId, orderId } = created.json() as { id: string; orderId: string };
  const paid = await post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
  const verified = await post('/api/verify-payment', paid.json() as object);
  expect(verified.statusCode).toBe(200);
  expect(verified.json()).toMatchObject({ success: true, orderId });
  const [order] = await ctx.database.handle.db.select().from(orders).where(eq(orders.id, orderId));
  expect(order!.status).toBe('paid');

  const reset = await post('/api/auth/forgot-password', { email: account.email });
  expect(reset.statusCode).toBe(200);

  // The worker tries, the server refuses: every message (verification, order, reset) stays pending with the reason and a later retry.
  await eventually(
    async () => (await outbox()).every((message) => message.lastError !== null),
    'every message was attempted and refused',
  );
  for (const message of await outbox()) {
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(message.lastError).toMatch(/mail system unavailable/);
    expect(message.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  }
  expect(refusals).toBeGreaterThanOrEqual(3);
  expect(delivered).toEqual([]);

  // The mail server is back; bring the retry forward rather than wait out the back-off.
  refusing = false;
  await ctx.database.handle.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
  await eventually(
    async () => (await outbox()).every((message) => message.status === 'sent'),
    'every message was sent',
  );
  expect(delivered.sort()).toEqual([
    'buyer-mail-fault@example.in',
    'mail-fault@example.in',
    'mail-fault@example.in',
  ]);
  expect((await outbox()).map((message) => message.attempts)).toEqual([2, 2, 2]);
}, 120_000);
