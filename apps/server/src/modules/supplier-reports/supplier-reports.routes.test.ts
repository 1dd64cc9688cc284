import { settleShipment, type ShipmentStatus } from '@bulk/domain/shipments';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines, orders, payouts, shipments } from '#src/db/schema/index';
import { asBearer, createUser, signIn } from '#src/testing/accounts';
import { createDraftListing } from '#src/testing/listings';
import { paidSupplierShipment, supplierWithLiveProduct } from '#src/testing/shipments';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The app's clock: 15 April 2026, 3 pm in India.
const now = new Date('2026-04-15T15:00:00+05:30');

let ctx: TestApp;
let seller: Awaited<ReturnType<typeof supplierWithLiveProduct>>;
let other: Awaited<ReturnType<typeof supplierWithLiveProduct>>;
/** The seller's shipments by name, as the checkout stored them. */
const sold: Record<string, typeof shipments.$inferSelect> = {};
let payoutPaise: number;

const db = () => ctx.database.handle.db;

async function ship(
  owner: typeof seller,
  name: string,
  status: ShipmentStatus,
  quantity: number,
  at: string,
): Promise<void> {
  const { shipmentId } = await paidSupplierShipment(
    ctx,
    { userId: owner.user.id, productId: owner.productId },
    { status, quantity, at: new Date(at) },
  );
  const [row] = await db().select().from(shipments).where(eq(shipments.id, shipmentId));
  sold[name] = row!;
}

beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now } });
  seller = await supplierWithLiveProduct(ctx);
  other = await supplierWithLiveProduct(ctx);
  await ship(seller, 'march', 'accepted', 100, '2026-03-31T18:00:00+05:30');
  await ship(seller, 'delivered', 'delivered', 500, '2026-04-13T10:00:00+05:30');
  // 13 April in UTC, 14 April in India.
  await ship(seller, 'dispatched', 'dispatched', 100, '2026-04-14T00:15:00+05:30');
  // Today in India (still 14 April in UTC): waiting for the seller.
  await ship(seller, 'placed', 'placed', 150, '2026-04-15T00:10:00+05:30');
  // Never sales: cancelled, not paid, a stock conflict.
  await ship(seller, 'cancelled', 'cancelled', 200, '2026-04-15T09:00:00+05:30');
  await ship(seller, 'pending', 'pending', 250, '2026-04-15T09:30:00+05:30');
  await ship(seller, 'conflict', 'stock_conflict', 300, '2026-04-15T10:00:00+05:30');
  // Another supplier's sale today, which the seller never sees.
  await ship(other, 'other', 'placed', 1_000, '2026-04-15T11:00:00+05:30');

  // The delivered shipment settled (as the payouts module records it), and one payout paid today.
  const delivered = sold.delivered!;
  const settlement = settleShipment([{ amountPaise: delivered.totalPaise, rateBps: 500 }]);
  await db()
    .update(shipments)
    .set({
      commissionPaise: settlement.commissionPaise,
      commissionGstPaise: settlement.commissionGstPaise,
      payoutPaise: settlement.payoutPaise,
      deliveredAt: new Date('2026-04-14T18:00:00+05:30'),
    })
    .where(eq(shipments.id, delivered.id));
  payoutPaise = settlement.payoutPaise;
  const admin = await createUser(ctx, 'admin');
  await db()
    .insert(payouts)
    .values([
      {
        sellerId: seller.user.id,
        amountPaise: 5_000_000,
        utr: 'UTR0001',
        paidOn: '2026-04-15',
        recordedBy: admin.id,
      },
      // Paid before the reports' days: counts in what is pending, not in April's report.
      {
        sellerId: seller.user.id,
        amountPaise: 100_000,
        utr: 'UTR0000',
        paidOn: '2026-03-20',
        recordedBy: admin.id,
      },
      {
        sellerId: other.user.id,
        amountPaise: 70_000,
        utr: 'UTR0002',
        paidOn: '2026-04-15',
        recordedBy: admin.id,
      },
    ]);
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, token = seller.token) =>
  ctx.app.inject({ method: 'GET', url, headers: asBearer(token) });

