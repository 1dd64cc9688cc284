import {
  advanceAllowed,
  advanceBelowMinimumMessage,
  advanceTerms,
  balanceOverdue,
  balanceReminderTimes,
  BALANCE_OVERDUE_DAYS,
  earliestLoadingAt,
  formatVoucherNumber,
  instalmentReference,
  loadingAllowedAt,
  upiPayLink,
  type AdminInstalmentList,
  type AdvanceTerms,
  type BankReferenceRequest,
  type CompanyBank,
  type Instalment,
  type InstalmentCheckout,
  type InstalmentConfirmRequest,
  type InstalmentMethod,
  type OrderInstalments,
  type VoucherKind,
} from '@bulk/domain/advance';
import type { OrderStatus } from '@bulk/domain/checkout';
import { formatMoney } from '@bulk/domain/currency';
import { financialYear } from '@bulk/domain/invoices';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '#src/db/client';
import type { PendingWrite, StatementValue } from '#src/db/writes';
import { isUniqueViolation } from '#src/db/errors';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { renderVoucherPdf, type Voucher } from '#src/modules/invoices/voucher-pdf';
import { enqueueJob } from '#src/modules/jobs/jobs.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import {
  findOrder,
  insertOrderStatusEntry,
  lockOrder,
  setOrderStatus,
  type StoredOrder,
} from '#src/modules/orders/orders.repo';
import type { GatewayPaymentEvent, PaymentGateway } from '#src/modules/payments/gateway';
import {
  findRecordedPayment,
  insertOrphanPayment,
  recordingPayment,
  refundOrphanPayment,
  type OrphanPayment,
} from '#src/modules/payments/orphan-payments';
import { placeCompanyShipment } from '#src/modules/shipments/order-shipments.repo';
import {
  advanceReceivedEmail,
  advanceRefundedEmail,
  balanceDueEmail,
  balanceReceivedEmail,
  balanceReminderEmail,
  orderCancelledEmail,
  type MailOrder,
  type MailStore,
} from './instalment-mail';
import {
  claimInstalmentGatewayOrder,
  findInstalmentByGatewayOrderId,
  findInstalmentById,
  findInstalments,
  insertInstalments,
  listInstalmentsForAdmin,
  lockInstalment,
  nextVoucherSequence,
  setAdvanceReceived,
  setOrderInvoiced,
  updateInstalment,
  type StoredInstalment,
} from './instalments.repo';

/** The job that reminds a buyer of an unpaid balance (3 and 7 days after the bill copy). */
export const BALANCE_REMINDER_JOB = 'order.balance-reminder';

/** How instalment events are told: the store's name and address for links, and whether SMTP sends mail. */
export interface InstalmentMail {
  storeName: string;
  publicUrl: string;
  smtp: boolean;
}

/** Who asks about an order: holding its id is enough for a guest order; an account's is its own and admins'. */
export interface InstalmentRequester {
  userId: number | undefined;
  admin: boolean;
}

const store = (mail: InstalmentMail): MailStore => ({ name: mail.storeName, publicUrl: mail.publicUrl });
const mailOrder = (order: StoredOrder): MailOrder => ({
  id: order.id,
  number: order.number,
  email: order.email,
  fullName: order.shipping.fullName,
});

function assertMayAccess(order: Pick<StoredOrder, 'userId'>, requester: InstalmentRequester): void {
  // An account's order is its account's alone (and the admins'): to anyone else it does not exist.
  if (order.userId !== null && order.userId !== requester.userId && !requester.admin) {
    throw notFound('There is no such order.');
  }
}

/** The next number of a voucher series in the financial year of `at`, in the caller's transaction. */
async function issueVoucherNumber(tx: Database, kind: VoucherKind, at: Date): Promise<string> {
  const year = financialYear(at);
  return formatVoucherNumber(kind, year, await nextVoucherSequence(tx, kind, year));
}

/**
 * Checks that an advance may be asked for an order of `totalPaise` and answers its terms: a 400 naming
 * `paymentPlan` under the minimum.
 */
export function advancePlanTerms(
  totalPaise: number,
  policy: { minimumPaise: number; loadingDelayHours: number },
): AdvanceTerms {
  const { minimumPaise } = policy;
  if (!advanceAllowed(totalPaise, minimumPaise)) {
    const message = advanceBelowMinimumMessage(formatMoney(minimumPaise, 'INR'));
    throw new AppError('VALIDATION_FAILED', message, [{ field: 'paymentPlan', message }]);
  }
  return advanceTerms(totalPaise, policy.loadingDelayHours);
}

