import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { outboxMessages } from '#src/db/schema/index';
import { asCookie, createUser, signIn, TEST_PASSWORD } from '#src/testing/accounts';
import { startMailCatcher, type MailCatcher } from '#src/testing/mail-catcher';
import { createTestApp, type TestApp } from '#src/testing/test-app';

/** Everything an admin or a database reader can see of the outbox: its rows and the admin API's answer. */
async function outboxAsSeen(ctx: TestApp): Promise<string> {
  const admin = await createUser(ctx, 'admin');
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/outbox',
    headers: asCookie(await signIn(ctx, admin.email)),
  });
  expect(res.statusCode).toBe(200);
  const rows = await ctx.database.handle.db.select().from(outboxMessages);
  return `${JSON.stringify(rows)}\n${res.body}`;
}

const forgot = (ctx: TestApp, email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

describe('with SMTP', () => {
  let mail: MailCatcher;
  let ctx: TestApp;
  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: { SMTP_URL: mail.url } });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.close();
    await mail.close();
  });

  test('the reset link reaches the owner only: neither the outbox table nor the admin outbox holds it', async () => {
    const owner = await createUser(ctx, 'customer');
    expect((await forgot(ctx, owner.email)).statusCode).toBe(200);
    const token = await mail.resetToken(owner.email);

    const seen = await outboxAsSeen(ctx);
    expect(seen).not.toContain(token);
    expect(seen).not.toContain('/reset-password/');
    expect(seen).toContain('[link withheld');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-brand-new-pass' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await signIn(ctx, owner.email, 'a-brand-new-pass');
  });
});

describe('without SMTP', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  test('the reset mail is kept for admins without its link, and the password stays as it was', async () => {
    const owner = await createUser(ctx, 'customer');
    expect((await forgot(ctx, owner.email)).statusCode).toBe(200);
    const seen = await outboxAsSeen(ctx);
    expect(seen).not.toContain('/reset-password/');
    expect(seen).toContain('[link withheld');
    await signIn(ctx, owner.email, TEST_PASSWORD);
  });
});
