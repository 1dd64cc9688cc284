import { createOrderResponseSchema, payAgainResponseSchema } from '@bulk/domain/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderPaymentAttempts, orders, orderStatusHistory, payments, products } from '#src/db/schema/index';
import { asCookie, createUser, signIn } from '#src/testing/accounts';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { hmacHex } from '#src/modules/payments/signature';

// The app's clock is the test's: the payment window ends when the test moves it.
const START = new Date('2027-01-10T06:00:00Z');
let now = START;
const minutesAfter = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

let ctx: TestApp;
let admin: ReturnType<typeof asCookie>;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  admin = asCookie(await signIn(ctx, (await createUser(ctx, 'admin')).email));
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload !== undefined && { payload: payload as object }),
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const shipping = {
  fullName: 'Ravi Kulkarni',
  email: 'ravi@example.in',
  address: '4 Market Yard',
  city: 'Pune',
  state: 'Maharashtra',
  zip: '411037',
};

async function createOrder(productId: number, headers: Record<string, string> = {}) {
  const res = await post(
    '/api/create-order',
    { productType: 'order', lines: [{ productId, quantity: 500 }], shipping },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return createOrderResponseSchema.parse(res.json());
}

async function payInSandbox(gatewayOrderId: string) {
  const res = await post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** The payer declines in the sandbox's window: the error its checkout hands the page. */
async function declineInSandbox(gatewayOrderId: string) {
  const res = await post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'failure' });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { error: { description: string; metadata: { order_id: string; payment_id: string } } }
  ).error;
}

const reportFailure = (gatewayOrderId: string, gatewayPaymentId: string) =>
  post('/api/payment-failed', { razorpay_order_id: gatewayOrderId, razorpay_payment_id: gatewayPaymentId });

function signedWebhook(event: object, secret = 'sandbox_webhook_secret') {
  const body = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacHex(secret, body) },
  });
}

const storedOrder = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const history = (orderId: string) =>
  db()
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
const attempts = (orderId: string) =>
  db()
    .select()
    .from(orderPaymentAttempts)
    .where(eq(orderPaymentAttempts.orderId, orderId))
    .orderBy(orderPaymentAttempts.createdAt);
const countOrders = async () => (await db().select({ id: orders.id }).from(orders)).length;
const runJobs = () => ctx.app.services.jobs.runDue();

async function failedOrder(productId: number, headers: Record<string, string> = {}) {
  const created = await createOrder(productId, headers);
  const declined = await declineInSandbox(created.id);
  const res = await reportFailure(created.id, declined.metadata.payment_id);
  expect(res.statusCode, res.body).toBe(200);
  return created;
}

test("a declined payment reported by the browser is recorded with the gateway's reason, once", async () => {
  now = START;
  const created = await createOrder(2);
  const declined = await declineInSandbox(created.id);

  const res = await reportFailure(created.id, declined.metadata.payment_id);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    orderId: created.orderId,
    status: 'failed',
    paymentFailure: {
      code: 'BAD_REQUEST_ERROR',
      reason: 'payment_declined',
      description: declined.description,
      at: START.toISOString(),
    },
  });
  const order = (await get(`/api/orders/${created.orderId}`)).json();
  expect(order.status).toBe('failed');
  expect(order.paymentFailure.description).toBe(declined.description);

  // The report repeated, and the gateway's webhook of the same failure, record nothing more.
  expect((await reportFailure(created.id, declined.metadata.payment_id)).statusCode).toBe(200);
  const webhook = await signedWebhook({
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: declined.metadata.payment_id,
          order_id: created.id,
          status: 'failed',
          error_code: 'BAD_REQUEST_ERROR',
          error_description: declined.description,
          error_reason: 'payment_declined',
        },
      },
    },
  });
  expect(webhook.statusCode).toBe(200);
  const steps = await history(created.orderId);
  expect(steps.map((step) => step.status)).toEqual(['pending', 'failed']);
  expect(steps[1]!.note).toBe(`payment ${declined.metadata.payment_id} failed: ${declined.description}`);

  const adminView = (await get(`/api/admin/orders/${created.orderId}`, admin)).json();
  expect(adminView.order.paymentFailure.description).toBe(declined.description);
});

