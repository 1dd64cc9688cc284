import type { PaymentGatewayName } from '@bulk/domain/checkout';

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

/** A captured payment as a webhook reports it. */
export interface GatewayPaymentEvent {
  gatewayOrderId: string;
  gatewayPaymentId: string;
  amountPaise: number;
}

/** A payment as the gateway records it; the error fields are set when it failed. */
export interface GatewayPayment {
  id: string;
  gatewayOrderId: string | null;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed' | (string & {});
  errorCode: string | null;
  errorDescription: string | null;
  errorReason: string | null;
}

/** A refund the gateway accepted. */
export interface GatewayRefund {
  id: string;
}

/**
 * The one interface every payment provider is used through: create an order for an amount, check the
 * checkout's signature, check and read webhooks, refund a payment. Adapters: `sandbox` (default) and
 * `razorpay`.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key the browser's checkout script needs. */
  readonly keyId: string;
  readonly checkoutScriptUrl: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  verifyCheckoutSignature(input: {
    gatewayOrderId: string;
    gatewayPaymentId: string;
    signature: string;
  }): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /**
   * Reads a payment from the gateway's own records: undefined for an id it does not know. Throws
   * GatewayUnavailableError when it cannot be asked.
   */
  fetchPayment(gatewayPaymentId: string): Promise<GatewayPayment | undefined>;
  /** Refunds `amountPaise` of a captured payment; throws GatewayUnavailableError when refused or unreachable. */
  refund(gatewayPaymentId: string, amountPaise: number): Promise<GatewayRefund>;
}

/** The gateway could not be reached or refused the request: the order or refund cannot be made now. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** Reads a captured payment from a webhook body, or undefined for events that record nothing. */
export function paymentFromWebhook(body: unknown): GatewayPaymentEvent | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { event, payload } = body as {
    event?: unknown;
    payload?: { payment?: { entity?: Record<string, unknown> } };
  };
  if (event !== 'payment.captured' && event !== 'order.paid') return undefined;
  const entity = payload?.payment?.entity;
  const { id, order_id: orderId, amount } = entity ?? {};
  if (typeof id !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') return undefined;
  return { gatewayOrderId: orderId, gatewayPaymentId: id, amountPaise: amount };
}

const stringOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Reads a payment entity as the provider writes it (`GET /v1/payments/:id`, webhook payloads). */
export function paymentFromEntity(entity: Record<string, unknown> | undefined): GatewayPayment | undefined {
  if (!entity || typeof entity.id !== 'string' || typeof entity.status !== 'string') return undefined;
  return {
    id: entity.id,
    gatewayOrderId: stringOrNull(entity.order_id),
    status: entity.status,
    errorCode: stringOrNull(entity.error_code),
    errorDescription: stringOrNull(entity.error_description),
    errorReason: stringOrNull(entity.error_reason),
  };
}

/** Reads a failed payment from a `payment.failed` webhook body, or undefined for any other event. */
export function failedPaymentFromWebhook(body: unknown): GatewayPayment | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { event, payload } = body as {
    event?: unknown;
    payload?: { payment?: { entity?: Record<string, unknown> } };
  };
  if (event !== 'payment.failed') return undefined;
  const payment = paymentFromEntity(payload?.payment?.entity);
  return payment?.gatewayOrderId ? payment : undefined;
}
