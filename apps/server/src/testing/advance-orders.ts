import { orderInstalmentsSchema, type OrderInstalments } from '@bulk/domain/advance';
import { createOrderResponseSchema } from '@bulk/domain/checkout';
import { expect } from 'vitest';
import { asCookie, createUser, signIn, uniqueEmail } from './accounts';
import { capturedWebhook } from './store-client';
import type { TestApp } from './test-app';

/** Corn flour at Rs 90 a kg: 700 kg to Kerala is over the Rs 50,000 advance minimum. */
export const ADVANCE_CART = [{ productId: 2, quantity: 700 }];

export const kerala = (email: string) => ({
  fullName: 'Meera Iyer',
  email,
  address: '7 Spice Lane',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
});

/** Places an order paid by advance (as a guest, or the session's); answers its id and the advance's gateway order. */
export async function placeAdvanceOrder(
  ctx: TestApp,
  options: { email?: string; headers?: Record<string, string>; lines?: typeof ADVANCE_CART } = {},
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    headers: options.headers ?? {},
    payload: {
      productType: 'order',
      lines: options.lines ?? ADVANCE_CART,
      shipping: kerala(options.email ?? uniqueEmail('advance')),
      paymentPlan: 'advance',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const created = createOrderResponseSchema.parse(res.json());
  return { orderId: created.orderId, gatewayOrderId: created.id, amountPaise: created.amount };
}

/** The sandbox completes a payment of a gateway order: the fields the checkout hands the browser. */
export async function sandboxPay(ctx: TestApp, gatewayOrderId: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: gatewayOrderId, outcome: 'success' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** `GET /api/orders/:id/instalments`. */
export async function instalmentsOf(
  ctx: TestApp,
  orderId: string,
  headers: Record<string, string> = {},
): Promise<OrderInstalments> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/instalments`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return orderInstalmentsSchema.parse(res.json());
}

/** A signed-in admin's headers. */
export async function adminHeaders(ctx: TestApp) {
  const admin = await createUser(ctx, 'admin');
  return { ...asCookie(await signIn(ctx, admin.email)), adminId: String(admin.id) };
}

/**
 * A guest's advance order whose advance reference (UTR) waits for an admin (`submitted`), or whose
 * bank-paid advance waits for its refund after a cancellation (`refund_pending`); answers the advance's id.
 */
export async function freshAdvanceInstalment(
  ctx: TestApp,
  stage: 'submitted' | 'refund_pending',
): Promise<number> {
  const { orderId } = await placeAdvanceOrder(ctx);
  const utr = `UTR${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 22);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/instalments/1/bank-reference`,
    payload: { method: 'upi', reference: utr },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [advance] = (await instalmentsOf(ctx, orderId)).instalments;
  if (stage === 'refund_pending') {
    const { adminId: _adminId, ...headers } = await adminHeaders(ctx);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/instalments/${advance!.id}/confirm`,
      headers,
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  }
  return advance!.id;
}

/** The provider's `payment.captured` webhook for a payment, signed with the sandbox's webhook secret. */
export function sendCapturedWebhook(
  ctx: TestApp,
  payment: { gatewayOrderId: string; gatewayPaymentId: string; amountPaise: number },
) {
  const { body, headers } = capturedWebhook(payment);
  return ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
}
