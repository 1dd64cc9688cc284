import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { hmacHex } from '#src/modules/payments/signature';
import { silentLogger } from './test-database';

/** HTTP calls a shopper's browser (and the payment provider) make, against a real server at `base`. */

export const SANDBOX_WEBHOOK_SECRET = 'sandbox_webhook_secret';

export interface CreatedOrder {
  id: string;
  orderId: string;
  amount: number;
}

export interface SandboxPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function expectOk<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

export const createOrder = async (base: string, email = 'fault@example.in') =>
  expectOk<CreatedOrder>(
    await postJson(`${base}/api/create-order`, {
      productType: 'order',
      lines: [{ productId: 2, quantity: 500 }],
      shipping: {
        fullName: 'Fault Tester',
        email,
        address: '1 Test Street',
        city: 'Indore',
        state: 'Madhya Pradesh',
        zip: '452001',
      },
    }),
  );

export const payInSandbox = async (base: string, gatewayOrderId: string) =>
  expectOk<SandboxPayment>(
    await postJson(`${base}/api/payments/sandbox/pay`, { order_id: gatewayOrderId, outcome: 'success' }),
  );

export const verifyPayment = async (base: string, payment: SandboxPayment) =>
  expectOk<{ success: true; orderId: string }>(await postJson(`${base}/api/verify-payment`, payment));

/** The body and headers of the provider's `payment.captured` webhook, signed with the sandbox's webhook secret. */
export function capturedWebhook(payment: {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amountPaise: number;
}) {
  const body = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: {
        entity: {
          id: payment.gatewayPaymentId,
          order_id: payment.gatewayOrderId,
          amount: payment.amountPaise,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, body),
    },
  };
}

/** The provider's `payment.captured` webhook, sent to the server at `base`. */
export async function sendCapturedWebhook(
  base: string,
  payment: { gatewayOrderId: string; gatewayPaymentId: string; amountPaise: number },
): Promise<Response> {
  const { body, headers } = capturedWebhook(payment);
  return fetch(`${base}/api/payments/webhook`, { method: 'POST', headers, body });
}

/** The database a stopped server process used (its `DATABASE_URL`, else `DATA_DIR/pglite`), to check what it wrote. */
export function openServerData(env: Record<string, string>): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: join(env.DATA_DIR ?? '', 'pglite'),
    logger: silentLogger,
  });
}
