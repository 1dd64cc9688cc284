import { profileSchema } from '@bulk/domain/account';
import { GSTIN_CHECK_MESSAGE, GSTIN_STATE_MISMATCH_MESSAGE } from '@bulk/domain/buyer';
import { apiErrorSchema } from '@bulk/domain/errors';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders } from '#src/db/schema/index';
import { asCookie, createUser, signIn } from '#src/testing/accounts';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const orderCount = async () => (await db().select({ n: count() }).from(orders))[0]!.n;

const pune = {
  fullName: 'Asha Patil',
  email: 'asha.patil@example.in',
  address: '12 Market Yard',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411001',
};
const indore = { address: '4 Sarafa Bazar', city: 'Indore', state: 'Madhya Pradesh', zip: '452002' };
const business = { company: 'Patil Traders', phone: '9876543210', gstin: '27AAPFU0939F1ZV', billing: null };

function createOrder(body: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    headers,
    payload: { productType: 'order', lines: [{ productId: 42, quantity: 500 }], ...body },
  });
}

async function pay(created: Awaited<ReturnType<typeof createOrder>>): Promise<string> {
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

async function invoiceText(orderId: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice` });
  expect(res.statusCode).toBe(200);
  return (await extractPdfText(res.rawPayload)).pages.join('\n');
}

test("a business buyer's invoice bills its legal name with its GSTIN and mobile number", async () => {
  const orderId = await pay(
    await createOrder({ shipping: pune, buyer: { ...business, gstin: '27aapfu0939f1zv' } }),
  );
  const [stored] = await db().select({ buyer: orders.buyer }).from(orders).where(eq(orders.id, orderId));
  expect(stored?.buyer).toEqual(business);

  const text = await invoiceText(orderId);
  expect(text).toContain('Bill to');
  expect(text).toContain('Ship to');
  expect(text).toContain('Patil Traders');
  expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  expect(text).toContain('Phone: 9876543210');
  expect(text).toContain('Asha Patil');
});

test('goods shipped to Indore are billed to the Pune office whose GSTIN they carry', async () => {
  const orderId = await pay(
    await createOrder({
      shipping: { ...pune, ...indore },
      buyer: {
        ...business,
        billing: { address: '12 Market Yard', city: 'Pune', state: 'Maharashtra', zip: '411001' },
      },
    }),
  );
  const text = await invoiceText(orderId);
  expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
  expect(text).toContain('Pune, Maharashtra 411001');
  expect(text).toContain('Indore, Madhya Pradesh 452002');
});

test('a buyer without business details gets the invoice as before, with no GSTIN of its own', async () => {
  const orderId = await pay(await createOrder({ shipping: pune }));
  const text = await invoiceText(orderId);
  expect(text).toContain('Bill to / Ship to');
  expect(text.match(/GSTIN: /g)).toHaveLength(1); // the seller's
});

test.each([
  [{ gstin: '27AAPFU0939F1ZV' }, { ...pune, ...indore }, 'buyer.gstin', GSTIN_STATE_MISMATCH_MESSAGE],
  [{ gstin: '27AAPFU0939F1ZW' }, pune, 'buyer.gstin', GSTIN_CHECK_MESSAGE],
  [
    { phone: '98765' },
    pune,
    'buyer.phone',
    'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  ],
  [
    { billing: { ...indore, zip: '411001' } },
    pune,
    'buyer.billing.zip',
    'This PIN code does not belong to the chosen state.',
  ],
  [{ gstin: '27AAPFU0939F1ZV', billing: indore }, pune, 'buyer.gstin', GSTIN_STATE_MISMATCH_MESSAGE],
])(
  'buyer %o shipping to %o is a 400 naming %s and no order is made',
  async (change, shipping, field, message) => {
    const before = await orderCount();
    const res = await createOrder({ shipping, buyer: { ...business, ...change } });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues).toContainEqual({ field, message });
    expect(await orderCount()).toBe(before);
  },
);

test("a signed-in buyer's details are saved to the profile only when asked", async () => {
  const user = await createUser(ctx, 'customer');
  const headers = asCookie(await signIn(ctx, user.email));
  const profile = async () =>
    profileSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/account/profile', headers })).json(),
    );

  await pay(await createOrder({ shipping: pune, buyer: { ...business, saveToProfile: false } }, headers));
  expect(await profile()).toMatchObject({ company: null, gstin: null, phone: null, zip: null });

  await pay(await createOrder({ shipping: pune, buyer: { ...business, saveToProfile: true } }, headers));
  expect(await profile()).toMatchObject({
    name: 'Test customer',
    company: 'Patil Traders',
    gstin: '27AAPFU0939F1ZV',
    phone: '9876543210',
    address: '12 Market Yard',
    city: 'Pune',
    state: 'Maharashtra',
    zip: '411001',
  });

  // A refused checkout saves nothing.
  const refused = await createOrder(
    {
      shipping: pune,
      buyer: { ...business, company: 'Other', gstin: '27AAPFU0939F1ZW', saveToProfile: true },
    },
    headers,
  );
  expect(refused.statusCode).toBe(400);
  expect(await profile()).toMatchObject({ company: 'Patil Traders' });
});
