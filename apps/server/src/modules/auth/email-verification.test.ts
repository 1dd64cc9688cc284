import { EMAIL_VERIFICATION_MESSAGES } from '@bulk/domain/auth';
import { apiErrorSchema } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { emailVerifications, orders, outboxMessages, users } from '#src/db/schema/index';
import {
  asCookie,
  createUser,
  placePaidOrder,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '#src/testing/accounts';
import { startMailCatcher, type MailCatcher } from '#src/testing/mail-catcher';
import { registerJobseeker, registerSupplier } from '#src/testing/members';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let mail: MailCatcher;
let ctx: TestApp;
/** How far the app's clock runs ahead of the real one: links expire by the app's clock. */
let ahead = 0;
beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({
    env: { SMTP_URL: mail.url, VERIFICATION_EMAILS_PER_ACCOUNT: '2' },
    clock: { now: () => new Date(Date.now() + ahead) },
  });
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});
beforeEach(() => {
  ahead = 0;
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: asCookie(token) });

async function register(email: string) {
  const res = await post('/api/auth/register', { name: 'Ravi Stranger', email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(201);
}

/** The token of the next verification mail to the address, read where its owner reads it. */
async function verificationToken(email: string): Promise<string> {
  const sent = await mail.next(email, (caught) => caught.body.includes('/verify-email/'));
  return sent.body.match(/\/verify-email\/([\w-]+)/)![1]!;
}

const verify = (token: string) => post('/api/auth/verify-email', { token });

/** What the account sees of its orders: the list's ids and the dashboard's counts. */
async function seen(session: string, email: string) {
  const list = await get('/api/orders', session);
  expect(list.statusCode).toBe(200);
  const stats = await get(`/api/customer/orders/stats/${encodeURIComponent(email)}`, session);
  expect(stats.statusCode).toBe(200);
  return {
    orders: (list.json() as { orders: { id: string }[] }).orders.map((order) => order.id),
    active: (stats.json() as { active: number }).active,
  };
}

const verified = async (session: string) =>
  get('/api/auth/email-verification', session).then((res) => res.json()) as Promise<{ verified: boolean }>;

function expectRefusal(res: Awaited<ReturnType<typeof verify>>, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(apiErrorSchema.parse(res.json()).message).toBe(message);
}

describe('orders placed as a guest', () => {
  test('a stranger who signs up with a guest’s email sees none of her orders, however often they sign in', async () => {
    const email = uniqueEmail('guest');
    const orderId = await placePaidOrder(ctx, email);

    await register(email);
    const session = await signIn(ctx, email);
    expect(await seen(session, email)).toEqual({ orders: [], active: 0 });
    expect(await verified(session)).toEqual({ verified: false });
    expect((await get(`/api/account/orders/${orderId}`, session)).statusCode).toBe(404);
    // A second sign-in claims nothing either, and the order stays a guest's.
    expect(await seen(await signIn(ctx, email), email)).toEqual({ orders: [], active: 0 });
    const [order] = await ctx.database.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.userId).toBeNull();
  });

  test('once the owner opens the link from her mail, her guest orders join the account', async () => {
    const email = uniqueEmail('owner');
    const first = await placePaidOrder(ctx, email);
    await register(email);
    const session = await signIn(ctx, email);

    const res = await verify(await verificationToken(email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: EMAIL_VERIFICATION_MESSAGES.verified });
    expect(await verified(session)).toEqual({ verified: true });
    expect(await seen(session, email)).toEqual({ orders: [first], active: 1 });
    expect((await get(`/api/account/orders/${first}`, session)).statusCode).toBe(200);

    // A verified account still gathers the orders placed as a guest later, at its next sign-in.
    const later = await placePaidOrder(ctx, email);
    expect((await seen(await signIn(ctx, email), email)).orders.sort()).toEqual([first, later].sort());
  });

  test.each([
    ['supplier', registerSupplier],
    ['job seeker', registerJobseeker],
  ] as const)(
    'a %s who registers is mailed the link too, and their guest orders join once it is opened',
    async (_kind, registerMember) => {
      const email = uniqueEmail('member');
      const guestOrder = await placePaidOrder(ctx, email);
      const { token: session } = await registerMember(ctx, email);
      expect(await verified(session)).toEqual({ verified: false });
      const orderIds = async () =>
        ((await get('/api/orders', session)).json() as { orders: { id: string }[] }).orders.map((o) => o.id);
      expect(await orderIds()).toEqual([]);

      const res = await verify(await verificationToken(email));
      expect(res.statusCode, res.body).toBe(200);
      expect(await verified(session)).toEqual({ verified: true });
      expect(await orderIds()).toEqual([guestOrder]);
    },
  );

  test('an account made before verification existed keeps the orders it already had, and no new ones', async () => {
    // As the migration leaves it: not verified, with an order that joined it under the old rule.
    const account = await createUser(ctx, 'customer');
    const joined = await placePaidOrder(ctx, account.email);
    await ctx.database.handle.db.update(orders).set({ userId: account.id }).where(eq(orders.id, joined));
    const [row] = await ctx.database.handle.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.emailVerifiedAt).toBeNull();

    const guestSince = await placePaidOrder(ctx, account.email);
    const session = await signIn(ctx, account.email);
    expect(await seen(session, account.email)).toEqual({ orders: [joined], active: 1 });

    // Verifying from the account brings the rest.
    expect((await post('/api/auth/resend-verification', undefined, asCookie(session))).statusCode).toBe(200);
    expect((await verify(await verificationToken(account.email))).statusCode).toBe(200);
    expect((await seen(session, account.email)).orders.sort()).toEqual([joined, guestSince].sort());
  });
});

