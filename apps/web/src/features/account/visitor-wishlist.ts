import { MAX_WISHLIST_ITEMS } from '@bulk/domain/account';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * A visitor's wishlist: product ids in local storage, most recently saved first. It joins the account's
 * wishlist, kept by the server, when a customer signs in (see `app/wishlist-sync.tsx`).
 */
export const VISITOR_WISHLIST_KEY = 'bulk-visitor-wishlist';

const storedSchema = z.array(z.number().int().positive()).max(MAX_WISHLIST_ITEMS);
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

/** The saved product ids; the same array while storage is unchanged. Unreadable values count as empty. */
export function getVisitorWishlist(): readonly number[] {
  const raw = readRaw();
  if (raw === parsedRaw) return parsed;
  parsedRaw = raw;
  let ids: readonly number[] = EMPTY;
  try {
    const result = storedSchema.safeParse(raw === null ? [] : JSON.parse(raw));
    if (result.success && result.data.length > 0) ids = [...new Set(result.data)];
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

export function useVisitorWishlist(): readonly number[] {
  return useSyncExternalStore(subscribe, getVisitorWishlist, () => EMPTY);
}