/**
 * Writes an advance order's two instalments, the advance with the gateway order made at checkout; `fill`
 * writes their references (the order's number, when only the statement takes it: `StatementNumbers`).
 */
export function insertAdvanceInstalments(
  tx: Database,
  order: { id: string; number: string },
  terms: AdvanceTerms,
  advanceGatewayOrderId: string,
  fill: (text: string) => string | StatementValue,
): PendingWrite {
  return insertInstalments(tx, [
    {
      orderId: order.id,
      number: 1,
      kind: 'advance',
      amountPaise: terms.advancePaise,
      reference: fill(instalmentReference(order.number, 1)),
      gatewayOrderId: advanceGatewayOrderId,
    },
    {
      orderId: order.id,
      number: 2,
      kind: 'balance',
      amountPaise: terms.balancePaise,
      reference: fill(instalmentReference(order.number, 2)),
    },
  ]);
}

/** Whether the buyer may pay an instalment now: due, the order not cancelled, a balance once billed. */
function payable(order: Pick<StoredOrder, 'status'>, instalment: StoredInstalment): boolean {
  if (instalment.status !== 'due' || order.status === 'cancelled') return false;
  return instalment.kind === 'advance' || instalment.dueSince !== null;
}

function assertPayable(order: StoredOrder, instalment: StoredInstalment): void {
  if (payable(order, instalment)) return;
  const message =
    order.status === 'cancelled'
      ? 'This order was cancelled and cannot be paid.'
      : instalment.status !== 'due'
        ? `This ${instalment.kind} is already paid.`
        : 'The balance falls due with the bill copy, when loading begins.';
  throw new AppError('CONFLICT', message);
}

function cancellable(order: Pick<StoredOrder, 'status' | 'paymentPlan'>): boolean {
  return order.paymentPlan === 'advance' && (order.status === 'pending' || order.status === 'paid');
}

const voucherUrl = (orderId: string, kind: VoucherKind) => `/api/orders/${orderId}/${kind}-voucher`;

function instalmentView(
  order: StoredOrder,
  instalment: StoredInstalment,
  bank: CompanyBank & { payeeName: string },
): Instalment {
  const canPay = payable(order, instalment);
  const submitted =
    instalment.submittedMethod && instalment.submittedReference && instalment.submittedAt
      ? {
          method: instalment.submittedMethod,
          reference: instalment.submittedReference,
          submittedAt: instalment.submittedAt.toISOString(),
        }
      : null;
  return {
    id: instalment.id,
    number: instalment.number,
    kind: instalment.kind,
    amountPaise: instalment.amountPaise,
    status: instalment.status,
    payable: canPay,
    reference: instalment.reference,
    upiLink: canPay
      ? upiPayLink({
          payeeVpa: bank.upiId,
          payeeName: bank.payeeName,
          amountPaise: instalment.amountPaise,
          reference: instalment.reference,
          note: `Order ${order.number} ${instalment.kind}`,
        })
      : null,
    upiQrUrl: canPay ? `/api/orders/${order.id}/instalments/${instalment.number}/upi-qr.svg` : null,
    bankReference: submitted,
    method: instalment.method,
    paidAt: instalment.paidAt?.toISOString() ?? null,
    dueSince: instalment.dueSince?.toISOString() ?? null,
    receiptVoucher: instalment.receiptVoucherNumber
      ? { number: instalment.receiptVoucherNumber, url: voucherUrl(order.id, 'receipt') }
      : null,
    refundVoucher: instalment.refundVoucherNumber
      ? { number: instalment.refundVoucherNumber, url: voucherUrl(order.id, 'refund') }
      : null,
  };
}

async function loadOrder(db: Database, orderId: string, requester: InstalmentRequester) {
  const found = await findOrder(db, orderId);
  if (!found) throw notFound('There is no such order.');
  assertMayAccess(found.order, requester);
  return found;
}

