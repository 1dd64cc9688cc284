import { gstinCheckCharacter } from '@bulk/domain/buyer';
import { productListSchema, productSchema } from '@bulk/domain/catalogue';
import { orderSummarySchema, type OrderSummary } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { financialYear, formatSellerInvoiceNumber, sellerInvoiceNumberForm } from '@bulk/domain/invoices';
import { orderTotals } from '@bulk/domain/orders';
import { zoneForState } from '@bulk/domain/shipping';
import type { SellerInvoiceDetails } from '@bulk/domain/shipments';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { isStatementNotHolding } from '#src/db/errors';
import {
  documentSequences,
  listings,
  outboxMessages,
  payments,
  supplierProfiles,
} from '#src/db/schema/index';
import { insertOutboxMessages } from '#src/modules/mail/outbox.repo';
import { setOrderStatus } from '#src/modules/orders/orders.repo';
import { writePaymentAtOnce } from './order-shipments.repo';
import { sellerInvoiceSeries } from './order-shipments.service';
import { asBearer, createUser, signIn, asCookie } from '#src/testing/accounts';
import { extractPdfText } from '#src/testing/pdf-text';
import { scheduleMembershipYear } from '#src/modules/memberships/renewal.service';
import { supplierWithLiveProduct } from '#src/testing/shipments';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let now: Date | undefined;
let ctx: TestApp;
beforeAll(async () => {
  // The app's clock: the system's, unless a test sets a moment (the financial year's turn).
  ctx = await createTestApp({ clock: { now: () => now ?? new Date() } });
});
afterAll(() => ctx.close());

const CORN_FLOUR = 2; // the company's, ₹… a kg, 500 kg minimum
const kerala = {
  fullName: 'Meera Iyer',
  email: 'meera.buyer@example.in',
  address: '7 Spice Lane',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
};

const keralaDetails: SellerInvoiceDetails = {
  legalName: 'Malabar Grains LLP',
  gstin: `32AAACW0764A1Z${gstinCheckCharacter('32AAACW0764A1Z')}`,
  address: '3 Market Road, Ernakulam',
  state: 'Kerala',
  pin: '682011',
};

type Seller = Awaited<ReturnType<typeof supplierWithLiveProduct>>;

/** A supplier whose listing ships from Kerala and whose invoice details are of Kerala, set through the API. */
async function keralaSeller(): Promise<Seller> {
  const seller = await supplierWithLiveProduct(ctx);
  const details = await ctx.app.inject({
    method: 'PUT',
    url: '/api/supplier/invoice-details',
    headers: asBearer(seller.token),
    payload: keralaDetails,
  });
  expect(details.statusCode, details.body).toBe(200);
  await setListing(seller, { pickupState: 'Kerala', pickupPin: '682011' });
  return seller;
}

