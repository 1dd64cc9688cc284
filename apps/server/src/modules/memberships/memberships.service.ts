import {
  EMAIL_TAKEN_MESSAGE,
  MEMBERSHIP_FEE_PAISE,
  SUPPLIER_MEMBERSHIP_MONTHS,
  type MemberDocumentKind,
  type MembershipKind,
  type MembershipOrderRequest,
} from '@bulk/domain/memberships';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { UploadType } from '@bulk/domain/engagement';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import {
  jobseekerProfiles,
  memberDocuments,
  membershipPurchases,
  payments,
  supplierProfiles,
  users,
} from '#src/db/schema/index';
import { AppError } from '#src/lib/app-error';
import { registrationAttemptEmail, type StoreMailContext } from '#src/modules/auth/account-mail';
import { hashPassword } from '#src/modules/auth/password';
import type { RateLimiter } from '#src/modules/auth/rate-limiter';
import { enqueueMail } from '#src/modules/mail/outbox';
import { issueInvoiceNumber } from '#src/modules/orders/orders.service';
import type { GatewayPaymentEvent, PaymentGateway } from '#src/modules/payments/gateway';
import {
  findRecordedPayment,
  insertOrphanPayment,
  orphanPaymentError,
  recordingPayment,
  refundOrphanPayment,
  type OrphanPayment,
} from '#src/modules/payments/orphan-payments';
import { randomId } from '#src/modules/payments/random-id';
import type { UploadStore } from '#src/modules/uploads/upload-store';
import { registrationReceivedEmail } from './membership-mail';

export type MembershipPurchase = typeof membershipPurchases.$inferSelect;

const PAYMENT_NOT_VERIFIED = 'Could not verify payment.';
const FEE_FOR_TAKEN_EMAIL =
  'No second account can be made with this address, so please do not pay the fee for it.';

const kindNames: Record<MembershipKind, string> = {
  supplier: 'a supplier membership',
  jobseeker: 'a job seeker registration',
};

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return Boolean(row);
}

/**
 * Creates the gateway order for a membership fee. The amount is the server's fee. An email that already
 * has an account is refused before any payment only for that account's own signed-in user; anyone else
 * gets the answer of a free email (a stranger learns nothing) and the owner is emailed at once, before
 * anything is paid. The save after a payment still refuses the email (decision 007).
 */
export async function createMembershipOrder(
  db: Database,
  gateway: PaymentGateway,
  request: Pick<MembershipOrderRequest, 'productType' | 'email'>,
  context: {
    signedInEmail: string | undefined;
    mail: StoreMailContext & { smtp: boolean };
    ownerNoticesPerEmail: RateLimiter;
  },
) {
  const kind = request.productType;
  const email = request.email.toLowerCase();
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (owner && context.signedInEmail?.toLowerCase() === email) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
  }
  // Past the allowance the owner has been told enough; the answer stays the same.
  if (owner && !(await context.ownerNoticesPerEmail.hit(email))) {
    const message = registrationAttemptEmail(owner, kindNames[kind], context.mail, FEE_FOR_TAKEN_EMAIL);
    await enqueueMail(db, message, { smtp: context.mail.smtp });
  }
  const amountPaise = MEMBERSHIP_FEE_PAISE[kind];
  const id = randomId('mem', 22);
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    receipt: id,
    notes: { membershipId: id, kind, email },
  });
  await db.insert(membershipPurchases).values({
    id,
    kind,
    email,
    amountPaise,
    gateway: gateway.name,
    gatewayOrderId: gatewayOrder.id,
  });
  return { membershipId: id, gatewayOrderId: gatewayOrder.id, amountPaise, kind };
}

/**
 * Records the payment of a membership fee exactly once (the purchase row is locked; a repeat changes
 * nothing; `payments` has unique keys). Returns undefined when the gateway order is not a membership's,
 * so the caller records it as a cart order's. The invoice number is issued with the payment. A second
 * payment for a fee already paid pays nothing: it is recorded as an orphan and refunded once committed.
 */
