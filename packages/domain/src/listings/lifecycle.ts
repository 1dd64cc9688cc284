/** Where a listing is in its life (docs/decisions/014-supplier-listings.md). */
export const listingStatuses = ['draft', 'submitted', 'live', 'rejected', 'paused', 'archived'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** Why a listing is paused: its supplier paused it, its stock ran out, or the supplier's membership lapsed. */
export const pauseReasons = ['supplier', 'stock', 'membership'] as const;
export type PauseReason = (typeof pauseReasons)[number];

/** A listing's state: a paused listing always says why, no other status carries a reason. */
export type ListingState =
  { status: Exclude<ListingStatus, 'paused'>; pausedBy: null } | { status: 'paused'; pausedBy: PauseReason };

/** What can happen to a listing; `approve` and `reject` are the admin's, the rest the supplier's or the store's. */
export const listingEvents = [
  'submit',
  'approve',
  'reject',
  'pause',
  'resume',
  'stockOut',
  'stockIn',
  'membershipLapsed',
  'membershipRestored',
  'archive',
] as const;
export type ListingEvent = (typeof listingEvents)[number];

const state = (status: Exclude<ListingStatus, 'paused'>): ListingState => ({ status, pausedBy: null });
const paused = (pausedBy: PauseReason): ListingState => ({ status: 'paused', pausedBy });

/**
 * The state a listing moves to when `event` happens to it, or null when the event does not apply there.
 * - A draft or a rejected listing is submitted for review; an admin approves it (live) or rejects it.
 * - A live listing pauses by its supplier, when its stock runs out, or when the membership lapses; each
 *   pause is lifted only by its own cause (a supplier cannot resume a listing paused for its lapsed
 *   membership). A listing paused for one reason that meets another keeps the stronger one: membership
 *   over supplier over stock, so that nothing a supplier does brings back a lapsed member's listing.
 * - Any listing but an archived one can be archived; archived is final, it never returns to the store.
 * Pure: the caller checks who may cause the event (an approved supplier with an active membership
 * submits and resumes).
 */
export function nextListingState(current: ListingState, event: ListingEvent): ListingState | null {
  const { status, pausedBy } = current;
  if (status === 'archived') return null;
  switch (event) {
    case 'submit':
      return status === 'draft' || status === 'rejected' ? state('submitted') : null;
    case 'approve':
      return status === 'submitted' ? state('live') : null;
    case 'reject':
      return status === 'submitted' ? state('rejected') : null;
    case 'pause':
      if (status === 'live') return paused('supplier');
      return status === 'paused' && pausedBy === 'stock' ? paused('supplier') : null;
    case 'resume':
      return status === 'paused' && pausedBy === 'supplier' ? state('live') : null;
    case 'stockOut':
      return status === 'live' ? paused('stock') : null;
    case 'stockIn':
      return status === 'paused' && pausedBy === 'stock' ? state('live') : null;
    case 'membershipLapsed':
      return status === 'live' || status === 'paused' ? paused('membership') : null;
    case 'membershipRestored':
      return status === 'paused' && pausedBy === 'membership' ? state('live') : null;
    case 'archive':
      return state('archived');
  }
}

/** True when a listing in this state is on sale in the store. */
export function isOnSale(current: ListingState): boolean {
  return current.status === 'live';
}

/** True when the listing has been approved once and so has a version in the store (on sale or not). */
export function hasPublishedVersion(status: ListingStatus): boolean {
  return status === 'live' || status === 'paused';
}

/** Why a supplier may not publish, shown as is; paying the fee never skips the admin's approval. */
export const NOT_APPROVED_TO_PUBLISH =
  'Your supplier account must be approved by an admin before you can publish listings. You can keep drafts meanwhile.';
export const MEMBERSHIP_LAPSED_TO_PUBLISH =
  'Your supplier membership has ended: renew it to publish listings. You can keep drafts meanwhile.';

/**
 * Why a supplier may not put listings on sale at `at`, or null when it may: its account must be approved
 * (`users.status`) and its membership running. Pending, rejected and lapsed members keep their drafts.
 */
export function publishRefusal(
  supplier: { status: string; validUntil: Date | null },
  at: Date,
): string | null {
  if (supplier.status !== 'approved') return NOT_APPROVED_TO_PUBLISH;
  if (!supplier.validUntil || supplier.validUntil.getTime() <= at.getTime())
    return MEMBERSHIP_LAPSED_TO_PUBLISH;
  return null;
}