test('a failure the gateway does not confirm is refused and changes nothing', async () => {
  now = START;
  const created = await createOrder(3);
  const other = await createOrder(4);
  const declinedOther = await declineInSandbox(other.id);
  const paid = await payInSandbox(created.id);

  for (const [gatewayOrderId, paymentId] of [
    [created.id, 'pay_madeUp00000000'], // unknown to the gateway
    [created.id, paid.razorpay_payment_id], // captured, not failed
    [created.id, declinedOther.metadata.payment_id], // failed, but for another order
  ] as const) {
    const res = await reportFailure(gatewayOrderId, paymentId);
    expect(res.statusCode, paymentId).toBe(422);
    expect(res.json()).toEqual({
      code: 'PAYMENT_NOT_VERIFIED',
      message: 'The payment provider does not report this payment as failed.',
    });
  }
  expect((await storedOrder(created.orderId)).status).toBe('pending');
  expect((await storedOrder(other.orderId)).status).toBe('pending');

  // A webhook not signed by the gateway is refused too.
  const forged = await signedWebhook(
    {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_x', order_id: created.id, status: 'failed' } } },
    },
    'not-the-webhook-secret',
  );
  expect(forged.statusCode).toBe(422);
  expect((await storedOrder(created.orderId)).status).toBe('pending');
});

