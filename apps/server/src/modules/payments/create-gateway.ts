import type { Config } from '#src/config/env';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

/** The provider when its keys are configured, otherwise the local sandbox. */
export function createPaymentGateway(config: Config): {
  gateway: PaymentGateway;
  sandbox: SandboxGateway | undefined;
} {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const gateway = createRazorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
      checkoutUrl: config.RAZORPAY_CHECKOUT_URL,
    });
    return { gateway, sandbox: undefined };
  }
  const sandbox = createSandboxGateway({
    keySecret: config.PAYMENT_SANDBOX_KEY_SECRET,
    webhookSecret: config.PAYMENT_SANDBOX_WEBHOOK_SECRET,
  });
  return { gateway: sandbox.gateway, sandbox };
}

/** The origins the browser talks to for the provider's checkout (none for the same-origin sandbox). */
export function paymentProviderOrigins(config: Config): string[] {
  if (!config.RAZORPAY_KEY_ID) return [];
  return [
    ...new Set([new URL(config.RAZORPAY_CHECKOUT_URL).origin, new URL(config.RAZORPAY_API_URL).origin]),
  ];
}