/** An order's payment plan, terms and instalments, with the company's bank details to pay them. */
export async function getOrderInstalments(
  db: Database,
  orderId: string,
  requester: InstalmentRequester,
  bank: CompanyBank & { payeeName: string },
): Promise<OrderInstalments> {
  const { order } = await loadOrder(db, orderId, requester);
  const instalments = order.paymentPlan === 'advance' ? await findInstalments(db, order.id) : [];
  const advancePaidAt = instalments[0]?.paidAt ?? null;
  const { payeeName: _payeeName, ...companyBank } = bank;
  return {
    orderId: order.id,
    orderNumber: order.number,
    paymentPlan: order.paymentPlan,
    terms: order.advanceTerms,
    advancePaidAt: advancePaidAt?.toISOString() ?? null,
    earliestLoadingAt:
      advancePaidAt && order.advanceTerms
        ? earliestLoadingAt(advancePaidAt, order.advanceTerms.loadingDelayHours).toISOString()
        : null,
    cancellable: cancellable(order),
    bank: companyBank,
    instalments: instalments.map((instalment) => instalmentView(order, instalment, bank)),
  };
}

/** The UPI link of an instalment the buyer may pay now, for its QR code. */
export async function instalmentUpiLink(
  db: Database,
  orderId: string,
  number: number,
  requester: InstalmentRequester,
  bank: CompanyBank & { payeeName: string },
): Promise<string> {
  const view = await getOrderInstalments(db, orderId, requester, bank);
  const instalment = view.instalments.find((candidate) => candidate.number === number);
  if (!instalment) throw notFound('There is no such instalment.');
  if (!instalment.upiLink) throw new AppError('CONFLICT', 'This instalment cannot be paid now.');
  return instalment.upiLink;
}

/**
 * The gateway order to pay one instalment through the provider's checkout: made once per instalment
 * (the provider takes repeated attempts on one order), so a second payment of it can only be an orphan.
 */
export async function payInstalmentByGateway(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  number: number,
  requester: InstalmentRequester,
  context: { storeName: string },
): Promise<InstalmentCheckout> {
  const { order } = await loadOrder(db, orderId, requester);
  const instalment = (await findInstalments(db, order.id)).find((row) => row.number === number);
  if (!instalment) throw notFound('There is no such instalment.');
  assertPayable(order, instalment);
  let gatewayOrderId = instalment.gatewayOrderId;
  if (!gatewayOrderId) {
    const made = await gateway.createOrder({
      amountPaise: instalment.amountPaise,
      receipt: instalment.reference,
      notes: { orderId: order.id, instalment: String(instalment.number) },
    });
    // Two clicks at once make two gateway orders; the instalment keeps the first, the other is never paid.
    gatewayOrderId = await claimInstalmentGatewayOrder(db, instalment.id, made.id);
  }
  return {
    id: gatewayOrderId,
    amount: instalment.amountPaise,
    currency: 'INR',
    orderId: order.id,
    checkout: {
      gateway: gateway.name,
      key: gateway.keyId,
      scriptUrl: gateway.checkoutScriptUrl,
      name: context.storeName,
      description: `Order ${order.number}: ${instalment.kind === 'advance' ? '50% advance' : 'balance'}`,
    },
  };
}

type PaidBy =
  | { method: 'gateway'; gatewayPaymentId: string }
  | { method: Exclude<InstalmentMethod, 'gateway'>; bankReference: string; confirmedBy: number };

const howPaid = (paid: PaidBy) =>
  paid.method === 'gateway'
    ? `online payment ${paid.gatewayPaymentId}`
    : `${paid.method === 'upi' ? 'UPI' : 'bank transfer'}, reference ${paid.bankReference}`;

/**
 * Records an instalment as paid, in the caller's transaction with the order and the instalment locked:
 * the advance confirms the order with its receipt voucher; the balance clears the order for dispatch.
 */
