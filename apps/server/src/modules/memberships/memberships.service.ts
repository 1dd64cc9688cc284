import {
  EMAIL_TAKEN_MESSAGE,
  feeInvoiceAmounts,
  graceEnd,
  MEMBERSHIP_FEE_PAISE,
  MEMBERSHIP_GST_RATE_BPS,
  MEMBERSHIP_SAC,
  membershipDaysLeft,
  membershipDescriptions,
  membershipEnd,
  membershipPhase,
  renewalOpensAt,
  renewalRefusal,
  type AdminJobseekerRecord,
  type AdminSupplierRecord,
  type MemberDocumentKind,
  type MemberProfile,
  type MembershipKind,
  type MembershipOrderRequest,
} from '@bulk/domain/memberships';
import { buildInvoice, type InvoiceSeller } from '@bulk/domain/invoices';
import { INDIAN_STATES } from '@bulk/domain/shipping';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { UploadType } from '@bulk/domain/engagement';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { registrationAttemptEmail, type StoreMailContext } from '#src/modules/auth/account-mail';
import { hashPassword } from '#src/modules/auth/password';
import type { RateLimiter } from '#src/modules/auth/rate-limiter';
import { queueVerificationEmail } from '#src/modules/auth/auth.service';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import type { StoreCopy } from '#src/modules/listings/listings.service';
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
import type { AppServices } from '#src/services';
import type { UploadStore } from '#src/modules/uploads/upload-store';
import {
  documentsOf,
  findAccount,
  findAccountByEmail,
  findJobseekerProfile,
  findMemberDocument,
  findSupplierProfile,
  insertJobseekerProfile,
  insertMemberAccount,
  insertMemberDocuments,
  insertSupplierProfile,
  jobseekerRegistrations,
  lockSupplier,
  membershipInvoiceUrl,
  membershipPaymentsOf,
  recordSupplierDecision,
  setSupplierValidUntil,
  supplierRegistrations,
  type StoredMemberDocument,
} from './members.repo';
import { registrationReceivedEmail, supplierDecisionEmail } from './membership-mail';
import { completeRenewal, scheduleMembershipYear } from './renewal.service';
import {
  findMembershipInvoice,
  findMembershipPaymentId,
  findPurchaseByGatewayOrder,
  insertMembershipPayment,
  insertMembershipPurchase,
  isPurchaseGatewayOrder,
  lockPurchaseByGatewayOrder,
  lockPurchaseStatus,
  markPurchaseCompleted,
  markPurchasePaid,
  type MembershipPurchase,
} from './membership-purchases.repo';

const PAYMENT_NOT_VERIFIED = 'Could not verify payment.';
const FEE_FOR_TAKEN_EMAIL =
  'No second account can be made with this address, so please do not pay the fee for it.';

const kindNames: Record<MembershipKind, string> = {
  supplier: 'a supplier membership',
  jobseeker: 'a job seeker registration',
};

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
  const owner = await findAccountByEmail(db, email);
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
  await insertMembershipPurchase(db, {
    id,
    kind,
    email,
    amountPaise,
    gateway: gateway.name,
    gatewayOrderId: gatewayOrder.id,
  });
  return { membershipId: id, gatewayOrderId: gatewayOrder.id, amountPaise, kind };
}

/** What recording a membership payment needs: the invoice series, and a renewal's mail and store copy. */
export interface MembershipPaymentRecording {
  invoicePrefix: string;
  log: FastifyBaseLogger;
  now?: Date;
  storeName: string;
  mail: { smtp: boolean; publicUrl: string };
  /** This server's catalogue copy, dropped when a renewal brings listings back. */
  store?: StoreCopy;
}

/**
 * Records the payment of a membership fee exactly once (the purchase row is locked; a repeat changes
 * nothing; `payments` has unique keys). Returns undefined when the gateway order is not a membership's,
 * so the caller records it as a cart order's. The invoice number is issued with the payment. A second
 * payment for a fee already paid pays nothing: it is recorded as an orphan and refunded once committed.
 * A renewal's payment extends the supplier's year in the same transaction, so one payment extends once.
 */
