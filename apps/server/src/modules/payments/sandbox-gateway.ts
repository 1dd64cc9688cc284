import { type PaymentGateway } from './gateway';
import { randomId } from './random-id';
import { checkoutSignatureMessage, hmacHex, signatureMatches } from './signature';

export const SANDBOX_KEY_ID = 'rzp_sandbox_local';
export const SANDBOX_SCRIPT_PATH = '/api/payments/sandbox/checkout.js';

/**
 * The default gateway: a local stand-in for the provider. It creates orders without a network call and
 * signs payments exactly as the provider does, so every payment flow runs end to end with no account.
 */
export function createSandboxGateway(secrets: { keySecret: string; webhookSecret: string }) {
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
      return {
        razorpay_order_id: gatewayOrderId,
        razorpay_payment_id: gatewayPaymentId,
        razorpay_signature: hmacHex(
          secrets.keySecret,
          checkoutSignatureMessage(gatewayOrderId, gatewayPaymentId),
        ),
      };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
