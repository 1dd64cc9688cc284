import { settleShipment } from '@bulk/domain/shipments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, outboxMessages, shipments } from '#src/db/schema/index';
import { asBearer } from '#src/testing/accounts';
import { adminHeaders } from '#src/testing/advance-orders';
import { PULSES_SLUG, settle, uniqueUtr } from '#src/testing/payouts';
import { paidSupplierShipment, supplierWithLiveProduct } from '#src/testing/shipments';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const { adminId: id, ...headers } = await adminHeaders(ctx);
  admin = headers;
  adminId = Number(id);
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;

async function setRates(rates: object[]) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/commission-rates',
    headers: admin,
    payload: { rates },
  });
}

async function shipmentRow(id: string) {
  const [row] = await db().select().from(shipments).where(eq(shipments.id, id));
  return row!;
}

async function deliveredShipment(
  seller: { user: { id: number }; productId: number },
  quantity = 500,
  at?: Date,
) {
  return paidSupplierShipment(
    ctx,
    { userId: seller.user.id, productId: seller.productId },
    { status: 'delivered', quantity, ...(at && { at }) },
  );
}

function recordPayout(payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/payouts', headers: admin, payload });
}

const issueFields = (res: { json(): unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((issue) => issue.field);

describe('commission rates', () => {
  test('every category at the default until an admin sets one, by slug in percent or by id in basis points', async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/commission-rates',
      headers: admin,
    });
    expect(before.statusCode).toBe(200);
    const listed = before.json() as {
      defaultRateBps: number;
      categories: { categoryId: number; slug: string; rateBps: number; custom: boolean }[];
    };
    expect(listed.defaultRateBps).toBe(500);
    expect(listed.categories.length).toBe(9);
    const flour = listed.categories.find((category) => category.slug === 'flour')!;
    expect(listed.categories.every((category) => category.rateBps === 500 && !category.custom)).toBe(true);

    const res = await setRates([
      { category: 'indian-spices', percent: 7.25 },
      { category: flour.categoryId, rateBps: 1_000 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as typeof listed;
    const rateOf = (slug: string) => after.categories.find((category) => category.slug === slug)!;
    expect(rateOf('indian-spices')).toMatchObject({ rateBps: 725, custom: true });
    expect(rateOf('flour')).toMatchObject({ rateBps: 1_000, custom: true });
    expect(rateOf('pulses')).toMatchObject({ rateBps: 500, custom: false });

    // Back to the default.
    const reset = await setRates([{ category: 'indian-spices', percent: null }]);
    expect((reset.json() as typeof listed).categories.find((c) => c.slug === 'indian-spices')).toMatchObject({
      rateBps: 500,
      custom: false,
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'commission_rates.update'), eq(auditLog.adminId, adminId)));
    expect(audit.length).toBe(2);
    expect(audit[0]!.details).toEqual({
      changes: [
        { category: 'indian-spices', fromBps: 500, toBps: 725 },
        { category: 'flour', fromBps: 500, toBps: 1_000 },
      ],
    });
  });

  test('over 50%, an unknown category or one named twice is refused naming the field; nothing changes', async () => {
    const over = await setRates([{ category: 'flour', percent: 50.5 }]);
    expect(over.statusCode).toBe(400);
    expect(issueFields(over)).toEqual(['rates.0.percent']);
    const unknown = await setRates([
      { category: 'flour', percent: 1 },
      { category: 'no-such-category', percent: 1 },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(issueFields(unknown)).toEqual(['rates.1.category']);
    const twice = await setRates([
      { category: 'flour', percent: 1 },
      { category: 'flour', rateBps: 200 },
    ]);
    expect(issueFields(twice)).toEqual(['rates.1.category']);
    const now = await ctx.app.inject({ method: 'GET', url: '/api/admin/commission-rates', headers: admin });
    const flour = (now.json() as { categories: { slug: string; rateBps: number }[] }).categories.find(
      (category) => category.slug === 'flour',
    );
    expect(flour?.rateBps).toBe(1_000);
  });
});

describe('settlement on delivery', () => {
  test("to the paisa at the category's rate, once only; a later rate leaves it as it was", async () => {
    const seller = await supplierWithLiveProduct(ctx);
    expect((await setRates([{ category: PULSES_SLUG, percent: 7.5 }])).statusCode).toBe(200);
    // 777 kg: amounts that do not divide evenly.
    const { shipmentId, totalPaise } = await deliveredShipment(seller, 777);
    const at = new Date('2026-11-20T09:00:00Z');
    const settled = await settle(ctx, shipmentId, at);
    const expected = settleShipment([{ amountPaise: totalPaise, rateBps: 750 }]);
    expect(settled).toEqual(expected);
    expect(expected.commissionPaise).toBe(Math.floor((totalPaise * 750 + 5_000) / 10_000));
    const row = await shipmentRow(shipmentId);
    expect({
      commissionPaise: row.commissionPaise,
      commissionGstPaise: row.commissionGstPaise,
      payoutPaise: row.payoutPaise,
      deliveredAt: row.deliveredAt,
    }).toEqual({
      commissionPaise: expected.commissionPaise,
      commissionGstPaise: expected.commissionGstPaise,
      payoutPaise: expected.payoutPaise,
      deliveredAt: at,
    });
    expect(row.payoutPaise! + row.commissionPaise! + row.commissionGstPaise!).toBe(row.totalPaise);

    await setRates([{ category: PULSES_SLUG, percent: 20 }]);
    expect(await settle(ctx, shipmentId, new Date('2026-11-21T09:00:00Z'))).toBeNull();
    expect(await shipmentRow(shipmentId)).toEqual(row);
    await setRates([{ category: PULSES_SLUG, percent: null }]);
  });

  test('the default 5% where no rate is set; a delivery time already recorded is kept', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const { shipmentId, totalPaise } = await deliveredShipment(seller, 500);
    const recorded = new Date('2026-11-18T06:00:00Z');
    await db().update(shipments).set({ deliveredAt: recorded }).where(eq(shipments.id, shipmentId));
    const settled = await settle(ctx, shipmentId, new Date('2026-11-19T06:00:00Z'));
    expect(settled).toEqual(settleShipment([{ amountPaise: totalPaise, rateBps: 500 }]));
    expect((await shipmentRow(shipmentId)).deliveredAt).toEqual(recorded);
  });

  test("the company's part and an undelivered shipment earn nothing", async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const company = await deliveredShipment(seller);
    await db().update(shipments).set({ sellerId: null }).where(eq(shipments.id, company.shipmentId));
    expect(await settle(ctx, company.shipmentId)).toBeNull();
    expect((await shipmentRow(company.shipmentId)).payoutPaise).toBeNull();
    const onTheWay = await paidSupplierShipment(
      ctx,
      { userId: seller.user.id, productId: seller.productId },
      { status: 'dispatched' },
    );
    expect(await settle(ctx, onTheWay.shipmentId)).toBeNull();
    const row = await shipmentRow(onTheWay.shipmentId);
    expect([row.payoutPaise, row.deliveredAt]).toEqual([null, null]);
  });
});

describe('the ledger and payouts', () => {
  async function supplierWithEarnings() {
    const seller = await supplierWithLiveProduct(ctx);
    const { shipmentId } = await deliveredShipment(seller, 500);
    const settled = (await settle(ctx, shipmentId))!;
    return { ...seller, shipmentId, earned: settled.payoutPaise };
  }

  const today = () => new Date().toISOString().slice(0, 10);

  test('earned, paid and pending; the supplier sees its shipments and payouts, and is emailed', async () => {
    const seller = await supplierWithEarnings();
    const utr = uniqueUtr();
    const paid = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: 100_000,
      utr: utr.toLowerCase(),
      paidOn: today(),
      note: 'First transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      utr,
      amountPaise: 100_000,
      balance: { earnedPaise: seller.earned, paidPaise: 100_000, pendingPaise: seller.earned - 100_000 },
    });

    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/payouts',
      headers: asBearer(seller.token),
    });
    expect(own.statusCode).toBe(200);
    const ledger = own.json() as {
      earnedPaise: number;
      paidPaise: number;
      pendingPaise: number;
      shipments: { shipmentId: string; payoutPaise: number; orderNumber: string }[];
      payouts: { utr: string; amountPaise: number; note: string | null }[];
    };
    expect([ledger.earnedPaise, ledger.paidPaise, ledger.pendingPaise]).toEqual([
      seller.earned,
      100_000,
      seller.earned - 100_000,
    ]);
    expect(ledger.shipments.map((row) => [row.shipmentId, row.payoutPaise])).toEqual([
      [seller.shipmentId, seller.earned],
    ]);
    expect(ledger.payouts).toEqual([
      { id: expect.any(Number), amountPaise: 100_000, utr, paidOn: today(), note: 'First transfer' },
    ]);

    const [mail] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, seller.user.email), eq(outboxMessages.kind, 'payout_recorded')));
    expect(mail?.text).toContain(utr);
    expect(mail?.text).toContain('₹1,000.00');
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.record'), eq(auditLog.target, String(seller.user.id))));
    expect(audit?.details).toMatchObject({ amountPaise: 100_000, utr });
  });

  test('at most the pending amount (409 naming amountPaise); exactly the pending amount is fine', async () => {
    const seller = await supplierWithEarnings();
    const over = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: seller.earned + 1,
      utr: uniqueUtr(),
      paidOn: today(),
    });
    expect(over.statusCode).toBe(409);
    expect(issueFields(over)).toEqual(['amountPaise']);
    const exact = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: seller.earned,
      utr: uniqueUtr(),
      paidOn: today(),
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const more = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: 1,
      utr: uniqueUtr(),
      paidOn: today(),
    });
    expect(issueFields(more)).toEqual(['amountPaise']);
  });

  test('a UTR is recorded once (409 naming utr); a future date, a bad UTR and an unknown supplier are refused', async () => {
    const seller = await supplierWithEarnings();
    const utr = uniqueUtr();
    expect(
      (await recordPayout({ sellerId: seller.user.id, amountPaise: 100, utr, paidOn: today() })).statusCode,
    ).toBe(201);
    const again = await recordPayout({ sellerId: seller.user.id, amountPaise: 100, utr, paidOn: today() });
    expect(again.statusCode).toBe(409);
    expect(issueFields(again)).toEqual(['utr']);
    const future = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: 100,
      utr: uniqueUtr(),
      paidOn: '2999-01-01',
    });
    expect([future.statusCode, issueFields(future)]).toEqual([400, ['paidOn']]);
    const badUtr = await recordPayout({
      sellerId: seller.user.id,
      amountPaise: 100,
      utr: 'X1',
      paidOn: today(),
    });
    expect([badUtr.statusCode, issueFields(badUtr)]).toEqual([400, ['utr']]);
    const nobody = await recordPayout({
      sellerId: 2_000_000,
      amountPaise: 100,
      utr: uniqueUtr(),
      paidOn: today(),
    });
    expect([nobody.statusCode, issueFields(nobody)]).toEqual([404, ['sellerId']]);
  });

  test('two admins recording at once: one UTR once only, the pending amount never overdrawn', async () => {
    const [first, second] = [await supplierWithEarnings(), await supplierWithEarnings()];
    const utr = uniqueUtr();
    const sameUtr = await Promise.all([
      recordPayout({ sellerId: first.user.id, amountPaise: 100, utr, paidOn: today() }),
      recordPayout({ sellerId: second.user.id, amountPaise: 100, utr, paidOn: today() }),
    ]);
    expect(sameUtr.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(issueFields(sameUtr.find((res) => res.statusCode === 409)!)).toEqual(['utr']);

    const share = Math.ceil((first.earned - 100) * 0.6);
    const racing = await Promise.all(
      [uniqueUtr(), uniqueUtr()].map((reference) =>
        recordPayout({ sellerId: first.user.id, amountPaise: share, utr: reference, paidOn: today() }),
      ),
    );
    const codes = racing.map((res) => res.statusCode).sort();
    const firstPaid = sameUtr[0]!.statusCode === 201 ? 100 : 0;
    expect(codes).toEqual([201, 409]);
    expect(issueFields(racing.find((res) => res.statusCode === 409)!)).toEqual(['amountPaise']);
    const ledger = (
      await ctx.app.inject({ method: 'GET', url: '/api/supplier/payouts', headers: asBearer(first.token) })
    ).json() as { paidPaise: number; pendingPaise: number };
    expect(ledger.paidPaise).toBe(firstPaid + share);
    expect(ledger.pendingPaise).toBeGreaterThanOrEqual(0);
  });

  test('a supplier sees only its own ledger', async () => {
    const seller = await supplierWithEarnings();
    const stranger = await supplierWithLiveProduct(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/payouts',
      headers: asBearer(stranger.token),
    });
    expect(res.json()).toEqual({ earnedPaise: 0, paidPaise: 0, pendingPaise: 0, shipments: [], payouts: [] });
    expect(res.body).not.toContain(seller.shipmentId);
  });

  test('the admin list and its CSV: every supplier with its balance, and the payouts with their UTRs', async () => {
    const seller = await supplierWithEarnings();
    const utr = uniqueUtr();
    await recordPayout({ sellerId: seller.user.id, amountPaise: 12_345, utr, paidOn: today() });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: admin });
    expect(list.statusCode).toBe(200);
    const body = list.json() as {
      suppliers: { sellerId: number; businessName: string; pendingPaise: number }[];
      payouts: { utr: string; sellerId: number; recordedBy: string }[];
    };
    const row = body.suppliers.find((supplier) => supplier.sellerId === seller.user.id)!;
    expect(row.pendingPaise).toBe(seller.earned - 12_345);
    expect(body.payouts.find((payout) => payout.utr === utr)).toMatchObject({ sellerId: seller.user.id });

    const balances = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?format=csv',
      headers: admin,
    });
    expect(balances.statusCode).toBe(200);
    expect(balances.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(balances.headers['content-disposition']).toContain('payout-balances.csv');
    const lines = balances.body.split('\r\n');
    expect(lines[0]).toBe('Supplier id,Supplier,Email,Earned (Rs),Paid (Rs),Pending (Rs)');
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    expect(lines).toContain(
      [
        seller.user.id,
        row.businessName,
        seller.user.email,
        rupees(seller.earned),
        '123.45',
        rupees(seller.earned - 12_345),
      ].join(','),
    );
    const payouts = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payouts?format=csv&rows=payouts',
      headers: admin,
    });
    expect(payouts.body.split('\r\n')[0]).toBe(
      'Payout id,Supplier id,Supplier,Amount (Rs),UTR,Paid on,Note,Recorded by,Recorded at',
    );
    expect(payouts.body).toContain(`,${seller.user.id},${row.businessName},123.45,${utr},${today()},,`);
  });
});
