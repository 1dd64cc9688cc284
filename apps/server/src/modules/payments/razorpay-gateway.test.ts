import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp } from '#src/testing/test-app';
import { GatewayUnavailableError } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { hmacHex } from './signature';

interface Received {
  url: string | undefined;
  authorization: string | undefined;
  body: unknown;
}

/** A loopback stand-in for the provider's Orders and Refunds APIs. */
let server: Server;
let apiUrl: string;
const received: Received[] = [];
let answer: (body: { amount: number }) => { status: number; body: unknown } = (body) => ({
  status: 200,
  body: {
    id: 'order_StandIn00000001',
    entity: 'order',
    amount: body.amount,
    currency: 'INR',
    status: 'created',
  },
});
let answerRefund: (body: { amount: number }) => { status: number; body: unknown } = (body) => ({
  status: 200,
  body: { id: 'rfnd_StandIn0000001', entity: 'refund', amount: body.amount, status: 'processed' },
});

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return JSON.parse(text) as { amount: number };
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    // GET /v1/payments/:id: one failed payment is known; any other id is the provider's 400.
    if (request.method === 'GET') {
      received.push({ url: request.url, authorization: request.headers.authorization, body: undefined });
      const known = request.url === '/v1/payments/pay_Declined0000001';
      response.writeHead(known ? 200 : 400, { 'content-type': 'application/json' }).end(
        JSON.stringify(
          known
            ? {
                id: 'pay_Declined0000001',
                entity: 'payment',
                order_id: 'order_StandIn00000001',
                status: 'failed',
                error_code: 'BAD_REQUEST_ERROR',
                error_description: 'Payment failed because the card was declined by the bank.',
                error_reason: 'card_declined',
              }
            : { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
        ),
      );
      return;
    }
    const body = await readJson(request);
    received.push({ url: request.url, authorization: request.headers.authorization, body });
    const refund = request.url === '/v1/payments/pay_StandIn00000001/refund';
    if (request.method !== 'POST' || (request.url !== '/v1/orders' && !refund)) {
      response.writeHead(404).end();
      return;
    }
    const { status, body: reply } = (refund ? answerRefund : answer)(body);
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () =>
  createRazorpayGateway({
    keyId: 'rzp_test_standin',
    keySecret: 'test_key_secret',
    webhookSecret: 'whsec_standin',
    apiUrl,
    checkoutUrl: 'https://checkout.example/v1/checkout.js',
    timeoutMs: 2000,
  });

test('creates an order through the Orders API with basic auth, amount in paise, receipt and notes', async () => {
  const order = await gateway().createOrder({
    amountPaise: 50_708_000,
    receipt: 'ord_abc',
    notes: { orderId: 'ord_abc' },
  });
  expect(order).toEqual({ id: 'order_StandIn00000001', amountPaise: 50_708_000, currency: 'INR' });
  const last = received.at(-1)!;
  expect(last.authorization).toBe(
    `Basic ${Buffer.from('rzp_test_standin:test_key_secret').toString('base64')}`,
  );
  expect(last.body).toEqual({
    amount: 50_708_000,
    currency: 'INR',
    receipt: 'ord_abc',
    notes: { orderId: 'ord_abc' },
  });
});

test('a refusal or an amount that does not match is a gateway error', async () => {
  answer = () => ({
    status: 400,
    body: { error: { code: 'BAD_REQUEST_ERROR', description: 'amount invalid' } },
  });
  await expect(gateway().createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(
    GatewayUnavailableError,
  );
  answer = () => ({ status: 200, body: { id: 'order_x', amount: 1 } });
  await expect(gateway().createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(
    GatewayUnavailableError,
  );
});

test('refunds a payment through the Refunds API, amount in paise', async () => {
  const refund = await gateway().refund('pay_StandIn00000001', 21_504_000_00);
  expect(refund).toEqual({ id: 'rfnd_StandIn0000001' });
  const last = received.at(-1)!;
  expect(last.url).toBe('/v1/payments/pay_StandIn00000001/refund');
  expect(last.authorization).toBe(
    `Basic ${Buffer.from('rzp_test_standin:test_key_secret').toString('base64')}`,
  );
  expect(last.body).toEqual({ amount: 21_504_000_00, speed: 'normal' });
});

test('a refused refund, or one for a payment the provider does not know, is a gateway error', async () => {
  answerRefund = () => ({
    status: 400,
    body: {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
    },
  });
  await expect(gateway().refund('pay_StandIn00000001', 100)).rejects.toBeInstanceOf(GatewayUnavailableError);
  await expect(gateway().refund('pay_Unknown0000001', 100)).rejects.toBeInstanceOf(GatewayUnavailableError);
});

test('an unreachable provider is a gateway error', async () => {
  const offline = createRazorpayGateway({
    keyId: 'k',
    keySecret: 's',
    webhookSecret: undefined,
    apiUrl: 'http://127.0.0.1:9',
    checkoutUrl: 'https://checkout.example/v1/checkout.js',
    timeoutMs: 1000,
  });
  await expect(offline.createOrder({ amountPaise: 100, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(
    GatewayUnavailableError,
  );
  await expect(offline.refund('pay_x', 100)).rejects.toBeInstanceOf(GatewayUnavailableError);
  expect(offline.verifyWebhookSignature(Buffer.from('{}'), hmacHex('anything', '{}'))).toBe(false);
});

test('checks checkout and webhook signatures with the configured secrets', () => {
  const razorpay = gateway();
  expect(
    razorpay.verifyCheckoutSignature({
      gatewayOrderId: 'order_IluGWxBm9U8zJ8',
      gatewayPaymentId: 'pay_29QQoUBi66xm2f',
      signature: 'd57d070c8a441a8b72a3de9e6d338cd544913cbb44162a814d741042ba9d9643',
    }),
  ).toBe(true);
  expect(
    razorpay.verifyCheckoutSignature({
      gatewayOrderId: 'order_IluGWxBm9U8zJ8',
      gatewayPaymentId: 'pay_29QQoUBi66xm2g',
      signature: 'd57d070c8a441a8b72a3de9e6d338cd544913cbb44162a814d741042ba9d9643',
    }),
  ).toBe(false);
  const body = Buffer.from('{"event":"payment.captured"}');
  expect(razorpay.verifyWebhookSignature(body, hmacHex('whsec_standin', body))).toBe(true);
  expect(razorpay.verifyWebhookSignature(body, hmacHex('test_key_secret', body))).toBe(false);
});

const cartOrder = {
  productType: 'order',
  lines: [{ productId: 2, quantity: 500 }],
  shipping: { fullName: 'A', email: 'a@example.in', address: 'x', city: 'y', state: 'Delhi', zip: '110001' },
};

test('with keys configured the store creates orders at the provider and serves no sandbox', async () => {
  answer = (body) => ({
    status: 200,
    body: { id: 'order_FromProvider01', amount: body.amount, currency: 'INR' },
  });
  const ctx = await createTestApp({
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_standin',
      RAZORPAY_KEY_SECRET: 'test_key_secret',
      RAZORPAY_API_URL: apiUrl,
    },
  });
  try {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: cartOrder,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'order_FromProvider01',
      checkout: {
        gateway: 'razorpay',
        key: 'rzp_test_standin',
        scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      },
    });
    expect(received.at(-1)!.body).toMatchObject({ amount: res.json().amount, currency: 'INR' });
    const sandbox = await ctx.app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout.js' });
    expect(sandbox.statusCode).toBe(404);

    answer = () => ({ status: 503, body: {} });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-order',
      payload: cartOrder,
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ code: 'PAYMENT_GATEWAY_ERROR', message: 'Could not create order.' });
  } finally {
    await ctx.close();
  }
});

test("a payment is read from the provider's own records, with the reason it failed", async () => {
  received.length = 0;
  expect(await gateway().fetchPayment('pay_Declined0000001')).toEqual({
    id: 'pay_Declined0000001',
    gatewayOrderId: 'order_StandIn00000001',
    status: 'failed',
    errorCode: 'BAD_REQUEST_ERROR',
    errorDescription: 'Payment failed because the card was declined by the bank.',
    errorReason: 'card_declined',
  });
  expect(received[0]).toMatchObject({
    url: '/v1/payments/pay_Declined0000001',
    authorization: `Basic ${Buffer.from('rzp_test_standin:test_key_secret').toString('base64')}`,
  });
  // An id the provider does not know is no payment at all.
  expect(await gateway().fetchPayment('pay_Unknown00000001')).toBeUndefined();
});
