import { createOrderResponseSchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { membershipPurchases, orders, payments } from '#src/db/schema/index';
import { recordPayment } from '#src/modules/orders/orders.service';
import { recordMembershipPayment } from '#src/modules/memberships/memberships.service';
import { asCookie, createUser, signIn } from '#src/testing/accounts';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { silentLogger } from '#src/testing/test-database';
import { GatewayUnavailableError, type PaymentGateway } from './gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { hmacHex } from './signature';

let ctx: TestApp;
let admin: ReturnType<typeof asCookie>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = asCookie(await signIn(ctx, (await createUser(ctx, 'admin')).email));
});
afterAll(() => ctx.close());

const SANDBOX_WEBHOOK_SECRET = 'sandbox_webhook_secret';
const db = () => ctx.database.handle.db;

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function createOrder(productId: number) {
  const res = await post('/api/create-order', {
    productType: 'order',
    lines: [{ productId, quantity: 500 }],
    shipping: {
      fullName: 'Asha Verma',
      email: 'asha@example.in',
      address: '12 Mandi Road',
      city: 'Indore',
      state: 'Delhi',
      zip: '110001',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return createOrderResponseSchema.parse(res.json());
}

async function payInSandbox(gatewayOrderId: string) {
  const res = await post('/api/payments/sandbox/pay', { order_id: gatewayOrderId, outcome: 'success' });
  expect(res.statusCode).toBe(200);
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

function webhook(gatewayOrderId: string, paymentId: string, amount: number) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: gatewayOrderId, amount, currency: 'INR' } } },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, body),
    },
  });
}

const paymentRow = async (gatewayPaymentId: string) =>
  db().select().from(payments).where(eq(payments.gatewayPaymentId, gatewayPaymentId));
const storedOrder = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function cancel(orderId: string) {
  const res = await post(`/api/admin/orders/${orderId}/status`, { status: 'cancelled' }, admin);
  expect(res.statusCode, res.body).toBe(200);
}

test('a payment for an order an admin cancelled is recorded, refunded, and the buyer told so', async () => {
  const created = await createOrder(30);
  await cancel(created.orderId);
  const paid = await payInSandbox(created.id);

  const res = await post('/api/verify-payment', paid);
  expect(res.statusCode).toBe(409);
  expect(apiErrorSchema.parse(res.json())).toEqual({
    code: 'CONFLICT',
    message: `This order was cancelled; your payment of ${rupees(created.amount)} will be refunded.`,
  });
  const [row, ...others] = await paymentRow(paid.razorpay_payment_id);
  expect(others).toEqual([]);
  expect(row).toMatchObject({
    orderId: null,
    membershipId: null,
    gatewayOrderId: created.id,
    amountPaise: created.amount,
    source: 'verify',
    disposition: 'refunded',
  });
  expect(row!.refundId).toMatch(/^rfnd_/);
  expect((await storedOrder(created.orderId)).status).toBe('cancelled');

  // The same answer on a retry, and the late webhook records and refunds nothing more.
  const retry = await post('/api/verify-payment', paid);
  expect(retry.statusCode).toBe(409);
  expect(retry.json()).toEqual(res.json());
  expect((await webhook(created.id, paid.razorpay_payment_id, created.amount)).statusCode).toBe(200);
  expect(await paymentRow(paid.razorpay_payment_id)).toEqual([row]);
});

