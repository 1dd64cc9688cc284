import { orderCancelResponseSchema } from '@bulk/domain/advance';
import { orderSummarySchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, orderInstalments, orders, outboxMessages, payments } from '#src/db/schema/index';
import { asCookie, createUser, signIn, uniqueEmail } from '#src/testing/accounts';
import {
  adminHeaders,
  instalmentsOf,
  placeAdvanceOrder,
  sandboxPay,
  sendCapturedWebhook,
} from '#src/testing/advance-orders';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let now = new Date('2026-11-26T06:00:00Z');
let ctx: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  const { adminId: _adminId, ...headers } = await adminHeaders(ctx);
  admin = headers;
});
afterAll(() => ctx.close());
beforeEach(() => {
  now = new Date(now.getTime() + DAY);
});

const db = () => ctx.database.handle.db;
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const verify = (payment: object) => post('/api/verify-payment', payment);
const setStatus = (orderId: string, status: string) =>
  post(`/api/admin/orders/${orderId}/status`, { status }, admin);
const mailOf = async (email: string, kind: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, email), eq(outboxMessages.kind, kind)));
const storedOrder = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

/** An advance order with its advance paid through the sandbox at the clock's now. */
async function advancePaidOrder(email = uniqueEmail('paid')) {
  const placed = await placeAdvanceOrder(ctx, { email });
  const verified = await verify(await sandboxPay(ctx, placed.gatewayOrderId));
  expect(verified.statusCode, verified.body).toBe(200);
  return { ...placed, email };
}

