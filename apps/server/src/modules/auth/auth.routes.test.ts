import { loginResponseSchema, PASSWORD_RESET_SENT_MESSAGE } from '@bulk/domain/auth';
import { apiErrorSchema } from '@bulk/domain/errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessages, passwordResets } from '#src/db/schema/index';
import { startMailCatcher, type MailCatcher } from '#src/testing/mail-catcher';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { asBearer, asCookie, placePaidOrder } from '#src/testing/accounts';

let ctx: TestApp;
/** Where the store's emails arrive: reset links are read there, as their owner would. */
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.in`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function register(email: string, password = 'kesar-chai-42') {
  const res = await post('/api/auth/register', {
    name: 'Meera Iyer',
    email,
    password,
    role: 'customer',
    address: '7 Spice Lane',
    city: 'Kochi',
    state: 'Kerala',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

async function login(email: string, password = 'kesar-chai-42') {
  const res = await post('/api/auth/login', { email, password });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'session')!;
  return { body: loginResponseSchema.parse(res.json()), cookie, res };
}

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

test('a customer signs up, logs in with any letter case and gets an httpOnly SameSite=Lax session', async () => {
  const email = uniqueEmail('meera');
  await register(email);
  const { body, cookie } = await login(`  ${email.toUpperCase()} `);
  expect(body.user).toEqual({ name: 'Meera Iyer', email, role: 'customer', status: 'active' });
  expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
  for (const headers of [asCookie(body.token), asBearer(body.token)]) {
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: body.user });
  }
});

test('registering an existing email answers as a new registration would, and tells the owner instead', async () => {
  const email = uniqueEmail('twice');
  const first = await register(email);
  const again = await post('/api/auth/register', {
    name: 'Other',
    email: email.toUpperCase(),
    password: 'another-pass-1',
  });
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.json()).toEqual(first.json());
  expect(again.cookies).toEqual(first.cookies);
  const mails = await ctx.database.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email));
  // The first sign-up's verification link, then the note to the owner; nothing else.
  expect(mails.map((mail) => mail.kind).sort()).toEqual(['email_verification', 'registration_attempt']);
  expect(mails.find((mail) => mail.kind === 'registration_attempt')!.text).toContain('/forgot-password');
  // Not a second account, and the owner's password is unchanged.
  await login(email);
  expect((await post('/api/auth/login', { email, password: 'another-pass-1' })).statusCode).toBe(401);
});

test.each([
  [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, 'email'],
  [{ name: 'A', email: 'a@example.in', password: 'short' }, 'password'],
  [{ name: ' ', email: 'a@example.in', password: 'long-enough' }, 'name'],
  [{ name: 'A', email: 'a@example.in', password: 'long-enough', role: 'admin' }, 'role'],
])('a bad sign-up is a 400 naming the field: %o', async (payload, field) => {
  const res = await post('/api/auth/register', payload);
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.field)).toContain(field);
});

test('a wrong password and an unknown email get the same 401 answer', async () => {
  const email = uniqueEmail('wrong');
  await register(email);
  for (const attempt of [
    { email, password: 'not-the-password' },
    { email: uniqueEmail('nobody'), password: 'kesar-chai-42' },
  ]) {
    const res = await post('/api/auth/login', attempt);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password.',
      success: false,
      error: 'Invalid email or password.',
    });
  }
});

test('repeated failures on one account are rate limited with a 429 saying when to retry', async () => {
  const email = uniqueEmail('guess');
  await register(email);
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await post('/api/auth/login', { email, password: `guess-${attempt}-xx` })).statusCode).toBe(401);
  }
  const limited = await post('/api/auth/login', { email, password: 'kesar-chai-42' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
  });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

test('one address is limited to LOGIN_ATTEMPTS_PER_ADDRESS sign-ins across all accounts', async () => {
  const limited = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_ADDRESS: '3' } });
  try {
    const attempt = (n: number) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `stranger${n}@example.in`, password: 'not-the-password' },
      });
    for (let n = 0; n < 3; n++) expect((await attempt(n)).statusCode).toBe(401);
    const refused = await attempt(3);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  } finally {
    await limited.close();
  }
});

test('every sign-in is a new session, and a logged-out token works nowhere', async () => {
  const email = uniqueEmail('logout');
  await register(email);
  const first = await login(email);
  const second = await login(email);
  expect(second.body.token).not.toBe(first.body.token);
  const out = await post('/api/auth/logout', {}, asCookie(first.body.token));
  expect(out.statusCode).toBe(200);
  expect(out.cookies.find((c) => c.name === 'session')?.value).toBe('');
  expect((await me(asCookie(first.body.token))).statusCode).toBe(401);
  expect((await me(asBearer(first.body.token))).statusCode).toBe(401);
  expect((await me(asCookie(second.body.token))).statusCode).toBe(200);
});

test('anonymous and forged sessions are 401', async () => {
  expect((await me({})).statusCode).toBe(401);
  expect((await me(asCookie('forged-token-that-is-long-enough'))).statusCode).toBe(401);
  expect((await me(asBearer('x'.repeat(500)))).statusCode).toBe(401);
});

test('forgot password answers alike for any email and mails a link that works once and ends other sessions', async () => {
  const email = uniqueEmail('forgot');
  await register(email);
  const session = await login(email);
  const ghost = uniqueEmail('ghost');
  for (const who of [email, ghost]) {
    const res = await post('/api/auth/forgot-password', { email: who });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PASSWORD_RESET_SENT_MESSAGE });
  }
  // The same work for both: one email each, a link for the account, a note for the unknown address.
  const mailsTo = async (to: string) =>
    (await ctx.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, to))).map(
      (mail) => mail.kind,
    );
  expect((await mailsTo(email)).sort()).toEqual(['email_verification', 'password_reset']);
  expect(await mailsTo(ghost)).toEqual(['password_reset_no_account']);
  const token = await mail.resetToken(email);
  expect(token).toBeDefined();
  const stored = await ctx.database.handle.db.select().from(passwordResets);
  expect(stored.some((row) => row.tokenHash === token)).toBe(false);

  const reset = await post('/api/auth/reset-password', { token, password: 'new-secret-pass' });
  expect(reset.statusCode).toBe(200);
  expect((await me(asCookie(session.body.token))).statusCode).toBe(401);
  await login(email, 'new-secret-pass');
  expect((await post('/api/auth/login', { email, password: 'kesar-chai-42' })).statusCode).toBe(401);

  const again = await post('/api/auth/reset-password', { token, password: 'third-secret-pass' });
  expect(again.statusCode).toBe(400);
  expect(apiErrorSchema.parse(again.json()).message).toBe('This reset link is invalid or has expired.');
});

test('an expired reset link is refused', async () => {
  const email = uniqueEmail('expired');
  await register(email);
  await post('/api/auth/forgot-password', { email });
  const token = await mail.resetToken(email);
  await ctx.database.handle.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
  expect((await post('/api/auth/reset-password', { token, password: 'new-secret-pass' })).statusCode).toBe(
    400,
  );
});

test('changing the password keeps this session and ends the others', async () => {
  const email = uniqueEmail('change');
  await register(email);
  const here = await login(email);
  const elsewhere = await login(email);
  const wrong = await post(
    '/api/auth/change-password',
    { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass' },
    asCookie(here.body.token),
  );
  expect(wrong.statusCode).toBe(400);
  expect(apiErrorSchema.parse(wrong.json()).issues?.[0]?.field).toBe('currentPassword');
  const changed = await post(
    '/api/auth/change-password',
    { currentPassword: 'kesar-chai-42', newPassword: 'brand-new-pass' },
    asCookie(here.body.token),
  );
  expect(changed.statusCode).toBe(200);
  expect((await me(asCookie(here.body.token))).statusCode).toBe(200);
  expect((await me(asCookie(elsewhere.body.token))).statusCode).toBe(401);
  expect(
    (await post('/api/auth/change-password', { currentPassword: 'a', newPassword: 'brand-new-pass' }))
      .statusCode,
  ).toBe(401);
});

/** Opens the verification link of the address's latest sign-up, as its owner would from the mail. */
async function verifyEmail(email: string) {
  const sent = await mail.next(email, (caught) => caught.body.includes('/verify-email/'));
  const token = sent.body.match(/\/verify-email\/([\w-]+)/)![1]!;
  const res = await post('/api/auth/verify-email', { token });
  expect(res.statusCode, res.body).toBe(200);
}

test('a guest order joins the account once its address is verified, and stats and orders are the owner’s alone', async () => {
  const email = uniqueEmail('buyer');
  await placePaidOrder(ctx, email);

  await register(email);
  await verifyEmail(email);
  const owner = await login(email);
  const stats = await ctx.app.inject({
    method: 'GET',
    url: `/api/customer/orders/stats/${encodeURIComponent(email)}`,
    headers: asCookie(owner.body.token),
  });
  expect(stats.statusCode).toBe(200);
  expect(stats.json()).toEqual({ active: 1, cancelled: 0, delivered: 0, support: 0 });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    email,
    phone: '9876543210',
    issueType: 'order',
    subject: 'Loading date',
    message: 'When does loading start?',
  })) {
    form.append(name, value);
  }
  const ticketRequest = new Request('http://store.test/api/tickets', { method: 'POST', body: form });
  const raised = await ctx.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { ...asCookie(owner.body.token), 'content-type': ticketRequest.headers.get('content-type')! },
    payload: Buffer.from(await ticketRequest.arrayBuffer()),
  });
  expect(raised.statusCode).toBe(201);
  const withTicket = await ctx.app.inject({
    method: 'GET',
    url: `/api/customer/orders/stats/${encodeURIComponent(email)}`,
    headers: asCookie(owner.body.token),
  });
  expect(withTicket.json()).toEqual({ active: 1, cancelled: 0, delivered: 0, support: 1 });
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: asCookie(owner.body.token),
  });
  expect((list.json() as { orders: { status: string }[] }).orders.map((order) => order.status)).toEqual([
    'paid',
  ]);

  const stranger = uniqueEmail('stranger');
  await register(stranger);
  const other = await login(stranger);
  const peek = await ctx.app.inject({
    method: 'GET',
    url: `/api/customer/orders/stats/${encodeURIComponent(email)}`,
    headers: asCookie(other.body.token),
  });
  expect(peek.statusCode).toBe(404);
  const theirs = await ctx.app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: asCookie(other.body.token),
  });
  expect(theirs.json()).toEqual({ orders: [] });
  const anonymous = await ctx.app.inject({
    method: 'GET',
    url: `/api/customer/orders/stats/${encodeURIComponent(email)}`,
  });
  expect(anonymous.statusCode).toBe(401);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
});
