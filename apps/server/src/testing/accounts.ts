import type { Role } from '@bulk/domain/auth';
import { expect } from 'vitest';
import { users } from '#src/db/schema/index';
import { hashPassword } from '#src/modules/auth/password';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'kesar-chai-42';

let counter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${counter++}@example.in`;

export interface TestUser {
  id: number;
  email: string;
  role: Role;
}

/** A user of any role written straight into the test database, as no public sign-up makes admins or members. */
export async function createUser(ctx: TestApp, role: Role, status: 'active' | 'approved' = 'active') {
  const email = uniqueEmail(role);
  const [row] = await ctx.database.handle.db
    .insert(users)
    .values({ email, name: `Test ${role}`, role, status, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning({ id: users.id });
  return { id: row!.id, email, role } satisfies TestUser;
}

/** Signs in through the API and returns the session token (the cookie's value). */
export async function signIn(ctx: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

// A browser sends its origin with every POST; without it a cookie session's POST is refused (cross-site).
export const asCookie = (token: string) => ({ cookie: `session=${token}`, origin: 'http://localhost:3000' });
export const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A 500 kg corn flour order paid in the sandbox; with a session it is that user's order. Returns its id. */
export async function placePaidOrder(ctx: TestApp, email: string, token?: string): Promise<string> {
  const headers = token ? asCookie(token) : {};
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    headers,
    payload: {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: {
        fullName: 'Meera Iyer',
        email,
        address: '7 Spice Lane',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, orderId } = created.json() as { id: string; orderId: string };
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: id, outcome: 'success' },
  });
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/verify-payment', payload: paid.json() });
  expect(verified.statusCode, verified.body).toBe(200);
  return orderId;
}
