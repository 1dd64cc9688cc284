import { z } from 'zod';
import { assertNonNegativeSafeInteger, mulDivRoundHalfUp } from '../lib/integer-math';

/**
 * How a cart order is paid: `full`, the whole total online at checkout (the specification's "online
 * shopping is paid 100%"); `advance`, the published bulk-order policy: half now, the rest on the bill copy.
 */
export const paymentPlans = ['full', 'advance'] as const;
export const paymentPlanSchema = z.enum(paymentPlans);
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

/** The smallest order total (in rupees) that may be paid by advance: the default of `ADVANCE_ORDER_MINIMUM`. */
export const DEFAULT_ADVANCE_ORDER_MINIMUM_RUPEES = 50_000;

/** The policy's share paid in advance, in percent. */
export const ADVANCE_PERCENT = 50;
/** Loading begins no sooner than this many hours after the advance is received. */
export const LOADING_DELAY_HOURS = 24;
/** Days after the bill copy on which the buyer is reminded of an unpaid balance. */
export const BALANCE_REMINDER_DAYS = [3, 7] as const;
/** Days after the bill copy from which an unpaid balance is overdue (the day of the last reminder). */
export const BALANCE_OVERDUE_DAYS = 7;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The terms frozen on an advance order when it is placed, so that a later change of the policy never
 * changes what a buyer agreed to: the two amounts and when each falls due.
 */
export const advanceTermsSchema = z.object({
  advancePercent: z.number().int().min(1).max(99),
  advancePaise: z.number().int().positive(),
  balancePaise: z.number().int().positive(),
  loadingDelayHours: z.number().int().nonnegative(),
  /** The balance falls due when the tax invoice (the bill copy) is issued at loading. */
  balanceDue: z.literal('bill_copy'),
  /** The buyer may cancel until loading begins, and not after. */
  cancellableUntil: z.literal('loading'),
});
export type AdvanceTerms = z.infer<typeof advanceTermsSchema>;

/**
 * A total split into the advance and the balance, to the paisa: the advance is the policy's share rounded
 * half up once (decision 001), the balance the rest, so the two always add up to the total.
 */
export function splitInstalments(
  totalPaise: number,
  advancePercent: number = ADVANCE_PERCENT,
): { advancePaise: number; balancePaise: number } {
  assertNonNegativeSafeInteger(totalPaise, 'Order total');
  const advancePaise = mulDivRoundHalfUp(totalPaise, advancePercent, 100);
  return { advancePaise, balancePaise: totalPaise - advancePaise };
}

/** The terms an advance order of `totalPaise` is placed on today (the store may set another loading delay). */
export function advanceTerms(
  totalPaise: number,
  loadingDelayHours: number = LOADING_DELAY_HOURS,
): AdvanceTerms {
  return {
    advancePercent: ADVANCE_PERCENT,
    ...splitInstalments(totalPaise),
    loadingDelayHours,
    balanceDue: 'bill_copy',
    cancellableUntil: 'loading',
  };
}

/** Whether an order of `totalPaise` may be paid by advance: at or above the store's minimum. */
export function advanceAllowed(totalPaise: number, minimumPaise: number): boolean {
  return totalPaise >= minimumPaise;
}

/** What the buyer is told when an order under the minimum asks for the advance plan. */
export function advanceBelowMinimumMessage(minimumRupees: string): string {
  return `Paying 50% in advance is for orders of ${minimumRupees} or more; please pay this order in full.`;
}

/** The earliest time loading may begin: the advance's time plus the terms' delay. */
export function earliestLoadingAt(
  advancePaidAt: Date,
  loadingDelayHours: number = LOADING_DELAY_HOURS,
): Date {
  return new Date(advancePaidAt.getTime() + loadingDelayHours * HOUR_MS);
}

/** Whether loading may begin at `now`, given when the advance was received (never before it is). */
export function loadingAllowedAt(
  now: Date,
  advancePaidAt: Date | null,
  loadingDelayHours: number = LOADING_DELAY_HOURS,
): boolean {
  if (!advancePaidAt) return false;
  return now.getTime() >= earliestLoadingAt(advancePaidAt, loadingDelayHours).getTime();
}

/** When the balance reminders go out, counted from the bill copy. */
export function balanceReminderTimes(billedAt: Date): { day: number; at: Date }[] {
  return BALANCE_REMINDER_DAYS.map((day) => ({ day, at: new Date(billedAt.getTime() + day * DAY_MS) }));
}

/** Whether a balance billed at `billedAt` and still unpaid at `now` is overdue. */
export function balanceOverdue(billedAt: Date, now: Date): boolean {
  return now.getTime() >= billedAt.getTime() + BALANCE_OVERDUE_DAYS * DAY_MS;
}
