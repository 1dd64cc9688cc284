import { orderSummarySchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#src/testing/test-app';
import { extractPdfText } from '#src/testing/pdf-text';

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

async function placeOrder(pay: boolean) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: {
      productType: 'order',
      lines: [
        { productId: 42, quantity: 500 }, // white basmati rice, Rs 250
        { productId: 4, quantity: 20 }, // cotton apron, Rs 250
      ],
      shipping,
    },
  });
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
  // 520 kg from NORTH1 to CENTRAL at 15.41 a kg; 5% GST split in Madhya Pradesh.
  expect(order).toMatchObject({
    subtotalPaise: 13_000_000,
    shippingPaise: 1541 * 520,
    gstPaise: 650_000,
    cgstPaise: 325_000,
    sgstPaise: 325_000,
    igstPaise: 0,
    totalPaise: 13_000_000 + 1541 * 520 + 650_000,
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

test.each(['nope', 'ord_short', `ord_${'x'.repeat(22)}!`])('a malformed order id %s is a 400', async (id) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(id)}` });
  expect(res.statusCode).toBe(400);
});

test('an unknown order is a 404', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/ord_${'A'.repeat(22)}/invoice` });
  expect(res.statusCode).toBe(404);
  expect(apiErrorSchema.parse(res.json()).code).toBe('NOT_FOUND');
});
