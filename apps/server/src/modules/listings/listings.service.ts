import type { ApiIssue } from '@bulk/domain/errors';
import {
  hasPublishedVersion,
  listingFieldsSchema,
  listingGstRateBps,
  nextListingState,
  publishRefusal,
  reviewedListingFields,
  splitListingChange,
  type AdminListing,
  type Listing,
  type ListingChange,
  type ListingEvent,
  type ListingFields,
  type ListingFieldsInput,
  type ListingPatch,
  type ListingState,
  sameFieldValue,
} from '@bulk/domain/listings';
import { membershipPhase } from '@bulk/domain/memberships';
import type { Database } from '#src/db/client';
import type { PendingWrite } from '#src/db/writes';
import { AppError, notFound } from '#src/lib/app-error';
import { recordAudit } from '#src/modules/admin/audit.repo';
import { enqueueMail } from '#src/modules/mail/outbox';
import { publishListingFiles } from './listing-files.service';
import { listingDecisionEmail, type ListingDecision } from './listing-mail';
import {
  countLowStockListings,
  countReviewQueue,
  findListing,
  findSkuClash,
  findSupplierStanding,
  insertListing,
  insertListingProduct,
  listListingsOf,
  listReviewQueue,
  lockListing,
  lockProductListingStocks,
  takeListingStocks,
  updateListing,
  updateListingProduct,
  type StoredListing,
  type StoredListingWithProduct,
} from './listings.repo';

const NO_SUCH_LISTING = 'There is no such listing.';

/**
 * This server's copy of the catalogue. A change to a listing's product drops it as soon as the change
 * commits; other servers hear of it from the database's change notification, which may come later.
 */
export interface StoreCopy {
  invalidate(): void;
}

interface MailSettings {
  smtp: boolean;
  storeName: string;
  publicUrl: string;
}

const stateOf = (row: StoredListing): ListingState =>
  (row.status === 'paused'
    ? { status: 'paused', pausedBy: row.pausedBy ?? 'supplier' }
    : { status: row.status, pausedBy: null }) as ListingState;

