import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessages } from '#src/db/schema/index';
import { createTestDatabase, silentLogger, type TestDatabase } from '#src/testing/test-database';
import { createMailDelivery, MAX_ATTEMPTS } from './mail-delivery';
import { enqueueMail, enqueueMailWithSecret, WITHHELD_LINK } from './outbox';

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
/** Another server process on the same database, holding no secret of the first. */
let otherProcess: ReturnType<typeof createMailDelivery>;
beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const worker = () =>
    createMailDelivery({
      db: database.handle.db,
      transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
      from: 'Store <orders@store.test>',
      logger: silentLogger,
    });
  delivery = worker();
  otherProcess = worker();
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

const RESET_LINK = 'https://store.test/reset-password/s3cret-token';
const resetMessage = (to: string) => ({
  to,
  subject: 'Reset your password',
  text: `Open this link: ${WITHHELD_LINK}`,
  kind: 'password_reset',
});
const inAnHour = () => new Date(Date.now() + 3600_000);

test('a secret link never enters the outbox; it is put into the mail only when sent', async () => {
  await enqueueMailWithSecret(
    database.handle.db,
    resetMessage('reset@example.in'),
    { link: RESET_LINK, expiresAt: inAnHour() },
    delivery,
  );
  expect((await row('reset@example.in')).text).toBe(`Open this link: ${WITHHELD_LINK}`);

  // Only the process holding the link sends the message.
  expect(await otherProcess.deliverDue()).toBe(0);
  expect(await delivery.deliverDue()).toBe(1);
  const mail = received.find((sent) => sent.to.includes('reset@example.in'))!;
  expect(mail.data).toContain(RESET_LINK);
  expect(mail.data).not.toContain(WITHHELD_LINK);
  const sent = await row('reset@example.in');
  expect(sent).toMatchObject({ status: 'sent', text: `Open this link: ${WITHHELD_LINK}` });
  const everything = await database.handle.db.select().from(outboxMessages);
  expect(JSON.stringify(everything)).not.toContain('s3cret-token');
});

test('a link that expires before it could be sent fails its message; a lost one after a day', async () => {
  refuse = true;
  await enqueueMailWithSecret(
    database.handle.db,
    resetMessage('late@example.in'),
    { link: RESET_LINK, expiresAt: new Date(Date.now() + 200) },
    delivery,
  );
  expect(await delivery.deliverDue()).toBe(0);
  refuse = false;
  await new Promise((resolve) => setTimeout(resolve, 250));
  await makeDue();
  expect(await delivery.deliverDue()).toBe(0);
  expect(await row('late@example.in')).toMatchObject({ status: 'failed', attempts: 1 });
  expect(received.flatMap((mail) => mail.to)).not.toContain('late@example.in');

  // Queued by a process that stopped since: no process holds its link.
  await enqueueMailWithSecret(
    database.handle.db,
    resetMessage('orphan@example.in'),
    { link: RESET_LINK, expiresAt: inAnHour() },
    { withhold: () => undefined },
  );
  await otherProcess.deliverDue();
  expect(await row('orphan@example.in')).toMatchObject({ status: 'pending', attempts: 0 });
  await database.handle.db
    .update(outboxMessages)
    .set({ createdAt: sql`now() - interval '25 hours'` })
    .where(eq(outboxMessages.to, 'orphan@example.in'));
  await otherProcess.deliverDue();
  expect(await row('orphan@example.in')).toMatchObject({ status: 'failed', attempts: 0 });
});

test('without SMTP a secret link is dropped and the stored message says it was withheld', async () => {
  await enqueueMailWithSecret(
    database.handle.db,
    resetMessage('no-smtp@example.in'),
    { link: RESET_LINK, expiresAt: inAnHour() },
    undefined,
  );
  expect(await row('no-smtp@example.in')).toMatchObject({
    status: 'stored',
    text: `Open this link: ${WITHHELD_LINK}`,
  });
});

test('a message with a secret must say where its link goes', async () => {
  await expect(
    enqueueMailWithSecret(
      database.handle.db,
      { ...resetMessage('careless@example.in'), text: `Open ${RESET_LINK}` },
      { link: RESET_LINK, expiresAt: inAnHour() },
      delivery,
    ),
  ).rejects.toThrow(/withheld/);
  expect(
    await database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, 'careless@example.in')),
  ).toEqual([]);
});
