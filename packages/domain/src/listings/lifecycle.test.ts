import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  isOnSale,
  MEMBERSHIP_LAPSED_TO_PUBLISH,
  NOT_APPROVED_TO_PUBLISH,
  publishRefusal,
  listingEvents,
  nextListingState,
  pauseReasons,
  type ListingEvent,
  type ListingState,
} from './lifecycle';

const states: ListingState[] = [
  { status: 'draft', pausedBy: null },
  { status: 'submitted', pausedBy: null },
  { status: 'live', pausedBy: null },
  { status: 'rejected', pausedBy: null },
  { status: 'archived', pausedBy: null },
  ...pauseReasons.map((pausedBy) => ({ status: 'paused' as const, pausedBy })),
];
const anyState = fc.constantFrom(...states);
const anyEvent = fc.constantFrom(...listingEvents);

/** Runs events from `start`, skipping those that do not apply, as the service refuses them. */
function run(start: ListingState, events: ListingEvent[]): ListingState {
  return events.reduce((current, event) => nextListingState(current, event) ?? current, start);
}

describe('the listing lifecycle', () => {
  test('a draft goes on sale only through review', () => {
    const draft: ListingState = { status: 'draft', pausedBy: null };
    expect(nextListingState(draft, 'approve')).toBeNull();
    const submitted = nextListingState(draft, 'submit')!;
    expect(submitted).toEqual({ status: 'submitted', pausedBy: null });
    expect(nextListingState(submitted, 'approve')).toEqual({ status: 'live', pausedBy: null });
    expect(nextListingState(submitted, 'reject')).toEqual({ status: 'rejected', pausedBy: null });
    expect(nextListingState({ status: 'rejected', pausedBy: null }, 'submit')).toEqual(submitted);
  });

  test('each pause is lifted by its own cause only', () => {
    const live: ListingState = { status: 'live', pausedBy: null };
    expect(nextListingState(live, 'pause')).toEqual({ status: 'paused', pausedBy: 'supplier' });
    expect(nextListingState(live, 'stockOut')).toEqual({ status: 'paused', pausedBy: 'stock' });
    const lapsed = nextListingState(live, 'membershipLapsed')!;
    expect(lapsed).toEqual({ status: 'paused', pausedBy: 'membership' });
    expect(nextListingState(lapsed, 'resume')).toBeNull();
    expect(nextListingState(lapsed, 'stockIn')).toBeNull();
    expect(nextListingState(lapsed, 'membershipRestored')).toEqual(live);
    expect(nextListingState({ status: 'paused', pausedBy: 'stock' }, 'resume')).toBeNull();
    expect(nextListingState({ status: 'paused', pausedBy: 'stock' }, 'stockIn')).toEqual(live);
  });

  test('a paused listing is reported with its reason, and no other status has one', () => {
    fc.assert(
      fc.property(anyState, anyEvent, (current, event) => {
        const next = nextListingState(current, event);
        if (next) expect(next.status === 'paused').toBe(next.pausedBy !== null);
      }),
    );
  });

  test('archived is final', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 20 }), (events) => {
        expect(run({ status: 'archived', pausedBy: null }, events).status).toBe('archived');
      }),
    );
  });

  test('every listing but an archived one can be archived', () => {
    fc.assert(
      fc.property(anyState, (current) => {
        const next = nextListingState(current, 'archive');
        expect(next).toEqual(current.status === 'archived' ? null : { status: 'archived', pausedBy: null });
      }),
    );
  });

  test('only an approval puts a listing never on sale before on sale', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 30 }), (events) => {
        let current: ListingState = { status: 'draft', pausedBy: null };
        let approved = false;
        for (const event of events) {
          const next = nextListingState(current, event);
          if (!next) continue;
          if (event === 'approve') approved = true;
          current = next;
          if (isOnSale(current)) expect(approved).toBe(true);
        }
      }),
    );
  });

  test('nothing a supplier does brings back a listing paused for a lapsed membership', () => {
    const supplierEvents = fc.constantFrom<ListingEvent>('submit', 'pause', 'resume', 'stockIn', 'stockOut');
    fc.assert(
      fc.property(fc.array(supplierEvents, { maxLength: 20 }), (events) => {
        expect(run({ status: 'paused', pausedBy: 'membership' }, events)).toEqual({
          status: 'paused',
          pausedBy: 'membership',
        });
      }),
    );
  });
});

describe('who may publish', () => {
  const at = new Date('2026-06-01T00:00:00Z');
  const running = new Date('2026-12-01T00:00:00Z');
  test('an approved supplier with a running membership', () => {
    expect(publishRefusal({ status: 'approved', validUntil: running }, at)).toBeNull();
  });
  test('not a pending or rejected one, paid or not', () => {
    expect(publishRefusal({ status: 'pending', validUntil: running }, at)).toBe(NOT_APPROVED_TO_PUBLISH);
    expect(publishRefusal({ status: 'rejected', validUntil: running }, at)).toBe(NOT_APPROVED_TO_PUBLISH);
  });
  test('not one whose membership has ended', () => {
    expect(publishRefusal({ status: 'approved', validUntil: at }, at)).toBe(MEMBERSHIP_LAPSED_TO_PUBLISH);
  });
});
