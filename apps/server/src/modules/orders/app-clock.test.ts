import { afterAll, beforeAll, expect, test } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { placePaidOrder, uniqueEmail } from '#src/testing/accounts';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The app reads the time from `app.services.clock`: a test that sets it sees orders paid and moved then.
let now = new Date('2027-03-31T18:29:00Z');
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => ctx.close());

test("an order is paid, invoiced and moved at the app clock's time", async () => {
  const orderId = await placePaidOrder(ctx, uniqueEmail('clock'));
  const order = (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json();
  expect(order.paidAt).toBe('2027-03-31T18:29:00.000Z');
  // 23:59 on 31 March in India: still the financial year 2026-27.
  expect(order.invoiceNumber).toMatch(/\/26-27\//);

  now = new Date('2027-04-02T06:00:00Z');
  const admin = await setAdminPassword(ctx.database.handle.db, 'chief@store.test');
  const { token } = (
    await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin })
  ).json();
  const moved = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'loading' },
  });
  expect(moved.statusCode, moved.body).toBe(200);
  expect(moved.json().changedAt).toBe('2027-04-02T06:00:00.000Z');
});