test("the gateway's payment.failed webhook records the failure; a later capture of that attempt still pays", async () => {
  now = START;
  const created = await createOrder(5);
  const res = await signedWebhook({
    event: 'payment.failed',
    payload: {
      payment: {
        entity: {
          id: 'pay_webhookFail0001',
          order_id: created.id,
          status: 'failed',
          error_code: 'GATEWAY_ERROR',
          error_description: 'The bank did not answer in time.',
          error_reason: 'bank_technical_error',
        },
      },
    },
  });
  expect(res.statusCode).toBe(200);
  const failed = (await get(`/api/orders/${created.orderId}`)).json();
  expect(failed.status).toBe('failed');
  expect(failed.paymentFailure).toMatchObject({
    code: 'GATEWAY_ERROR',
    reason: 'bank_technical_error',
    description: 'The bank did not answer in time.',
  });

  // The buyer retried in the gateway's own window: the money matches the attempt, so the order is paid.
  const verified = await post('/api/verify-payment', await payInSandbox(created.id));
  expect(verified.statusCode, verified.body).toBe(200);
  const order = await storedOrder(created.orderId);
  expect(order.status).toBe('paid');
  expect(order.invoiceNumber).toMatch(/^INV\//);
  expect((await attempts(created.orderId)).map((a) => a.outcome)).toEqual(['paid']);
});

test('a pending order expires when its payment window ends, not before, and admin lists hide it unless asked', async () => {
  now = START;
  const created = await createOrder(6);
  now = minutesAfter(START, 29);
  await runJobs();
  expect((await storedOrder(created.orderId)).status).toBe('pending');

  now = minutesAfter(START, 30);
  await runJobs();
  expect((await storedOrder(created.orderId)).status).toBe('expired');
  const steps = await history(created.orderId);
  expect(steps.at(-1)).toEqual({ status: 'expired', note: 'not paid within the payment window' });
  expect((await attempts(created.orderId)).map((a) => a.outcome)).toEqual(['expired']);

  const listed = (url: string) =>
    get(url, admin).then((res) => (res.json() as { orders: { id: string }[] }).orders.map((o) => o.id));
  expect(await listed(`/api/admin/orders?q=${created.orderId}`)).toEqual([]);
  expect(await listed(`/api/admin/orders?status=expired&q=${created.orderId}`)).toEqual([created.orderId]);

  // Paid just after the window, for the attempt it was made for: recorded as paid.
  const verified = await post('/api/verify-payment', await payInSandbox(created.id));
  expect(verified.statusCode, verified.body).toBe(200);
  expect((await storedOrder(created.orderId)).status).toBe('paid');
  expect(await listed(`/api/admin/orders?q=${created.orderId}`)).toEqual([created.orderId]);
});

test("paying again re-prices from today's catalogue, shows the difference and makes no second order", async () => {
  now = START;
  const created = await failedOrder(7);
  const before = await storedOrder(created.orderId);
  const [product] = await db().select().from(products).where(eq(products.id, 7));
  // The price went up by ₹2 a unit since the order was placed.
  await db()
    .update(products)
    .set({ pricePaise: product!.pricePaise + 200 })
    .where(eq(products.id, 7));
  now = minutesAfter(START, 60);

  const preview = await get(`/api/orders/${created.orderId}/repricing`);
  expect(preview.statusCode, preview.body).toBe(200);
  const repricing = preview.json();
  expect(repricing).toMatchObject({
    orderId: created.orderId,
    previousTotalPaise: before.totalPaise,
    lines: [
      {
        productId: 7,
        quantity: 500,
        previousUnitPricePaise: product!.pricePaise,
        unitPricePaise: product!.pricePaise + 200,
      },
    ],
  });
  // 500 units at ₹2 more, with its GST: more than ₹1,000 and the difference shown is exactly today's less before.
  expect(repricing.differencePaise).toBeGreaterThan(100_000);
  expect(repricing.differencePaise).toBe(repricing.totalPaise - before.totalPaise);

  const ordersBefore = await countOrders();
  const res = await post(`/api/orders/${created.orderId}/pay-again`);
  expect(res.statusCode, res.body).toBe(200);
  const again = payAgainResponseSchema.parse(res.json());
  expect(again).toMatchObject({
    orderId: created.orderId,
    amount: repricing.totalPaise,
    previousAmount: before.totalPaise,
    currency: 'INR',
  });
  expect(again.id).not.toBe(created.id);
  const order = await storedOrder(created.orderId);
  expect(order).toMatchObject({
    status: 'pending',
    totalPaise: repricing.totalPaise,
    gatewayOrderId: again.id,
  });
  expect((await get(`/api/orders/${created.orderId}`)).json().lines[0].unitPricePaise).toBe(
    product!.pricePaise + 200,
  );
  expect((await attempts(created.orderId)).map((a) => [a.gatewayOrderId, a.outcome])).toEqual([
    [created.id, 'superseded'],
    [again.id, 'open'],
  ]);
  expect(await countOrders()).toBe(ordersBefore);
  expect((await history(created.orderId)).map((step) => step.status)).toEqual([
    'pending',
    'failed',
    'pending',
  ]);

  // The first attempt's job is due now but ends nothing: the new attempt has its own window.
  await runJobs();
  expect((await storedOrder(created.orderId)).status).toBe('pending');

  // Paying again twice is refused: the order waits for its new payment.
  const twice = await post(`/api/orders/${created.orderId}/pay-again`);
  expect(twice.statusCode).toBe(409);

  // A late payment of the replaced attempt pays nothing and is refunded; the new attempt's pays the order.
  const late = await post('/api/verify-payment', await payInSandbox(created.id));
  expect(late.statusCode).toBe(409);
  expect(late.json().message).toMatch(
    /earlier attempt to pay this order, since replaced; your payment of .* will be refunded/,
  );
  const [orphan] = await db().select().from(payments).where(eq(payments.gatewayOrderId, created.id));
  expect(orphan).toMatchObject({ orderId: null, disposition: 'refunded', amountPaise: before.totalPaise });
  expect((await storedOrder(created.orderId)).status).toBe('pending');
  await db().update(products).set({ pricePaise: product!.pricePaise }).where(eq(products.id, 7));
});

test('only a failed or expired order is paid again, and only by its own account', async () => {
  now = START;
  const paid = await createOrder(8);
  expect((await post('/api/verify-payment', await payInSandbox(paid.id))).statusCode).toBe(200);
  for (const res of [
    await post(`/api/orders/${paid.orderId}/pay-again`),
    await get(`/api/orders/${paid.orderId}/repricing`),
  ]) {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'This order is already paid.' });
  }
  const pending = await createOrder(14);
  expect((await post(`/api/orders/${pending.orderId}/pay-again`)).json().message).toBe(
    'This order is waiting for its payment; it can be paid again once that fails or expires.',
  );

  const owner = await createUser(ctx, 'customer');
  const ownerSession = asCookie(await signIn(ctx, owner.email));
  const stranger = asCookie(await signIn(ctx, (await createUser(ctx, 'customer')).email));
  const own = await failedOrder(15, ownerSession);
  for (const headers of [{}, stranger]) {
    const res = await post(`/api/orders/${own.orderId}/pay-again`, undefined, headers);
    expect(res.statusCode).toBe(404);
  }
  expect((await storedOrder(own.orderId)).status).toBe('failed');
  const res = await post(`/api/orders/${own.orderId}/pay-again`, undefined, ownerSession);
  expect(res.statusCode, res.body).toBe(200);
});

test("50 concurrent verify calls of the second attempt's payment make exactly one paid order and one invoice number", async () => {
  now = START;
  const created = await createOrder(16);
  now = minutesAfter(START, 31);
  await runJobs();
  expect((await storedOrder(created.orderId)).status).toBe('expired');
  const again = payAgainResponseSchema.parse((await post(`/api/orders/${created.orderId}/pay-again`)).json());
  const payment = await payInSandbox(again.id);

  const responses = await Promise.all(Array.from({ length: 50 }, () => post('/api/verify-payment', payment)));
  expect(responses.map((res) => res.statusCode)).toEqual(Array(50).fill(200));
  const order = await storedOrder(created.orderId);
  expect(order.status).toBe('paid');
  expect(order.invoiceNumber).toMatch(/^INV\/26-27\/\d+$/);
  const rows = await db().select().from(payments).where(eq(payments.orderId, created.orderId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    gatewayOrderId: again.id,
    amountPaise: again.amount,
    disposition: 'applied',
  });
  const paidSteps = (await history(created.orderId)).filter((step) => step.status === 'paid');
  expect(paidSteps).toHaveLength(1);
  expect((await attempts(created.orderId)).map((a) => a.outcome)).toEqual(['superseded', 'paid']);
});
