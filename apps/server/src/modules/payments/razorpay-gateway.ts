import { GatewayUnavailableError, paymentFromEntity, type PaymentGateway } from './gateway';
import { checkoutSignatureMessage, signatureMatches } from './signature';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  apiUrl: string;
  checkoutUrl: string;
  /** Per request; the provider normally answers in well under a second. */
  timeoutMs?: number;
}

/** The real provider through its Orders and Refunds APIs (amounts in paise), checkout script and webhooks. */
export function createRazorpayGateway(config: RazorpayConfig): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutScriptUrl: config.checkoutUrl,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(new URL('/v1/orders', config.apiUrl), {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new GatewayUnavailableError('The payment provider could not be reached.', { cause: error });
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string' || body.amount !== amountPaise) {
        throw new GatewayUnavailableError(
          `The payment provider refused the order (HTTP ${response.status}).`,
        );
      }
      return { id: body.id, amountPaise, currency: 'INR' };
    },
    async fetchPayment(gatewayPaymentId) {
      let response: Response;
      try {
        response = await fetch(
          new URL(`/v1/payments/${encodeURIComponent(gatewayPaymentId)}`, config.apiUrl),
          {
            headers: { authorization },
            signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
          },
        );
      } catch (error) {
        throw new GatewayUnavailableError('The payment provider could not be reached.', { cause: error });
      }
      if (response.status === 400 || response.status === 404) return undefined;
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      const payment = response.ok ? paymentFromEntity(body ?? undefined) : undefined;
      if (!payment) {
        throw new GatewayUnavailableError(
          `The payment provider did not answer with the payment (HTTP ${response.status}).`,
        );
      }
      return payment;
    },
    async refund(gatewayPaymentId, amountPaise) {
      let response: Response;
      try {
        response = await fetch(
          new URL(`/v1/payments/${encodeURIComponent(gatewayPaymentId)}/refund`, config.apiUrl),
          {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify({ amount: amountPaise, speed: 'normal' }),
            signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
          },
        );
      } catch (error) {
        throw new GatewayUnavailableError('The payment provider could not be reached.', { cause: error });
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        throw new GatewayUnavailableError(
          `The payment provider refused the refund (HTTP ${response.status}).`,
        );
      }
      return { id: body.id };
    },
    verifyCheckoutSignature({ gatewayOrderId, gatewayPaymentId, signature }) {
      return signatureMatches(
        config.keySecret,
        checkoutSignatureMessage(gatewayOrderId, gatewayPaymentId),
        signature,
      );
    },
    verifyWebhookSignature(rawBody, signature) {
      return config.webhookSecret !== undefined && signatureMatches(config.webhookSecret, rawBody, signature);
    },
  };
}
