import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orders, orderStatusHistory, outboxMessages, payments } from '#src/db/schema/index';
import { serverDataEnvironment, startServerProcess } from '#src/testing/server-process';
import {
  createOrder,
  openServerData,
  payInSandbox,
  sendCapturedWebhook,
  verifyPayment,
} from '#src/testing/store-client';

// Fault: the server is killed with SIGKILL (no shutdown, nothing flushed by the app) after create-order and
// before the payment is verified. The order must survive, and a restarted server must complete it once.

let env: Record<string, string>;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ env, drop } = await serverDataEnvironment('bulk-killed-'));
});
afterAll(() => drop());

test('after a SIGKILL between create-order and verify, the verify or the webhook completes the order once', async () => {
  const first = await startServerProcess(env);
  const viaVerify = await createOrder(first.base, 'killed-verify@example.in');
  const viaWebhook = await createOrder(first.base, 'killed-webhook@example.in');
  first.child.kill('SIGKILL');
  await first.exited;
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await startServerProcess(env);
  // The browser's verify call reaches the restarted server; the provider's webhook follows later.
  const paid = await payInSandbox(second.base, viaVerify.id);
  expect(await verifyPayment(second.base, paid)).toMatchObject({ success: true, orderId: viaVerify.orderId });
  expect(await verifyPayment(second.base, paid)).toMatchObject({ success: true, orderId: viaVerify.orderId });
  const lateHook = await sendCapturedWebhook(second.base, {
    gatewayOrderId: viaVerify.id,
    gatewayPaymentId: paid.razorpay_payment_id,
    amountPaise: viaVerify.amount,
  });
  expect(lateHook.status).toBe(200);

  // The browser never came back for the second order: only the provider's webhook tells of the payment.
  const captured = await payInSandbox(second.base, viaWebhook.id);
  const hook = await sendCapturedWebhook(second.base, {
    gatewayOrderId: viaWebhook.id,
    gatewayPaymentId: captured.razorpay_payment_id,
    amountPaise: viaWebhook.amount,
  });
  expect(hook.status).toBe(200);
  expect(
    await sendCapturedWebhook(second.base, {
      gatewayOrderId: viaWebhook.id,
      gatewayPaymentId: captured.razorpay_payment_id,
      amountPaise: viaWebhook.amount,
    }).then((res) => res.status),
  ).toBe(200);
  expect(await second.stop()).toBe(0);

  const data = await openServerData(env);
  try {
    for (const order of [viaVerify, viaWebhook]) {
      const [stored] = await data.db.select().from(orders).where(eq(orders.id, order.orderId));
      expect(stored).toMatchObject({ status: 'paid', totalPaise: order.amount });
      expect(stored!.invoiceNumber).toMatch(/^INV\//);
      const [paymentRows] = await data.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.orderId, order.orderId));
      expect(paymentRows!.n).toBe(1);
      const history = await data.db
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.orderId));
      expect(history.map((row) => row.status).sort()).toEqual(['paid', 'pending']);
    }
    const [verifySource] = await data.db
      .select({ source: payments.source })
      .from(payments)
      .where(eq(payments.orderId, viaVerify.orderId));
    expect(verifySource!.source).toBe('verify');
    const [webhookSource] = await data.db
      .select({ source: payments.source })
      .from(payments)
      .where(eq(payments.orderId, viaWebhook.orderId));
    expect(webhookSource!.source).toBe('webhook');
    const confirmations = await data.db
      .select({ to: outboxMessages.to })
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'order_confirmation'));
    expect(confirmations.map((row) => row.to).sort()).toEqual([
      'killed-verify@example.in',
      'killed-webhook@example.in',
    ]);
  } finally {
    await data.close();
  }
}, 150_000);