const report = async (name: string, query = 'from=2026-04-01&to=2026-04-15', token = seller.token) => {
  const res = await get(`/api/supplier/reports/${name}?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const figures = (...names: string[]) => {
  const rows = names.map((name) => sold[name]!);
  const add = (figure: (row: (typeof rows)[number]) => number) =>
    rows.reduce((sum, row) => sum + figure(row), 0);
  return {
    shipments: rows.length,
    goodsPaise: add((row) => row.subtotalPaise),
    freightPaise: add((row) => row.shippingPaise),
    gstPaise: add((row) => row.gstPaise),
    totalPaise: add((row) => row.totalPaise),
  };
};

describe('the dashboard figures', () => {
  test("are the seller's own: sales paid today in India, orders waiting, listings low on stock, payouts pending", async () => {
    // One live listing at or below its alert (500 kg); a draft one never counts.
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/supplier/products/${seller.listingId}`,
      headers: asBearer(seller.token),
      payload: { stock: 500 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const draft = await createDraftListing(ctx, seller.token);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/supplier/products/${draft}`,
      headers: asBearer(seller.token),
      payload: { stock: 1 },
    });

    const stats = await get('/api/supplier/stats');
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.headers['cache-control']).toBe('private, no-store');
    expect(stats.json()).toEqual({
      salesToday: sold.placed!.totalPaise,
      newOrders: 1,
      lowStock: 1,
      pendingPayments: payoutPaise - 5_000_000 - 100_000,
    });
    // 150 kg at Rs 420 and its freight and GST: the figure is the invoice's total, to the paisa.
    expect(sold.placed!.subtotalPaise).toBe(150 * 42_000);

    const theirs = await get('/api/supplier/stats', other.token);
    expect(theirs.json()).toEqual({
      salesToday: sold.other!.totalPaise,
      newOrders: 1,
      lowStock: 0,
      // Paid ahead of any delivery: nothing pending, never a negative amount.
      pendingPayments: 0,
    });
  });
});

describe('the reports', () => {
  test('sales by India-time day: paid shipments only, totals to the paisa', async () => {
    const sales = await report('sales');
    expect(sales).toEqual({
      report: 'sales',
      from: '2026-04-01',
      to: '2026-04-15',
      group: 'day',
      rows: [
        { period: '2026-04-13', ...figures('delivered') },
        { period: '2026-04-14', ...figures('dispatched') },
        { period: '2026-04-15', ...figures('placed') },
      ],
      totals: figures('delivered', 'dispatched', 'placed'),
    });
    expect(sales.rows[0].goodsPaise).toBe(500 * 38_000);
  });

  test('sales by month, and the current month to today when no days are given', async () => {
    const byMonth = await report('sales', 'from=2026-03-01&to=2026-04-30&group=month');
    expect(byMonth.rows).toEqual([
      { period: '2026-03', ...figures('march') },
      { period: '2026-04', ...figures('delivered', 'dispatched', 'placed') },
    ]);
    expect(byMonth.totals).toEqual(figures('march', 'delivered', 'dispatched', 'placed'));
    const thisMonth = await report('sales', '');
    expect(thisMonth).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-15',
      totals: figures('delivered', 'dispatched', 'placed'),
    });
  });

  test('sales by product: quantity, goods, taxable value and GST of its order lines', async () => {
    const lines = await db()
      .select()
      .from(orderLines)
      .where(inArray(orderLines.shipmentId, [sold.delivered!.id, sold.dispatched!.id, sold.placed!.id]));
    const add = (figure: (line: (typeof lines)[number]) => number) =>
      lines.reduce((sum, line) => sum + figure(line), 0);
    const products = await report('products');
    const totals = {
      goodsPaise: add((line) => line.lineTotalPaise),
      taxablePaise: add((line) => line.taxablePaise!),
      gstPaise: add((line) => line.gstPaise!),
    };
    expect(products).toEqual({
      report: 'products',
      from: '2026-04-01',
      to: '2026-04-15',
      rows: [
        {
          productId: seller.productId,
          name: 'Toor Dal, unpolished',
          hsn: '0713',
          unit: 'kg',
          quantity: 750,
          ...totals,
        },
      ],
      totals,
    });
    expect(totals.goodsPaise).toBe(500 * 38_000 + 250 * 42_000);
    expect(totals.taxablePaise + totals.gstPaise).toBe(
      figures('delivered', 'dispatched', 'placed').totalPaise,
    );
  });

  test("the HSN summary adds the invoices' taxable value and IGST up by code, unit and rate", async () => {
    const april = figures('delivered', 'dispatched', 'placed');
    const hsn = await report('hsn');
    const taxablePaise = april.goodsPaise + april.freightPaise;
    expect(hsn.rows).toEqual([
      {
        hsn: '0713',
        description: 'Pulses',
        uqc: 'KGS',
        quantity: 750,
        rateBps: 500,
        taxablePaise,
        igstPaise: april.gstPaise,
        cgstPaise: 0,
        sgstPaise: 0,
        totalPaise: april.totalPaise,
      },
    ]);
    expect(hsn.totals).toEqual({
      taxablePaise,
      igstPaise: april.gstPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      totalPaise: april.totalPaise,
    });
  });

  test('payouts: the settled shipment and the payouts paid in the days asked for', async () => {
    const delivered = sold.delivered!;
    const [order] = await db()
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.id, delivered.orderId));
    const entries = await report('payouts');
    expect(entries).toEqual({
      report: 'payouts',
      from: '2026-04-01',
      to: '2026-04-15',
      rows: [
        {
          date: '2026-04-14',
          kind: 'settlement',
          reference: delivered.invoiceNumber,
          orderNumber: order!.number,
          shipmentTotalPaise: delivered.totalPaise,
          commissionPaise: expect.any(Number),
          commissionGstPaise: expect.any(Number),
          earnedPaise: payoutPaise,
          paidPaise: 0,
        },
        {
          date: '2026-04-15',
          kind: 'payout',
          reference: 'UTR0001',
          orderNumber: null,
          shipmentTotalPaise: null,
          commissionPaise: null,
          commissionGstPaise: null,
          earnedPaise: 0,
          paidPaise: 5_000_000,
        },
      ],
      totals: { earnedPaise: payoutPaise, paidPaise: 5_000_000 },
    });
    const [settled] = entries.rows;
    expect(settled.commissionPaise + settled.commissionGstPaise + settled.earnedPaise).toBe(
      delivered.totalPaise,
    );
  });

  test("another supplier's reports hold only its own sales and payouts", async () => {
    const theirs = await report('sales', undefined, other.token);
    expect(theirs.rows).toEqual([{ period: '2026-04-15', ...figures('other') }]);
    expect(
      (await report('payouts', undefined, other.token)).rows.map(
        (row: { reference: string }) => row.reference,
      ),
    ).toEqual(['UTR0002']);
    const mine = await get('/api/supplier/reports/payouts?from=2026-04-01&to=2026-04-15&format=csv');
    expect(mine.body).not.toContain('UTR0002');
    expect((await report('hsn', undefined, other.token)).rows[0].quantity).toBe(1_000);
  });
});

describe('the files', () => {
  test('CSV: the header, a row per day and the totals, in rupees', async () => {
    const res = await get('/api/supplier/reports/sales?from=2026-04-01&to=2026-04-15&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-04-01-to-2026-04-15.csv"; filename*=UTF-8\'\'sales-by-day-2026-04-01-to-2026-04-15.csv',
    );
    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    const line = (label: string, f: ReturnType<typeof figures>) => [
      label,
      String(f.shipments),
      rupees(f.goodsPaise),
      rupees(f.freightPaise),
      rupees(f.gstPaise),
      rupees(f.totalPaise),
    ];
    expect(rows).toEqual([
      ['Day', 'Shipments', 'Goods (Rs)', 'Freight (Rs)', 'GST (Rs)', 'Total (Rs)'],
      line('2026-04-13', figures('delivered')),
      line('2026-04-14', figures('dispatched')),
      line('2026-04-15', figures('placed')),
      line('Total', figures('delivered', 'dispatched', 'placed')),
    ]);
    expect(rows[1]![2]).toBe('190000.00');
  });

  test('XLSX: numbers and money as number cells, codes as text, read back to the paisa', async () => {
    const res = await get('/api/supplier/reports/hsn?from=2026-04-01&to=2026-04-15&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(
      'filename="hsn-summary-2026-04-01-to-2026-04-15.xlsx"',
    );
    const sheet = await readSheet(res.rawPayload);
    const april = figures('delivered', 'dispatched', 'placed');
    const paise = (cell: unknown) => Math.round((cell as number) * 100);
    expect(sheet[0]).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total quantity',
      'Taxable value (Rs)',
      'Rate (%)',
      'IGST (Rs)',
      'CGST (Rs)',
      'SGST (Rs)',
      'Total value (Rs)',
    ]);
    const [hsn, description, uqc, quantity, taxable, rate, igst, cgst, sgst, total] = sheet[1]!;
    expect([hsn, description, uqc, quantity, rate]).toEqual(['0713', 'Pulses', 'KGS', 750, 5]);
    expect([taxable, igst, cgst, sgst, total].map(paise)).toEqual([
      april.goodsPaise + april.freightPaise,
      april.gstPaise,
      0,
      0,
      april.totalPaise,
    ]);
    expect(sheet[2]![0]).toBe('Total');
    expect(paise(sheet[2]![9])).toBe(april.totalPaise);
    expect(sheet).toHaveLength(3);
  });

  test('every report downloads in both formats', async () => {
    for (const name of ['sales', 'products', 'hsn', 'payouts']) {
      for (const format of ['csv', 'xlsx']) {
        const res = await get(`/api/supplier/reports/${name}?from=2026-04-01&to=2026-04-15&format=${format}`);
        expect(res.statusCode, `${name} ${format}`).toBe(200);
        expect(res.headers['content-disposition']).toMatch(new RegExp(`\\.${format}"`));
      }
    }
    const products = await readSheet((await get('/api/supplier/reports/products?format=xlsx')).rawPayload);
    expect(products[1]!.slice(0, 5)).toEqual([seller.productId, 'Toor Dal, unpolished', '0713', 'kg', 750]);
  });
});