describe('placing an advance order', () => {
  test('an order under the minimum may not be paid by advance: 400 naming paymentPlan', async () => {
    const res = await post('/api/create-order', {
      productType: 'order',
      lines: [{ productId: 4, quantity: 30 }], // Rs 7,500 of aprons
      shipping: {
        fullName: 'A',
        email: 'a@example.in',
        address: 'x',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
      paymentPlan: 'advance',
    });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.issues?.map((issue) => issue.field)).toEqual(['paymentPlan']);
    expect(error.message).toContain('₹50,000');
  });

  test('an unknown plan is a 400 naming paymentPlan', async () => {
    const res = await post('/api/create-order', {
      productType: 'order',
      lines: [{ productId: 2, quantity: 700 }],
      shipping: {
        fullName: 'A',
        email: 'a@example.in',
        address: 'x',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
      paymentPlan: 'later',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.field)).toEqual(['paymentPlan']);
  });

  test('the gateway asks half the total; the plan, amounts and terms are frozen on the order', async () => {
    const { orderId, amountPaise } = await placeAdvanceOrder(ctx);
    const order = await storedOrder(orderId);
    expect(order.paymentPlan).toBe('advance');
    expect(order.gatewayOrderId).toBeNull();
    expect(order.advanceTerms).toEqual({
      advancePercent: 50,
      advancePaise: amountPaise,
      balancePaise: order.totalPaise - amountPaise,
      loadingDelayHours: 24,
      balanceDue: 'bill_copy',
      cancellableUntil: 'loading',
    });
    expect(amountPaise).toBe(Math.round(order.totalPaise / 2 + 0.000001));

    const summary = orderSummarySchema.parse((await get(`/api/orders/${orderId}`)).json());
    expect(summary).toMatchObject({ paymentPlan: 'advance', status: 'pending', invoiceUrl: null });

    const view = await instalmentsOf(ctx, orderId);
    expect(view).toMatchObject({ paymentPlan: 'advance', cancellable: true, advancePaidAt: null });
    expect(view.bank).toEqual({
      accountName: 'Bulk Trade India Private Limited',
      bankName: 'State Bank of India, Indore Main Branch',
      accountNumber: '00000012345678901',
      ifsc: 'SBIN0000001',
      upiId: 'bulktrade@sbi',
    });
    const [advance, balance] = view.instalments;
    expect(advance).toMatchObject({ number: 1, kind: 'advance', amountPaise, status: 'due', payable: true });
    expect(advance!.reference).toBe(`${order.number}-1`);
    expect(advance!.upiLink).toContain(`am=${(amountPaise / 100).toFixed(2)}`);
    expect(advance!.upiLink).toContain(`tr=${order.number}-1`);
    expect(advance!.upiLink).toMatch(/^upi:\/\/pay\?pa=bulktrade%40sbi&.*&cu=INR$/);
    expect(balance).toMatchObject({
      number: 2,
      kind: 'balance',
      status: 'due',
      payable: false,
      upiLink: null,
    });
    expect(advance!.amountPaise + balance!.amountPaise).toBe(order.totalPaise);

    const qr = await get(advance!.upiQrUrl!);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toContain('image/svg+xml');
    expect(qr.body).toContain('<svg');
    // The balance cannot be paid before the bill copy: no QR for it.
    expect((await get(`/api/orders/${orderId}/instalments/2/upi-qr.svg`)).statusCode).toBe(409);
  });

  test('an order paid in full has no instalments', async () => {
    const res = await post('/api/create-order', {
      productType: 'order',
      lines: [{ productId: 2, quantity: 700 }],
      shipping: {
        fullName: 'A',
        email: 'full@example.in',
        address: 'x',
        city: 'Kochi',
        state: 'Kerala',
        zip: '682001',
      },
    });
    const { orderId } = res.json() as { orderId: string };
    const view = await instalmentsOf(ctx, orderId);
    expect(view).toMatchObject({ paymentPlan: 'full', terms: null, instalments: [], cancellable: false });
  });
});

describe('the advance, the 24-hour rule, the bill copy and the balance', () => {
  test('paid through the gateway, then UPI for the balance confirmed by an admin', async () => {
    const email = uniqueEmail('journey');
    const { orderId } = await advancePaidOrder(email);
    const advancePaidAt = now;

    const order = await storedOrder(orderId);
    expect(order.status).toBe('paid');
    expect(order.paidAt).toEqual(advancePaidAt);
    // No tax invoice yet: it is issued with the bill copy at loading.
    expect(order.invoiceNumber).toBeNull();
    expect((await get(`/api/orders/${orderId}/invoice`)).statusCode).toBe(409);

    const view = await instalmentsOf(ctx, orderId);
    expect(view.earliestLoadingAt).toBe(new Date(advancePaidAt.getTime() + DAY).toISOString());
    const advance = view.instalments[0]!;
    expect(advance).toMatchObject({ status: 'paid', method: 'gateway', payable: false, upiLink: null });
    expect(advance.receiptVoucher?.number).toMatch(/^RV\/26-27\/\d{6}$/);

    const [receiptMail] = await mailOf(email, 'advance_receipt');
    expect(receiptMail?.text).toContain(advance.receiptVoucher!.number);
    expect(receiptMail?.text).toContain(`/api/orders/${orderId}/receipt-voucher`);

    const voucher = await get(advance.receiptVoucher!.url);
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    const { pages } = await extractPdfText(voucher.rawPayload);
    expect(pages[0]).toContain('RECEIPT VOUCHER');
    expect(pages[0]).toContain(advance.receiptVoucher!.number);
    expect(pages[0]).toContain(
      `Advance received: Rs. ${(advance.amountPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(pages[0]).toContain('Place of supply: Kerala');

    // One millisecond short of 24 hours: refused, with the earliest time.
    now = new Date(advancePaidAt.getTime() + DAY - 1);
    const early = await setStatus(orderId, 'loading');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ earliestLoadingAt: view.earliestLoadingAt });
    expect(early.json().message).toContain(view.earliestLoadingAt);
    expect((await storedOrder(orderId)).status).toBe('paid');

    now = new Date(advancePaidAt.getTime() + DAY);
    const loading = await setStatus(orderId, 'loading');
    expect(loading.statusCode, loading.body).toBe(200);
    const loaded = await storedOrder(orderId);
    expect(loaded.invoiceNumber).toMatch(/^INV\/26-27\/\d{6}$/);
    expect(loaded.invoicedAt).toEqual(now);

    // The bill copy: the invoice, emailed with the link to pay the balance.
    const invoice = await get(`/api/orders/${orderId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = (await extractPdfText(invoice.rawPayload)).pages.join(' ');
    expect(invoiceText).toContain(loaded.invoiceNumber!);
    expect(invoiceText).toContain(advance.receiptVoucher!.number);
    const [billMail] = await mailOf(email, 'balance_due');
    expect(billMail?.text).toContain(loaded.invoiceNumber!);
    expect(billMail?.text).toContain(`/orders/${orderId}`);

    // Cancellation is locked from loading.
    const cancel = await post(`/api/orders/${orderId}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain('Loading has begun');

    // Dispatch waits for the balance.
    const dispatchEarly = await setStatus(orderId, 'dispatched');
    expect(dispatchEarly.statusCode).toBe(409);
    expect(dispatchEarly.json().message).toContain('balance');

    const balance = (await instalmentsOf(ctx, orderId)).instalments[1]!;
    expect(balance).toMatchObject({ payable: true, dueSince: now.toISOString() });
    expect(balance.upiLink).toContain(`tr=${loaded.number}-2`);

    const submitted = await post(`/api/orders/${orderId}/instalments/2/bank-reference`, {
      method: 'upi',
      reference: '6123 4567 8901',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().instalments[1].bankReference).toMatchObject({
      method: 'upi',
      reference: '612345678901',
    });

    const waiting = await get('/api/admin/instalments?state=awaiting_confirmation', admin);
    expect(waiting.json().instalments).toContainEqual(
      expect.objectContaining({ id: balance.id, orderId, kind: 'balance', overdue: false }),
    );

    const confirmed = await post(`/api/admin/instalments/${balance.id}/confirm`, {}, admin);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ id: balance.id, orderId, status: 'paid' });
    const again = await post(`/api/admin/instalments/${balance.id}/confirm`, {}, admin);
    expect(again.statusCode).toBe(409);

    const paidBalance = (await instalmentsOf(ctx, orderId)).instalments[1]!;
    expect(paidBalance).toMatchObject({ status: 'paid', method: 'upi', paidAt: now.toISOString() });
    expect(await mailOf(email, 'balance_paid')).toHaveLength(1);
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, orderId));
    expect(audit.map((entry) => entry.action)).toContain('instalment.confirm');

    expect((await setStatus(orderId, 'dispatched')).statusCode).toBe(200);
  });

  test('the buyer may not give a reference for the balance before the bill copy', async () => {
    const { orderId } = await advancePaidOrder();
    const res = await post(`/api/orders/${orderId}/instalments/2/bank-reference`, {
      method: 'bank_transfer',
      reference: 'SBIN026112612345',
    });
    expect(res.statusCode).toBe(409);
  });

  test('a malformed bank reference is a 400 naming it', async () => {
    const { orderId } = await placeAdvanceOrder(ctx);
    const res = await post(`/api/orders/${orderId}/instalments/1/bank-reference`, {
      method: 'upi',
      reference: 'paid!',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.field)).toEqual(['reference']);
    const noSuch = await post(`/api/orders/${orderId}/instalments/3/bank-reference`, {
      method: 'upi',
      reference: '612345678901',
    });
    expect(noSuch.statusCode).toBe(400);
  });

  test('an admin confirms with the statement reference when the buyer gave none; one UTR pays once', async () => {
    const first = await placeAdvanceOrder(ctx);
    const second = await placeAdvanceOrder(ctx);
    const [advance1] = (await instalmentsOf(ctx, first.orderId)).instalments;
    const [advance2] = (await instalmentsOf(ctx, second.orderId)).instalments;

    const none = await post(`/api/admin/instalments/${advance1!.id}/confirm`, {}, admin);
    expect(none.statusCode).toBe(400);
    expect(apiErrorSchema.parse(none.json()).issues?.map((issue) => issue.field)).toEqual(['reference']);

    const utr = 'HDFCR520261126000001';
    const ok = await post(
      `/api/admin/instalments/${advance1!.id}/confirm`,
      { method: 'bank_transfer', reference: utr },
      admin,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const reused = await post(
      `/api/admin/instalments/${advance2!.id}/confirm`,
      { method: 'bank_transfer', reference: utr },
      admin,
    );
    expect(reused.statusCode).toBe(409);
    expect(apiErrorSchema.parse(reused.json()).issues?.map((issue) => issue.field)).toEqual(['reference']);
    expect((await storedOrder(second.orderId)).status).toBe('pending');
  });

  test('receipt vouchers are numbered one after the other in their own series', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { orderId } = await advancePaidOrder();
      numbers.push((await instalmentsOf(ctx, orderId)).instalments[0]!.receiptVoucher!.number);
    }
    const sequences = numbers.map((number) => Number(number.split('/')[2]));
    expect(sequences[1]).toBe(sequences[0]! + 1);
    expect(sequences[2]).toBe(sequences[1]! + 1);
  });

  test('a new financial year starts the receipt vouchers again at 1', async () => {
    const saved = now;
    now = new Date('2027-04-01T00:00:00+05:30');
    try {
      const { orderId } = await advancePaidOrder();
      expect((await instalmentsOf(ctx, orderId)).instalments[0]!.receiptVoucher!.number).toBe(
        'RV/27-28/000001',
      );
    } finally {
      now = saved;
    }
  });
});

describe('balance reminders and the admin list', () => {
  test('reminders go 3 and 7 days after the bill copy while the balance is unpaid; then it is overdue', async () => {
    const email = uniqueEmail('remind');
    const { orderId } = await advancePaidOrder(email);
    now = new Date(now.getTime() + DAY);
    expect((await setStatus(orderId, 'loading')).statusCode).toBe(200);
    const billedAt = now;

    now = new Date(billedAt.getTime() + 3 * DAY - 1);
    await ctx.app.services.jobs.runDue();
    expect(await mailOf(email, 'balance_reminder')).toHaveLength(0);
    now = new Date(billedAt.getTime() + 3 * DAY);
    await ctx.app.services.jobs.runDue();
    const [day3] = await mailOf(email, 'balance_reminder');
    expect(day3?.text).toContain('3 days after the bill copy');

    const due = await get('/api/admin/instalments?state=balance_due', admin);
    expect(due.json().instalments).toContainEqual(expect.objectContaining({ orderId, overdue: false }));
    const overdueBefore = await get('/api/admin/instalments?state=balance_overdue', admin);
    expect(overdueBefore.json().instalments.map((row: { orderId: string }) => row.orderId)).not.toContain(
      orderId,
    );

    now = new Date(billedAt.getTime() + 7 * DAY);
    await ctx.app.services.jobs.runDue();
    expect(await mailOf(email, 'balance_reminder')).toHaveLength(2);
    const overdue = await get('/api/admin/instalments?state=balance_overdue', admin);
    expect(overdue.json().instalments).toContainEqual(expect.objectContaining({ orderId, overdue: true }));
  });

  test('no reminder once the balance is paid', async () => {
    const email = uniqueEmail('paid-balance');
    const { orderId } = await advancePaidOrder(email);
    now = new Date(now.getTime() + DAY);
    expect((await setStatus(orderId, 'loading')).statusCode).toBe(200);
    const pay = await post(`/api/orders/${orderId}/instalments/2/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    const balanceOrder = pay.json() as { id: string; amount: number };
    expect(balanceOrder.amount).toBe((await instalmentsOf(ctx, orderId)).instalments[1]!.amountPaise);
    expect((await verify(await sandboxPay(ctx, balanceOrder.id))).statusCode).toBe(200);

    now = new Date(now.getTime() + 8 * DAY);
    await ctx.app.services.jobs.runDue();
    expect(await mailOf(email, 'balance_reminder')).toHaveLength(0);
    expect(await mailOf(email, 'balance_paid')).toHaveLength(1);
  });

  test('an unknown list is a 400', async () => {
    expect((await get('/api/admin/instalments?state=everything', admin)).statusCode).toBe(400);
  });
});

describe('exactly once', () => {
  test('concurrent verifies, webhooks and bank confirmations record the advance once', async () => {
    const email = uniqueEmail('race');
    const { orderId, gatewayOrderId, amountPaise } = await placeAdvanceOrder(ctx, { email });
    const [advance] = (await instalmentsOf(ctx, orderId)).instalments;
    await post(`/api/orders/${orderId}/instalments/1/bank-reference`, {
      method: 'upi',
      reference: '998877665544',
    });
    const payment = await sandboxPay(ctx, gatewayOrderId);
    const webhook = () =>
      sendCapturedWebhook(ctx, {
        gatewayOrderId,
        gatewayPaymentId: payment.razorpay_payment_id,
        amountPaise,
      });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => verify(payment)),
      ...Array.from({ length: 5 }, webhook),
      ...Array.from({ length: 3 }, () => post(`/api/admin/instalments/${advance!.id}/confirm`, {}, admin)),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);

    const [row] = await db().select().from(orderInstalments).where(eq(orderInstalments.id, advance!.id));
    expect(row!.status).toBe('paid');
    expect(row!.receiptVoucherNumber).not.toBeNull();
    expect(await mailOf(email, 'advance_receipt')).toHaveLength(1);
    const confirmations = answers.slice(10).filter((answer) => answer.statusCode === 200);
    if (row!.method === 'gateway') {
      expect(confirmations).toHaveLength(0);
      expect(answers.slice(0, 5).every((answer) => answer.statusCode === 200)).toBe(true);
    } else {
      // The bank confirmation came first: the gateway payment paid nothing and is refunded, once.
      expect(confirmations).toHaveLength(1);
      const orphans = await db()
        .select()
        .from(payments)
        .where(eq(payments.gatewayPaymentId, payment.razorpay_payment_id));
      expect(orphans).toHaveLength(1);
      expect(orphans[0]!.disposition).toBe('refunded');
    }
  });

  test('a second gateway payment of a paid advance is refunded, not applied', async () => {
    const { orderId, gatewayOrderId } = await advancePaidOrder();
    const second = await verify(await sandboxPay(ctx, gatewayOrderId));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain('will be refunded');
    expect((await instalmentsOf(ctx, orderId)).instalments[0]!.method).toBe('gateway');
  });

  test('a refused gateway payment of the advance leaves it due, payable by any means', async () => {
    const { orderId, gatewayOrderId } = await placeAdvanceOrder(ctx);
    const declined = await post('/api/payments/sandbox/pay', {
      order_id: gatewayOrderId,
      outcome: 'failure',
    });
    const { metadata } = (declined.json() as { error: { metadata: { payment_id: string } } }).error;
    const told = await post('/api/payment-failed', {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: metadata.payment_id,
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(told.json()).toMatchObject({ orderId, status: 'pending', paymentFailure: null });
    const [advance] = (await instalmentsOf(ctx, orderId)).instalments;
    expect(advance).toMatchObject({ status: 'due', payable: true });
  });

  test('the balance has one gateway order, however often the buyer asks to pay', async () => {
    const { orderId } = await advancePaidOrder();
    now = new Date(now.getTime() + DAY);
    await setStatus(orderId, 'loading');
    const answers = await Promise.all([1, 2, 3].map(() => post(`/api/orders/${orderId}/instalments/2/pay`)));
    const ids = new Set(answers.map((answer) => (answer.json() as { id: string }).id));
    expect(ids.size).toBe(1);
  });
});

describe('cancelling before loading', () => {
  test('a gateway-paid advance is refunded through the gateway with a refund voucher, once', async () => {
    const email = uniqueEmail('cancel');
    const { orderId } = await advancePaidOrder(email);
    const answers = await Promise.all([
      post(`/api/orders/${orderId}/cancel`),
      post(`/api/orders/${orderId}/cancel`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200)!;
    expect(orderCancelResponseSchema.parse(ok.json())).toEqual({
      orderId,
      status: 'cancelled',
      refund: 'gateway',
    });

    const view = await instalmentsOf(ctx, orderId);
    expect(view.cancellable).toBe(false);
    const [advance, balance] = view.instalments;
    expect(advance).toMatchObject({ status: 'refunded' });
    expect(advance!.refundVoucher?.number).toMatch(/^RF\/26-27\/\d{6}$/);
    expect(balance!.status).toBe('void');
    expect(await mailOf(email, 'advance_refund')).toHaveLength(1);
    expect(await mailOf(email, 'order_cancelled')).toHaveLength(1);

    const pdf = await get(advance!.refundVoucher!.url);
    expect(pdf.statusCode).toBe(200);
    const text = (await extractPdfText(pdf.rawPayload)).pages[0]!;
    expect(text).toContain('REFUND VOUCHER');
    expect(text).toContain(advance!.refundVoucher!.number);
    expect(text).toContain(advance!.receiptVoucher!.number);
    expect((await setStatus(orderId, 'loading')).statusCode).toBe(409);
  });

  test('a bank-paid advance waits for the admin to record the bank refund', async () => {
    const email = uniqueEmail('bank-refund');
    const { orderId } = await placeAdvanceOrder(ctx, { email });
    const [advance] = (await instalmentsOf(ctx, orderId)).instalments;
    await post(`/api/orders/${orderId}/instalments/1/bank-reference`, {
      method: 'bank_transfer',
      reference: 'SBIN026112699999',
    });
    expect((await post(`/api/admin/instalments/${advance!.id}/confirm`, {}, admin)).statusCode).toBe(200);
    const cancelled = await post(`/api/orders/${orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ refund: 'bank' });
    expect((await instalmentsOf(ctx, orderId)).instalments[0]!.status).toBe('refund_pending');
    const listed = await get('/api/admin/instalments?state=refund_pending', admin);
    expect(listed.json().instalments).toContainEqual(expect.objectContaining({ id: advance!.id }));

    const refunded = await post(
      `/api/admin/instalments/${advance!.id}/refund`,
      { reference: 'SBIN0R0000123' },
      admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(
      (await post(`/api/admin/instalments/${advance!.id}/refund`, { reference: 'SBIN0R0000124' }, admin))
        .statusCode,
    ).toBe(409);
    const after = (await instalmentsOf(ctx, orderId)).instalments[0]!;
    expect(after.status).toBe('refunded');
    expect(after.refundVoucher).not.toBeNull();
    expect(await mailOf(email, 'advance_refund')).toHaveLength(1);
  });

  test('an unpaid advance order cancels with nothing to refund; a late gateway payment is refunded', async () => {
    const { orderId, gatewayOrderId } = await placeAdvanceOrder(ctx);
    const cancelled = await post(`/api/orders/${orderId}/cancel`);
    expect(cancelled.json()).toMatchObject({ refund: 'none' });
    expect((await instalmentsOf(ctx, orderId)).instalments.map((row) => row.status)).toEqual([
      'void',
      'void',
    ]);
    const late = await verify(await sandboxPay(ctx, gatewayOrderId));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('cancelled');
    expect((await post(`/api/orders/${orderId}/instalments/1/pay`)).statusCode).toBe(409);
  });

  test('an admin cancellation before loading refunds the advance too', async () => {
    const { orderId } = await advancePaidOrder();
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect((await instalmentsOf(ctx, orderId)).instalments[0]!.status).toBe('refunded');
  });
});

describe('who may see an account’s advance order', () => {
  test('its buyer and admins; anyone else gets 404', async () => {
    const buyer = await createUser(ctx, 'customer');
    const stranger = await createUser(ctx, 'customer');
    const buyerHeaders = asCookie(await signIn(ctx, buyer.email));
    const { orderId, gatewayOrderId } = await placeAdvanceOrder(ctx, {
      email: buyer.email,
      headers: buyerHeaders,
    });
    await verify(await sandboxPay(ctx, gatewayOrderId));
    const strangerHeaders = asCookie(await signIn(ctx, stranger.email));

    for (const url of [`/api/orders/${orderId}/instalments`, `/api/orders/${orderId}/receipt-voucher`]) {
      expect((await get(url, buyerHeaders)).statusCode).toBe(200);
      expect((await get(url, admin)).statusCode).toBe(200);
      expect((await get(url, strangerHeaders)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(404);
    }
    expect((await post(`/api/orders/${orderId}/cancel`, undefined, strangerHeaders)).statusCode).toBe(404);
  });

  test('a receipt voucher before any advance is a 404', async () => {
    const { orderId } = await placeAdvanceOrder(ctx);
    expect((await get(`/api/orders/${orderId}/receipt-voucher`)).statusCode).toBe(404);
  });
});

test('the store may set another loading delay; each order keeps the one it was placed with', async () => {
  const other = await createTestApp({ clock: { now: () => now }, env: { ADVANCE_LOADING_DELAY_HOURS: '2' } });
  try {
    const { orderId } = await placeAdvanceOrder(other);
    const [order] = await other.database.handle.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.advanceTerms?.loadingDelayHours).toBe(2);
    const config = await other.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(config.json()).toMatchObject({ advanceLoadingDelayHours: 2 });
  } finally {
    await other.close();
  }
});

test("the admin dashboard's revenue counts the instalments received", async () => {
  // The store's own clock: the dashboard counts today in India by the database's time.
  const store = await createTestApp();
  try {
    const { orderId, gatewayOrderId, amountPaise } = await placeAdvanceOrder(store);
    const payment = await sandboxPay(store, gatewayOrderId);
    const verified = await store.app.inject({ method: 'POST', url: '/api/verify-payment', payload: payment });
    expect(verified.statusCode, verified.body).toBe(200);
    const { adminId: _adminId, ...headers } = await adminHeaders(store);
    const dashboard = await store.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({
      revenueTodayPaise: amountPaise,
      revenueMonthPaise: amountPaise,
    });
    expect((await instalmentsOf(store, orderId)).instalments[0]!.status).toBe('paid');
  } finally {
    await store.close();
  }
});
