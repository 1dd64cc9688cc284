import {
  graceEnd,
  MEMBERSHIP_FEE_PAISE,
  MEMBERSHIP_REMINDER_DAYS,
  membershipPhase,
  reminderAt,
  renewalRefusal,
  renewedUntil,
} from '@bulk/domain/memberships';
import { COMPANY_STATE } from '@bulk/domain/tax';
import { z } from 'zod';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import type { AuthenticatedUser } from '#src/modules/auth/sessions';
import { enqueueJob } from '#src/modules/jobs/jobs.repo';
import { notifyCatalogueChanged } from '#src/modules/catalogue/catalogue.repo';
import { applyMembershipToListings } from '#src/modules/listings/listings.service';
import { enqueueMail } from '#src/modules/mail/outbox';
import type { PaymentGateway } from '#src/modules/payments/gateway';
import { randomId } from '#src/modules/payments/random-id';
import { findAccount, findSupplierProfile, lockSupplier, setSupplierValidUntil } from './members.repo';
import { membershipLapsedEmail, membershipReminderEmail, membershipRenewedEmail } from './membership-mail';
import {
  insertMembershipPurchase,
  markPurchaseCompleted,
  type MembershipPurchase,
} from './membership-purchases.repo';

/** The jobs of a membership year (docs/decisions/017-membership-renewal.md). */
export const MEMBERSHIP_REMINDER_JOB = 'membership.reminder';
export const MEMBERSHIP_LAPSE_JOB = 'membership.lapse';
/** At the end itself: the supplier's products stop being orderable (docs/decisions/023). */
export const MEMBERSHIP_END_JOB = 'membership.end';

export interface MembershipMail {
  smtp: boolean;
  storeName: string;
  publicUrl: string;
}

/**
 * Queues, in the transaction that sets a supplier's end date, the year's reminders (30, 7 and 1 days
 * before it), its end (its products stop being orderable) and its lapse (after the grace). Each job carries the end it was queued for: once the end
 * moves (a renewal), the jobs of the old one find it changed and do nothing.
 */
export async function scheduleMembershipYear(tx: Database, userId: number, validUntil: Date): Promise<void> {
  const end = validUntil.toISOString();
  for (const daysBefore of MEMBERSHIP_REMINDER_DAYS) {
    await enqueueJob(tx, {
      kind: MEMBERSHIP_REMINDER_JOB,
      payload: { userId, validUntil: end, daysBefore },
      runAt: reminderAt(validUntil, daysBefore),
    });
  }
  await enqueueJob(tx, {
    kind: MEMBERSHIP_END_JOB,
    payload: { userId, validUntil: end },
    runAt: validUntil,
  });
  await enqueueJob(tx, {
    kind: MEMBERSHIP_LAPSE_JOB,
    payload: { userId, validUntil: end },
    runAt: graceEnd(validUntil),
  });
}

/**
 * The `membership.end` job, when the year ends: the store's products of the supplier can no longer be
 * ordered (`orderable` in their payload), so every server drops its catalogue copy. A renewal since has
 * moved the end: nothing.
 */
export async function endMembership(tx: Database, payload: unknown, now: Date): Promise<void> {
  const supplier = await supplierOfYear(tx, yearJobSchema.parse(payload));
  if (!supplier || membershipPhase(supplier.validUntil, now) === 'running') return;
  await notifyCatalogueChanged(tx);
}

const yearJobSchema = z.object({ userId: z.number().int(), validUntil: z.iso.datetime() });
const reminderJobSchema = yearJobSchema.extend({ daysBefore: z.number().int().positive() });

/** The supplier a job of the year is about, locked; undefined when gone or when its end has moved since. */
async function supplierOfYear(tx: Database, payload: z.infer<typeof yearJobSchema>) {
  const row = await lockSupplier(tx, payload.userId);
  const validUntil = row?.profile.validUntil;
  if (!row || !validUntil || validUntil.getTime() !== new Date(payload.validUntil).getTime())
    return undefined;
  return { ...row, validUntil };
}

const addressee = (row: NonNullable<Awaited<ReturnType<typeof lockSupplier>>>) => ({
  name: row.user.name,
  email: row.user.email,
  businessName: row.profile.businessName,
});

