import { apiErrorSchema } from '@bulk/domain/errors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { CROSS_SITE_REFUSED } from './cross-site-protection';

let ctx: TestApp;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_URL: 'https://store.example' } });
  const account = { name: 'Asha Verma', email: 'asha@example.in', password: 'jeera-rice-77' };
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode,
  ).toBe(201);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  token = (login.json() as { token: string }).token;
});
afterAll(() => ctx.close());

const changePassword = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { host: 'store.example', ...headers },
    // A wrong current password: an accepted request answers 400, a refused one 403, and nothing changes.
    payload: { currentPassword: 'not-the-password', newPassword: 'another-long-password' },
  });

test.each([
  ['another site', { origin: 'https://evil.example' }],
  ['a look-alike host', { origin: 'https://store.example.evil.example' }],
  ['an opaque origin', { origin: 'null' }],
  ['no origin or referer at all', {}],
  ['a referer from another site', { referer: 'https://evil.example/page' }],
  ['the public host over plain http', { origin: 'http://store.example' }],
  ['the public host on another port', { origin: 'https://store.example:8443' }],
  ['a referer from the public host over plain http', { referer: 'http://store.example/account' }],
  ['the host it was sent to, but over https', { origin: 'https://localhost:5173', host: 'localhost:5173' }],
  ['the host it was sent to, on another port', { origin: 'http://localhost:5174', host: 'localhost:5173' }],
])('a cookie-session POST from %s is a 403 with a clear message', async (_name, headers) => {
  const res = await changePassword({ cookie: `session=${token}`, ...headers });
  expect(res.statusCode).toBe(403);
  expect(apiErrorSchema.parse(res.json())).toEqual({ code: 'FORBIDDEN', message: CROSS_SITE_REFUSED });
});

test.each([
  ['the public URL', { origin: 'https://store.example' }],
  ['the host it was sent to', { origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' }],
  ['a same-origin referer', { referer: 'https://store.example/account/settings' }],
])('a cookie-session POST from %s goes through', async (_name, headers) => {
  const res = await changePassword({ cookie: `session=${token}`, ...headers });
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).issues?.[0]?.field).toBe('currentPassword');
});

test('a dev server on another port is allowed when it proxies with its own host', async () => {
  const res = await changePassword({
    cookie: `session=${token}`,
    host: 'localhost:5173',
    origin: 'http://localhost:5173',
  });
  expect(res.statusCode).toBe(400);
});

test('bearer-token clients and visitors without a session are not asked for an origin', async () => {
  expect((await changePassword({ authorization: `Bearer ${token}` })).statusCode).toBe(400);
  const newsletter = await ctx.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: 'reader@example.in' },
  });
  expect(newsletter.statusCode).toBe(200);
});

test('reads are never refused, whatever their origin', async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: `session=${token}`, origin: 'https://evil.example' },
  });
  expect(res.statusCode).toBe(200);
});

test('the provider’s webhook is exempt: its signature is what authenticates it', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { cookie: `session=${token}`, origin: 'https://evil.example', 'x-razorpay-signature': 'bad' },
    payload: { event: 'payment.captured' },
  });
  expect(res.statusCode).toBe(422);
  expect(apiErrorSchema.parse(res.json()).code).toBe('PAYMENT_NOT_VERIFIED');
});
