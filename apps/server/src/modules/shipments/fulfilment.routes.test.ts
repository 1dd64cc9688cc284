import { adminOrderDetailSchema } from '@bulk/domain/admin';
import { apiErrorSchema } from '@bulk/domain/errors';
import { orderSummarySchema } from '@bulk/domain/checkout';
import {
  adminShipmentListSchema,
  DEFAULT_COMMISSION_BPS,
  ewayBillRequired,
  fulfilmentShipmentSchema,
  shipmentCancelResponseSchema,
  settleShipment,
  supplierShipmentListSchema,
  type ShipmentStatus,
} from '@bulk/domain/shipments';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import {
  auditLog,
  documentSequences,
  listings,
  orders,
  outboxMessages,
  products,
  shipmentEvents,
  shipments,
  users,
} from '#src/db/schema/index';
import { asBearer, asCookie, createUser, placePaidOrder, signIn } from '#src/testing/accounts';
import { adminHeaders } from '#src/testing/advance-orders';
import { extractPdfText } from '#src/testing/pdf-text';
import { paidSupplierShipment, supplierWithLiveProduct } from '#src/testing/shipments';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let admin: Record<string, string>;
let adminId: number;
let seller: Awaited<ReturnType<typeof supplierWithLiveProduct>>;
beforeAll(async () => {
  ctx = await createTestApp();
  const { adminId: id, ...headers } = await adminHeaders(ctx);
  admin = headers;
  adminId = Number(id);
  seller = await supplierWithLiveProduct(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload && { payload }) });
const asSeller = () => asBearer(seller.token);
const step = (id: string, body: object, headers = asSeller()) =>
  call('PATCH', `/api/supplier/shipments/${id}`, headers, body);
const fieldsOf = (res: { json(): unknown }) =>
  (apiErrorSchema.parse(res.json()).issues ?? []).map((issue) => issue.field);
const dispatch = { transporter: 'VRL Logistics', docketNumber: 'LR-55812', vehicleNumber: 'MH 24 AB 1234' };

/** A shipment of `seller` (500 kg by default: ₹1,90,000 of toor dal, above the e-way bill threshold). */
const shipment = (options: Parameters<typeof paidSupplierShipment>[2] = {}) =>
  paidSupplierShipment(ctx, { userId: seller.user.id, productId: seller.productId }, options);

async function orderNumberOf(orderId: string) {
  const [order] = await db().select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return order!.number;
}

/** The outbox's messages of one kind that tell of one order. */
async function mailOf(orderId: string, kind: string) {
  return db()
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, kind), like(outboxMessages.subject, `%${await orderNumberOf(orderId)}%`)),
    );
}

async function listingStock() {
  const [row] = await db()
    .select({ fields: listings.fields, status: listings.status, pausedBy: listings.pausedBy })
    .from(listings)
    .where(eq(listings.id, seller.listingId));
  return { stock: row!.fields.stock, status: row!.status, pausedBy: row!.pausedBy };
}

