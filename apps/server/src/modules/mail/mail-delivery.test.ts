import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessages } from '#src/db/schema/index';
import { createTestDatabase, silentLogger, type TestDatabase } from '#src/testing/test-database';
import { createMailDelivery, MAX_ATTEMPTS } from './mail-delivery';
import { enqueueMail } from './outbox';

/** A loopback SMTP server that records what it receives and can be told to refuse. */
const received: { to: string[]; data: string }[] = [];
let refuse = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
    stream.on('end', () => {
      if (refuse) return callback(new Error('451 mailbox busy, try later'));
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
      callback();
    });
  },
});

let database: TestDatabase;
let delivery: ReturnType<typeof createMailDelivery>;
beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  delivery = createMailDelivery({
    db: database.handle.db,
    transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    from: 'Store <orders@store.test>',
    logger: silentLogger,
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await database.drop();
});

const message = (to: string) => ({
  to,
  subject: 'Order confirmed',
  text: 'Thank you.',
  kind: 'order_confirmation',
});
const row = async (to: string) =>
  (await database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, to)))[0]!;
const makeDue = () => database.handle.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });

test('pending messages are delivered over SMTP once', async () => {
  await enqueueMail(database.handle.db, message('first@example.in'), { smtp: true });
  expect(await delivery.deliverDue()).toBe(1);
  expect(received.map((mail) => mail.to)).toContainEqual(['first@example.in']);
  expect(await row('first@example.in')).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  expect(await delivery.deliverDue()).toBe(0);
});

test('a refused message is retried later and delivered when SMTP recovers', async () => {
  refuse = true;
  await enqueueMail(database.handle.db, message('retry@example.in'), { smtp: true });
  expect(await delivery.deliverDue()).toBe(0);
  const failed = await row('retry@example.in');
  expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
  expect(failed.lastError).toMatch(/busy/);
  expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  expect(await delivery.deliverDue()).toBe(0);

  refuse = false;
  await makeDue();
  expect(await delivery.deliverDue()).toBe(1);
  expect(await row('retry@example.in')).toMatchObject({ status: 'sent', attempts: 2 });
});

test(`a message refused ${MAX_ATTEMPTS} times is marked failed`, async () => {
  refuse = true;
  await enqueueMail(database.handle.db, message('never@example.in'), { smtp: true });
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    await makeDue();
    await delivery.deliverDue();
  }
  refuse = false;
  expect(await row('never@example.in')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
});

test('without SMTP a message is stored for admins and never sent', async () => {
  await enqueueMail(database.handle.db, message('kept@example.in'), { smtp: false });
  await delivery.deliverDue();
  expect(await row('kept@example.in')).toMatchObject({ status: 'stored', attempts: 0 });
  expect(received.flatMap((mail) => mail.to)).not.toContain('kept@example.in');
});
