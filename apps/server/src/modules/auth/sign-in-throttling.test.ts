import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { startMailCatcher, type MailCatcher } from '#src/testing/mail-catcher';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { dropRedisKeys, requireRedis, testRedisUrl, uniqueRedisPrefix } from '#src/testing/test-redis';

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.in`;
const PASSWORD = 'kesar-chai-42';

/** One sign-in form and the account it is for. */
interface Form {
  name: string;
  url: string;
  makeAccount(ctx: TestApp, email: string): Promise<void>;
}

const forms: Form[] = [
  {
    name: 'customer',
    url: '/api/auth/login',
    async makeAccount(ctx, email) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Meera Iyer', email, password: PASSWORD },
        remoteAddress: '192.0.2.200',
      });
      expect(res.statusCode, res.body).toBe(201);
    },
  },
  {
    name: 'admin',
    url: '/api/admin/login',
    async makeAccount(ctx, email) {
      await setAdminPassword(ctx.database.handle.db, email, PASSWORD);
    },
  },
];

function signIn(ctx: TestApp, form: Form, email: string, password: string, from: string, device?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: form.url,
    payload: { email, password },
    remoteAddress: from,
    ...(device && { cookies: { device } }),
  });
}

/** Signs in as the owner from their own browser; returns its known-device cookie. */
async function ownerDevice(ctx: TestApp, form: Form, email: string): Promise<string> {
  const res = await signIn(ctx, form, email, PASSWORD, '198.51.100.1');
  expect(res.statusCode, res.body).toBe(200);
  const device = res.cookies.find((cookie) => cookie.name === 'device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  return device!.value;
}

/** The checks every store runs, with its counters in memory or in Redis. */
function throttlingChecks(context: () => TestApp) {
  test.each(forms)(
    '$name form: wrong passwords from five addresses leave the owner in, from a known device and a new address',
    async (form) => {
      const ctx = context();
      const email = uniqueEmail(`owner-${form.name}`);
      await form.makeAccount(ctx, email);
      const device = await ownerDevice(ctx, form, email);
      for (let n = 1; n <= 6; n++) {
        const res = await signIn(ctx, form, email, `guess-${n}-xx`, `203.0.113.${n}`);
        expect(res.statusCode, res.body).toBe(401);
      }
      expect((await signIn(ctx, form, email, PASSWORD, '198.51.100.1', device)).statusCode).toBe(200);
      expect((await signIn(ctx, form, email, PASSWORD, '198.51.100.77')).statusCode).toBe(200);
    },
  );

  test.each(forms)(
    '$name form: one address guessing one account is refused with 429 and Retry-After, others are not',
    async (form) => {
      const ctx = context();
      const email = uniqueEmail(`guessed-${form.name}`);
      await form.makeAccount(ctx, email);
      const device = await ownerDevice(ctx, form, email);
      for (let n = 0; n < 5; n++) {
        expect((await signIn(ctx, form, email, `guess-${n}-xx`, '203.0.113.50')).statusCode).toBe(401);
      }
      const refused = await signIn(ctx, form, email, PASSWORD, '203.0.113.50');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Try again in \d+ minutes?\.$/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The same address may still sign in to another account, and the owner's device is not held up.
      expect((await signIn(ctx, form, email, PASSWORD, '198.51.100.1', device)).statusCode).toBe(200);
    },
  );
}

describe('with counters in memory', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  throttlingChecks(() => ctx);
});

describe('with counters in Redis', () => {
  let ctx: TestApp;
  const prefix = uniqueRedisPrefix();
  beforeAll(async () => {
    await requireRedis();
    ctx = await createTestApp({ env: { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix } });
  });
  afterAll(async () => {
    await ctx.close();
    await dropRedisKeys(prefix);
  });
  throttlingChecks(() => ctx);
});

describe('past the account ceiling (LOGIN_ATTEMPTS_PER_ACCOUNT)', () => {
  let ctx: TestApp;
  /** Where the reset link arrives. */
  let mail: MailCatcher;
  beforeAll(async () => {
    mail = await startMailCatcher();
    ctx = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_ACCOUNT: '3', SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await mail.close();
  });

  test.each(forms)(
    '$name form: new browsers wait, a known device signs in, and a reset link lets the owner back in',
    async (form) => {
      const email = uniqueEmail(`ceiling-${form.name}`);
      await form.makeAccount(ctx, email);
      const device = await ownerDevice(ctx, form, email);
      // Past three failures from browsers the account has not seen, those browsers wait.
      for (let n = 1; n <= 4; n++) {
        expect((await signIn(ctx, form, email, `guess-${n}-xx`, `203.0.113.${n}`)).statusCode).toBe(401);
      }
      const stranger = await signIn(ctx, form, email, 'guess-5-xx', '203.0.113.5');
      expect(stranger.statusCode).toBe(429);
      expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits on a browser the account has not seen...
      expect((await signIn(ctx, form, email, PASSWORD, '198.51.100.9')).statusCode).toBe(429);
      // ...but not on the owner's known device.
      expect((await signIn(ctx, form, email, PASSWORD, '198.51.100.1', device)).statusCode).toBe(200);

      const asked = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: '198.51.100.9',
      });
      expect(asked.statusCode).toBe(200);
      const reset = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: await mail.resetToken(email), password: 'a-new-password-1' },
        remoteAddress: '198.51.100.9',
      });
      expect(reset.statusCode, reset.body).toBe(200);
      const resetDevice = reset.cookies.find((cookie) => cookie.name === 'device')?.value;
      expect(resetDevice).toBeDefined();
      // The reset starts the account's counts again, for the browser that used the link and any other.
      expect(
        (await signIn(ctx, form, email, 'a-new-password-1', '198.51.100.9', resetDevice)).statusCode,
      ).toBe(200);
      expect((await signIn(ctx, form, email, 'a-new-password-1', '198.51.100.10')).statusCode).toBe(200);
      // A device token made with the old password is no longer a known device.
      for (let n = 6; n <= 9; n++) {
        expect((await signIn(ctx, form, email, `guess-${n}-xx`, `203.0.113.${n}`)).statusCode).toBe(401);
      }
      expect((await signIn(ctx, form, email, 'a-new-password-1', '198.51.100.1', device)).statusCode).toBe(
        429,
      );
    },
  );
});