/** The `membership.reminder` job: one email, unless the end has moved or already passed. */
export async function sendMembershipReminder(
  tx: Database,
  payload: unknown,
  now: Date,
  mail: MembershipMail,
): Promise<void> {
  const job = reminderJobSchema.parse(payload);
  const supplier = await supplierOfYear(tx, job);
  if (!supplier || now.getTime() >= supplier.validUntil.getTime()) return;
  const membership = {
    validUntil: supplier.validUntil,
    daysBefore: job.daysBefore,
    graceEndsAt: graceEnd(supplier.validUntil),
  };
  await enqueueMail(tx, membershipReminderEmail(addressee(supplier), membership, mail), { smtp: mail.smtp });
}

/**
 * The `membership.lapse` job, at the end of the grace: the supplier's live listings pause for the
 * membership (kept, not deleted) and the supplier is told. A renewal since has moved the end: nothing.
 */
export async function lapseMembership(
  tx: Database,
  payload: unknown,
  now: Date,
  mail: MembershipMail,
): Promise<void> {
  const supplier = await supplierOfYear(tx, yearJobSchema.parse(payload));
  if (!supplier || membershipPhase(supplier.validUntil, now) !== 'lapsed') return;
  const paused = await applyMembershipToListings(tx, supplier.user.id, 'membershipLapsed', now);
  await enqueueMail(tx, membershipLapsedEmail(addressee(supplier), paused, mail), { smtp: mail.smtp });
}

/**
 * Creates the gateway order of a signed-in supplier's renewal: Rs 99, the same gateway and purchase rows
 * as the first fee. Refused before approval (403) and earlier than 30 days before the end (409).
 */
export async function createRenewalOrder(
  db: Database,
  gateway: PaymentGateway,
  user: AuthenticatedUser | undefined,
  context: { now: Date; placeOfSupply: (address: string) => string },
) {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in as the supplier to renew.');
  if (user.role !== 'supplier') throw new AppError('FORBIDDEN', 'Only a supplier membership is renewed.');
  const [account, profile] = await Promise.all([findAccount(db, user.id), findSupplierProfile(db, user.id)]);
  if (!account || !profile) {
    throw new AppError('FORBIDDEN', 'There is no supplier registration for this account.');
  }
  const refusal = renewalRefusal({ status: account.status, validUntil: profile.validUntil }, context.now);
  if (refusal) throw new AppError(refusal.code, refusal.message);
  const amountPaise = MEMBERSHIP_FEE_PAISE.supplier;
  const id = randomId('mem', 22);
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    receipt: id,
    notes: { membershipId: id, kind: 'supplier', purpose: 'renewal', email: account.email },
  });
  await insertMembershipPurchase(db, {
    id,
    kind: 'supplier',
    purpose: 'renewal',
    userId: user.id,
    email: account.email,
    amountPaise,
    gateway: gateway.name,
    gatewayOrderId: gatewayOrder.id,
    placeOfSupply: context.placeOfSupply(profile.address),
  });
  return { membershipId: id, gatewayOrderId: gatewayOrder.id, amountPaise };
}

/**
 * A paid renewal, in the transaction that records its payment (so one payment extends once): the year
 * runs to a year after the later of now and the current end, the new year's jobs are queued, listings
 * paused for the membership come back without review, and the supplier is thanked. Answers whether the
 * store's listings changed.
 */
export async function completeRenewal(
  tx: Database,
  purchase: MembershipPurchase,
  now: Date,
  mail: MembershipMail,
): Promise<{ storeChanged: boolean }> {
  const supplier = purchase.userId === null ? undefined : await lockSupplier(tx, purchase.userId);
  if (!supplier) throw new Error(`renewal ${purchase.id} has no supplier`);
  const validUntil = renewedUntil(supplier.profile.validUntil ?? now, now);
  await setSupplierValidUntil(tx, supplier.user.id, validUntil);
  await scheduleMembershipYear(tx, supplier.user.id, validUntil);
  await markPurchaseCompleted(tx, purchase.id, {
    userId: supplier.user.id,
    completedAt: now,
    placeOfSupply: purchase.placeOfSupply ?? COMPANY_STATE,
  });
  // A supplier whose approval was withdrawn meanwhile keeps its listings paused.
  const restored =
    supplier.user.status === 'approved'
      ? await applyMembershipToListings(tx, supplier.user.id, 'membershipRestored', now)
      : 0;
  await enqueueMail(tx, membershipRenewedEmail(addressee(supplier), validUntil, mail), { smtp: mail.smtp });
  return { storeChanged: restored > 0 };
}