async function setListing(seller: Seller, patch: object) {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/supplier/products/${seller.listingId}`,
    headers: asBearer(seller.token),
    payload: patch,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; pausedBy: string | null; fields: { stock: number } };
}

function createOrder(lines: { productId: number; quantity: number }[], extra: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: { productType: 'order', lines, shipping: kerala, ...extra },
  });
}

async function placeOrder(lines: { productId: number; quantity: number }[]) {
  const created = await createOrder(lines);
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: string; orderId: string; amount: number };
}

async function pay(gatewayOrderId: string) {
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: gatewayOrderId, outcome: 'success' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return ctx.app.inject({ method: 'POST', url: '/api/verify-payment', payload: paid.json() });
}

async function summary(orderId: string): Promise<OrderSummary> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
  expect(res.statusCode, res.body).toBe(200);
  return orderSummarySchema.parse(res.json());
}

async function stockOf(seller: Seller): Promise<number> {
  const [row] = await ctx.database.handle.db
    .select({ fields: listings.fields, status: listings.status })
    .from(listings)
    .where(eq(listings.id, seller.listingId));
  return row!.fields.stock;
}

function errorOf(res: { body: string }) {
  return apiErrorSchema.parse(JSON.parse(res.body));
}

describe('a cart of the company and two suppliers', () => {
  let latur: Seller;
  let malabar: Seller;
  let order: { id: string; orderId: string; amount: number };

  beforeAll(async () => {
    latur = await supplierWithLiveProduct(ctx);
    malabar = await keralaSeller();
    order = await placeOrder([
      { productId: latur.productId, quantity: 500 },
      { productId: CORN_FLOUR, quantity: 500 },
      { productId: malabar.productId, quantity: 200 },
    ]);
  });

  test('splits into one part per seller, the company first, each with freight from its own zone', async () => {
    const placed = await summary(order.orderId);
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/payments/config' })).json() as {
      originZone: string;
    };
    expect(placed.shipments.map((part) => [part.seller?.businessName ?? null, part.originZone])).toEqual([
      [null, config.originZone],
      [expect.any(String), zoneForState('Maharashtra')],
      [expect.any(String), zoneForState('Kerala')],
    ]);
    expect(placed.shipments.map((part) => [part.status, part.lines, part.invoiceNumber])).toEqual([
      ['pending', [1], null],
      ['pending', [0], null],
      ['pending', [2], null],
    ]);
    // Each supplier's part is priced as an order of its own from its pickup zone, at its slab price.
    const [, fromLatur, fromMalabar] = placed.shipments;
    const laturAlone = orderTotals({
      lines: [{ pricePaise: 38_000, quantity: 500, weightGrams: 1000, hsn: '0713' }],
      state: 'Kerala',
      originZone: zoneForState('Maharashtra')!,
      at: new Date(placed.createdAt),
    });
    expect(fromLatur).toMatchObject({
      subtotalPaise: laturAlone.subtotalPaise,
      shippingPaise: laturAlone.shippingPaise,
      totalPaise: laturAlone.totalPaise,
    });
    expect(placed.lines[0]!.unitPricePaise).toBe(38_000);
    expect(placed.lines[2]!.unitPricePaise).toBe(42_000);
    // Kerala's supplier ships inside Kerala: a nearer zone's freight, and CGST with SGST; the others IGST.
    expect(fromMalabar!.shippingPaise / 200).toBeLessThan(fromLatur!.shippingPaise / 500);
    expect(fromMalabar).toMatchObject({ igstPaise: 0 });
    expect(fromMalabar!.cgstPaise + fromMalabar!.sgstPaise).toBe(fromMalabar!.gstPaise);
    expect(fromLatur).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: fromLatur!.gstPaise });
    // The order keeps the sums, and the buyer pays them once.
    for (const key of ['subtotalPaise', 'shippingPaise', 'gstPaise', 'igstPaise', 'totalPaise'] as const) {
      expect(placed[key]).toBe(placed.shipments.reduce((sum, part) => sum + part[key], 0));
    }
    expect(order.amount).toBe(placed.totalPaise);
  });

  test('paid once: stock taken, each part numbered in its seller series, invoiced in its name', async () => {
    const laturStock = await stockOf(latur);
    const verified = await pay(order.id);
    expect(verified.statusCode, verified.body).toBe(200);
    const paid = await summary(order.orderId);
    const year = financialYear(new Date(paid.paidAt!));
    expect(paid.status).toBe('paid');
    expect(paid.shipments.map((part) => [part.status, part.invoiceNumber])).toEqual([
      ['placed', paid.invoiceNumber],
      ['placed', formatSellerInvoiceNumber(latur.user.id, year, 1)],
      ['placed', formatSellerInvoiceNumber(malabar.user.id, year, 1)],
    ]);
    expect(paid.shipments.every((part) => part.events.map((event) => event.status).join() === 'placed')).toBe(
      true,
    );
    expect(await stockOf(latur)).toBe(laturStock - 500);
    expect(await stockOf(malabar)).toBe(5000 - 200);

    const text = async (url: string) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return (await extractPdfText(res.rawPayload)).pages.join(' ');
    };
    const [company, fromLatur, fromMalabar] = paid.shipments;
    const laturInvoice = await text(fromLatur!.invoiceUrl!);
    expect(laturInvoice).toContain('Latur Pulses Private Limited');
    expect(laturInvoice).toContain('27AAACW0764A1ZP');
    expect(laturInvoice).toContain(fromLatur!.invoiceNumber!);
    expect(laturInvoice).toContain('IGST');
    expect(laturInvoice).not.toContain('Corn');
    const malabarInvoice = await text(fromMalabar!.invoiceUrl!);
    expect(malabarInvoice).toContain('Malabar Grains LLP');
    expect(malabarInvoice).toContain(keralaDetails.gstin);
    expect(malabarInvoice).toMatch(/CGST/);
    // The company's part keeps the company's invoice, at both addresses.
    const companyInvoice = await text(company!.invoiceUrl!);
    expect(companyInvoice).toContain(paid.invoiceNumber!);
    expect(companyInvoice).not.toContain('Toor');
    expect(await text(paid.invoiceUrl!)).toBe(companyInvoice);

    // The buyer's confirmation lists the three parts; each supplier hears of its own, never the buyer's email.
    const mails = await ctx.database.handle.db.select().from(outboxMessages);
    const confirmation = mails.find((mail) => mail.subject.startsWith(`Order ${paid.number} confirmed`))!;
    expect(confirmation.text).toContain('ships in 3 parts');
    expect(confirmation.text).toContain(fromLatur!.invoiceNumber!);
    const toSellers = mails.filter(
      (mail) => mail.subject === `New order ${paid.number}: invoice ${fromLatur!.invoiceNumber}`,
    );
    expect(toSellers.map((mail) => mail.to)).toEqual([latur.user.email]);
    expect(toSellers[0]!.text).not.toContain(kerala.email);
    expect(toSellers[0]!.text).toContain('Toor Dal');
    expect(toSellers[0]!.text).not.toContain('Corn');
    expect(
      mails
        .filter((mail) => mail.kind === 'shipment_new' && mail.text.includes(paid.number))
        .map((m) => m.to),
    ).toEqual(expect.arrayContaining([latur.user.email, malabar.user.email]));
  });

  test('a shipment of another order, or none, is a 404', async () => {
    const paid = await summary(order.orderId);
    const other = await placeOrder([{ productId: CORN_FLOUR, quantity: 500 }]);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${other.orderId}/shipments/${paid.shipments[1]!.id}/invoice`,
    });
    expect(res.statusCode).toBe(404);
  });
});