describe('bad input and access', () => {
  const issuesOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    return res.json().issues.map((issue: { field: string }) => issue.field);
  };

  test('a bad report, format, day or range is a 400 naming the field', async () => {
    expect(await issuesOf('/api/supplier/reports/invoices')).toEqual(['report']);
    expect(await issuesOf('/api/supplier/reports/sales?format=pdf')).toEqual(['format']);
    expect(await issuesOf('/api/supplier/reports/sales?group=week')).toEqual(['group']);
    expect(await issuesOf('/api/supplier/reports/sales?from=2026-02-30')).toEqual(['from']);
    expect(await issuesOf('/api/supplier/reports/sales?from=2026-04-10&to=2026-04-01')).toEqual(['to']);
    // Without `to` the report ends today: a start after it is the start's fault.
    expect(await issuesOf('/api/supplier/reports/hsn?from=2026-05-01')).toEqual(['from']);
    expect(await issuesOf('/api/supplier/reports/sales?from=2026-04-01&extra=1')).toHaveLength(1);
  });

  test('only a signed-in supplier reads them', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/supplier/reports/sales' });
    expect(visitor.statusCode).toBe(401);
    const customer = await createUser(ctx, 'customer');
    const token = await signIn(ctx, customer.email);
    expect((await get('/api/supplier/reports/sales?format=csv', token)).statusCode).toBe(403);
    expect((await get('/api/supplier/stats', token)).statusCode).toBe(403);
  });
});