export async function recordMembershipPayment(
  db: Database,
  gateway: PaymentGateway,
  payment: GatewayPaymentEvent | Omit<GatewayPaymentEvent, 'amountPaise'>,
  source: 'verify' | 'webhook',
  options: MembershipPaymentRecording,
): Promise<{ membershipId: string; firstRecord: boolean; orphan?: OrphanPayment } | undefined> {
  if (!(await isPurchaseGatewayOrder(db, payment.gatewayOrderId))) return undefined;
  let storeChanged = false;
  const recorded = await recordingPayment(() =>
    db.transaction(async (tx) => {
      const purchase = await lockPurchaseByGatewayOrder(tx, payment.gatewayOrderId);
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
      await markPurchasePaid(tx, purchase.id, { paidAt: now, invoiceNumber });
      await insertMembershipPayment(tx, {
        membershipId: purchase.id,
        gateway: gateway.name,
        gatewayPaymentId: payment.gatewayPaymentId,
        gatewayOrderId: payment.gatewayOrderId,
        amountPaise: purchase.amountPaise,
        source,
      });
      if (purchase.purpose === 'renewal') {
        const mail = { ...options.mail, storeName: options.storeName };
        ({ storeChanged } = await completeRenewal(tx, purchase, now, mail));
      }
      return { membershipId: purchase.id, firstRecord: true };
    }),
  );
  if (storeChanged) options.store?.invalidate();
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
async function paidPurchaseFor(
  db: Database,
  gateway: PaymentGateway,
  kind: MembershipKind,
  email: string,
  proof: PaymentProof,
  options: MembershipPaymentRecording,
): Promise<MembershipPurchase> {
  const find = () => findPurchaseByGatewayOrder(db, proof.orderId);
  let purchase = await find();
  const notVerified = () =>
    new AppError('PAYMENT_NOT_VERIFIED', PAYMENT_NOT_VERIFIED, [
      { field: 'paymentId', message: PAYMENT_NOT_VERIFIED },
    ]);
  if (!purchase || purchase.purpose !== 'registration') throw notVerified();
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
  if ((await findMembershipPaymentId(db, purchase.id)) !== proof.paymentId) throw notVerified();
  if (purchase.status === 'completed') {
    const message = 'This registration is already complete. Please log in.';
    throw new AppError('CONFLICT', message, [{ field: 'paymentId', message }]);
  }
  if (purchase.email !== email.toLowerCase()) {
    const message = 'This payment was made for another email address.';
    throw new AppError('CONFLICT', message, [{ field: 'email', message }]);
  }
  if (await findAccountByEmail(db, email)) {
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

/** What making a member's account needs besides the database: its mails and the clock of its link. */
type MemberAccountServices = Pick<AppServices, 'mail' | 'mailDelivery' | 'clock'>;

/**
 * Saves a paid registration all or nothing: the files are written first; then one transaction creates
 * the account, its profile, its documents, marks the purchase completed and queues the 'registration
 * received' email. If anything fails the transaction rolls back and the files are removed, so the same
 * payment can complete the registration on a retry.
 */
async function completeRegistration(
  db: Database,
  uploads: UploadStore,
  purchase: MembershipPurchase,
  details: RegistrationDetails,
  files: UploadedFile[],
  services: MemberAccountServices,
): Promise<{ userId: number; name: string; email: string; status: 'pending' | 'active' }> {
  const { mail } = services;
  const passwordHash = await hashPassword(details.password);
  const stored: { file: UploadedFile; key: string }[] = [];
  try {
    for (const file of files) stored.push({ file, key: await uploads.save(file.content) });
    return await db.transaction(async (tx) => {
      const locked = await lockPurchaseStatus(tx, purchase.id);
      // A concurrent retry may have completed it between the checks and this lock.
      if (locked?.status !== 'paid' || !locked.paidAt) {
        throw new AppError('CONFLICT', 'This registration is already complete. Please log in.');
      }
      const isSupplier = details.kind === 'supplier';
      const name = isSupplier ? details.contactPerson : details.fullName;
      const status = isSupplier ? 'pending' : 'active';
      const user = await insertMemberAccount(tx, {
        email: details.email.toLowerCase(),
        name,
        passwordHash,
        role: details.kind,
        status,
        phone: details.mobile,
        address: isSupplier ? details.address : (details.cityState ?? null),
      });
      if (!user) {
        throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE, [
          { field: 'email', message: EMAIL_TAKEN_MESSAGE },
        ]);
      }
      if (isSupplier) {
        await insertSupplierProfile(tx, {
          userId: user.id,
          businessName: details.businessName,
          contactPerson: details.contactPerson,
          mobile: details.mobile,
          categories: details.categories,
          address: details.address,
          // The year starts at the admin's approval (decideSupplier).
          validUntil: null,
        });
      } else {
        await insertJobseekerProfile(tx, {
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
        await insertMemberDocuments(
          tx,
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
      await markPurchaseCompleted(tx, purchase.id, {
        userId: user.id,
        completedAt: new Date(),
        placeOfSupply: placeOfSupplyFrom(isSupplier ? details.address : details.cityState),
      });
      await enqueueMail(
        tx,
        registrationReceivedEmail({ name, email: details.email, kind: details.kind }, mail),
        { smtp: mail.smtp },
      );
      // As at a customer's sign-up: guest orders with this address join the account once it is verified.
      const email = details.email.toLowerCase();
      await queueVerificationEmail(tx, services, { id: user.id, name, email });
      return { userId: user.id, name, email, status };
    });
  } catch (error) {
    // No account, no files: an orphan upload would be kept for no one.
    await Promise.all(stored.map(({ key }) => uploads.remove(key)));
    throw error;
  }
}

/**
 * A paid registration completed: the purchase the payment proves (see `paidPurchaseFor`), then the
 * account, profile and documents (see `completeRegistration`).
 */
export async function registerMember(
  db: Database,
  gateway: PaymentGateway,
  uploads: UploadStore,
  registration: { details: RegistrationDetails; proof: PaymentProof; files: UploadedFile[] },
  options: {
    invoicePrefix: string;
    log: FastifyBaseLogger;
    services: MemberAccountServices;
  },
): Promise<{
  account: Awaited<ReturnType<typeof completeRegistration>>;
  invoiceUrl: string;
}> {
  const { details, proof, files } = registration;
  const { mail } = options.services;
  const purchase = await paidPurchaseFor(db, gateway, details.kind, details.email, proof, {
    invoicePrefix: options.invoicePrefix,
    log: options.log,
    storeName: mail.storeName,
    mail,
  });
  const account = await completeRegistration(db, uploads, purchase, details, files, options.services);
  options.services.mailDelivery?.sendSoon();
  return { account, invoiceUrl: membershipInvoiceUrl(purchase.id) };
}

/** A member's own registration: profile, documents and membership payments. */
export async function memberProfile(
  db: Database,
  member: Pick<AuthenticatedUser, 'id' | 'role'>,
  now: Date,
): Promise<MemberProfile> {
  const [documents, paymentsList] = await Promise.all([
    documentsOf(db, [member.id]).then((map) => map.get(member.id) ?? []),
    membershipPaymentsOf(db, member.id),
  ]);
  const account = await findAccount(db, member.id);
  if (member.role === 'supplier') {
    const profile = await findSupplierProfile(db, member.id);
    if (!profile || !account) throw notFound('There is no supplier registration for this account.');
    const status =
      account.status === 'approved' || account.status === 'rejected' ? account.status : 'pending';
    return {
      kind: 'supplier',
      status,
      rejectionReason: status === 'rejected' ? profile.rejectionReason : null,
      decidedAt: profile.decidedAt?.toISOString() ?? null,
      validUntil: profile.validUntil?.toISOString() ?? null,
      membership: membershipStanding({ status: account.status, validUntil: profile.validUntil }, now),
      businessName: profile.businessName,
      contactPerson: profile.contactPerson,
      email: account.email,
      mobile: profile.mobile,
      categories: profile.categories,
      address: profile.address,
      documents,
      payments: paymentsList,
    };
  }
  const profile = await findJobseekerProfile(db, member.id);
  if (!profile || !account) throw notFound('There is no job seeker registration for this account.');
  return {
    kind: 'jobseeker',
    fullName: account.name,
    email: account.email,
    mobile: profile.mobile,
    gender: profile.gender,
    dob: profile.dob,
    qualification: profile.qualification,
    experience: profile.experience,
    cityState: profile.cityState,
    documents,
    payments: paymentsList,
  };
}

/** What the supplier's dashboard shows of its year at `now`: its phase, days left, grace and renewal. */
function membershipStanding(supplier: { status: string; validUntil: Date | null }, now: Date) {
  const { validUntil } = supplier;
  return {
    phase: membershipPhase(validUntil, now),
    daysLeft: validUntil ? membershipDaysLeft(validUntil, now) : null,
    graceEndsAt: validUntil ? graceEnd(validUntil).toISOString() : null,
    renewalOpen: renewalRefusal(supplier, now) === null,
    renewalOpensAt: validUntil ? renewalOpensAt(validUntil).toISOString() : null,
  };
}

type Viewer = Pick<AuthenticatedUser, 'id' | 'role'> | undefined;

/** A member's uploaded document and its bytes, for its owner and admins; anyone else learns nothing: 404. */
export async function memberDocumentFor(
  db: Database,
  uploads: UploadStore,
  viewer: Viewer,
  id: string,
): Promise<{ document: StoredMemberDocument; content: Buffer }> {
  const document = await findMemberDocument(db, id);
  if (!document || !viewer || (viewer.role !== 'admin' && viewer.id !== document.userId)) {
    throw notFound('There is no such document.');
  }
  const content = await uploads.read(document.storageKey);
  if (!content) throw notFound('The document file is missing.');
  return { document, content };
}

/** The GST invoice of a membership fee as a PDF, for its member and admins; a 404 for anyone else. */
export async function membershipInvoiceFor(
  db: Database,
  seller: Omit<InvoiceSeller, 'state'>,
  viewer: Viewer,
  membershipId: string,
): Promise<{ pdf: Buffer; invoiceNumber: string }> {
  const row = await findMembershipInvoice(db, membershipId);
  if (!row || !viewer || (viewer.role !== 'admin' && viewer.id !== row.user.id)) {
    throw notFound('There is no such invoice.');
  }
  const { purchase, user } = row;
  const { taxablePaise, roundOffPaise } = feeInvoiceAmounts(purchase.amountPaise, MEMBERSHIP_GST_RATE_BPS);
  const invoice = buildInvoice({
    seller: { ...seller, state: COMPANY_STATE },
    buyer: {
      name: row.supplier?.businessName ?? user.name,
      email: user.email,
      address: row.supplier?.address ?? row.jobseeker?.cityState ?? purchase.placeOfSupply ?? COMPANY_STATE,
      city: '',
      state: purchase.placeOfSupply ?? COMPANY_STATE,
      zip: '',
    },
    invoiceNumber: purchase.invoiceNumber!,
    invoiceDate: purchase.paidAt!.toISOString(),
    paymentId: row.paymentId,
    lines: [
      {
        description: membershipDescriptions[purchase.kind],
        hsn: MEMBERSHIP_SAC[purchase.kind],
        quantity: 1,
        unit: 'nos',
        unitPricePaise: taxablePaise,
        freightPaise: 0,
        gstRateBps: MEMBERSHIP_GST_RATE_BPS,
      },
    ],
    shippingPaise: 0,
    freightInTaxableValue: true,
    roundOffPaise,
    supply: 'services',
  });
  // The invoice recomputes its amounts; a difference from what was charged is a bug.
  if (invoice.totalPaise !== purchase.amountPaise) {
    throw new Error(`invoice total ${invoice.totalPaise} differs from membership ${purchase.id} fee`);
  }
  return { pdf: await renderInvoicePdf(invoice), invoiceNumber: invoice.invoiceNumber };
}

const rupees = (paise: number) => paise / 100;

/** The suppliers (or only `userIds`) as the admin console lists them, newest account first. */
export async function supplierRecords(db: Database, userIds?: number[]): Promise<AdminSupplierRecord[]> {
  const rows = await supplierRegistrations(db, userIds);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map(({ user, profile, purchase, paymentId }) => ({
    id: user.id,
    userId: user.id,
    businessname: profile.businessName,
    contactperson: profile.contactPerson,
    email: user.email,
    mobile: profile.mobile,
    categories: profile.categories,
    amount: rupees(purchase.amountPaise),
    paymentid: paymentId,
    orderid: purchase.gatewayOrderId,
    registeredat: user.createdAt.toISOString(),
    address: profile.address,
    status: user.status === 'approved' || user.status === 'rejected' ? user.status : 'pending',
    rejectionReason: user.status === 'rejected' ? profile.rejectionReason : null,
    decidedAt: profile.decidedAt?.toISOString() ?? null,
    validUntil: profile.validUntil?.toISOString() ?? null,
    invoiceNumber: purchase.invoiceNumber!,
    documents: documents.get(user.id) ?? [],
  }));
}

/** The job seekers as the admin console lists them, newest account first. */
export async function jobseekerRecords(db: Database): Promise<AdminJobseekerRecord[]> {
  const rows = await jobseekerRegistrations(db);
  const documents = await documentsOf(
    db,
    rows.map((row) => row.user.id),
  );
  return rows.map(({ user, profile, purchase, paymentId }) => ({
    id: user.id,
    userId: user.id,
    fullname: user.name,
    email: user.email,
    mobile: profile.mobile,
    gender: profile.gender,
    dob: profile.dob,
    amount: rupees(purchase.amountPaise),
    paymentid: paymentId,
    orderid: purchase.gatewayOrderId,
    registeredat: user.createdAt.toISOString(),
    qualification: profile.qualification,
    experience: profile.experience,
    cityState: profile.cityState,
    invoiceNumber: purchase.invoiceNumber!,
    documents: documents.get(user.id) ?? [],
    verification: {
      status: profile.verification,
      reason: profile.verification === 'rejected' ? profile.verificationReason : null,
      decidedAt: profile.verificationDecidedAt?.toISOString() ?? null,
    },
  }));
}

/**
 * Approves or rejects a supplier (pending, or decided before: a decision may be revised), mails them,
 * audits it. The first approval starts the membership year (a year from `at`) and queues its reminders
 * and lapse; a revised approval keeps the year already running.
 */
export async function decideSupplier(
  db: Database,
  mail: { smtp: boolean; storeName: string; publicUrl: string },
  adminId: number,
  userId: number,
  decision: { approved: true } | { approved: false; reason: string },
  at: Date,
): Promise<AdminSupplierRecord> {
  await db.transaction(async (tx) => {
    const row = await lockSupplier(tx, userId);
    if (!row) throw notFound('There is no such supplier.');
    const from = row.user.status;
    if (from !== 'pending' && from !== 'approved' && from !== 'rejected') {
      throw new AppError('CONFLICT', `A supplier account that is ${from} cannot be decided.`);
    }
    const to = decision.approved ? 'approved' : 'rejected';
    await recordSupplierDecision(tx, userId, {
      status: to,
      rejectionReason: decision.approved ? null : decision.reason,
      decidedAt: at,
      decidedBy: adminId,
    });
    if (decision.approved && !row.profile.validUntil) {
      const validUntil = membershipEnd(at);
      await setSupplierValidUntil(tx, userId, validUntil);
      await scheduleMembershipYear(tx, userId, validUntil);
    }
    await recordAudit(tx, {
      adminId,
      action: decision.approved ? 'supplier.approve' : 'supplier.reject',
      target: `user:${userId}`,
      details: { from, to, ...(!decision.approved && { reason: decision.reason }) },
      at,
    });
    await enqueueMail(
      tx,
      supplierDecisionEmail(
        { name: row.user.name, email: row.user.email, businessName: row.profile.businessName },
        decision,
        { storeName: mail.storeName, publicUrl: mail.publicUrl },
      ),
      { smtp: mail.smtp },
    );
  });
  const [record] = await supplierRecords(db, [userId]);
  if (!record) throw notFound('There is no such supplier.');
  return record;
}