test("an order of suppliers' goods alone has no company invoice", async () => {
  const seller = await supplierWithLiveProduct(ctx);
  const order = await placeOrder([{ productId: seller.productId, quantity: 100 }]);
  expect((await pay(order.id)).statusCode).toBe(200);
  const paid = await summary(order.orderId);
  expect(paid.invoiceNumber).toBeNull();
  expect(paid.invoiceUrl).toBeNull();
  expect(paid.shipments).toHaveLength(1);
  expect(paid.shipments[0]!.invoiceNumber).toMatch(/^S[0-9A-Z]+\/\d{2}-\d{2}\/\d+$/);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}/invoice` });
  expect(res.statusCode).toBe(404);
  expect(errorOf(res).message).toMatch(/each supplier invoices its own part/);
});

test("the company's products alone make one company part, numbered as always", async () => {
  const order = await placeOrder([{ productId: CORN_FLOUR, quantity: 500 }]);
  expect((await pay(order.id)).statusCode).toBe(200);
  const paid = await summary(order.orderId);
  expect(paid.shipments).toHaveLength(1);
  expect(paid.shipments[0]).toMatchObject({
    seller: null,
    status: 'placed',
    invoiceNumber: paid.invoiceNumber,
    totalPaise: paid.totalPaise,
    lines: [0],
  });
});

describe('refusals before any money moves', () => {
  test('a line above the stock is a 409 naming the product and the line', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    await setListing(seller, { stock: 200 });
    const res = await createOrder([
      { productId: CORN_FLOUR, quantity: 500 },
      { productId: seller.productId, quantity: 300 },
    ]);
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.message).toBe('Only 200 kg of Toor Dal, unpolished are in stock.');
    expect(error.issues?.map((issue) => issue.field)).toEqual(['lines.1.quantity']);
  });

  test("a supplier's line cannot take the advance plan", async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const res = await createOrder([{ productId: seller.productId, quantity: 4000 }], {
      paymentPlan: 'advance',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).issues?.map((issue) => issue.field)).toEqual(['paymentPlan']);
  });

  test('a supplier without invoice details, or whose membership ended, cannot be ordered from', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const { db } = ctx.database.handle;
    const profile = eq(supplierProfiles.userId, seller.user.id);
    await db.update(supplierProfiles).set({ invoiceDetails: null }).where(profile);
    const withoutDetails = await createOrder([{ productId: seller.productId, quantity: 100 }]);
    expect(withoutDetails.statusCode).toBe(422);
    expect(errorOf(withoutDetails).issues?.map((issue) => issue.field)).toEqual(['lines.0.productId']);
    const product = productSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${seller.productId}` })).json(),
    );
    expect(product.seller).toMatchObject({ id: seller.user.id, state: null, orderable: false });

    await db
      .update(supplierProfiles)
      .set({ invoiceDetails: keralaDetails, validUntil: new Date(Date.now() - 60_000) })
      .where(profile);
    const ended = await createOrder([{ productId: seller.productId, quantity: 100 }]);
    expect(ended.statusCode).toBe(422);
    expect(errorOf(ended).message).toMatch(/cannot be ordered now/);
  });
});

