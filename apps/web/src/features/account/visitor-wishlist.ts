import { MAX_WISHLIST_ITEMS } from '@bulk/domain/account/values';
import { useExternalStore } from '#src/lib/takeover';

/**
 * A visitor's wishlist: product ids in local storage, most recently saved first. It joins the account's
 * wishlist, kept by the server, when a customer signs in (see `app/wishlist-sync.tsx`).
 */
export const VISITOR_WISHLIST_KEY = 'bulk-visitor-wishlist';

const EMPTY: readonly number[] = [];
const listeners = new Set<() => void>();
let parsedRaw: string | null = null;
let parsed: readonly number[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(VISITOR_WISHLIST_KEY);
  } catch {
    return null;
  }
}

/** Checked by hand rather than with zod: the first render reads it, and zod stays out of the first load. */
function isStoredWishlist(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_WISHLIST_ITEMS &&
    value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)
  );
}

/** The saved product ids; the same array while storage is unchanged. Unreadable values count as empty. */
export function getVisitorWishlist(): readonly number[] {
  const raw = readRaw();
  if (raw === parsedRaw) return parsed;
  parsedRaw = raw;
  let ids: readonly number[] = EMPTY;
  try {
    const stored: unknown = raw === null ? [] : JSON.parse(raw);
    if (isStoredWishlist(stored) && stored.length > 0) ids = [...new Set(stored)];
  } catch {
    // Not JSON: a stale or hand-edited value, read as an empty wishlist.
  }
  parsed = ids;
  return parsed;
}

function write(ids: readonly number[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(VISITOR_WISHLIST_KEY);
    else localStorage.setItem(VISITOR_WISHLIST_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or disabled: the wishlist lasts as long as this page.
    parsedRaw = null;
    parsed = ids;
  }
  for (const listener of listeners) listener();
}

/** Saves a product first in the list; false when the list is full. Saving it again keeps one entry. */
export function addToVisitorWishlist(productId: number): boolean {
  const current = getVisitorWishlist();
  if (current.includes(productId)) return true;
  if (current.length >= MAX_WISHLIST_ITEMS) return false;
  write([productId, ...current]);
  return true;
}

export function removeFromVisitorWishlist(productId: number): void {
  const current = getVisitorWishlist();
  if (current.includes(productId)) write(current.filter((id) => id !== productId));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_WISHLIST_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const getServerVisitorWishlist = (): readonly number[] => EMPTY;

export function useVisitorWishlist(): readonly number[] {
  return useExternalStore(subscribe, getVisitorWishlist, getServerVisitorWishlist);
}
