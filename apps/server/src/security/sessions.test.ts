import type { HTTPMethods } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions, users } from '#src/db/schema/index';
import { hashToken } from '#src/modules/auth/tokens';
import { freshData, protectedRoutes, type Fixture } from '#src/testing/access-matrix';
import {
  asBearer,
  asCookie,
  createUser,
  placePaidOrder,
  signIn,
  TEST_PASSWORD,
  type TestUser,
} from '#src/testing/accounts';
import { registeredMember } from '#src/testing/members';
import { startMailCatcher, type MailCatcher } from '#src/testing/mail-catcher';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
/** Where reset links arrive. */
let mail: MailCatcher;
/** A supplier's document and fee: a customer has none, so its ended sessions are tried on these. */
let someMemberFiles: NonNullable<Fixture['member']>;
beforeAll(async () => {
  mail = await startMailCatcher();
  ctx = await createTestApp({ env: { SMTP_URL: mail.url } });
  someMemberFiles = (await registeredMember(ctx, 'supplier')).member;
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

/**
 * Calls every protected endpoint of the access matrix with `token`, by cookie and by bearer, as the
 * user it belonged to would, and returns the routes that did not refuse it: 401, or 404 for a member's
 * files, which hide their existence from anyone not signed in as their owner or an admin.
 */
async function routesAccepting(
  token: string,
  user: TestUser,
  orderId: string,
  member: Fixture['member'] = someMemberFiles,
): Promise<string[]> {
  const accepted: string[] = [];
  const fixture = { user, orderId, member };
  for (const [key, rule] of protectedRoutes()) {
    const [method, path] = key.split(' ') as [HTTPMethods, string];
    const sample =
      (await rule.sample?.({
        self: fixture,
        other: fixture,
        freshOrder: async () => orderId,
        ...freshData(ctx),
      })) ?? {};
    const refusal = rule.kind === 'memberFile' ? 404 : 401;
    for (const headers of [asCookie(token), asBearer(token)]) {
      const res = await ctx.app.inject({
        method,
        url: sample.url ?? path,
        headers: { ...sample.headers, ...headers },
        ...(sample.payload && { payload: sample.payload }),
      });
      if (res.statusCode !== refusal) accepted.push(`${key} (${res.statusCode})`);
    }
  }
  return accepted;
}

async function customerWithOrder() {
  const user = await createUser(ctx, 'customer');
  const orderId = await placePaidOrder(ctx, user.email);
  return { user, orderId };
}

describe('a new session at every sign-in', () => {
  test('each sign-in issues a token never seen before, stored only as its hash', async () => {
    const { user } = await customerWithOrder();
    const tokens = [
      await signIn(ctx, user.email),
      await signIn(ctx, user.email),
      await signIn(ctx, user.email),
    ];
    expect(new Set(tokens).size).toBe(3);
    const stored = await ctx.database.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((row) => row.tokenHash).sort()).toEqual(tokens.map(hashToken).sort());
  });

  test('a session id planted before sign-in is not adopted (no fixation)', async () => {
    const { user } = await customerWithOrder();
    const planted = 'attacker-chosen-session-id-0123456789';
    const res = await post(
      '/api/auth/login',
      { email: user.email, password: TEST_PASSWORD },
      asCookie(planted),
    );
    expect(res.statusCode).toBe(200);
    const issued = res.cookies.find((cookie) => cookie.name === 'session')?.value;
    expect(issued).toBeDefined();
    expect(issued).not.toBe(planted);
    expect((await me(asCookie(planted))).statusCode).toBe(401);
    expect((await me(asCookie(issued!))).statusCode).toBe(200);
  });

  test("an attacker's own valid session planted in a victim's browser ends when the victim signs in", async () => {
    const attacker = await createUser(ctx, 'customer');
    const victim = await createUser(ctx, 'customer');
    const planted = await signIn(ctx, attacker.email);
    const res = await post(
      '/api/auth/login',
      { email: victim.email, password: TEST_PASSWORD },
      asCookie(planted),
    );
    const issued = res.cookies.find((cookie) => cookie.name === 'session')!.value;
    expect(issued).not.toBe(planted);
    // The victim's data never becomes reachable with the planted id, which is ended outright.
    expect((await me(asCookie(planted))).statusCode).toBe(401);
    expect((await me(asCookie(issued))).json()).toMatchObject({ user: { email: victim.email } });
  });
});

describe('an ended session works nowhere', () => {
  test('after logout, the token is refused by every protected endpoint, by cookie and by bearer', async () => {
    const { user, orderId } = await customerWithOrder();
    const token = await signIn(ctx, user.email);
    const kept = await signIn(ctx, user.email);
    expect((await post('/api/auth/logout', {}, asCookie(token))).statusCode).toBe(200);
    expect(await routesAccepting(token, user, orderId)).toEqual([]);
    // Logging out one browser leaves the account's other sessions alone.
    expect((await me(asBearer(kept))).statusCode).toBe(200);
  });

  test("after logout, a member's token opens neither their own pages nor their own documents and invoice", async () => {
    const { token: registered, user, member } = await registeredMember(ctx, 'supplier');
    const orderId = await placePaidOrder(ctx, user.email, registered);
    const token = await signIn(ctx, user.email);
    const files = [
      `/api/members/documents/${member.documentId}`,
      `/api/members/invoices/${member.membershipId}`,
    ];
    // While the session lasts, the owner gets both files.
    for (const url of files) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: asBearer(token) })).statusCode).toBe(200);
    }
    expect((await post('/api/auth/logout', {}, asCookie(token))).statusCode).toBe(200);
    expect(await routesAccepting(token, user, orderId, member)).toEqual([]);
  });

  test('a password change ends every other session on every protected endpoint', async () => {
    const { user, orderId } = await customerWithOrder();
    const here = await signIn(ctx, user.email);
    const elsewhere = await signIn(ctx, user.email);
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' },
      asCookie(here),
    );
    expect(res.statusCode).toBe(200);
    expect(await routesAccepting(elsewhere, user, orderId)).toEqual([]);
    expect((await me(asCookie(here))).statusCode).toBe(200);
  });

  test('a password reset ends every session on every protected endpoint', async () => {
    const { user, orderId } = await customerWithOrder();
    const first = await signIn(ctx, user.email);
    const second = await signIn(ctx, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await mail.resetToken(user.email);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'reset-new-password' })).statusCode,
    ).toBe(200);
    expect(await routesAccepting(first, user, orderId)).toEqual([]);
    expect(await routesAccepting(second, user, orderId)).toEqual([]);
  });

  test('an expired session and a deactivated account are refused', async () => {
    const { user } = await customerWithOrder();
    const expiring = await signIn(ctx, user.email);
    await ctx.database.handle.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(expiring)));
    expect((await me(asCookie(expiring))).statusCode).toBe(401);

    const active = await signIn(ctx, user.email);
    await ctx.database.handle.db
      .update(users)
      .set({ deactivatedAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await me(asBearer(active))).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe('a reset link works once', () => {
  test('a used link is refused, raced twice only one wins, and every other open link ends with it', async () => {
    const { user } = await customerWithOrder();
    await post('/api/auth/forgot-password', { email: user.email });
    const older = await mail.resetToken(user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const newer = await mail.resetToken(user.email);
    expect(newer).not.toBe(older);

    const raced = await Promise.all([
      post('/api/auth/reset-password', { token: newer, password: 'first-new-password' }),
      post('/api/auth/reset-password', { token: newer, password: 'second-new-password' }),
    ]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    const again = await post('/api/auth/reset-password', { token: newer, password: 'third-new-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This reset link is invalid or has expired.' });
    const stale = await post('/api/auth/reset-password', { token: older, password: 'fourth-new-password' });
    expect(stale.statusCode).toBe(400);

    const winner = raced[0]!.statusCode === 200 ? 'first-new-password' : 'second-new-password';
    expect((await post('/api/auth/login', { email: user.email, password: winner })).statusCode).toBe(200);
  });

  test('changing the password ends a reset link asked for before', async () => {
    const { user } = await customerWithOrder();
    await post('/api/auth/forgot-password', { email: user.email });
    const link = await mail.resetToken(user.email);
    const session = await signIn(ctx, user.email);
    await post(
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-in-the-meantime' },
      asCookie(session),
    );
    expect(
      (await post('/api/auth/reset-password', { token: link, password: 'attacker-password' })).statusCode,
    ).toBe(400);
  });
});
