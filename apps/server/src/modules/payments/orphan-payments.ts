import { formatMoney } from '@bulk/domain/currency';
import type { PaymentDisposition } from '@bulk/domain/admin';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { AppError } from '#src/lib/app-error';
import type { GatewayPaymentEvent, PaymentGateway } from './gateway';
import {
  findPaymentByGatewayPaymentId,
  insertPaymentReturningId,
  recordRefundOutcome,
} from './payments.repo';

/**
 * Why a captured payment paid nothing: its order was cancelled, its order or membership fee had already
 * been paid by another payment, or it paid an attempt the buyer replaced by paying the order again (at
 * today's prices). It is recorded all the same, and refunded.
 */
export type OrphanReason = 'order_cancelled' | 'order_paid' | 'membership_paid' | 'payment_superseded';

export interface OrphanPayment {
  /** The `payments` row that records it. */
  id: number;
  gatewayPaymentId: string;
  amountPaise: number;
  reason: OrphanReason;
}

/** A payment as it was recorded before, or undefined for a payment id the store has never seen. */
export async function findRecordedPayment(
  tx: Database,
  payment: Pick<GatewayPaymentEvent, 'gatewayOrderId' | 'gatewayPaymentId'>,
) {
  return recordedAs(payment, await findPaymentByGatewayPaymentId(tx, payment.gatewayPaymentId));
}

/** The payment recorded with `payment`'s id (`findRecordedPayment`), refused if another order's. */
export function recordedAs<Recorded extends { gatewayOrderId: string }>(
  payment: Pick<GatewayPaymentEvent, 'gatewayOrderId'>,
  recorded: Recorded | undefined,
): Recorded | undefined {
  // The gateway never reuses a payment id; one recorded for another of its orders is not this payment.
  if (recorded && recorded.gatewayOrderId !== payment.gatewayOrderId) throw paymentRecordedElsewhere();
  return recorded;
}

/** Records, in the caller's transaction, a payment that pays nothing, as waiting for its refund. */
export async function insertOrphanPayment(
  tx: Database,
  gateway: PaymentGateway,
  payment: Pick<GatewayPaymentEvent, 'gatewayOrderId' | 'gatewayPaymentId'>,
  amountPaise: number,
  source: 'verify' | 'webhook',
): Promise<number> {
  return insertPaymentReturningId(tx, {
    gateway: gateway.name,
    gatewayPaymentId: payment.gatewayPaymentId,
    gatewayOrderId: payment.gatewayOrderId,
    amountPaise,
    source,
    disposition: 'refund_pending',
  });
}

/**
 * Refunds an orphan payment through the gateway, once its row is committed, and records the outcome.
 * A refusal (or an unreachable gateway) leaves it `refund_failed`, which the admin payments list shows,
 * for an admin to refund by hand; a crash before the answer leaves it `refund_pending`, shown there too.
 */
export async function refundOrphanPayment(
  db: Database,
  gateway: PaymentGateway,
  orphan: OrphanPayment,
  log: FastifyBaseLogger,
): Promise<PaymentDisposition> {
  const details = {
    paymentId: orphan.gatewayPaymentId,
    amountPaise: orphan.amountPaise,
    reason: orphan.reason,
  };
  let disposition: PaymentDisposition;
  let refundId: string | null = null;
  try {
    refundId = (await gateway.refund(orphan.gatewayPaymentId, orphan.amountPaise)).id;
    disposition = 'refunded';
    log.warn({ ...details, refundId }, 'a payment that paid nothing was refunded');
  } catch (error) {
    disposition = 'refund_failed';
    log.error(
      { ...details, err: error },
      'a payment that paid nothing could not be refunded: an admin must refund it',
    );
  }
  await recordRefundOutcome(db, orphan.id, { disposition, refundId });
  return disposition;
}

const orphanMessages: Record<OrphanReason, (amount: string) => string> = {
  order_cancelled: (amount) => `This order was cancelled; your payment of ${amount} will be refunded.`,
  order_paid: (amount) => `This order is already paid; your second payment of ${amount} will be refunded.`,
  payment_superseded: (amount) =>
    `This payment was for an earlier attempt to pay this order, since replaced; your payment of ${amount} will be refunded.`,
  membership_paid: (amount) =>
    `This membership fee is already paid; your second payment of ${amount} will be refunded.`,
};

/** What the payer is told of an orphan payment: a 409 saying it paid nothing and will be refunded. */
export function orphanPaymentError(orphan: Pick<OrphanPayment, 'amountPaise' | 'reason'>): AppError {
  return new AppError('CONFLICT', orphanMessages[orphan.reason](formatMoney(orphan.amountPaise)));
}

export const PAYMENT_RECORDED_ELSEWHERE = 'This payment is already recorded for another order.';

function paymentRecordedElsewhere(): AppError {
  return new AppError('CONFLICT', PAYMENT_RECORDED_ELSEWHERE);
}

/**
 * Runs a transaction that records a payment, answering a 409 when the payment id is stored meanwhile
 * for another gateway order (a concurrent request got there first; the unique key refused the row).
 */
export async function recordingPayment<T>(record: () => Promise<T>): Promise<T> {
  try {
    return await record();
  } catch (error) {
    if (isUniqueViolation(error, 'payments_gatewayPaymentId_unique')) throw paymentRecordedElsewhere();
    throw error;
  }
}