export async function recordMembershipPayment(
  db: Database,
  gateway: PaymentGateway,
  payment: GatewayPaymentEvent | Omit<GatewayPaymentEvent, 'amountPaise'>,
  source: 'verify' | 'webhook',
  options: { invoicePrefix: string; log: FastifyBaseLogger; now?: Date },
): Promise<{ membershipId: string; firstRecord: boolean; orphan?: OrphanPayment } | undefined> {
  const recorded = await recordingPayment(() =>
    db.transaction(async (tx) => {
      const [purchase] = await tx
        .select()
        .from(membershipPurchases)
        .where(eq(membershipPurchases.gatewayOrderId, payment.gatewayOrderId))
        .for('update');
      if (!purchase) return undefined;
      if ('amountPaise' in payment && payment.amountPaise !== purchase.amountPaise) {
        throw new AppError('PAYMENT_NOT_VERIFIED', PAYMENT_NOT_VERIFIED);
      }
      const orphanOf = (id: number) => ({
        id,
        gatewayPaymentId: payment.gatewayPaymentId,
        amountPaise: purchase.amountPaise,
        reason: 'membership_paid' as const,
      });
      const before = await findRecordedPayment(tx, payment);
      if (before) {
        if (before.disposition === 'applied') return { membershipId: purchase.id, firstRecord: false };
        return { membershipId: purchase.id, firstRecord: false, orphan: orphanOf(before.id) };
      }
      if (purchase.status !== 'pending') {
        const id = await insertOrphanPayment(tx, gateway, payment, purchase.amountPaise, source);
        return { membershipId: purchase.id, firstRecord: true, orphan: orphanOf(id) };
      }
      const now = options.now ?? new Date();
      const invoiceNumber = await issueInvoiceNumber(tx, options.invoicePrefix, now);
      await tx
        .update(membershipPurchases)
        .set({ status: 'paid', paidAt: now, invoiceNumber })
        .where(eq(membershipPurchases.id, purchase.id));
      await tx.insert(payments).values({
        membershipId: purchase.id,
        gateway: gateway.name,
        gatewayPaymentId: payment.gatewayPaymentId,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: purchase.amountPaise,
        source,
      });
      return { membershipId: purchase.id, firstRecord: true };
    }),
  );
  if (recorded?.orphan && recorded.firstRecord) {
    await refundOrphanPayment(db, gateway, recorded.orphan, options.log);
  }
  return recorded;
}

export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature?: string | undefined;
}

/**
 * The paid, not yet used purchase a registration may complete, or the reason it may not: unknown or
 * unpaid order, another payment id, a fee of the other kind, another email, or already used. A purchase
 * still pending is recorded here when the checkout's signature comes with it (the verify call was lost).
 */
export async function paidPurchaseFor(
  db: Database,
  gateway: PaymentGateway,
  kind: MembershipKind,
  email: string,
  proof: PaymentProof,
  options: { invoicePrefix: string; log: FastifyBaseLogger },
): Promise<MembershipPurchase> {
  const find = async () =>
    (
      await db.select().from(membershipPurchases).where(eq(membershipPurchases.gatewayOrderId, proof.orderId))
    )[0];
  let purchase = await find();
  const notVerified = () =>
    new AppError('PAYMENT_NOT_VERIFIED', PAYMENT_NOT_VERIFIED, [
      { field: 'paymentId', message: PAYMENT_NOT_VERIFIED },
    ]);
  if (!purchase) throw notVerified();
  if (purchase.kind !== kind) {
    const message = `This payment was for ${kindNames[purchase.kind]}, not ${kindNames[kind]}.`;
    throw new AppError('PAYMENT_NOT_VERIFIED', message, [{ field: 'orderId', message }]);
  }
  if (purchase.status === 'pending') {
    const genuine =
      proof.signature !== undefined &&
      gateway.verifyCheckoutSignature({
        gatewayOrderId: proof.orderId,
        gatewayPaymentId: proof.paymentId,
        signature: proof.signature,
      });
    if (!genuine) throw notVerified();
    const recorded = await recordMembershipPayment(
      db,
      gateway,
      { gatewayOrderId: proof.orderId, gatewayPaymentId: proof.paymentId },
      'verify',
      options,
    );
    if (recorded?.orphan) throw orphanPaymentError(recorded.orphan);
    purchase = (await find())!;
  }
  const [payment] = await db
    .select({ gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(eq(payments.membershipId, purchase.id));
  if (!payment || payment.gatewayPaymentId !== proof.paymentId) throw notVerified();
  if (purchase.status === 'completed') {
    const message = 'This registration is already complete. Please log in.';
    throw new AppError('CONFLICT', message, [{ field: 'paymentId', message }]);
  }
  if (purchase.email !== email.toLowerCase()) {
    const message = 'This payment was made for another email address.';
    throw new AppError('CONFLICT', message, [{ field: 'email', message }]);
  }
  if (await emailTaken(db, email)) {
    throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }]);
  }
  return purchase;
}

/**
 * The state a free-text address names (the longest match wins, so 'Andhra Pradesh' is not read as
 * 'Pradesh' anything else); the company's own state when it names none. Place of supply for services to
 * an unregistered person is the recipient's location when on record, else the supplier's (IGST Act 12(2)).
 */
