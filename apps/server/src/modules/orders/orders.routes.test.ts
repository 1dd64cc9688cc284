import { orderSummarySchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { extractPdfText } from '#src/testing/pdf-text';
import { orderLines, orders, payments } from '#src/db/schema/index';
import { formatRupees } from '#src/modules/invoices/invoice-pdf';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const shipping = {
  fullName: 'Ravi Patel',
  email: 'ravi@example.in',
  address: '4 Sarafa Bazar',
  city: 'Indore',
  state: 'Madhya Pradesh',
  zip: '452002',
};

const riceAndAprons = [
  { productId: 42, quantity: 500 }, // white basmati rice, Rs 250
  { productId: 4, quantity: 20 }, // cotton apron, Rs 250
];

async function placeOrder(pay: boolean, lines = riceAndAprons, shipTo = shipping) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: { productType: 'order', lines, shipping: shipTo },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { id, orderId } = created.json() as { id: string; orderId: string };
  if (pay) {
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/pay',
      payload: { order_id: id, outcome: 'success' },
    });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-payment',
      payload: paid.json(),
    });
    expect(verified.statusCode).toBe(200);
  }
  return orderId;
}

test('an order is readable by its id, with its lines and amounts', async () => {
  const orderId = await placeOrder(false);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const order = orderSummarySchema.parse(res.json());
  expect(order).toMatchObject({
    id: orderId,
    status: 'pending',
    invoiceNumber: null,
    invoiceUrl: null,
    paymentId: null,
  });
  expect(order.lines.map((line) => [line.name, line.quantity, line.lineTotalPaise])).toEqual([
    ['A Grade Quality White Basmati Rice', 500, 12_500_000],
    ['A Grade Quality Cotton Apron', 20, 500_000],
  ]);
  // 520 kg from NORTH1 to CENTRAL at 15.41 a kg; 5% GST on goods and freight (1,38,01,320 paise),
  // split in Madhya Pradesh.
  expect(order).toMatchObject({
    subtotalPaise: 13_000_000,
    shippingPaise: 1541 * 520,
    gstByRate: [{ rateBps: 500, taxablePaise: 13_801_320, gstPaise: 690_066 }],
    gstPaise: 690_066,
    cgstPaise: 345_033,
    sgstPaise: 345_033,
    igstPaise: 0,
    totalPaise: 13_000_000 + 1541 * 520 + 690_066,
  });
});

test('the invoice of a pending order is refused with a 409', async () => {
  const orderId = await placeOrder(false);
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/invoice` });
  expect(res.statusCode).toBe(409);
  expect(apiErrorSchema.parse(res.json()).code).toBe('CONFLICT');
});

test('a paid order has a GST tax invoice PDF with its lines, CGST and SGST and the total', async () => {
  const orderId = await placeOrder(true);
  const order = orderSummarySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json(),
  );
  expect(order.status).toBe('paid');
  expect(order.invoiceUrl).toBe(`/api/orders/${orderId}/invoice`);

  const res = await ctx.app.inject({ method: 'GET', url: order.invoiceUrl! });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const invoiceFile = `invoice-${order.invoiceNumber!.replaceAll('/', '-')}.pdf`;
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="${invoiceFile}"; filename*=UTF-8''${invoiceFile}`,
  );
  const { pages } = await extractPdfText(res.rawPayload);
  const text = pages.join(' ');
  for (const expected of [
    'Tax Invoice',
    order.invoiceNumber!,
    '23AAACB1234C1Z5',
    'Ravi Patel',
    'A Grade Quality White Basmati Rice',
    '1006',
    'A Grade Quality Cotton Apron',
    '6211',
    'CGST',
    'SGST',
    order.paymentId!,
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('IGST');
});

const toorDalAndAlmonds = [
  { productId: 31, quantity: 500 }, // toor dal, Rs 140, HSN 0713
  { productId: 63, quantity: 500 }, // almonds, Rs 800, HSN 0802
];

test('a mixed cart of pulses and dry fruit is taxed per line, and the invoice shows CGST and SGST per rate', async () => {
  const orderId = await placeOrder(true, toorDalAndAlmonds);
  const order = orderSummarySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json(),
  );
  // 1,000 kg at 15.41 a kg: 7,70,500 paise of freight each. Toor dal 5% of 77,70,500; almonds 12% of
  // 4,07,70,500. Before, the almonds put the toor dal at 12% too.
  expect(order.lines.map((line) => [line.name, line.gstRateBps, line.gstPaise])).toEqual([
    ['A Grade Quality Toor Dal', 500, 388_525],
    ['A Grade Quality Almond Nuts', 1200, 4_892_460],
  ]);
  expect(order).toMatchObject({
    subtotalPaise: 47_000_000,
    shippingPaise: 1_541_000,
    gstByRate: [
      { rateBps: 500, taxablePaise: 7_770_500, gstPaise: 388_525 },
      { rateBps: 1200, taxablePaise: 40_770_500, gstPaise: 4_892_460 },
    ],
    gstPaise: 5_280_985,
    cgstPaise: 194_262 + 2_446_230,
    sgstPaise: 194_263 + 2_446_230,
    igstPaise: 0,
    totalPaise: 53_821_985,
  });

  const res = await ctx.app.inject({ method: 'GET', url: order.invoiceUrl! });
  expect(res.statusCode).toBe(200);
  const text = (await extractPdfText(res.rawPayload)).pages.join(' ');
  for (const expected of [
    'Place of supply Madhya Pradesh (23)',
    'No. Description HSN Qty Unit Rate Taxable value GST Tax',
    'A Grade Quality Toor Dal 0713 500 kg Rs. 140.00 Rs. 77,705.00 5% Rs. 3,885.25',
    'A Grade Quality Almond Nuts 0802 500 kg Rs. 800.00 Rs. 4,07,705.00 12% Rs. 48,924.60',
    'Freight (in taxable value) Rs. 15,410.00',
    'CGST 2.5% on Rs. 77,705.00 Rs. 1,942.62',
    'SGST 2.5% on Rs. 77,705.00 Rs. 1,942.63',
    'CGST 6% on Rs. 4,07,705.00 Rs. 24,462.30',
    'SGST 6% on Rs. 4,07,705.00 Rs. 24,462.30',
    'Total Rs. 5,38,219.85',
    'Amount in words: Rupees Five Lakh Thirty-Eight Thousand Two Hundred Nineteen and Eighty-Five Paise Only',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).not.toContain('IGST');
});

test("a Maharashtra buyer's invoice shows IGST per rate and place of supply 27", async () => {
  const orderId = await placeOrder(true, toorDalAndAlmonds, {
    ...shipping,
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
  });
  const order = orderSummarySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json(),
  );
  expect(order.cgstPaise + order.sgstPaise).toBe(0);
  expect(order.igstPaise).toBe(order.gstPaise);
  const text = (
    await extractPdfText((await ctx.app.inject({ method: 'GET', url: order.invoiceUrl! })).rawPayload)
  ).pages.join(' ');
  expect(text).toContain('Place of supply Maharashtra (27)');
  const [atFive, atTwelve] = order.gstByRate;
  expect(text).toContain(
    `IGST 5% on ${formatRupees(atFive!.taxablePaise)} ${formatRupees(atFive!.gstPaise)}`,
  );
  expect(text).toContain(
    `IGST 12% on ${formatRupees(atTwelve!.taxablePaise)} ${formatRupees(atTwelve!.gstPaise)}`,
  );
  expect(text).not.toMatch(/CGST|SGST/);
});