describe("a supplier's shipments", () => {
  test('listed newest first with lines, totals and ship-to, filtered by status; never the buyer email', async () => {
    const older = await shipment({ at: new Date(Date.now() - 60_000) });
    const newer = await shipment({ status: 'accepted' });
    const res = await call('GET', '/api/supplier/shipments', asSeller());
    expect(res.statusCode, res.body).toBe(200);
    const list = supplierShipmentListSchema.parse(res.json());
    const ids = list.shipments.map((row) => row.id);
    expect(ids.indexOf(newer.shipmentId)).toBeLessThan(ids.indexOf(older.shipmentId));
    const row = list.shipments.find((s) => s.id === older.shipmentId)!;
    expect(row).toMatchObject({
      status: 'placed',
      nextSteps: ['accepted', 'cancelled'],
      ewayBillRequired: true,
      totalPaise: older.totalPaise,
      lines: [{ quantity: 500, unit: 'kg', unitPricePaise: 38_000, lineTotalPaise: 19_000_000 }],
      shipTo: {
        name: 'Meera Iyer',
        company: 'Iyer Traders',
        address: '7 Spice Lane',
        city: 'Kochi',
        state: 'Kerala',
        pin: '682001',
        phone: '9876543210',
      },
    });
    expect(res.body).not.toContain('buyer@example.in');
    expect(res.body).not.toContain('"email"');

    const accepted = supplierShipmentListSchema.parse(
      (await call('GET', '/api/supplier/shipments?status=accepted', asSeller())).json(),
    );
    expect(accepted.shipments.every((s) => s.status === 'accepted')).toBe(true);
    expect(accepted.shipments.map((s) => s.id)).toContain(newer.shipmentId);

    const one = await call('GET', `/api/supplier/shipments/${older.shipmentId}`, asSeller());
    expect(fulfilmentShipmentSchema.parse(one.json()).id).toBe(older.shipmentId);
    expect(one.body).not.toContain('buyer@example.in');
  });

  test("another supplier's shipment answers 404, as a missing one, and is never listed", async () => {
    const own = await shipment();
    const other = await supplierWithLiveProduct(ctx);
    const headers = asBearer(other.token);
    expect((await call('GET', `/api/supplier/shipments/${own.shipmentId}`, headers)).statusCode).toBe(404);
    expect((await step(own.shipmentId, { status: 'accepted' }, headers)).statusCode).toBe(404);
    const list = supplierShipmentListSchema.parse(
      (await call('GET', '/api/supplier/shipments', headers)).json(),
    );
    expect(list.shipments.map((s) => s.id)).not.toContain(own.shipmentId);
    const [row] = await db().select().from(shipments).where(eq(shipments.id, own.shipmentId));
    expect(row!.status).toBe('placed');
  });

  test('a visitor gets 401 and other roles 403', async () => {
    expect((await call('GET', '/api/supplier/shipments')).statusCode).toBe(401);
    const customer = await createUser(ctx, 'customer');
    const token = await signIn(ctx, customer.email);
    expect((await call('GET', '/api/supplier/shipments', asBearer(token))).statusCode).toBe(403);
  });
});

