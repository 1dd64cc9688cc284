import { createOrderResponseSchema, orderListSchema, orderSummarySchema } from '@bulk/domain/checkout';
import { apiErrorSchema } from '@bulk/domain/errors';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, ORDER_TOO_LARGE_MESSAGE } from '@bulk/domain/orders';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { asCookie, createUser, signIn } from '#src/testing/accounts';
import { extractPdfText } from '#src/testing/pdf-text';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const shipping = {
  fullName: 'Asha Verma',
  email: 'asha@example.in',
  address: '12 Mandi Road',
  city: 'New Delhi',
  state: 'Delhi',
  zip: '110001',
};

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload && { payload }) });

const createOrder = (
  lines: { productId: number; quantity: number }[],
  headers: Record<string, string> = {},
) => inject('POST', '/api/create-order', headers, { productType: 'order', lines, shipping });

test('a Rs 2.15 crore order (past 2^31 paise) is created, paid, listed and invoiced', async () => {
  const buyer = await createUser(ctx, 'customer');
  const session = asCookie(await signIn(ctx, buyer.email));
  // 17,000 kg of green cardamom at Rs 1,200 a kg, shipped to Delhi at Rs 8.68 a kg, GST 5%.
  const subtotal = 17_000 * 120_000;
  const freight = 868 * 17_000;
  // 5% GST on the goods and the freight (ADR 011).
  const total = subtotal + freight + (subtotal + freight) / 20;
  expect(total).toBe(2_157_493_800);
  expect(total).toBeGreaterThan(2 ** 31);

  const created = await createOrder([{ productId: 25, quantity: 17_000 }], session);
  expect(created.statusCode, created.body).toBe(200);
  const order = createOrderResponseSchema.parse(created.json());
  expect(order.amount).toBe(total);

  const paid = await inject(
    'POST',
    '/api/payments/sandbox/pay',
    {},
    { order_id: order.id, outcome: 'success' },
  );
  const verified = await inject('POST', '/api/verify-payment', {}, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);

  const summary = orderSummarySchema.parse(
    (await inject('GET', `/api/orders/${order.orderId}`, session)).json(),
  );
  expect(summary).toMatchObject({ status: 'paid', subtotalPaise: subtotal, totalPaise: total });
  expect(summary.lines).toMatchObject([{ quantity: 17_000, lineTotalPaise: subtotal }]);
  const listed = orderListSchema.parse((await inject('GET', '/api/orders', session)).json());
  expect(listed.orders.map((row) => [row.id, row.totalPaise])).toEqual([[order.orderId, total]]);

  const invoice = await inject('GET', summary.invoiceUrl!, {});
  expect(invoice.statusCode).toBe(200);
  const text = (await extractPdfText(invoice.rawPayload)).pages.join(' ');
  expect(text).toContain('Rs. 2,15,74,938.00');
  expect(text).toContain('Rs. 2,04,00,000.00');

  const admin = asCookie(await signIn(ctx, (await createUser(ctx, 'admin')).email));
  const dashboard = await inject('GET', '/api/admin/dashboard', admin);
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  expect(dashboard.json().revenueTodayPaise).toBe(total);
  const payments = await inject('GET', `/api/admin/payments?q=${order.id}`, admin);
  expect(payments.json().payments).toMatchObject([{ amountPaise: total, reference: order.orderId }]);
  const orders = await inject('GET', `/api/admin/orders?q=${order.orderId}`, admin);
  expect(orders.statusCode, orders.body).toBe(200);
  expect(JSON.stringify(orders.json())).toContain(String(total));
});

test('an order above Rs 1,000 crore is refused with a 400 naming its lines', async () => {
  // 1,000,000 kg each of the eleven dearest products: Rs 1,010 crore before freight and GST.
  const dearest = [25, 69, 71, 64, 26, 65, 76, 18, 63, 68, 58];
  const res = await createOrder(dearest.map((productId) => ({ productId, quantity: MAX_LINE_QUANTITY })));
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json())).toEqual({
    code: 'VALIDATION_FAILED',
    message: ORDER_TOO_LARGE_MESSAGE,
    issues: [{ field: 'lines', message: ORDER_TOO_LARGE_MESSAGE }],
  });
});

test.each([
  [
    'a line above the largest quantity',
    [{ productId: 25, quantity: MAX_LINE_QUANTITY + 100 }],
    'lines.0.quantity',
  ],
  [
    'more lines than an order may have',
    Array.from({ length: MAX_ORDER_LINES + 1 }, (_, index) => ({ productId: index + 1, quantity: 500 })),
    'lines',
  ],
])('%s is refused with a 400 naming the field', async (_title, lines, field) => {
  const res = await createOrder(lines);
  expect(res.statusCode).toBe(400);
  expect(apiErrorSchema.parse(res.json()).issues?.map((issue) => issue.field)).toEqual([field]);
});
