import type {
  CreateOrderRequest,
  CreateOrderResponse,
  PayAgainResponse,
  PaymentFailedRequest,
  PaymentFailedResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@bulk/domain/checkout';
import type { MembershipOrderRequest, SupplierRenewalOrderRequest } from '@bulk/domain/memberships';
import type { ShippingZone } from '@bulk/domain/shipping';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import type { RateLimiter } from '#src/modules/auth/rate-limiter';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { membershipInvoiceUrl } from '#src/modules/memberships/members.repo';
import type { StoreCopy } from '#src/modules/listings/listings.service';
import {
  createMembershipOrder,
  placeOfSupplyFrom,
  recordMembershipPayment,
} from '#src/modules/memberships/memberships.service';
import { createRenewalOrder } from '#src/modules/memberships/renewal.service';
import {
  orderOfInstalmentGatewayOrder,
  recordInstalmentPayment,
} from '#src/modules/instalments/instalments.service';
import { invoiceUrl } from '#src/modules/orders/orders.repo';
import {
  createPendingOrder,
  getOrderSummary,
  payOrderAgain,
  recordPayment,
  recordPaymentFailure,
  type OrderRequester,
} from '#src/modules/orders/orders.service';
import {
  failedPaymentFromWebhook,
  GatewayUnavailableError,
  paymentFromWebhook,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway';
import { orphanPaymentError } from './orphan-payments';

/** What recording a payment needs besides the payment: the invoice series and the confirmation's mail. */
export interface PaymentRecording {
  invoicePrefix: string;
  storeName: string;
  mail: { smtp: boolean; publicUrl: string };
  log: FastifyBaseLogger;
  /** When the payment is recorded, by the app's clock: the paid time and the invoice's financial year. */
  now: Date;
  /** This server's catalogue copy, dropped when a renewal brings a supplier's listings back. */
  store?: StoreCopy;
}

const instalmentRecording = ({ mail, storeName, log, now }: PaymentRecording) => ({
  mail: { ...mail, storeName },
  log,
  now,
});

/** What the browser's checkout needs besides the gateway order: the provider's key and script, and labels. */
function checkoutOf(gateway: PaymentGateway, storeName: string, description: string) {
  return {
    gateway: gateway.name,
    key: gateway.keyId,
    scriptUrl: gateway.checkoutScriptUrl,
    name: storeName,
    description,
  };
}

function gatewayRefused(error: unknown, log: FastifyBaseLogger): never {
  if (error instanceof GatewayUnavailableError) {
    log.error({ err: error }, 'payment gateway refused an order');
    throw new AppError('PAYMENT_GATEWAY_ERROR', 'Could not create order.');
  }
  throw error;
}

const membershipDescriptions = {
  supplier: 'Supplier membership (1 year)',
  jobseeker: 'Job seeker registration',
  supplierRenewal: 'Supplier membership renewal (1 year)',
};

/**
 * Creates the gateway order for a cart order (`productType: 'order'`) or a membership fee (`'supplier'`,
 * `'jobseeker'`) or a signed-in supplier's renewal (`'supplierRenewal'`), and answers what the browser's
 * checkout needs to pay it.
 */
export async function createPaymentOrder(
  db: Database,
  gateway: PaymentGateway,
  request: CreateOrderRequest | MembershipOrderRequest | SupplierRenewalOrderRequest,
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
    /** Minutes the buyer has to pay a cart order before it expires. */
    paymentWindowMinutes: number;
    /** The advance plan: its smallest total, in paise, and loading delay, in hours. */
    advancePolicy: { minimumPaise: number; loadingDelayHours: number };
  },
): Promise<CreateOrderResponse> {
  const checkout = (description: string) => checkoutOf(gateway, context.mail.storeName, description);
  try {
    if (request.productType === 'supplierRenewal') {
      const renewal = await createRenewalOrder(db, gateway, context.buyer, {
        now: context.now,
        placeOfSupply: placeOfSupplyFrom,
      });
      return {
        id: renewal.gatewayOrderId,
        amount: renewal.amountPaise,
        currency: 'INR',
        orderId: renewal.membershipId,
        checkout: checkout(membershipDescriptions.supplierRenewal),
      };
    }
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
      windowMinutes: context.paymentWindowMinutes,
      advancePolicy: context.advancePolicy,
    });
    return {
      id: order.gatewayOrderId,
      amount: order.dueNowPaise,
      currency: 'INR',
      orderId: order.orderId,
      checkout: checkout(
        order.dueNowPaise === order.totalPaise
          ? `${ORDER_DESCRIPTION} ${order.orderNumber}`
          : `${ORDER_DESCRIPTION} ${order.orderNumber}: 50% advance`,
      ),
    };
  } catch (error) {
    gatewayRefused(error, context.log);
  }
}

const ORDER_DESCRIPTION = 'Bulk order';

