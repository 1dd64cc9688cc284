import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { asCookie } from '#src/testing/accounts';
import type * as PasswordModule from './password';
import { hashPassword } from './password';

// Counts the costly hashes the endpoints run, while still hashing for real.
vi.mock('./password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      REGISTRATIONS_PER_ADDRESS: '2',
      REGISTRATIONS_PER_EMAIL: '2',
      PASSWORD_RESETS_PER_ADDRESS: '2',
      PASSWORD_RESETS_PER_EMAIL: '2',
      PASSWORD_CHANGES_PER_ACCOUNT: '2',
    },
  });
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.in`;
const post = (url: string, payload: object, from: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: from, headers });
const registration = (email: string) => ({ name: 'Meera Iyer', email, password: 'kesar-chai-42' });

function expectRateLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts/) });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

test('sign-ups are limited per address (REGISTRATIONS_PER_ADDRESS)', async () => {
  for (let n = 0; n < 2; n++) {
    expect(
      (await post('/api/auth/register', registration(uniqueEmail('many')), '203.0.113.1')).statusCode,
    ).toBe(201);
  }
  expectRateLimited(await post('/api/auth/register', registration(uniqueEmail('many')), '203.0.113.1'));
  expect(
    (await post('/api/auth/register', registration(uniqueEmail('other')), '203.0.113.2')).statusCode,
  ).toBe(201);
});

test('sign-ups with one email are limited from any address (REGISTRATIONS_PER_EMAIL)', async () => {
  const email = uniqueEmail('same');
  expect((await post('/api/auth/register', registration(email), '203.0.113.10')).statusCode).toBe(201);
  expect((await post('/api/auth/register', registration(email), '203.0.113.11')).statusCode).toBe(201);
  expectRateLimited(await post('/api/auth/register', registration(email), '203.0.113.12'));
});

test('a made-up reset link is refused before any password is hashed, and is limited per address', async () => {
  vi.mocked(hashPassword).mockClear();
  const bad = (from: string) =>
    post(
      '/api/auth/reset-password',
      { token: 'made-up-token-made-up-token', password: 'new-secret-pass' },
      from,
    );
  for (let n = 0; n < 2; n++) {
    const res = await bad('203.0.113.20');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This reset link is invalid or has expired.');
  }
  expect(hashPassword).not.toHaveBeenCalled();
  expectRateLimited(await bad('203.0.113.20'));
});

test('reset requests are limited per address and per email (PASSWORD_RESETS_PER_*)', async () => {
  const email = uniqueEmail('forgetful');
  for (const from of ['203.0.113.30', '203.0.113.31']) {
    expect((await post('/api/auth/forgot-password', { email }, from)).statusCode).toBe(200);
  }
  expectRateLimited(await post('/api/auth/forgot-password', { email }, '203.0.113.32'));
  expect(
    (await post('/api/auth/forgot-password', { email: uniqueEmail('a') }, '203.0.113.33')).statusCode,
  ).toBe(200);
  expect(
    (await post('/api/auth/forgot-password', { email: uniqueEmail('b') }, '203.0.113.33')).statusCode,
  ).toBe(200);
  expectRateLimited(await post('/api/auth/forgot-password', { email: uniqueEmail('c') }, '203.0.113.33'));
});

test('current-password guesses are limited per account (PASSWORD_CHANGES_PER_ACCOUNT)', async () => {
  const email = uniqueEmail('changer');
  expect((await post('/api/auth/register', registration(email), '203.0.113.40')).statusCode).toBe(201);
  const login = await post('/api/auth/login', { email, password: 'kesar-chai-42' }, '203.0.113.40');
  const session = asCookie(login.json().token);
  const change = (currentPassword: string, from: string) =>
    post('/api/auth/change-password', { currentPassword, newPassword: 'brand-new-pass' }, from, session);
  expect((await change('guess-one-xx', '203.0.113.41')).statusCode).toBe(400);
  expect((await change('guess-two-xx', '203.0.113.42')).statusCode).toBe(400);
  expectRateLimited(await change('kesar-chai-42', '203.0.113.43'));
});
