import type {
  CreateOrderRequest,
  CreateOrderResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@bulk/domain/checkout';
import type { MembershipOrderRequest } from '@bulk/domain/memberships';
import type { ShippingZone } from '@bulk/domain/shipping';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import type { RateLimiter } from '#src/modules/auth/rate-limiter';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { membershipInvoiceUrl } from '#src/modules/memberships/members.repo';
import { createMembershipOrder, recordMembershipPayment } from '#src/modules/memberships/memberships.service';
import { invoiceUrl } from '#src/modules/orders/orders.repo';
import { createPendingOrder, recordPayment } from '#src/modules/orders/orders.service';
import { GatewayUnavailableError, paymentFromWebhook, type PaymentGateway } from './gateway';
import { orphanPaymentError } from './orphan-payments';

/** What recording a payment needs besides the payment: the invoice series and the confirmation's mail. */
export interface PaymentRecording {
  invoicePrefix: string;
  storeName: string;
  mail: { smtp: boolean; publicUrl: string };
  log: FastifyBaseLogger;
  /** When the payment is recorded, by the app's clock: the paid time and the invoice's financial year. */
  now: Date;
}

const membershipDescriptions = {
  supplier: 'Supplier membership (1 year)',
  jobseeker: 'Job seeker registration',
};

/**
 * Creates the gateway order for a cart order (`productType: 'order'`) or a membership fee (`'supplier'`,
 * `'jobseeker'`), and answers what the browser's checkout needs to pay it.
 */
export async function createPaymentOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest | MembershipOrderRequest,
  context: {
    buyer: AuthenticatedUser | undefined;
    mail: { smtp: boolean; storeName: string; publicUrl: string };
    originZone: ShippingZone;
    /** The prefix of a cart order's number (`ORDER_NUMBER_PREFIX`). */
    orderNumberPrefix: string;
    /** Notices to an email's owner count with sign-ups of that email, so none can flood an inbox. */
    ownerNoticesPerEmail: RateLimiter;
    log: FastifyBaseLogger;
    /** By the app's clock: a cart order is taxed at the rates of this day (ADR 011). */
    now: Date;
  },
): Promise<CreateOrderResponse> {
  const checkout = (description: string) => ({
    gateway: gateway.name,
    key: gateway.keyId,
    scriptUrl: gateway.checkoutScriptUrl,
    name: context.mail.storeName,
    description,
  });
  try {
    if (request.productType !== 'order') {
      const membership = await createMembershipOrder(db, gateway, request, {
        signedInEmail: context.buyer?.email,
        mail: context.mail,
        ownerNoticesPerEmail: context.ownerNoticesPerEmail,
      });
      return {
        id: membership.gatewayOrderId,
        amount: membership.amountPaise,
        currency: 'INR',
        orderId: membership.membershipId,
        checkout: checkout(membershipDescriptions[membership.kind]),
      };
    }
    const order = await createPendingOrder(db, gateway, request, {
      originZone: context.originZone,
      orderNumberPrefix: context.orderNumberPrefix,
      userId: context.buyer?.id,
      at: context.now,
    });
    return {
      id: order.gatewayOrderId,
      amount: order.totalPaise,
      currency: 'INR',
      orderId: order.orderId,
      checkout: checkout(`Bulk order ${order.orderNumber}`),
    };
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      context.log.error({ err: error }, 'payment gateway refused an order');
      throw new AppError('PAYMENT_GATEWAY_ERROR', 'Could not create order.');
    }
    throw error;
  }
}

/**
 * Records the payment the browser reports after the checkout, once its signature proves the gateway made
 * it. A payment that paid nothing is recorded and refunded: the payer is told so, never 'success'.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  body: VerifyPaymentRequest,
  recording: PaymentRecording,
): Promise<VerifyPaymentResponse> {
  const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: gatewayPaymentId } = body;
  const genuine = gateway.verifyCheckoutSignature({
    gatewayOrderId,
    gatewayPaymentId,
    signature: body.razorpay_signature,
  });
  if (!genuine) {
    recording.log.warn({ gatewayOrderId, gatewayPaymentId }, 'payment signature mismatch');
    throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
  }
  const payment = { gatewayOrderId, gatewayPaymentId };
  const membership = await recordMembershipPayment(db, gateway, payment, 'verify', recording);
  if (membership?.orphan) throw orphanPaymentError(membership.orphan);
  if (membership) {
    return {
      success: true,
      orderId: membership.membershipId,
      invoiceUrl: membershipInvoiceUrl(membership.membershipId),
    };
  }
  const recorded = await recordPayment(db, gateway, payment, 'verify', recording);
  if (recorded.orphan) throw orphanPaymentError(recorded.orphan);
  return { success: true, orderId: recorded.orderId, invoiceUrl: invoiceUrl(recorded.orderId) };
}

/**
 * Checks a webhook's signature over its exact bytes and records the captured payment it reports, if any.
 * An orphan payment is recorded and refunded here as on a verify; the provider needs only the 200.
 */
export async function receivePaymentWebhook(
  db: Database,
  gateway: PaymentGateway,
  webhook: { raw: Buffer; signature: string | string[] | undefined },
  recording: PaymentRecording,
): Promise<void> {
  const { raw, signature } = webhook;
  if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
    throw new AppError('PAYMENT_NOT_VERIFIED', 'The webhook signature is not valid.');
  }
  let event: unknown;
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON.');
  }
  const payment = paymentFromWebhook(event);
  if (payment) {
    const membership = await recordMembershipPayment(db, gateway, payment, 'webhook', recording);
    if (!membership) await recordPayment(db, gateway, payment, 'webhook', recording);
  }
}