async function markInstalmentPaid(
  tx: Database,
  order: StoredOrder,
  instalment: StoredInstalment,
  paid: PaidBy,
  at: Date,
  mail: InstalmentMail,
): Promise<void> {
  const isAdvance = instalment.kind === 'advance';
  const receiptVoucherNumber = isAdvance ? await issueVoucherNumber(tx, 'receipt', at) : null;
  await updateInstalment(tx, instalment.id, {
    status: 'paid',
    method: paid.method,
    gatewayPaymentId: paid.method === 'gateway' ? paid.gatewayPaymentId : null,
    bankReference: paid.method === 'gateway' ? null : paid.bankReference,
    confirmedBy: paid.method === 'gateway' ? null : paid.confirmedBy,
    paidAt: at,
    receiptVoucherNumber,
  });
  const how = howPaid(paid);
  if (isAdvance) {
    await setAdvanceReceived(tx, order.id, at);
    await placeCompanyShipment(tx, order.id, at);
    await insertOrderStatusEntry(tx, {
      orderId: order.id,
      status: 'paid',
      at,
      note: `advance ${formatMoney(instalment.amountPaise)} by ${how}; receipt voucher ${receiptVoucherNumber}`,
      actorId: paid.method === 'gateway' ? null : paid.confirmedBy,
    });
    const terms = order.advanceTerms!;
    await enqueueMail(
      tx,
      advanceReceivedEmail(
        mailOrder(order),
        {
          amountPaise: instalment.amountPaise,
          voucherNumber: receiptVoucherNumber!,
          earliestLoadingAt: earliestLoadingAt(at, terms.loadingDelayHours),
          balancePaise: terms.balancePaise,
        },
        store(mail),
      ),
      mail,
    );
    return;
  }
  await insertOrderStatusEntry(tx, {
    orderId: order.id,
    status: order.status,
    at,
    note: `balance ${formatMoney(instalment.amountPaise)} by ${how}`,
    actorId: paid.method === 'gateway' ? null : paid.confirmedBy,
  });
  await enqueueMail(
    tx,
    balanceReceivedEmail(mailOrder(order), { amountPaise: instalment.amountPaise, how }, store(mail)),
    mail,
  );
}

/** Locks an order and one of its instalments, in that sequence (see `lockInstalment`). */
async function lockOrderAndInstalment(tx: Database, orderId: string, number: number) {
  const order = await lockOrder(tx, orderId);
  const instalment = order && (await lockInstalment(tx, orderId, number));
  if (!order || !instalment) throw notFound('There is no such instalment.');
  return { order, instalment };
}

export interface RecordedInstalmentPayment {
  orderId: string;
  firstRecord: boolean;
  orphan?: OrphanPayment;
}

/**
 * Records a captured gateway payment of an instalment exactly once, whether the verify, the webhook or
 * both report it, and whatever a bank confirmation does meanwhile: the order and instalment are locked;
 * a repeat changes nothing; a payment of an instalment already paid (by another payment or a confirmed
 * bank transfer) or of a cancelled order is an orphan, recorded and refunded once. Answers undefined for
 * a gateway order of no instalment.
 */
export async function recordInstalmentPayment(
  db: Database,
  gateway: PaymentGateway,
  payment: GatewayPaymentEvent | Omit<GatewayPaymentEvent, 'amountPaise'>,
  source: 'verify' | 'webhook',
  options: { mail: InstalmentMail; log: FastifyBaseLogger; now: Date },
): Promise<RecordedInstalmentPayment | undefined> {
  const found = await findInstalmentByGatewayOrderId(db, payment.gatewayOrderId);
  if (!found) return undefined;
  const recorded = await recordingPayment(() =>
    db.transaction(async (tx): Promise<RecordedInstalmentPayment> => {
      const { order, instalment } = await lockOrderAndInstalment(tx, found.orderId, found.number);
      if ('amountPaise' in payment && payment.amountPaise !== instalment.amountPaise) {
        throw new AppError('PAYMENT_NOT_VERIFIED', 'Could not verify payment.');
      }
      if (instalment.gatewayPaymentId === payment.gatewayPaymentId) {
        return { orderId: order.id, firstRecord: false };
      }
      const reason = order.status === 'cancelled' ? 'order_cancelled' : 'order_paid';
      const before = await findRecordedPayment(tx, payment);
      if (before) {
        const orphan = {
          id: before.id,
          gatewayPaymentId: payment.gatewayPaymentId,
          amountPaise: before.amountPaise,
        };
        return { orderId: order.id, firstRecord: false, orphan: { ...orphan, reason } };
      }
      if (instalment.status !== 'due' || order.status === 'cancelled') {
        const id = await insertOrphanPayment(tx, gateway, payment, instalment.amountPaise, source);
        const orphan = {
          id,
          gatewayPaymentId: payment.gatewayPaymentId,
          amountPaise: instalment.amountPaise,
        };
        return { orderId: order.id, firstRecord: true, orphan: { ...orphan, reason } };
      }
      await markInstalmentPaid(
        tx,
        order,
        instalment,
        { method: 'gateway', gatewayPaymentId: payment.gatewayPaymentId },
        options.now,
        options.mail,
      );
      return { orderId: order.id, firstRecord: true };
    }),
  );
  if (recorded.orphan && recorded.firstRecord) {
    await refundOrphanPayment(db, gateway, recorded.orphan, options.log);
  }
  return recorded;
}