/**
 * Pays a failed or expired order again at today's prices (see `payOrderAgain`) and answers what the
 * browser's checkout needs, as for a new order, with the previous total.
 */
export async function payAgain(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  requester: OrderRequester,
  context: {
    storeName: string;
    originZone: ShippingZone;
    log: FastifyBaseLogger;
    now: Date;
    paymentWindowMinutes: number;
  },
): Promise<PayAgainResponse> {
  try {
    const order = await payOrderAgain(db, gateway, orderId, requester, {
      originZone: context.originZone,
      at: context.now,
      windowMinutes: context.paymentWindowMinutes,
    });
    return {
      id: order.gatewayOrderId,
      amount: order.totalPaise,
      currency: 'INR',
      orderId: order.orderId,
      checkout: checkoutOf(gateway, context.storeName, `${ORDER_DESCRIPTION} ${order.orderNumber}`),
      previousAmount: order.previousTotalPaise,
    };
  } catch (error) {
    gatewayRefused(error, context.log);
  }
}

async function recordFailedPayment(db: Database, payment: GatewayPayment, now: Date) {
  return recordPaymentFailure(
    db,
    {
      gatewayOrderId: payment.gatewayOrderId!,
      gatewayPaymentId: payment.id,
      code: payment.errorCode,
      reason: payment.errorReason,
      description: payment.errorDescription,
    },
    now,
  );
}

/**
 * The browser's report of a failed checkout. The browser is not believed: the gateway is asked for the
 * payment, and only a payment it records as failed, for this gateway order, is recorded, with the
 * gateway's own reason. Answers the order as it now stands.
 */
export async function reportPaymentFailure(
  db: Database,
  gateway: PaymentGateway,
  body: PaymentFailedRequest,
  context: { log: FastifyBaseLogger; now: Date },
): Promise<PaymentFailedResponse> {
  const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: gatewayPaymentId } = body;
  let payment: GatewayPayment | undefined;
  try {
    payment = await gateway.fetchPayment(gatewayPaymentId);
  } catch (error) {
    context.log.error({ err: error }, 'payment gateway could not be asked about a failed payment');
    throw new AppError('SERVICE_UNAVAILABLE', 'Could not check the payment with the payment provider.');
  }
  if (!payment || payment.status !== 'failed' || payment.gatewayOrderId !== gatewayOrderId) {
    context.log.warn({ gatewayOrderId, gatewayPaymentId }, 'reported payment failure not confirmed');
    throw new AppError(
      'PAYMENT_NOT_VERIFIED',
      'The payment provider does not report this payment as failed.',
    );
  }
  const recorded = await recordFailedPayment(db, payment, context.now);
  const orderId = recorded?.orderId ?? (await orderOfInstalmentGatewayOrder(db, gatewayOrderId));
  if (!orderId) throw new AppError('NOT_FOUND', 'There is no order for this payment.');
  const order = await getOrderSummary(db, orderId);
  return { orderId: order.id, status: order.status, paymentFailure: order.paymentFailure };
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
  // A cart order's payment, the most frequent, is tried first: it costs the others one empty transaction.
  const recorded = await recordPayment(db, gateway, payment, 'verify', recording);
  if (recorded?.orphan) throw orphanPaymentError(recorded.orphan);
  if (recorded) {
    return { success: true, orderId: recorded.orderId, invoiceUrl: invoiceUrl(recorded.orderId) };
  }
  const membership = await recordMembershipPayment(db, gateway, payment, 'verify', recording);
  if (membership?.orphan) throw orphanPaymentError(membership.orphan);
  if (membership) {
    return {
      success: true,
      orderId: membership.membershipId,
      invoiceUrl: membershipInvoiceUrl(membership.membershipId),
    };
  }
  const instalment = await recordInstalmentPayment(
    db,
    gateway,
    payment,
    'verify',
    instalmentRecording(recording),
  );
  if (instalment?.orphan) throw orphanPaymentError(instalment.orphan);
  if (instalment) {
    // An advance order's invoice comes with the bill copy; the link opens once it is issued.
    return { success: true, orderId: instalment.orderId, invoiceUrl: invoiceUrl(instalment.orderId) };
  }
  throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
}

/**
 * Checks a webhook's signature over its exact bytes and records the captured or failed payment it
 * reports, if any.
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
    const recorded =
      (await recordPayment(db, gateway, payment, 'webhook', recording)) ??
      (await recordMembershipPayment(db, gateway, payment, 'webhook', recording)) ??
      (await recordInstalmentPayment(db, gateway, payment, 'webhook', instalmentRecording(recording)));
    if (!recorded) throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
  }
  // A failed payment of a membership fee records nothing: the fee simply stays unpaid.
  const failed = failedPaymentFromWebhook(event);
  if (failed) await recordFailedPayment(db, failed, recording.now);
}
