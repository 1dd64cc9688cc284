import type { GatewayPayment, PaymentGateway } from './gateway';
import { randomId } from './random-id';
import { checkoutSignatureMessage, hmacHex, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'rzp_sandbox_local';
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

/**
 * The default gateway: a local stand-in for the provider. It creates orders without a network call and
 * signs payments exactly as the provider does, so every payment flow runs end to end with no account.
 */
export function createSandboxGateway(secrets: { keySecret: string; webhookSecret: string }) {
  // The sandbox's record of the payments made in its window, as the provider keeps its own; in memory, so
  // a payment is known to the process that made it (enough for one local store and its tests).
  const paymentsMade = new Map<string, GatewayPayment>();
  const remember = (payment: GatewayPayment) => {
    if (paymentsMade.size >= 10_000) paymentsMade.delete(paymentsMade.keys().next().value!);
    paymentsMade.set(payment.id, payment);
  };
  const gateway: PaymentGateway = {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: SANDBOX_SCRIPT_PATH,
    async createOrder({ amountPaise }) {
      return { id: randomId('order', 14), amountPaise, currency: 'INR' };
    },
    verifyCheckoutSignature({ gatewayOrderId, gatewayPaymentId, signature }) {
      return signatureMatches(
        secrets.keySecret,
        checkoutSignatureMessage(gatewayOrderId, gatewayPaymentId),
        signature,
      );
    },
    verifyWebhookSignature(rawBody, signature) {
      return signatureMatches(secrets.webhookSecret, rawBody, signature);
    },
    async fetchPayment(gatewayPaymentId) {
      return paymentsMade.get(gatewayPaymentId);
    },
    // No money moved in the sandbox, so every refund succeeds and nothing outside is told.
    async refund() {
      return { id: randomId('rfnd', 14) };
    },
  };
  return {
    gateway,
    /** What the provider's servers do when the payer completes the window: a payment id and its signature. */
    capture(gatewayOrderId: string) {
      const gatewayPaymentId = randomId('pay', 14);
      remember({
        id: gatewayPaymentId,
        gatewayOrderId,
        status: 'captured',
        errorCode: null,
        errorDescription: null,
        errorReason: null,
      });
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: gatewayPaymentId,
        razorpay_signature: hmacHex(
          secrets.keySecret,
          checkoutSignatureMessage(gatewayOrderId, gatewayPaymentId),
        ),
      };
    },
    /**
     * What the provider does when the payer's bank refuses: a failed payment, and the error its checkout
     * hands the page's `payment.failed` listeners.
     */
    decline(gatewayOrderId: string) {
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your payment was declined. Try again or use another payment method.',
        reason: 'payment_declined',
        source: 'customer',
        step: 'payment_authorization',
      };
      const gatewayPaymentId = randomId('pay', 14);
      remember({
        id: gatewayPaymentId,
        gatewayOrderId,
        status: 'failed',
        errorCode: error.code,
        errorDescription: error.description,
        errorReason: error.reason,
      });
      return { error: { ...error, metadata: { order_id: gatewayOrderId, payment_id: gatewayPaymentId } } };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