/**
 * The order an instalment's gateway order was made for, or undefined. A refused payment of an instalment
 * records nothing: the instalment simply stays due, payable again by any of the three means.
 */
export async function orderOfInstalmentGatewayOrder(db: Database, gatewayOrderId: string) {
  return (await findInstalmentByGatewayOrderId(db, gatewayOrderId))?.orderId;
}

/** The buyer's bank reference (UTR) for an instalment sent by bank transfer or UPI, for an admin to confirm. */
export async function submitBankReference(
  db: Database,
  orderId: string,
  number: number,
  body: BankReferenceRequest,
  requester: InstalmentRequester,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { order, instalment } = await lockOrderAndInstalment(tx, orderId, number);
    assertMayAccess(order, requester);
    assertPayable(order, instalment);
    await updateInstalment(tx, instalment.id, {
      submittedMethod: body.method,
      submittedReference: body.reference,
      submittedAt: now,
    });
  });
}

const REFERENCE_USED = 'This bank reference has already paid another instalment.';

/**
 * An admin confirms an instalment's bank transfer or UPI payment against the bank statement: once only
 * (a second confirmation, or one after the gateway payment, is a 409), with the audit entry.
 */
export async function confirmInstalment(
  db: Database,
  instalmentId: number,
  body: InstalmentConfirmRequest,
  admin: { id: number; at: Date },
  mail: InstalmentMail,
) {
  const found = await findInstalmentById(db, instalmentId);
  if (!found) throw notFound('There is no such instalment.');
  try {
    return await db.transaction(async (tx) => {
      const { order, instalment } = await lockOrderAndInstalment(tx, found.orderId, found.number);
      if (order.status === 'cancelled') throw new AppError('CONFLICT', 'This order was cancelled.');
      if (instalment.status !== 'due') {
        throw new AppError('CONFLICT', `This ${instalment.kind} is already ${instalment.status}.`);
      }
      const reference = body.reference ?? instalment.submittedReference;
      const method = body.method ?? instalment.submittedMethod;
      if (!reference || !method) {
        const message = 'The buyer has given no bank reference: enter the one on the bank statement.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'reference', message }]);
      }
      await markInstalmentPaid(
        tx,
        order,
        instalment,
        { method, bankReference: reference, confirmedBy: admin.id },
        admin.at,
        mail,
      );
      await recordAudit(tx, {
        adminId: admin.id,
        action: 'instalment.confirm',
        target: order.id,
        details: { number: order.number, instalment: instalment.number, method, reference },
        at: admin.at,
      });
      return { id: instalment.id, orderId: order.id, status: 'paid' as const };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'order_instalments_bankReference_unique')) {
      throw new AppError('CONFLICT', REFERENCE_USED, [{ field: 'reference', message: REFERENCE_USED }]);
    }
    throw error;
  }
}

/** What cancelling an advance order does with its advance, decided under the order's lock. */
type PendingRefund = { instalment: StoredInstalment; by: 'gateway' | 'bank' } | null;

/**
 * Cancels an advance order before loading, in the caller's transaction with the order locked: unpaid
 * instalments become void; a paid advance waits for its refund (through the gateway for a gateway
 * payment, else by bank, recorded by an admin).
 */
async function cancelInstalments(
  tx: Database,
  order: StoredOrder,
  at: Date,
  mail: InstalmentMail,
): Promise<PendingRefund> {
  let refund: PendingRefund = null;
  for (const stored of await findInstalments(tx, order.id)) {
    const instalment = (await lockInstalment(tx, order.id, stored.number))!;
    if (instalment.status === 'due') {
      await updateInstalment(tx, instalment.id, { status: 'void' });
    } else if (instalment.status === 'paid') {
      const by = instalment.method === 'gateway' ? 'gateway' : 'bank';
      refund = {
        instalment: await updateInstalment(tx, instalment.id, { status: 'refund_pending', refundMethod: by }),
        by,
      };
    }
  }
  await enqueueMail(
    tx,
    orderCancelledEmail(
      mailOrder(order),
      refund && { amountPaise: refund.instalment.amountPaise, by: refund.by },
      store(mail),
    ),
    mail,
  );
  return refund;
}