test('an order placed before tax per line shows and invoices exactly as before', async () => {
  // As stored before ADR 011: one rate for the order, charged on the goods only; lines without tax.
  const db = ctx.database.handle.db;
  const id = `ord_${'L'.repeat(22)}`;
  await db.insert(orders).values({
    id,
    number: 'BT-26-009999',
    status: 'paid',
    email: shipping.email,
    shipping,
    subtotalPaise: 47_000_000,
    shippingPaise: 1_541_000,
    gstRateBps: 1200,
    gstPaise: 5_640_000,
    cgstPaise: 2_820_000,
    sgstPaise: 2_820_000,
    igstPaise: 0,
    totalPaise: 54_181_000,
    totalWeightGrams: 1_000_000,
    gateway: 'sandbox',
    gatewayOrderId: 'order_legacy000001',
    invoiceNumber: 'BT/26-27/009999',
    paidAt: new Date('2026-07-04T09:15:00Z'),
  });
  await db.insert(orderLines).values(
    [
      { productId: 31, name: 'A Grade Quality Toor Dal', category: 'Pulses', hsn: '0713', price: 14_000 },
      {
        productId: 63,
        name: 'A Grade Quality Almond Nuts',
        category: 'Dry Fruits',
        hsn: '0801',
        price: 80_000,
      },
    ].map(({ price, ...line }, position) => ({
      ...line,
      orderId: id,
      position,
      unit: 'kg',
      unitPricePaise: price,
      quantity: 500,
      weightGrams: 1000,
      lineTotalPaise: price * 500,
    })),
  );
  await db.insert(payments).values({
    orderId: id,
    gateway: 'sandbox',
    gatewayPaymentId: 'pay_legacy000001',
    gatewayOrderId: 'order_legacy000001',
    amountPaise: 54_181_000,
    source: 'verify',
  });

  const order = orderSummarySchema.parse(
    (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}` })).json(),
  );
  expect(order).toMatchObject({
    gstByRate: [{ rateBps: 1200, taxablePaise: 47_000_000, gstPaise: 5_640_000 }],
    gstPaise: 5_640_000,
    totalPaise: 54_181_000,
  });
  expect(order.lines.map((line) => [line.gstRateBps, line.gstPaise])).toEqual([
    [null, null],
    [null, null],
  ]);
  const res = await ctx.app.inject({ method: 'GET', url: order.invoiceUrl! });
  expect(res.statusCode).toBe(200);
  const text = (await extractPdfText(res.rawPayload)).pages.join(' ');
  for (const expected of [
    'A Grade Quality Toor Dal 0713 500 kg Rs. 140.00 Rs. 70,000.00 12%',
    'A Grade Quality Almond Nuts 0801 500 kg Rs. 800.00 Rs. 4,00,000.00 12%',
    'Freight (not taxed) Rs. 15,410.00',
    'CGST 6% on Rs. 4,70,000.00 Rs. 28,200.00',
    'SGST 6% on Rs. 4,70,000.00 Rs. 28,200.00',
    'Total Rs. 5,41,810.00',
  ]) {
    expect(text).toContain(expected);
  }
});

test.each(['nope', 'ord_short', `ord_${'x'.repeat(22)}!`])('a malformed order id %s is a 400', async (id) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(id)}` });
  expect(res.statusCode).toBe(400);
});

test('an unknown order is a 404', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/ord_${'A'.repeat(22)}/invoice` });
  expect(res.statusCode).toBe(404);
  expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
});