test('a second payment for a paid order is refunded; the first stays applied', async () => {
  const created = await createOrder(31);
  const first = await payInSandbox(created.id);
  expect((await post('/api/verify-payment', first)).statusCode).toBe(200);
  const second = await payInSandbox(created.id);

  const res = await post('/api/verify-payment', second);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    code: 'CONFLICT',
    message: `This order is already paid; your second payment of ${rupees(created.amount)} will be refunded.`,
  });
  expect(await paymentRow(first.razorpay_payment_id)).toMatchObject([
    { orderId: created.orderId, disposition: 'applied', refundId: null },
  ]);
  expect(await paymentRow(second.razorpay_payment_id)).toMatchObject([
    { orderId: null, gatewayOrderId: created.id, disposition: 'refunded' },
  ]);
  const order = await storedOrder(created.orderId);
  expect(order.status).toBe('paid');

  // Admins see both, the orphan with its refund.
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payments?q=${created.id}`,
    headers: admin,
  });
  expect(list.statusCode).toBe(200);
  expect(list.json().payments).toMatchObject([
    { gatewayPaymentId: second.razorpay_payment_id, reference: created.orderId, disposition: 'refunded' },
    { gatewayPaymentId: first.razorpay_payment_id, reference: created.orderId, disposition: 'applied' },
  ]);
});

test('a webhook for a cancelled order records the payment and refunds it, once, and answers 200', async () => {
  const created = await createOrder(32);
  await cancel(created.orderId);
  const paymentId = 'pay_OrphanHook0001';
  expect((await webhook(created.id, paymentId, created.amount)).statusCode).toBe(200);
  expect((await webhook(created.id, paymentId, created.amount)).statusCode).toBe(200);
  expect(await paymentRow(paymentId)).toMatchObject([{ source: 'webhook', disposition: 'refunded' }]);
});

test('a payment id already recorded for another order is a 409, not a 500', async () => {
  const first = await createOrder(33);
  const paid = await payInSandbox(first.id);
  expect((await post('/api/verify-payment', paid)).statusCode).toBe(200);
  const second = await createOrder(34);
  const reused = { razorpay_order_id: second.id, razorpay_payment_id: paid.razorpay_payment_id };
  const signature = hmacHex('sandbox_key_secret', `${second.id}|${paid.razorpay_payment_id}`);

  const res = await post('/api/verify-payment', { ...reused, razorpay_signature: signature });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({
    code: 'CONFLICT',
    message: 'This payment is already recorded for another order.',
  });
  expect((await webhook(second.id, paid.razorpay_payment_id, second.amount)).statusCode).toBe(409);
  expect((await storedOrder(second.orderId)).status).toBe('pending');
  expect(await paymentRow(paid.razorpay_payment_id)).toMatchObject([{ orderId: first.orderId }]);
});

/** The sandbox, counting its refunds, or refusing them all. */
function countingGateway(refuse = false) {
  const sandbox = createSandboxGateway({ keySecret: 'sandbox_key_secret', webhookSecret: 'x' }).gateway;
  const refunds: string[] = [];
  const gateway: PaymentGateway = {
    ...sandbox,
    async refund(gatewayPaymentId, amountPaise) {
      refunds.push(gatewayPaymentId);
      // Let the other request run while this one waits for the gateway.
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (refuse) throw new GatewayUnavailableError('The payment provider refused the refund (HTTP 400).');
      return sandbox.refund(gatewayPaymentId, amountPaise);
    },
  };
  return { gateway, refunds };
}

const recording = {
  invoicePrefix: 'INV',
  storeName: 'Test store',
  mail: { smtp: false, publicUrl: 'http://localhost' },
  log: silentLogger,
};

test('a verify and a webhook of one orphan payment at once make one row and one refund', async () => {
  const created = await createOrder(35);
  await cancel(created.orderId);
  const { gateway, refunds } = countingGateway();
  const payment = { gatewayOrderId: created.id, gatewayPaymentId: 'pay_OrphanRace0001' };
  const results = await Promise.all([
    recordPayment(db(), gateway, payment, 'verify', recording),
    recordPayment(db(), gateway, { ...payment, amountPaise: created.amount }, 'webhook', recording),
    recordPayment(db(), gateway, payment, 'verify', recording),
  ]);
  expect(results.filter((result) => result?.firstRecord)).toHaveLength(1);
  expect(results.map((result) => result?.orphan?.reason)).toEqual(Array(3).fill('order_cancelled'));
  expect(refunds).toEqual([payment.gatewayPaymentId]);
  expect(await paymentRow(payment.gatewayPaymentId)).toMatchObject([{ disposition: 'refunded' }]);
});

test('a refund the gateway refuses leaves the payment flagged for an admin, and the buyer still told', async () => {
  const created = await createOrder(36);
  await cancel(created.orderId);
  const { gateway, refunds } = countingGateway(true);
  const payment = { gatewayOrderId: created.id, gatewayPaymentId: 'pay_OrphanFail0001' };
  const result = await recordPayment(db(), gateway, payment, 'verify', recording);
  expect(result?.orphan).toMatchObject({ reason: 'order_cancelled', amountPaise: created.amount });
  expect(refunds).toHaveLength(1);
  expect(await paymentRow(payment.gatewayPaymentId)).toMatchObject([
    { disposition: 'refund_failed', refundId: null },
  ]);
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/payments?q=${payment.gatewayPaymentId}`,
    headers: admin,
  });
  expect(list.json().payments).toMatchObject([{ reference: created.orderId, disposition: 'refund_failed' }]);
  // A retry does not refund again: an admin settles it.
  await recordPayment(db(), gateway, payment, 'verify', recording);
  expect(refunds).toHaveLength(1);
});

test('a second payment of a membership fee already paid is recorded and refunded', async () => {
  const res = await post('/api/create-order', { productType: 'jobseeker', email: 'twice@example.in' });
  expect(res.statusCode, res.body).toBe(200);
  const created = createOrderResponseSchema.parse(res.json());
  expect((await post('/api/verify-payment', await payInSandbox(created.id))).statusCode).toBe(200);
  const second = await payInSandbox(created.id);

  const again = await post('/api/verify-payment', second);
  expect(again.statusCode).toBe(409);
  expect(again.json()).toEqual({
    code: 'CONFLICT',
    message: `This membership fee is already paid; your second payment of ${rupees(created.amount)} will be refunded.`,
  });
  expect(await paymentRow(second.razorpay_payment_id)).toMatchObject([
    { membershipId: null, gatewayOrderId: created.id, disposition: 'refunded' },
  ]);
  const [purchase] = await db()
    .select()
    .from(membershipPurchases)
    .where(eq(membershipPurchases.gatewayOrderId, created.id));
  expect(purchase!.status).toBe('paid');

  const { gateway, refunds } = countingGateway();
  const hook = {
    gatewayOrderId: created.id,
    gatewayPaymentId: 'pay_MemberRace0001',
    amountPaise: created.amount,
  };
  await Promise.all([
    recordMembershipPayment(db(), gateway, hook, 'webhook', recording),
    recordMembershipPayment(db(), gateway, hook, 'webhook', recording),
  ]);
  expect(refunds).toEqual([hook.gatewayPaymentId]);
});