describe('the verification link', () => {
  test('works once: a second use, even at the same moment, says it was used', async () => {
    const email = uniqueEmail('twice');
    await placePaidOrder(ctx, email);
    await register(email);
    const token = await verificationToken(email);

    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(token)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expectRefusal(res, 409, EMAIL_VERIFICATION_MESSAGES.used);
    }
    expectRefusal(await verify(token), 409, EMAIL_VERIFICATION_MESSAGES.used);
    expect(await seen(await signIn(ctx, email), email)).toMatchObject({ active: 1 });
  });

  test('is refused after 24 hours, verifying nothing, and a new one can be sent from the account', async () => {
    const email = uniqueEmail('late');
    await placePaidOrder(ctx, email);
    await register(email);
    const token = await verificationToken(email);
    const session = await signIn(ctx, email);

    ahead = 24 * 3600_000 + 60_000;
    expectRefusal(await verify(token), 410, EMAIL_VERIFICATION_MESSAGES.expired);
    expect(await verified(session)).toEqual({ verified: false });
    expect(await seen(session, email)).toEqual({ orders: [], active: 0 });

    const resent = await post('/api/auth/resend-verification', undefined, asCookie(session));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: EMAIL_VERIFICATION_MESSAGES.sent });
    expect((await verify(await verificationToken(email))).statusCode).toBe(200);
    expect(await seen(session, email)).toMatchObject({ active: 1 });
    // Still expired, still saying so, now that the account is verified.
    expectRefusal(await verify(token), 410, EMAIL_VERIFICATION_MESSAGES.expired);
  });

  test('just before its 24 hours are up it still works', async () => {
    const email = uniqueEmail('intime');
    await register(email);
    const token = await verificationToken(email);
    ahead = 24 * 3600_000 - 60_000;
    expect((await verify(token)).statusCode).toBe(200);
  });

  test('a made-up or malformed link is refused without changing anything', async () => {
    expectRefusal(await verify('a'.repeat(43)), 404, EMAIL_VERIFICATION_MESSAGES.invalid);
    const malformed = await verify('short');
    expect(malformed.statusCode).toBe(400);
    expect(apiErrorSchema.parse(malformed.json()).issues?.map((issue) => issue.field)).toEqual(['token']);
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
  });

  test('is stored only as its hash and never enters the outbox', async () => {
    const email = uniqueEmail('secret');
    await register(email);
    const token = await verificationToken(email);
    const db = ctx.database.handle.db;
    const stored = JSON.stringify(await db.select().from(emailVerifications));
    const outbox = JSON.stringify(await db.select().from(outboxMessages).where(eq(outboxMessages.to, email)));
    expect(stored).not.toContain(token);
    expect(outbox).not.toContain(token);
    expect(outbox).not.toContain('/verify-email/');
    expect(outbox).toContain('[link withheld');
  });
});

describe('sending the link again', () => {
  test('needs a session, is refused once verified, and is limited per account', async () => {
    expect((await post('/api/auth/resend-verification')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/email-verification' })).statusCode).toBe(
      401,
    );

    const email = uniqueEmail('resend');
    await register(email);
    const session = await signIn(ctx, email);
    const resend = () => post('/api/auth/resend-verification', undefined, asCookie(session));
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Every link sent works on its own: the latest one verifies the account.
    await verificationToken(email);
    await verificationToken(email);
    expect((await verify(await verificationToken(email))).statusCode).toBe(200);
    expectRefusal(await resend(), 409, EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  });
});