/** A listing as its supplier sees it. */
function listingView(row: StoredListingWithProduct, at: Date): Listing {
  return {
    id: row.id,
    status: row.status,
    pausedBy: row.pausedBy,
    rejectionReason: row.rejectionReason,
    fields: row.fields,
    pendingChange: row.pendingChange,
    gstRateBps: listingGstRateBps(row.pendingChange?.hsn ? { hsn: row.pendingChange.hsn } : row.fields, at),
    productId: row.productId,
    lowStock: row.fields.stock <= row.fields.lowStockThreshold,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The whole listing checked with its rules between fields; a 400 naming each field that breaks one. */
function checkedFields(fields: unknown): ListingFields {
  const parsed = listingFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues: ApiIssue[] = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  const [first] = issues;
  throw new AppError(
    'VALIDATION_FAILED',
    first ? `${first.field}: ${first.message}` : 'The listing is not valid.',
    issues,
  );
}

const skuOf = (fields: ListingFields) => fields.sku || null;

async function refuseSkuClash(tx: Database, sellerId: number, fields: ListingFields, exceptId?: number) {
  const sku = skuOf(fields);
  if (sku && (await findSkuClash(tx, sellerId, sku, exceptId))) {
    const message = 'You already have a listing with this SKU.';
    throw new AppError('CONFLICT', message, [{ field: 'sku', message }]);
  }
}

/** Refuses a supplier that may not publish now (403 with the reason). */
async function requirePublisher(db: Database, sellerId: number, at: Date) {
  const standing = await findSupplierStanding(db, sellerId);
  const refusal = standing ? publishRefusal(standing, at) : 'There is no such supplier.';
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return standing!;
}

/** True once the supplier's grace after the membership's end is over (its listings are paused). */
async function membershipLapsed(tx: Database, sellerId: number, at: Date): Promise<boolean> {
  const standing = await findSupplierStanding(tx, sellerId);
  return membershipPhase(standing?.validUntil ?? null, at) === 'lapsed';
}

/** Applies `event` or refuses it as a conflict; a listing that reaches the store with no stock pauses at once. */
function transition(row: StoredListing, event: ListingEvent): ListingState {
  const next = nextListingState(stateOf(row), event);
  if (!next) throw new AppError('CONFLICT', `A ${row.status} listing cannot be ${pastTense[event]}.`);
  if (next.status === 'live' && row.fields.stock === 0) return nextListingState(next, 'stockOut')!;
  return next;
}

const pastTense: Record<ListingEvent, string> = {
  submit: 'submitted',
  approve: 'approved',
  reject: 'rejected',
  pause: 'paused',
  resume: 'resumed',
  stockOut: 'paused for stock',
  stockIn: 'resumed with stock',
  membershipLapsed: 'paused for the membership',
  membershipRestored: 'restored with the membership',
  archive: 'archived',
};

export async function supplierListings(db: Database, sellerId: number, at: Date): Promise<Listing[]> {
  return (await listListingsOf(db, sellerId)).map((row) => listingView(row, at));
}

export async function supplierListing(
  db: Database,
  sellerId: number,
  id: number,
  at: Date,
): Promise<Listing> {
  const row = await findListing(db, id, sellerId);
  if (!row) throw notFound(NO_SUCH_LISTING);
  return listingView(row, at);
}

/** Saves a new listing as a draft: any supplier may keep drafts, approved or not. */
export async function createListing(
  db: Database,
  sellerId: number,
  input: ListingFieldsInput,
  at: Date,
): Promise<Listing> {
  const id = await db.transaction((tx) => insertNewListing(tx, sellerId, input, at));
  return supplierListing(db, sellerId, id, at);
}

/** {@link createListing} inside the caller's transaction (the bulk import saves many at once); returns its id. */
export async function insertNewListing(
  tx: Database,
  sellerId: number,
  input: ListingFieldsInput,
  at: Date,
): Promise<number> {
  const fields = checkedFields(input);
  await refuseSkuClash(tx, sellerId, fields);
  return insertListing(tx, { sellerId, fields, sku: skuOf(fields), at });
}

/**
 * Changes a listing. Before it is published every change is saved as is. On a published listing the
 * price, slabs, HSN code and category wait for an admin in `pendingChange` while the published version
 * stays on sale (only an approved supplier with a running membership may propose one), and every other
 * change publishes at once; stock at zero pauses a live listing and new stock brings it back.
 */
export async function changeListing(
  db: Database,
  sellerId: number,
  id: number,
  patch: ListingPatch,
  at: Date,
  store: StoreCopy,
): Promise<Listing> {
  const storeChanged = await db.transaction((tx) => applyListingChange(tx, sellerId, id, patch, at));
  if (storeChanged) store.invalidate();
  return supplierListing(db, sellerId, id, at);
}

/**
 * {@link changeListing} inside the caller's transaction (the bulk import changes many at once). Returns
 * whether the store's product changed: the caller drops the catalogue copy once the transaction commits.
 */
export async function applyListingChange(
  tx: Database,
  sellerId: number,
  id: number,
  patch: ListingPatch,
  at: Date,
): Promise<boolean> {
  const row = await lockListing(tx, id, sellerId);
  if (!row) throw notFound(NO_SUCH_LISTING);
  if (row.status === 'archived') throw new AppError('CONFLICT', 'An archived listing cannot be changed.');
  if (!hasPublishedVersion(row.status)) {
    const fields = checkedFields({ ...row.fields, ...patch });
    await refuseSkuClash(tx, sellerId, fields, id);
    await updateListing(tx, id, { fields, sku: skuOf(fields) }, at);
    return false;
  }
  const { reviewed, immediate } = splitListingChange(row.fields, patch);
  const published = checkedFields({ ...row.fields, ...immediate });
  const proposed = checkedFields({ ...published, ...row.pendingChange, ...reviewed });
  const pendingChange: ListingChange = {};
  for (const key of reviewedListingFields) {
    if (!sameFieldValue(proposed[key], published[key])) {
      Object.assign(pendingChange, { [key]: proposed[key] });
    }
  }
  const hasPending = Object.keys(pendingChange).length > 0;
  if (Object.keys(reviewed).length > 0) await requirePublisher(tx, sellerId, at);
  await refuseSkuClash(tx, sellerId, published, id);
  let state = stateOf(row);
  if (published.stock === 0) state = nextListingState(state, 'stockOut') ?? state;
  else state = nextListingState(state, 'stockIn') ?? state;
  // New stock after the membership lapsed brings the listing back with the renewal, not before.
  if (state.status === 'live' && row.status !== 'live' && (await membershipLapsed(tx, sellerId, at))) {
    state = nextListingState(state, 'membershipLapsed') ?? state;
  }
  await updateListing(
    tx,
    id,
    {
      fields: published,
      sku: skuOf(published),
      pendingChange: hasPending ? pendingChange : null,
      state,
      ...(Object.keys(reviewed).length > 0 && { rejectionReason: null, submittedAt: at }),
    },
    at,
  );
  await updateListingProduct(tx, id, { fields: published, visible: state.status === 'live' }, at);
  return true;
}

export type SupplierAction = 'submit' | 'pause' | 'resume' | 'archive';

/** A supplier's action on its listing; submitting and resuming need an approved supplier with a running membership. */
export async function actOnListing(
  db: Database,
  sellerId: number,
  id: number,
  action: SupplierAction,
  at: Date,
  store: StoreCopy,
): Promise<Listing> {
  let storeChanged = false;
  await db.transaction(async (tx) => {
    const row = await lockListing(tx, id, sellerId);
    if (!row) throw notFound(NO_SUCH_LISTING);
    if (action === 'submit' || action === 'resume') await requirePublisher(tx, sellerId, at);
    const state = transition(row, action);
    await updateListing(
      tx,
      id,
      { state, ...(action === 'submit' && { rejectionReason: null, submittedAt: at }) },
      at,
    );
    if (hasPublishedVersion(row.status)) {
      await updateListingProduct(tx, id, { visible: state.status === 'live' }, at);
      storeChanged = true;
    }
  });
  if (storeChanged) store.invalidate();
  return supplierListing(db, sellerId, id, at);
}

/**
 * The store's side of a supplier's membership, in the caller's transaction (the memberships module's lapse
 * job and renewal): `membershipLapsed` pauses the live listings, `membershipRestored` brings back those
 * paused for the membership, without review. Listings paused for stock or by the supplier stay as they
 * are. Answers how many changed; the caller drops its catalogue copy once its transaction commits.
 */
export async function applyMembershipToListings(
  tx: Database,
  sellerId: number,
  event: 'membershipLapsed' | 'membershipRestored',
  at: Date,
): Promise<number> {
  const concerned = (row: Pick<StoredListing, 'status' | 'pausedBy'>) =>
    event === 'membershipLapsed'
      ? row.status === 'live'
      : row.status === 'paused' && row.pausedBy === 'membership';
  let changed = 0;
  for (const listed of await listListingsOf(tx, sellerId)) {
    if (!concerned(listed)) continue;
    const row = await lockListing(tx, listed.id, sellerId);
    if (!row || !concerned(row)) continue;
    const state = transition(row, event);
    await updateListing(tx, row.id, { state }, at);
    await updateListingProduct(tx, row.id, { visible: state.status === 'live' }, at);
    changed++;
  }
  return changed;
}

/** One seller's part of a paid order as its stock sees it: each line's product and quantity. */
export type StockPart = { lines: readonly { productId: number; quantity: number }[] };

/** The stock of a paid order's supplier parts, locked, and the write that takes it (`lockOrderStock`). */
export interface OrderStockTake {
  /** Per part: whether it is taken (every line's listing holds its quantity). */
  taken: boolean[];
  /** The one update that takes the stock of the parts taken; not sent (the caller sends it with others). */
  take: PendingWrite | undefined;
  /** The listings the take leaves with none, to pause after it (`pauseEmptiedListings`). */
  emptied: number[];
}

/**
 * Locks the stock of a paid order's supplier parts, in the caller's transaction (the payment's), and
 * decides what is taken. The products' listings are locked in id order, so concurrent payments queue
 * without deadlocks; a part is taken whole when every line's listing still holds its quantity, else
 * nothing of it (it goes to an admin as a stock conflict). The take is one conditional update, never below
 * zero, answered unsent: the rows are locked from here to the commit, so the caller sends it with its next
 * statement.
 */
export async function lockOrderStock(
  tx: Database,
  parts: readonly StockPart[],
  at: Date,
): Promise<OrderStockTake> {
  const listings = await lockProductListingStocks(
    tx,
    parts.flatMap((part) => part.lines.map((line) => line.productId)),
  );
  // A listing is one product of one seller, so it is in one line of one part at most.
  const taken = parts.map((part) =>
    part.lines.every((line) => (listings.get(line.productId)?.stock ?? 0) >= line.quantity),
  );
  const takes = new Map<number, number>();
  const emptied: number[] = [];
  parts.forEach((part, index) => {
    if (!taken[index]) return;
    for (const line of part.lines) {
      const { listingId, stock } = listings.get(line.productId)!;
      takes.set(listingId, line.quantity);
      if (stock === line.quantity) emptied.push(listingId);
    }
  });
  return { taken, take: takeListingStocks(tx, takes, at), emptied };
}

/**
 * Pauses for stock, through their lifecycle (`stockOut`), the live listings a payment's take left with
 * none: they leave the store. True when the store changed (the caller drops its catalogue copy once the
 * transaction commits).
 */
export async function pauseEmptiedListings(
  tx: Database,
  listingIds: readonly number[],
  at: Date,
): Promise<boolean> {
  let storeChanged = false;
  for (const listingId of listingIds) {
    if (await pauseForStock(tx, listingId, at)) storeChanged = true;
  }
  return storeChanged;
}

/** A live listing whose stock ran out pauses for stock and leaves the store; true when it did. */
async function pauseForStock(tx: Database, listingId: number, at: Date): Promise<boolean> {
  const row = await lockListing(tx, listingId);
  const state = row && nextListingState(stateOf(row), 'stockOut');
  if (!state) return false;
  await updateListing(tx, listingId, { state }, at);
  await updateListingProduct(tx, listingId, { visible: false }, at);
  return true;
}

/** The admin's review queue: new listings and changes to published ones, oldest first. */
export async function reviewQueue(db: Database, at: Date): Promise<AdminListing[]> {
  return (await listReviewQueue(db)).map(({ seller, ...row }) => ({
    ...listingView(row, at),
    review: row.status === 'submitted' ? 'new' : 'change',
    seller: { id: seller.id, email: seller.email, businessName: seller.businessName ?? '' },
  }));
}

export const reviewCount = (db: Database) => countReviewQueue(db);

/** The supplier dashboard's low-stock figure: live or paused listings at or below their threshold. */
export const lowStockListingCount = (db: Database, sellerId: number) => countLowStockListings(db, sellerId);

/**
 * An admin's decision on a listing in the queue: a new listing goes on sale (or is rejected with the
 * reason); a change to a published one is applied (or dropped, the published version staying on sale).
 * The supplier is emailed and the decision audited in the same transaction. Approval needs the supplier
 * still approved with a running membership: paying or having been approved once never skips that.
 */
export async function decideListing(
  db: Database,
  mail: MailSettings,
  adminId: number,
  id: number,
  decision: { approved: true } | { approved: false; reason: string },
  at: Date,
  store: StoreCopy,
): Promise<AdminListing> {
  const review = await db.transaction(async (tx) => {
    const row = await lockListing(tx, id);
    if (!row) throw notFound(NO_SUCH_LISTING);
    const review = row.status === 'submitted' ? 'new' : 'change';
    if (review === 'change' && !(hasPublishedVersion(row.status) && row.pendingChange)) {
      throw new AppError('CONFLICT', 'This listing is not waiting for review.');
    }
    const standing = await findSupplierStanding(tx, row.sellerId);
    if (!standing) throw notFound(NO_SUCH_LISTING);
    if (decision.approved) {
      const refusal = publishRefusal(standing, at);
      if (refusal) {
        throw new AppError(
          'CONFLICT',
          'This supplier may not publish now: its account is not approved or its membership has ended.',
        );
      }
    }
    if (review === 'new') {
      const state = transition(row, decision.approved ? 'approve' : 'reject');
      await updateListing(tx, id, { state, rejectionReason: decision.approved ? null : decision.reason }, at);
      if (decision.approved) {
        await insertListingProduct(
          tx,
          { id, sellerId: row.sellerId, fields: row.fields, visible: state.status === 'live' },
          at,
        );
        await publishListingFiles(tx, id, at);
      }
    } else if (decision.approved) {
      const fields = checkedFields({ ...row.fields, ...row.pendingChange });
      await updateListing(tx, id, { fields, pendingChange: null, rejectionReason: null }, at);
      await updateListingProduct(tx, id, { fields }, at);
    } else {
      await updateListing(tx, id, { pendingChange: null, rejectionReason: decision.reason }, at);
    }
    await recordAudit(tx, {
      adminId,
      action: `listing.${review === 'new' ? '' : 'change.'}${decision.approved ? 'approve' : 'reject'}`,
      target: `listing:${id}`,
      details: {
        from: row.status,
        ...(review === 'change' && { change: row.pendingChange }),
        ...(!decision.approved && { reason: decision.reason }),
      },
      at,
    });
    const mailDecision: ListingDecision = decision.approved
      ? { approved: true, review }
      : { approved: false, review, reason: decision.reason };
    await enqueueMail(tx, listingDecisionEmail(standing, { id, name: row.fields.name }, mailDecision, mail), {
      smtp: mail.smtp,
    });
    return review;
  });
  // An approval puts a product on sale or changes one.
  if (decision.approved) store.invalidate();
  const row = await findListing(db, id);
  const seller = row && (await findSupplierStanding(db, row.sellerId));
  if (!row || !seller) throw notFound(NO_SUCH_LISTING);
  return {
    ...listingView(row, at),
    review,
    seller: { id: row.sellerId, email: seller.email, businessName: seller.businessName ?? '' },
  };
}