/** Marks a waiting refund made, with its refund voucher (rule 51) and the email, in the caller's transaction. */
async function markRefunded(
  tx: Database,
  order: StoredOrder,
  instalment: StoredInstalment,
  refund: { method: 'gateway' | 'bank'; reference: string },
  at: Date,
  mail: InstalmentMail,
): Promise<void> {
  const voucherNumber = await issueVoucherNumber(tx, 'refund', at);
  await updateInstalment(tx, instalment.id, {
    status: 'refunded',
    refundMethod: refund.method,
    refundReference: refund.reference,
    refundVoucherNumber: voucherNumber,
    refundedAt: at,
  });
  await insertOrderStatusEntry(tx, {
    orderId: order.id,
    status: order.status,
    at,
    note: `advance ${formatMoney(instalment.amountPaise)} refunded (${refund.reference}); refund voucher ${voucherNumber}`,
  });
  await enqueueMail(
    tx,
    advanceRefundedEmail(
      mailOrder(order),
      { amountPaise: instalment.amountPaise, voucherNumber },
      store(mail),
    ),
    mail,
  );
}

/**
 * Refunds a gateway-paid advance once its cancellation is committed. Only the request that cancelled
 * calls this, so the gateway is asked once; a refusal leaves it `refund_pending` for an admin to refund
 * by bank and record.
 */
async function refundThroughGateway(
  db: Database,
  gateway: PaymentGateway,
  instalment: StoredInstalment,
  context: { mail: InstalmentMail; log: FastifyBaseLogger; now: Date },
): Promise<void> {
  let refundId: string;
  try {
    refundId = (await gateway.refund(instalment.gatewayPaymentId!, instalment.amountPaise)).id;
  } catch (error) {
    context.log.error(
      { err: error, instalmentId: instalment.id, paymentId: instalment.gatewayPaymentId },
      'the advance of a cancelled order could not be refunded: an admin must refund it by bank',
    );
    return;
  }
  await db.transaction(async (tx) => {
    const { order, instalment: locked } = await lockOrderAndInstalment(
      tx,
      instalment.orderId,
      instalment.number,
    );
    if (locked.status !== 'refund_pending') return;
    await markRefunded(
      tx,
      order,
      locked,
      { method: 'gateway', reference: refundId },
      context.now,
      context.mail,
    );
  });
}

/** Runs after a cancellation commits: the gateway refund, if the advance was paid through the gateway. */
export async function afterCancellation(
  db: Database,
  gateway: PaymentGateway,
  refund: PendingRefund,
  context: { mail: InstalmentMail; log: FastifyBaseLogger; now: Date },
): Promise<void> {
  if (refund?.by === 'gateway') await refundThroughGateway(db, gateway, refund.instalment, context);
}

/** The buyer cancels an advance order before loading: the advance is refunded with a refund voucher. */
export async function cancelAdvanceOrder(
  db: Database,
  gateway: PaymentGateway,
  orderId: string,
  requester: InstalmentRequester,
  context: { mail: InstalmentMail; log: FastifyBaseLogger; now: Date },
) {
  const refund = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('There is no such order.');
    assertMayAccess(order, requester);
    if (order.paymentPlan !== 'advance') {
      throw new AppError(
        'CONFLICT',
        'Only an order paid by advance can be cancelled here; please contact us.',
      );
    }
    if (!cancellable(order)) {
      throw new AppError(
        'CONFLICT',
        order.status === 'cancelled'
          ? 'This order is already cancelled.'
          : 'Loading has begun: the order can no longer be cancelled.',
      );
    }
    await setOrderStatus(tx, order.id, 'cancelled');
    await insertOrderStatusEntry(tx, {
      orderId: order.id,
      status: 'cancelled',
      at: context.now,
      note: 'cancelled by the buyer before loading',
    });
    return cancelInstalments(tx, { ...order, status: 'cancelled' }, context.now, context.mail);
  });
  await afterCancellation(db, gateway, refund, context);
  return { orderId, status: 'cancelled' as const, refund: refund?.by ?? ('none' as const) };
}