describe('steps', () => {
  test('one step at a time, each an event and an email to the buyer; out of order a 409 naming the next', async () => {
    const { shipmentId, orderId } = await shipment({ quantity: 100 });
    const [before] = await db().select().from(shipments).where(eq(shipments.id, shipmentId));

    const skipped = await step(shipmentId, { status: 'loading' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(
      'This shipment is placed: its next step can only be accepted or cancelled.',
    );
    expect(fieldsOf(skipped)).toEqual(['status']);

    for (const body of [
      { status: 'accepted' },
      { status: 'loading' },
      { status: 'dispatched', dispatch },
      { status: 'delivered' },
    ]) {
      const res = await step(shipmentId, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(fulfilmentShipmentSchema.parse(res.json()).status).toBe(body.status);
    }
    const done = fulfilmentShipmentSchema.parse(
      (await call('GET', `/api/supplier/shipments/${shipmentId}`, asSeller())).json(),
    );
    expect(done.dispatch).toEqual({ ...dispatch, vehicleNumber: 'MH24AB1234' });
    // The buyer's order answers the details too: its answer is encoded through the order's schema.
    const buyerView = await call('GET', `/api/orders/${orderId}`);
    expect(buyerView.statusCode, buyerView.body).toBe(200);
    expect(orderSummarySchema.parse(buyerView.json()).shipments[0]!.dispatch).toEqual(done.dispatch);
    expect(done.deliveredAt).not.toBeNull();
    expect(done.nextSteps).toEqual([]);
    expect(done.events.map((event) => event.status)).toEqual([
      'accepted',
      'loading',
      'dispatched',
      'delivered',
    ]);
    const [after] = await db().select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(after!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
    expect(after!.deliveredAt).not.toBeNull();
    // Delivered, the supplier has earned its part: the total less 5% commission and 18% GST on it.
    const settled = settleShipment([{ amountPaise: after!.totalPaise, rateBps: DEFAULT_COMMISSION_BPS }]);
    expect([after!.commissionPaise, after!.commissionGstPaise, after!.payoutPaise]).toEqual([
      settled.commissionPaise,
      settled.commissionGstPaise,
      settled.payoutPaise,
    ]);

    for (const kind of ['accepted', 'loading', 'dispatched', 'delivered']) {
      const mail = await mailOf(orderId, `shipment_${kind}`);
      expect(mail, kind).toHaveLength(1);
      expect(mail[0]!.to).toBe('buyer@example.in');
    }
    expect((await mailOf(orderId, 'shipment_dispatched'))[0]!.text).toContain('LR-55812');

    const again = await step(shipmentId, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This shipment is delivered: it takes no further steps.');
  });

  test('two requests for the same step: one moves it, the other is a 409', async () => {
    const { shipmentId } = await shipment({ quantity: 100 });
    const results = await Promise.all([
      step(shipmentId, { status: 'accepted' }),
      step(shipmentId, { status: 'accepted' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const events = await db().select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
    expect(events).toHaveLength(1);
  });

  test('dispatch above ₹50,000 with tax needs the e-way bill number: 422 naming it', async () => {
    const { shipmentId, totalPaise } = await shipment({ quantity: 500, status: 'loading' });
    expect(ewayBillRequired(totalPaise)).toBe(true);
    const refused = await step(shipmentId, { status: 'dispatched', dispatch });
    expect(refused.statusCode).toBe(422);
    expect(fieldsOf(refused)).toEqual(['dispatch.ewayBillNumber']);
    expect((await db().select().from(shipments).where(eq(shipments.id, shipmentId)))[0]!.status).toBe(
      'loading',
    );

    const badNumber = await step(shipmentId, {
      status: 'dispatched',
      dispatch: { ...dispatch, ewayBillNumber: '12' },
    });
    expect(badNumber.statusCode).toBe(400);
    expect(fieldsOf(badNumber)).toEqual(['dispatch.ewayBillNumber']);

    const ok = await step(shipmentId, {
      status: 'dispatched',
      dispatch: { ...dispatch, ewayBillNumber: '331000123456' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fulfilmentShipmentSchema.parse(ok.json()).dispatch?.ewayBillNumber).toBe('331000123456');
  });

  test('at or below the threshold no e-way bill is needed', async () => {
    const { shipmentId, totalPaise } = await shipment({ quantity: 100, status: 'loading' });
    expect(ewayBillRequired(totalPaise)).toBe(false);
    expect((await step(shipmentId, { status: 'dispatched', dispatch })).statusCode).toBe(200);
  });

  test('a supplier cannot cancel: the buyer or an admin does', async () => {
    const { shipmentId } = await shipment();
    const res = await step(shipmentId, { status: 'cancelled', reason: 'No lorry' });
    expect(res.statusCode).toBe(409);
    expect(fieldsOf(res)).toEqual(['status']);
  });
});

describe('cancellation before loading', () => {
  const cancel = (
    orderId: string,
    shipmentId: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) => call('POST', `/api/orders/${orderId}/shipments/${shipmentId}/cancel`, headers, payload);

  test('five concurrent cancels: refunded once, one credit note, stock back once, each email once', async () => {
    // The listing ran out and paused for stock; the cancelled 500 kg bring it back on sale.
    const paused = await call('PATCH', `/api/supplier/products/${seller.listingId}`, asSeller(), {
      stock: 0,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await listingStock()).toMatchObject({ stock: 0, status: 'paused', pausedBy: 'stock' });
    const { orderId, shipmentId, totalPaise } = await shipment({ quantity: 500 });
    const refund = vi.spyOn(ctx.app.services.gateway, 'refund');
    refund.mockClear();

    const results = await Promise.all(
      Array.from({ length: 5 }, () => cancel(orderId, shipmentId, {}, { reason: 'Ordered twice' })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const done = shipmentCancelResponseSchema.parse(results.find((res) => res.statusCode === 200)!.json());
    expect(done).toMatchObject({ status: 'cancelled', refund: 'refunded', refundPaise: totalPaise });
    expect(done.creditNoteNumber).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
    expect(results.filter((res) => res.statusCode === 409)[0]!.json().message).toBe(
      'This shipment is already cancelled.',
    );

    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund.mock.calls[0]![1]).toBe(totalPaise);
    const [row] = await db().select().from(shipments).where(eq(shipments.id, shipmentId));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Ordered twice' });
    expect(row!.refundId).toMatch(/^rfnd_/);
    const sequences = await db()
      .select()
      .from(documentSequences)
      .where(eq(documentSequences.series, `credit-note:seller:${seller.user.id}`));
    expect(sequences.map((s) => s.lastNumber)).toEqual([1]);
    expect(await listingStock()).toMatchObject({ stock: 500, status: 'live', pausedBy: null });
    const [product] = await db().select().from(products).where(eq(products.id, seller.productId));
    expect(product!.visible).toBe(true);

    expect(await mailOf(orderId, 'shipment_cancelled')).toHaveLength(1);
    const [sellerUser] = await db().select().from(users).where(eq(users.id, seller.user.id));
    const sellerMail = await mailOf(orderId, 'shipment_cancelled_seller');
    expect(sellerMail.map((mail) => mail.to)).toEqual([sellerUser!.email]);
    const events = await db().select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
    expect(events.map((event) => event.status)).toEqual(['cancelled']);

    // The buyer's order page offers the credit note beside the part.
    const summary = orderSummarySchema.parse((await call('GET', `/api/orders/${orderId}`)).json());
    expect(summary.shipments.find((part) => part.id === shipmentId)).toMatchObject({
      status: 'cancelled',
      creditNoteNumber: done.creditNoteNumber,
      creditNoteUrl: done.creditNoteUrl,
    });

    const pdf = await call('GET', done.creditNoteUrl!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(pdf.rawPayload)).pages.join(' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(done.creditNoteNumber!);
    expect(text).toContain(row!.invoiceNumber!);
    expect(text).toContain('Latur Pulses Private Limited');
    expect(text).toContain('Ordered twice');
    refund.mockRestore();
  });

  test('after loading the shipment cannot be cancelled: 409', async () => {
    const { orderId, shipmentId } = await shipment({ status: 'loading' });
    const before = await listingStock();
    const res = await cancel(orderId, shipmentId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Loading has begun: this shipment can no longer be cancelled.');
    expect(await listingStock()).toEqual(before);
    expect((await call('GET', `/api/orders/${orderId}/shipments/${shipmentId}/credit-note`)).statusCode).toBe(
      404,
    );
  });

  test("an account's order needs its account; another order's id does not reach the shipment", async () => {
    const { orderId, shipmentId } = await shipment();
    const buyer = await createUser(ctx, 'customer');
    await db().update(orders).set({ userId: buyer.id }).where(eq(orders.id, orderId));
    expect((await cancel(orderId, shipmentId)).statusCode).toBe(404);
    const stranger = await createUser(ctx, 'customer');
    expect((await cancel(orderId, shipmentId, asCookie(await signIn(ctx, stranger.email)))).statusCode).toBe(
      404,
    );
    const otherOrder = await shipment();
    expect((await cancel(otherOrder.orderId, shipmentId)).statusCode).toBe(404);
    const own = await cancel(orderId, shipmentId, asCookie(await signIn(ctx, buyer.email)));
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('admins', () => {
  test('see every shipment with the stock conflicts counted, and take steps, audited', async () => {
    const { shipmentId } = await shipment({ quantity: 100 });
    const conflict = await shipment({ status: 'stock_conflict' });
    const res = await call('GET', '/api/admin/shipments?status=stock_conflict', admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = adminShipmentListSchema.parse(res.json());
    expect(list.shipments.map((s) => s.id)).toContain(conflict.shipmentId);
    expect(list.shipments.every((s) => s.status === 'stock_conflict')).toBe(true);
    expect(list.stockConflicts).toBe(list.total);
    expect(list.shipments[0]!.seller).toMatchObject({ id: seller.user.id });

    const moved = await call('PATCH', `/api/admin/shipments/${shipmentId}`, admin, { status: 'accepted' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('accepted');
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, shipmentId));
    expect(audit).toMatchObject([{ action: 'shipment.step', adminId }]);
    const outOfOrder = await call('PATCH', `/api/admin/shipments/${shipmentId}`, admin, {
      status: 'delivered',
    });
    expect(outOfOrder.statusCode).toBe(409);
  });

  test('resolve a stock conflict by cancelling it: refund and credit note, no stock given back', async () => {
    const conflict = await shipment({ status: 'stock_conflict' });
    const before = await listingStock();
    const count = async () =>
      adminShipmentListSchema.parse((await call('GET', '/api/admin/shipments', admin)).json()).stockConflicts;
    const waiting = await count();
    const res = await call('PATCH', `/api/admin/shipments/${conflict.shipmentId}`, admin, {
      status: 'cancelled',
      reason: 'The stock ran out before the payment.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundPending: false });
    expect(res.json().creditNoteNumber).toMatch(/^CN\//);
    expect(await count()).toBe(waiting - 1);
    expect(await listingStock()).toEqual(before);
    const audit = await db().select().from(auditLog).where(eq(auditLog.target, conflict.shipmentId));
    expect(audit).toMatchObject([{ action: 'shipment.cancel', adminId }]);
    const mail = await mailOf(conflict.orderId, 'shipment_cancelled');
    expect(mail[0]!.text).toContain('The stock ran out before the payment.');
  });

  test('a refund the gateway refuses stays pending for an admin', async () => {
    const { orderId, shipmentId } = await shipment();
    const refund = vi.spyOn(ctx.app.services.gateway, 'refund').mockRejectedValueOnce(new Error('refused'));
    const res = await call('POST', `/api/orders/${orderId}/shipments/${shipmentId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toBe('pending');
    const list = adminShipmentListSchema.parse(
      (await call('GET', '/api/admin/shipments?status=cancelled', admin)).json(),
    );
    expect(list.shipments.find((s) => s.id === shipmentId)?.refundPending).toBe(true);
    refund.mockRestore();
  });
});

describe("the company's part", () => {
  test("moves with its order: an admin's order status is its step, and it takes no step of its own", async () => {
    const orderId = await placePaidOrder(ctx, 'company-part@example.in');
    const partOf = async () =>
      orderSummarySchema.parse((await call('GET', `/api/orders/${orderId}`)).json()).shipments[0]!;
    const part = await partOf();
    expect(part).toMatchObject({ seller: null, status: 'placed' });

    const moved = await call('POST', `/api/admin/orders/${orderId}/status`, admin, { status: 'loading' });
    expect(moved.statusCode, moved.body).toBe(200);
    const loading = await partOf();
    expect(loading.status).toBe('loading');
    expect(loading.events.map((event) => event.status)).toEqual(['placed', 'loading']);

    const stepped = await call('PATCH', `/api/admin/shipments/${part.id}`, admin, {
      status: 'dispatched',
      dispatch,
    });
    expect(stepped.statusCode).toBe(409);
    expect(fieldsOf(stepped)).toEqual(['status']);
    const cancelled = await call('POST', `/api/orders/${orderId}/shipments/${part.id}/cancel`);
    expect(cancelled.statusCode).toBe(409);
    expect((await partOf()).status).toBe('loading');
  });
});

describe("an order of suppliers' parts alone", () => {
  let other: Awaited<ReturnType<typeof supplierWithLiveProduct>>;
  beforeAll(async () => {
    other = await supplierWithLiveProduct(ctx);
  });

  /** An order of two parts, one of each supplier, 100 kg each (no e-way bill needed). */
  async function twoParts(
    firstStatus: ShipmentStatus,
    secondStatus: ShipmentStatus = firstStatus,
    orderId?: string,
  ) {
    const first = await shipment({ quantity: 100, status: firstStatus, ...(orderId && { orderId }) });
    const second = await paidSupplierShipment(
      ctx,
      { userId: other.user.id, productId: other.productId },
      { quantity: 100, status: secondStatus, orderId: first.orderId },
    );
    return { orderId: first.orderId, first: first.shipmentId, second: second.shipmentId };
  }
  const asOther = () => asBearer(other.token);
  const statusOf = async (orderId: string) =>
    orderSummarySchema.parse((await call('GET', `/api/orders/${orderId}`)).json()).status;
  const historyOf = async (orderId: string) =>
    adminOrderDetailSchema
      .parse((await call('GET', `/api/admin/orders/${orderId}`, admin)).json())
      .history.map(({ status, note, actorId }) => ({ status, note, actorId }));
  const follows = (status: string, actorId: number | null) => ({
    status,
    note: 'follows its shipments',
    actorId,
  });
  const expectStep = async (res: Promise<{ statusCode: number; body: string }>) => {
    const done = await res;
    expect(done.statusCode, done.body).toBe(200);
  };

  test('takes the least advanced part: one entry per change, no order email', async () => {
    const { orderId, first, second } = await twoParts('loading');
    await expectStep(step(first, { status: 'dispatched', dispatch }));
    expect(await statusOf(orderId)).toBe('loading');
    await expectStep(step(second, { status: 'dispatched', dispatch }, asOther()));
    expect(await statusOf(orderId)).toBe('dispatched');
    await expectStep(step(first, { status: 'delivered' }));
    expect(await statusOf(orderId)).toBe('dispatched');
    await expectStep(step(second, { status: 'delivered' }, asOther()));
    expect(await statusOf(orderId)).toBe('delivered');
    expect(await historyOf(orderId)).toEqual([
      follows('loading', seller.user.id),
      follows('dispatched', other.user.id),
      follows('delivered', other.user.id),
    ]);
    expect(await mailOf(orderId, 'order_status')).toEqual([]);
  });

  test('two parts delivered at once: each sees the other, and the order is delivered', async () => {
    const { orderId, first, second } = await twoParts('dispatched');
    await Promise.all([
      expectStep(step(first, { status: 'delivered' })),
      expectStep(step(second, { status: 'delivered' }, asOther())),
    ]);
    expect(await statusOf(orderId)).toBe('delivered');
    expect((await historyOf(orderId)).map((entry) => entry.status)).toEqual(['dispatched', 'delivered']);
  });

  test('a cancelled part drops out: the other delivered, the order is delivered', async () => {
    const { orderId, first, second } = await twoParts('placed', 'dispatched');
    await expectStep(call('POST', `/api/orders/${orderId}/shipments/${first}/cancel`));
    expect(await statusOf(orderId)).toBe('dispatched');
    await expectStep(step(second, { status: 'delivered' }, asOther()));
    expect(await statusOf(orderId)).toBe('delivered');
    // A guest buyer's cancellation has no acting user.
    expect(await historyOf(orderId)).toEqual([
      follows('dispatched', null),
      follows('delivered', other.user.id),
    ]);
  });

  test('cancelled once every part is: a stock conflict keeps it until an admin cancels that too', async () => {
    const { orderId, first, second } = await twoParts('placed', 'stock_conflict');
    await expectStep(call('POST', `/api/orders/${orderId}/shipments/${first}/cancel`));
    expect(await statusOf(orderId)).toBe('paid');
    expect(await historyOf(orderId)).toEqual([]);
    await expectStep(
      call('PATCH', `/api/admin/shipments/${second}`, admin, { status: 'cancelled', reason: 'Out of stock' }),
    );
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await historyOf(orderId)).toEqual([follows('cancelled', adminId)]);
  });

  test("an admin's change at /admin/orders is accepted as before and stands until the parts pass it", async () => {
    const { orderId, first, second } = await twoParts('accepted');
    const setOrder = (status: string) =>
      expectStep(call('POST', `/api/admin/orders/${orderId}/status`, admin, { status }));
    await setOrder('loading');
    await expectStep(step(first, { status: 'loading' }));
    await expectStep(step(second, { status: 'loading' }, asOther()));
    expect(await statusOf(orderId)).toBe('loading');
    await expectStep(step(first, { status: 'dispatched', dispatch }));
    await expectStep(step(second, { status: 'dispatched', dispatch }, asOther()));
    expect(await statusOf(orderId)).toBe('dispatched');
    await setOrder('delivered');
    await expectStep(step(first, { status: 'delivered' }));
    expect(await statusOf(orderId)).toBe('delivered');
    expect((await historyOf(orderId)).map((entry) => entry.status)).toEqual([
      'loading',
      'dispatched',
      'delivered',
    ]);
  });

  test("an order with the company's part keeps its status when a supplier's part moves", async () => {
    const orderId = await placePaidOrder(ctx, 'mixed-order@example.in');
    const history = await historyOf(orderId);
    const { first, second } = await twoParts('dispatched', 'placed', orderId);
    await expectStep(step(first, { status: 'delivered' }));
    await expectStep(call('POST', `/api/orders/${orderId}/shipments/${second}/cancel`));
    expect(await statusOf(orderId)).toBe('paid');
    expect(await historyOf(orderId)).toEqual(history);
  });
});