export function placeOfSupplyFrom(text: string | undefined): string {
  if (!text) return COMPANY_STATE;
  const normalised = ` ${text.toLowerCase().replace(/[^a-z&]+/g, ' ')} `;
  const matches = INDIAN_STATES.filter((state) =>
    normalised.includes(` ${state.toLowerCase().replace(/[^a-z&]+/g, ' ')} `),
  ).sort((a, b) => b.length - a.length);
  return matches[0] ?? COMPANY_STATE;
}

export interface UploadedFile {
  kind: MemberDocumentKind;
  content: Buffer;
  name: string;
  type: UploadType;
}

export type RegistrationDetails =
  | {
      kind: 'supplier';
      businessName: string;
      contactPerson: string;
      email: string;
      mobile: string;
      password: string;
      categories: string[];
      address: string;
    }
  | {
      kind: 'jobseeker';
      fullName: string;
      email: string;
      mobile: string;
      password: string;
      gender?: 'male' | 'female' | 'other' | undefined;
      dob?: string | undefined;
      qualification?: string | undefined;
      experience?: string | undefined;
      cityState?: string | undefined;
    };

/** A year (the membership's length) after `from`, on the same calendar day. */
export function membershipEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + SUPPLIER_MEMBERSHIP_MONTHS);
  return end;
}

/**
 * Saves a paid registration all or nothing: the files are written first; then one transaction creates
 * the account, its profile, its documents, marks the purchase completed and queues the 'registration
 * received' email. If anything fails the transaction rolls back and the files are removed, so the same
 * payment can complete the registration on a retry.
 */
export async function completeRegistration(
  db: Database,
  uploads: UploadStore,
  purchase: MembershipPurchase,
  details: RegistrationDetails,
  files: UploadedFile[],
  mail: { smtp: boolean; storeName: string; publicUrl: string },
): Promise<{ userId: number; name: string; email: string; status: 'pending' | 'active' }> {
  const passwordHash = await hashPassword(details.password);
  const stored: { file: UploadedFile; key: string }[] = [];
  try {
    for (const file of files) stored.push({ file, key: await uploads.save(file.content) });
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: membershipPurchases.status, paidAt: membershipPurchases.paidAt })
        .from(membershipPurchases)
        .where(eq(membershipPurchases.id, purchase.id))
        .for('update');
      // A concurrent retry may have completed it between the checks and this lock.
      if (locked?.status !== 'paid' || !locked.paidAt) {
        throw new AppError('CONFLICT', 'This registration is already complete. Please log in.');
      }
      const isSupplier = details.kind === 'supplier';
      const name = isSupplier ? details.contactPerson : details.fullName;
      const status = isSupplier ? 'pending' : 'active';
      const [user] = await tx
        .insert(users)
        .values({
          email: details.email.toLowerCase(),
          name,
          passwordHash,
          role: details.kind,
          status,
          phone: details.mobile,
          address: isSupplier ? details.address : (details.cityState ?? null),
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) {
        throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [
          { field: 'email', message: EMAIL_TAKEN_MESSAGE },
        ]);
      }
      if (isSupplier) {
        await tx.insert(supplierProfiles).values({
          userId: user.id,
          businessName: details.businessName,
          contactPerson: details.contactPerson,
          mobile: details.mobile,
          categories: details.categories,
          address: details.address,
          validUntil: membershipEnd(locked.paidAt),
        });
      } else {
        await tx.insert(jobseekerProfiles).values({
          userId: user.id,
          mobile: details.mobile,
          gender: details.gender ?? null,
          dob: details.dob ?? null,
          qualification: details.qualification ?? null,
          experience: details.experience ?? null,
          cityState: details.cityState ?? null,
        });
      }
      if (stored.length > 0) {
        await tx.insert(memberDocuments).values(
          stored.map(({ file, key }) => ({
            id: randomId('doc', 22),
            userId: user.id,
            kind: file.kind,
            storageKey: key,
            fileName: file.name,
            contentType: file.type,
            sizeBytes: file.content.length,
          })),
        );
      }
      await tx
        .update(membershipPurchases)
        .set({
          status: 'completed',
          userId: user.id,
          completedAt: new Date(),
          placeOfSupply: placeOfSupplyFrom(isSupplier ? details.address : details.cityState),
        })
        .where(and(eq(membershipPurchases.id, purchase.id), eq(membershipPurchases.status, 'paid')));
      await enqueueMail(
        tx,
        registrationReceivedEmail({ name, email: details.email, kind: details.kind }, mail),
        { smtp: mail.smtp },
      );
      return { userId: user.id, name, email: details.email.toLowerCase(), status };
    });
  } catch (error) {
    // No account, no files: an orphan upload would be kept for no one.
    await Promise.all(stored.map(({ key }) => uploads.remove(key)));
    throw error;
  }
}
