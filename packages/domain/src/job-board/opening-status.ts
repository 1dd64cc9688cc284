import { indiaDate } from './dates';

/**
 * Where an opening is in its life (docs/decisions/020-job-board.md):
 * - `submitted`: a supplier's, waiting for an admin's review; `rejected` names the reason and may be
 *   edited and so submitted again;
 * - `live`: on the board (the company's go live at once, a supplier's on approval);
 * - `closed`: closed by its employer; final.
 * An opening whose last date has passed is closed too, read at query time against the clock, so no
 * job has to run at midnight for a closed opening to refuse applications.
 */
export const openingStatuses = ['submitted', 'live', 'rejected', 'closed'] as const;
export type OpeningStatus = (typeof openingStatuses)[number];

/** Who posted an opening: the company (an admin) or an approved supplier (a verified employer). */
export const employerKinds = ['company', 'supplier'] as const;
export type EmployerKind = (typeof employerKinds)[number];

export const openingEvents = ['approve', 'reject', 'edit', 'close'] as const;
export type OpeningEvent = (typeof openingEvents)[number];

/**
 * The status an opening moves to when `event` happens to it, or null when it may not happen there.
 * An admin approves or rejects a submitted supplier opening. An edit keeps a company opening live and
 * sends a supplier's back to review (so nothing unreviewed reaches the board). Any opening but a closed
 * one may be closed.
 */
export function nextOpeningStatus(
  status: OpeningStatus,
  event: OpeningEvent,
  employer: EmployerKind,
): OpeningStatus | null {
  if (status === 'closed') return null;
  switch (event) {
    case 'approve':
      return status === 'submitted' ? 'live' : null;
    case 'reject':
      return status === 'submitted' ? 'rejected' : null;
    case 'edit':
      return employer === 'company' ? 'live' : 'submitted';
    case 'close':
      return 'closed';
  }
}

/** The status a new opening starts in: the company's is live at once, a supplier's waits for review. */
export function initialOpeningStatus(employer: EmployerKind): OpeningStatus {
  return employer === 'company' ? 'live' : 'submitted';
}

/** True once the last date to apply (an Indian calendar date, inclusive) is over at `now`. */
export function isPastLastDate(lastDate: string, now: Date): boolean {
  return indiaDate(now) > lastDate;
}

/** True when an opening takes applications at `now`: live and its last date not over. */
export function isOpenForApplications(opening: { status: OpeningStatus; lastDate: string }, now: Date) {
  return opening.status === 'live' && !isPastLastDate(opening.lastDate, now);
}

/** An opening runs at most this many days: a stale posting is worse than none (Naukri's run 30 to 90). */
export const MAX_OPENING_DAYS = 90;

/**
 * Why a last date to apply may not be set at `now`, or null: it must be today or later (India) and within
 * `MAX_OPENING_DAYS`, so that every opening closes by itself, including a lapsed supplier's.
 */
export function lastDateProblem(lastDate: string, now: Date): string | null {
  const today = indiaDate(now);
  if (lastDate < today) return 'The last date to apply must not be in the past.';
  const latest = indiaDate(new Date(now.getTime() + MAX_OPENING_DAYS * 24 * 60 * 60 * 1000));
  if (lastDate > latest)
    return `The last date to apply must be within ${MAX_OPENING_DAYS} days (${latest} at the latest).`;
  return null;
}

export const OPENING_CLOSED_MESSAGE = 'This opening is closed and takes no more applications.';

export const NOT_APPROVED_TO_POST =
  'Your supplier account must be approved by an admin before you can post job openings.';
export const MEMBERSHIP_LAPSED_TO_POST = 'Your supplier membership has ended: renew it to post job openings.';

/**
 * Why a supplier may not post or edit openings at `at`, or null when it may: as for listings, its
 * account must be approved (`users.status`) and its membership running.
 */
export function postingRefusal(
  supplier: { status: string; validUntil: Date | null },
  at: Date,
): string | null {
  if (supplier.status !== 'approved') return NOT_APPROVED_TO_POST;
  if (!supplier.validUntil || supplier.validUntil.getTime() <= at.getTime()) return MEMBERSHIP_LAPSED_TO_POST;
  return null;
}
