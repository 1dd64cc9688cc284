/**
 * The supplier membership's year and its renewal (docs/decisions/017-membership-renewal.md): the year
 * starts at the admin's approval; reminders go out 30, 7 and 1 days before its end; after the end 15 days
 * of grace keep the listings visible while nothing new is published; then the listings pause until a
 * renewal, which is open from 30 days before the end and any time after it.
 */

const DAY_MS = 86_400_000;

/** A supplier membership runs this many months from the approval, and again from each renewal. */
export const SUPPLIER_MEMBERSHIP_MONTHS = 12;
/** Days after the end during which the listings stay visible. */
export const MEMBERSHIP_GRACE_DAYS = 15;
/** Renewal opens this many days before the end. */
export const RENEWAL_OPENS_DAYS_BEFORE = 30;
/** The reminder emails, in days before the end. */
export const MEMBERSHIP_REMINDER_DAYS = [30, 7, 1] as const;

export const NOT_APPROVED_TO_RENEW =
  'Your membership year starts when an admin approves your account, so there is nothing to renew yet.';
export const REJECTED_NOT_RENEWED = 'Your supplier registration was not approved, so it cannot be renewed.';

/** A membership year (its length) after `from`, on the same calendar day. */
export function membershipEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + SUPPLIER_MEMBERSHIP_MONTHS);
  return end;
}

/** The end after a renewal paid at `now`: a year from the later of now and the current end. */
export function renewedUntil(validUntil: Date, now: Date): Date {
  return membershipEnd(new Date(Math.max(validUntil.getTime(), now.getTime())));
}

export const graceEnd = (validUntil: Date): Date =>
  new Date(validUntil.getTime() + MEMBERSHIP_GRACE_DAYS * DAY_MS);
export const renewalOpensAt = (validUntil: Date): Date =>
  new Date(validUntil.getTime() - RENEWAL_OPENS_DAYS_BEFORE * DAY_MS);
export const reminderAt = (validUntil: Date, daysBefore: number): Date =>
  new Date(validUntil.getTime() - daysBefore * DAY_MS);

/**
 * Where a membership stands at `now`: waiting for its approval (no end yet), running, in grace (ended,
 * listings still visible) or lapsed (listings paused).
 */
export type MembershipPhase = 'awaitingApproval' | 'running' | 'grace' | 'lapsed';

export function membershipPhase(validUntil: Date | null, now: Date): MembershipPhase {
  if (!validUntil) return 'awaitingApproval';
  if (now.getTime() < validUntil.getTime()) return 'running';
  return now.getTime() < graceEnd(validUntil).getTime() ? 'grace' : 'lapsed';
}

/** Whole days left until the end, counting a part of a day as a day; 0 once it has passed. */
export function membershipDaysLeft(validUntil: Date, now: Date): number {
  return Math.max(0, Math.ceil((validUntil.getTime() - now.getTime()) / DAY_MS));
}

/**
 * Why a supplier may not renew at `now`, or null when it may: only an approved supplier whose year has
 * started renews, from 30 days before the end and any time after it.
 */
export function renewalRefusal(
  supplier: { status: string; validUntil: Date | null },
  now: Date,
): { code: 'FORBIDDEN' | 'CONFLICT'; message: string } | null {
  if (supplier.status !== 'approved' || !supplier.validUntil) {
    return {
      code: 'FORBIDDEN',
      message: supplier.status === 'rejected' ? REJECTED_NOT_RENEWED : NOT_APPROVED_TO_RENEW,
    };
  }
  const opens = renewalOpensAt(supplier.validUntil);
  if (now.getTime() < opens.getTime()) {
    return {
      code: 'CONFLICT',
      message: `Renewal opens on ${opens.toISOString().slice(0, 10)}, ${RENEWAL_OPENS_DAYS_BEFORE} days before your membership ends.`,
    };
  }
  return null;
}