/** An admin records the bank refund of an advance (a bank-paid one, or one the gateway refused to refund). */
export async function recordBankRefund(
  db: Database,
  instalmentId: number,
  reference: string,
  admin: { id: number; at: Date },
  mail: InstalmentMail,
) {
  const found = await findInstalmentById(db, instalmentId);
  if (!found) throw notFound('There is no such instalment.');
  return db.transaction(async (tx) => {
    const { order, instalment } = await lockOrderAndInstalment(tx, found.orderId, found.number);
    if (instalment.status !== 'refund_pending') {
      throw new AppError(
        'CONFLICT',
        `This instalment is ${instalment.status}: there is no refund to record.`,
      );
    }
    await markRefunded(tx, order, instalment, { method: 'bank', reference }, admin.at, mail);
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'instalment.refund',
      target: order.id,
      details: { number: order.number, instalment: instalment.number, reference },
      at: admin.at,
    });
    return { id: instalment.id, orderId: order.id, status: 'refunded' as const };
  });
}

/** What an admin's status change of an advance order needs besides the order. */
export interface AdvanceStatusContext {
  at: Date;
  mail: InstalmentMail;
  /** Issues the bill copy's number from the store's one invoice series. */
  issueInvoiceNumber: (tx: Database, at: Date) => Promise<string>;
}

/**
 * The advance plan's rules on an admin's status change, in the caller's transaction with the order
 * locked: loading no sooner than 24 hours after the advance (a 409 naming the earliest time), issuing the
 * bill copy and the balance reminders; dispatch only once the balance is paid; a cancellation refunds the
 * advance. Answers the refund to make once the change commits.
 */
export async function applyAdvancePlan(
  tx: Database,
  orderId: string,
  to: OrderStatus,
  context: AdvanceStatusContext,
): Promise<PendingRefund> {
  const order = (await lockOrder(tx, orderId))!;
  if (order.paymentPlan !== 'advance') return null;
  const instalments = await findInstalments(tx, order.id);
  const [advance, balance] = instalments;
  if (to === 'loading') {
    const terms = order.advanceTerms!;
    if (!loadingAllowedAt(context.at, advance!.paidAt, terms.loadingDelayHours)) {
      const earliest = earliestLoadingAt(advance!.paidAt!, terms.loadingDelayHours).toISOString();
      const message = `Loading may begin from ${earliest}, ${terms.loadingDelayHours} hours after the advance.`;
      throw new AppError('CONFLICT', message, [{ field: 'status', message }], {
        earliestLoadingAt: earliest,
      });
    }
    const invoiceNumber = await context.issueInvoiceNumber(tx, context.at);
    await setOrderInvoiced(tx, order.id, { invoiceNumber, invoicedAt: context.at });
    await updateInstalment(tx, balance!.id, { dueSince: context.at });
    for (const reminder of balanceReminderTimes(context.at)) {
      await enqueueJob(tx, {
        kind: BALANCE_REMINDER_JOB,
        payload: { orderId: order.id, day: reminder.day },
        runAt: reminder.at,
      });
    }
    await enqueueMail(
      tx,
      balanceDueEmail(
        mailOrder(order),
        { invoiceNumber, balancePaise: balance!.amountPaise, reference: balance!.reference },
        store(context.mail),
      ),
      context.mail,
    );
    return null;
  }
  if (to === 'dispatched' && balance!.status !== 'paid') {
    const message = 'The balance is not paid yet: the order is dispatched once it is received.';
    throw new AppError('CONFLICT', message, [{ field: 'status', message }]);
  }
  if (to === 'cancelled') {
    return cancelInstalments(tx, { ...order, status: 'cancelled' }, context.at, context.mail);
  }
  return null;
}

const reminderJobSchema = z.object({ orderId: z.string(), day: z.number().int() });

/** The `order.balance-reminder` job: reminds the buyer of a balance still unpaid; nothing once it is paid. */
export async function remindOfBalance(tx: Database, payload: unknown, mail: InstalmentMail): Promise<void> {
  const { orderId, day } = reminderJobSchema.parse(payload);
  const order = await lockOrder(tx, orderId);
  if (!order || order.status === 'cancelled' || !order.invoiceNumber) return;
  const balance = await lockInstalment(tx, orderId, 2);
  if (balance?.status !== 'due') return;
  await enqueueMail(
    tx,
    balanceReminderEmail(
      mailOrder(order),
      {
        day,
        balancePaise: balance.amountPaise,
        reference: balance.reference,
        invoiceNumber: order.invoiceNumber,
      },
      store(mail),
    ),
    mail,
  );
}

