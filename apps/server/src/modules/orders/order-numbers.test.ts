import { orderSummarySchema, type OrderSummary } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { parseOrderNumber } from '@bulk/domain/orders';
import { splitGstByRate } from '@bulk/domain/tax';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessages } from '#src/db/schema/index';
import { createTestApp, type TestApp } from '#src/testing/test-app';

// The last hour of the financial year 2026-27 in India (31 March 2027, 23:00 IST).
let now = new Date('2027-03-31T17:30:00Z');
let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp({ clock: { now: () => now }, env: { ORDER_NUMBER_PREFIX: 'BTI' } });
});
afterAll(() => ctx.close());

const inKerala = {
  fullName: 'Meera Iyer',
  email: 'meera@example.in',
  address: '7 Spice Lane',
  city: 'Kochi',
  state: 'Kerala',
  zip: '682001',
};
const inIndore = {
  ...inKerala,
  fullName: 'Ravi Patel',
  city: 'Indore',
  state: 'Madhya Pradesh',
  zip: '452002',
};
const dalAndAlmonds = [
  { productId: 31, quantity: 500 }, // toor dal, 5%
  { productId: 63, quantity: 500 }, // almonds, 12%
];

async function createOrder(shipping = inKerala, lines = [{ productId: 2, quantity: 500 }], buyer?: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/create-order',
    payload: { productType: 'order', lines, shipping, ...(buyer && { buyer }) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; orderId: string; checkout: { description: string } };
}

async function summary(orderId: string): Promise<OrderSummary> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}` });
  expect(res.statusCode, res.body).toBe(200);
  return orderSummarySchema.parse(res.json());
}

async function pay(gatewayOrderId: string) {
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    payload: { order_id: gatewayOrderId, outcome: 'success' },
  });
  const verified = await ctx.app.inject({ method: 'POST', url: '/api/verify-payment', payload: paid.json() });
  expect(verified.statusCode, verified.body).toBe(200);
}

async function confirmationOf(order: OrderSummary) {
  const [mail] = await ctx.database.handle.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.subject, `Order ${order.number} confirmed: invoice ${order.invoiceNumber}`));
  expect(mail).toBeDefined();
  return mail!;
}

/** A mail's text with its links taken out: a link may carry the order's id, the words may not. */
const wordsOf = (mail: { subject: string; text: string }) =>
  `${mail.subject}\n${mail.text.replaceAll(/https?:\/\/\S+/g, '')}`;

test('orders placed at the same moment get distinct numbers that follow each other', async () => {
  const created = await Promise.all(Array.from({ length: 20 }, () => createOrder()));
  const numbers = await Promise.all(created.map(async ({ orderId }) => (await summary(orderId)).number));

  expect(new Set(numbers).size).toBe(20);
  const parts = numbers.map((number) => parseOrderNumber(number)!);
  expect(parts.every((part) => part.prefix === 'BTI' && part.year === '26')).toBe(true);
  const sequences = parts.map((part) => part.sequence).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => sequences[0]! + i));
  // The payment window names the order by its number too.
  expect(created[0]!.checkout.description).toBe(`Bulk order ${numbers[0]}`);
});

test('the first order of a new financial year starts its count again from 1', async () => {
  now = new Date('2027-03-31T18:30:00Z'); // midnight on 1 April 2027 in India
  const first = await summary((await createOrder()).orderId);
  const second = await summary((await createOrder()).orderId);
  expect([first.number, second.number]).toEqual(['BTI-27-000001', 'BTI-27-000002']);
});

test('the confirmation email names the order by its number and gives IGST per rate outside Madhya Pradesh', async () => {
  const created = await createOrder(inKerala, dalAndAlmonds);
  await pay(created.id);
  const order = await summary(created.orderId);
  const mail = await confirmationOf(order);

  expect(mail.text).toContain(`Order number: ${order.number}`);
  expect(mail.text).toContain(`Invoice: ${order.invoiceNumber}`);
  const [atFive, atTwelve] = order.gstByRate;
  const money = (paise: number) => formatMoney(paise, 'INR');
  expect(mail.text).toContain(`IGST 5% on ${money(atFive!.taxablePaise)}: ${money(atFive!.gstPaise)}`);
  expect(mail.text).toContain(`IGST 12% on ${money(atTwelve!.taxablePaise)}: ${money(atTwelve!.gstPaise)}`);
  expect(mail.text).toContain(`GST total: ${money(order.gstPaise)}`);
  expect(mail.text).not.toMatch(/CGST|SGST/);
  expect(wordsOf(mail)).not.toContain('ord_');
  expect(mail.text).toContain(`/api/orders/${order.id}/invoice`);
});

test('the confirmation email splits each rate into CGST and SGST within Madhya Pradesh', async () => {
  const created = await createOrder(inIndore, dalAndAlmonds);
  await pay(created.id);
  const order = await summary(created.orderId);
  const mail = await confirmationOf(order);

  const money = (paise: number) => formatMoney(paise, 'INR');
  // Each rate's halves as the invoice splits them (the odd paisa included), adding up to the rate's GST.
  const split = splitGstByRate(order.gstByRate, true);
  expect(split.map((rate) => rate.rateBps)).toEqual([500, 1200]);
  for (const { rateBps, taxablePaise, gstPaise, cgstPaise, sgstPaise } of split) {
    expect(cgstPaise + sgstPaise).toBe(gstPaise);
    const half = `${rateBps / 200}% on ${money(taxablePaise)}`;
    expect(mail.text).toContain(`CGST ${half}: ${money(cgstPaise)}`);
    expect(mail.text).toContain(`SGST ${half}: ${money(sgstPaise)}`);
  }
  expect(mail.text).not.toContain('IGST');
  expect(wordsOf(mail)).not.toContain('ord_');
});

test("the order shows its number and the buyer's business details", async () => {
  const buyer = {
    company: 'Patel Traders',
    phone: '9876543210',
    gstin: '',
    billing: { address: '12 MG Road', city: 'Bhopal', state: 'Madhya Pradesh', zip: '462001' },
  };
  const order = await summary((await createOrder(inIndore, undefined, buyer)).orderId);
  expect(order.number).toMatch(/^BTI-27-\d{6}$/);
  expect(order.buyer).toEqual(buyer);

  const without = await summary((await createOrder()).orderId);
  expect(without.buyer).toBeUndefined();
});