describe('stock taken at the payment', () => {
  test('a part whose stock ran out after create-order is a stock conflict; the payment is recorded once', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    await setListing(seller, { stock: 150 });
    const first = await placeOrder([{ productId: seller.productId, quantity: 100 }]);
    const second = await placeOrder([
      { productId: CORN_FLOUR, quantity: 500 },
      { productId: seller.productId, quantity: 100 },
    ]);
    expect((await pay(first.id)).statusCode).toBe(200);
    const verified = await pay(second.id);
    expect(verified.statusCode, verified.body).toBe(200);
    const paid = await summary(second.orderId);
    expect(paid.status).toBe('paid');
    expect(paid.shipments.map((part) => [part.status, part.invoiceNumber === null])).toEqual([
      ['placed', false],
      ['stock_conflict', true],
    ]);
    expect(await stockOf(seller)).toBe(50);
    const recorded = await ctx.database.handle.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, second.orderId));
    expect(recorded).toHaveLength(1);
    const conflictMails = await ctx.database.handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, `Stock conflict in paid order ${paid.number}`));
    expect(conflictMails.length).toBeGreaterThan(0);
    const invoice = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${second.orderId}/shipments/${paid.shipments[1]!.id}/invoice`,
    });
    expect(invoice.statusCode).toBe(409);
  });

  test('50 buyers racing for the last units buy exactly the stock there was', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    await setListing(seller, { stock: 1000 });
    const orders = [];
    for (let buyer = 0; buyer < 50; buyer++) {
      orders.push(await placeOrder([{ productId: seller.productId, quantity: 100 }]));
    }
    const verified = await Promise.all(orders.map((order) => pay(order.id)));
    expect(verified.map((res) => res.statusCode)).toEqual(orders.map(() => 200));
    const parts = await Promise.all(
      orders.map(async (order) => (await summary(order.orderId)).shipments[0]!),
    );
    expect(parts.filter((part) => part.status === 'placed')).toHaveLength(10);
    expect(parts.filter((part) => part.status === 'stock_conflict')).toHaveLength(40);
    expect(await stockOf(seller)).toBe(0);
    // The placed parts are numbered 1 to 10 in the seller's series, none twice.
    const year = financialYear(new Date());
    expect(
      parts
        .flatMap((part) => part.invoiceNumber ?? [])
        .sort()
        .map((number) => number),
    ).toEqual(Array.from({ length: 10 }, (_, i) => formatSellerInvoiceNumber(seller.user.id, year, i + 1)));
    // At zero the listing paused for stock and left the store.
    const [listing] = await ctx.database.handle.db
      .select({ status: listings.status, pausedBy: listings.pausedBy })
      .from(listings)
      .where(eq(listings.id, seller.listingId));
    expect(listing).toEqual({ status: 'paused', pausedBy: 'stock' });
    const product = await ctx.app.inject({ method: 'GET', url: `/api/products/${seller.productId}` });
    expect(product.statusCode).toBe(404);
  });
});

describe('a payment written in one statement outside a transaction', () => {
  test('writes nothing when its order, or its stock, changed after it was read', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    await setListing(seller, { stock: 500 });
    const order = await placeOrder([{ productId: seller.productId, quantity: 100 }]);
    const { db } = ctx.database.handle;
    const year = financialYear(new Date());
    const series = sellerInvoiceSeries(seller.user.id);
    const write = (gatewayOrderId: string, quantity: number) =>
      writePaymentAtOnce(
        db,
        {
          quantities: new Map([[seller.productId, quantity]]),
          forms: new Map([[series, sellerInvoiceNumberForm(seller.user.id, year)]]),
          financialYear: year,
          at: new Date(),
          paying: { gatewayOrderId, statuses: ['pending'] },
        },
        [insertOutboxMessages(db, [{ to: 'alone@example.in', subject: 'Alone', text: '-', kind: 'alone' }])],
      );
    const written = async () => ({
      stock: await stockOf(seller),
      mails: (await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'alone'))).length,
      numbered: (await db.select().from(documentSequences).where(eq(documentSequences.series, series)))
        .length,
    });
    // Another gateway order (the order was paid again, or this is not its attempt), more than the stock,
    // and the last of the stock (a listing emptied is paused in a transaction): each refused, nothing written.
    for (const [gatewayOrderId, quantity] of [
      ['order_not_this_one', 100],
      [order.id, 600],
      [order.id, 500],
    ] as const) {
      const refused = await write(gatewayOrderId, quantity).catch((error: unknown) => error);
      expect(isStatementNotHolding(refused)).toBe(true);
      expect(await written()).toEqual({ stock: 500, mails: 0, numbered: 0 });
    }
    await setOrderStatus(db, order.orderId, 'cancelled');
    expect(isStatementNotHolding(await write(order.id, 100).catch((error: unknown) => error))).toBe(true);
    expect(await written()).toEqual({ stock: 500, mails: 0, numbered: 0 });
    // As read: all of it written.
    await setOrderStatus(db, order.orderId, 'pending');
    const { taken, numbers } = await write(order.id, 100);
    expect(taken).toEqual([{ id: seller.listingId, stock: 400 }]);
    expect(numbers.map(({ number }) => number)).toEqual([formatSellerInvoiceNumber(seller.user.id, year, 1)]);
    expect(await written()).toEqual({ stock: 400, mails: 1, numbered: 1 });
  });
});

test("a seller's invoice numbers follow each other and start again with the financial year", async () => {
  const seller = await supplierWithLiveProduct(ctx);
  const numbers: string[] = [];
  try {
    for (const at of ['2027-03-31T10:00:00Z', '2027-03-31T18:29:00Z', '2027-03-31T18:30:00Z']) {
      now = new Date(at);
      const order = await placeOrder([{ productId: seller.productId, quantity: 100 }]);
      expect((await pay(order.id)).statusCode).toBe(200);
      numbers.push((await summary(order.orderId)).shipments[0]!.invoiceNumber!);
    }
  } finally {
    now = undefined;
  }
  // 18:30 UTC on 31 March is midnight of 1 April in India: the new year's first invoice.
  expect(numbers).toEqual([
    formatSellerInvoiceNumber(seller.user.id, '2026-27', 1),
    formatSellerInvoiceNumber(seller.user.id, '2026-27', 2),
    formatSellerInvoiceNumber(seller.user.id, '2027-28', 1),
  ]);
  expect(numbers.every((number) => number.length <= 16)).toBe(true);
});

test('a failed order of several sellers is paid again with its parts priced again', async () => {
  const seller = await keralaSeller();
  const created = await placeOrder([
    { productId: CORN_FLOUR, quantity: 500 },
    { productId: seller.productId, quantity: 100 },
  ]);
  const declined = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: created.id, outcome: 'failure' },
  });
  const failure = declined.json() as { error: { metadata: { payment_id: string; order_id: string } } };
  const reported = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment-failed',
    payload: {
      razorpay_order_id: failure.error.metadata.order_id,
      razorpay_payment_id: failure.error.metadata.payment_id,
    },
  });
  expect(reported.statusCode, reported.body).toBe(200);
  const before = await summary(created.orderId);
  expect(before.status).toBe('failed');
  const again = await ctx.app.inject({ method: 'POST', url: `/api/orders/${created.orderId}/pay-again` });
  expect(again.statusCode, again.body).toBe(200);
  const repriced = await summary(created.orderId);
  expect(repriced.shipments).toHaveLength(2);
  expect(repriced.shipments.map((part) => part.id)).not.toEqual(before.shipments.map((part) => part.id));
  expect(repriced.shipments.map((part) => part.status)).toEqual(['pending', 'pending']);
  expect((await pay((again.json() as { id: string }).id)).statusCode).toBe(200);
  const paid = await summary(created.orderId);
  expect(paid.shipments.map((part) => part.status)).toEqual(['placed', 'placed']);
  expect(paid.totalPaise).toBe(paid.shipments.reduce((sum, part) => sum + part.totalPaise, 0));
});

describe("a supplier's invoice details", () => {
  test('only the supplier reads and saves its own; a bad GSTIN or PIN is named', async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/supplier/invoice-details',
      headers: asBearer(seller.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ details: { state: 'Maharashtra' }, orderable: true });

    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/supplier/invoice-details',
      headers: asBearer(seller.token),
      payload: { ...keralaDetails, state: 'Maharashtra', pin: '110001' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .issues?.map((issue) => issue.field)
        .sort(),
    ).toEqual(['gstin', 'pin']);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/supplier/invoice-details' })).statusCode).toBe(
      401,
    );
    const customer = await createUser(ctx, 'customer');
    const asCustomer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/supplier/invoice-details',
      headers: asCookie(await signIn(ctx, customer.email)),
      payload: keralaDetails,
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  test("the store's product shows the seller's state and orderability, fresh after the details change", async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const product = async () =>
      productSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: `/api/products/${seller.productId}` })).json(),
      );
    expect(await product()).toMatchObject({
      seller: { id: seller.user.id, state: 'Maharashtra', orderable: true },
      pickupState: 'Maharashtra',
    });
    const listed = (
      await ctx.app.inject({ method: 'GET', url: '/api/products?seller=suppliers&pageSize=100' })
    ).json();
    const inList = productListSchema.parse(listed).products.find((each) => each.id === seller.productId);
    expect(inList?.seller?.orderable).toBe(true);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/supplier/invoice-details',
      headers: asBearer(seller.token),
      payload: keralaDetails,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await product()).seller).toMatchObject({ state: 'Kerala', orderable: true });
    const company = productSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${CORN_FLOUR}` })).json(),
    );
    expect(company).toMatchObject({ seller: null, pickupState: null });
  });

  test("a change of another server's making, or the membership's end, reaches the cached product", async () => {
    const seller = await supplierWithLiveProduct(ctx);
    const sellerOf = async () =>
      productSchema.parse(
        (await ctx.app.inject({ method: 'GET', url: `/api/products/${seller.productId}` })).json(),
      ).seller;
    expect(await sellerOf()).toMatchObject({ state: 'Maharashtra', orderable: true });
    // An operator's SQL, or another instance: the trigger on supplier_profiles tells every server.
    await ctx.database.handle.db.execute(
      sql`UPDATE supplier_profiles SET invoice_details = NULL WHERE user_id = ${seller.user.id}`,
    );
    await vi.waitFor(async () => expect(await sellerOf()).toMatchObject({ state: null, orderable: false }), {
      timeout: 5000,
      interval: 50,
    });
    await ctx.database.handle.db
      .update(supplierProfiles)
      .set({ invoiceDetails: keralaDetails })
      .where(eq(supplierProfiles.userId, seller.user.id));
    await vi.waitFor(async () => expect(await sellerOf()).toMatchObject({ orderable: true }), {
      timeout: 5000,
      interval: 50,
    });

    // The year's end job, queued with the year, drops the copy once the end has passed.
    const [profile] = await ctx.database.handle.db
      .select({ validUntil: supplierProfiles.validUntil })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, seller.user.id));
    await ctx.database.handle.db.transaction((tx) =>
      scheduleMembershipYear(tx, seller.user.id, profile!.validUntil!),
    );
    try {
      now = new Date(profile!.validUntil!.getTime() + 60_000);
      await ctx.app.services.jobs.runDue();
      await vi.waitFor(async () => expect(await sellerOf()).toMatchObject({ orderable: false }), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      now = undefined;
    }
  });
});

test('no seller email ever carries a buyer address', async () => {
  const mails = await ctx.database.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, 'shipment_new'), like(outboxMessages.text, '%@example.in%')));
  expect(mails).toEqual([]);
});