/** The instalments admins act on: references to confirm, balances due or overdue, bank refunds to make. */
export async function listAdminInstalments(
  db: Database,
  state: 'awaiting_confirmation' | 'balance_due' | 'balance_overdue' | 'refund_pending',
  now: Date,
): Promise<AdminInstalmentList> {
  const overdueBilledBefore = new Date(now.getTime() - BALANCE_OVERDUE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await listInstalmentsForAdmin(
    db,
    state === 'balance_due' || state === 'balance_overdue' ? { state, overdueBilledBefore } : { state },
  );
  return {
    instalments: rows.map(({ instalment, orderNumber, email, shipping }) => ({
      id: instalment.id,
      orderId: instalment.orderId,
      orderNumber,
      buyer: shipping.fullName,
      email,
      number: instalment.number,
      kind: instalment.kind,
      amountPaise: instalment.amountPaise,
      status: instalment.status,
      reference: instalment.reference,
      bankReference:
        instalment.submittedMethod && instalment.submittedReference && instalment.submittedAt
          ? {
              method: instalment.submittedMethod,
              reference: instalment.submittedReference,
              submittedAt: instalment.submittedAt.toISOString(),
            }
          : null,
      dueSince: instalment.dueSince?.toISOString() ?? null,
      overdue: instalment.dueSince !== null && balanceOverdue(instalment.dueSince, now),
    })),
  };
}

/** The receipt voucher of an order's advance, or the refund voucher of its refund, as a PDF. */
export async function renderInstalmentVoucher(
  db: Database,
  orderId: string,
  kind: VoucherKind,
  requester: InstalmentRequester,
  seller: { name: string; address: string; gstin: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { order, lines } = await loadOrder(db, orderId, requester);
  const advance = order.paymentPlan === 'advance' ? (await findInstalments(db, order.id))[0] : undefined;
  const number = kind === 'receipt' ? advance?.receiptVoucherNumber : advance?.refundVoucherNumber;
  if (!advance || !number) {
    throw notFound(
      kind === 'receipt'
        ? 'No advance has been received for this order.'
        : 'No advance has been refunded for this order.',
    );
  }
  const billing = order.buyer?.billing ?? order.shipping;
  const paidBy =
    advance.method === 'gateway'
      ? `online payment ${advance.gatewayPaymentId}`
      : `${advance.method === 'upi' ? 'UPI' : 'bank transfer'}, reference ${advance.bankReference}`;
  const voucher: Voucher = {
    kind,
    number,
    date: kind === 'receipt' ? advance.paidAt! : advance.refundedAt!,
    seller,
    buyer: {
      name: order.buyer?.company || order.shipping.fullName,
      address: `${billing.address}, ${billing.city}, ${billing.state} ${billing.zip}`,
      gstin: order.buyer?.gstin || undefined,
    },
    placeOfSupply: order.shipping.state,
    orderNumber: order.number,
    goods: lines.map((line) => `${line.name} (HSN ${line.hsn}), ${line.quantity} ${line.unit}`),
    amountPaise: advance.amountPaise,
    payment:
      kind === 'receipt'
        ? paidBy
        : `${advance.refundMethod === 'gateway' ? 'refund through the payment gateway' : 'bank transfer'}, reference ${advance.refundReference}`,
    ...(kind === 'refund' && {
      receiptVoucher: { number: advance.receiptVoucherNumber!, date: advance.paidAt! },
    }),
  };
  return {
    pdf: await renderVoucherPdf(voucher),
    fileName: `${kind}-voucher-${number.replaceAll('/', '-')}.pdf`,
  };
}

/** What an advance order's tax invoice prints as its payment: both instalments' references. */
export async function advancePaymentLabel(db: Database, orderId: string): Promise<string> {
  const [advance, balance] = await findInstalments(db, orderId);
  return `Advance ${advance?.receiptVoucherNumber ?? advance?.reference}; balance ${balance?.reference}`;
}
