import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from '@bulk/domain/cart';
import type { CartLine } from '@bulk/domain/cart';

// The cart's truth is the list of {productId, quantity} lines in local storage (spec section 3: the
// cart survives reloads under the reticulation-cart key). Names, prices and terms are never stored:
// they come from the catalogue API. The snapshot is re-read from storage on every read and parsed only
// when the stored text changed, so this tab, other tabs (the `storage` event) and a reload all agree.

type Listener = () => void;

const EMPTY: readonly CartLine[] = [];
const listeners = new Set<Listener>();

/** Used only when local storage cannot be read or written (disabled, or full): the cart lives in memory. */
let memoryRaw: string | null = null;
let storageBroken = false;

let parsedRaw: string | null = null;
let parsedLines: readonly CartLine[] = EMPTY;

function readRaw(): string | null {
  if (storageBroken) return memoryRaw;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    storageBroken = true;
    return memoryRaw;
  }
}

function writeRaw(raw: string | null): void {
  memoryRaw = raw;
  try {
    if (raw === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, raw);
    storageBroken = false;
  } catch {
    // Private browsing or a full quota: keep the cart for this page's life rather than lose the change,
    // and try storage again on the next change.
    storageBroken = true;
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === CART_STORAGE_KEY || event.key === null) emit();
}

export function subscribeToCart(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The cart's lines, the same array as long as the stored cart is unchanged (a `useSyncExternalStore` snapshot). */
export function getCartLines(): readonly CartLine[] {
  const raw = readRaw();
  if (raw === parsedRaw) return parsedLines;
  const { lines, error } = parseStoredCart(raw);
  if (error) {
    // The specification logs a corrupt stored cart and starts empty (section 8). It is a warning, not
    // console.error: the stored value is the visitor's data, not a bug, and the e2e tests fail on errors.
    console.warn(`Ignoring the stored cart (${CART_STORAGE_KEY}). ${error}`);
  }
  parsedRaw = raw;
  parsedLines = lines.length === 0 ? EMPTY : lines;
  return parsedLines;
}

export function getServerCartLines(): readonly CartLine[] {
  return EMPTY;
}

/**
 * Applies `update` to the lines and stores the result. A reducer that returns the very same array (the
 * domain's way of saying "ignored") writes nothing. Returns the lines before and after.
 */
export function updateCartLines(update: (lines: readonly CartLine[]) => readonly CartLine[]): {
  before: readonly CartLine[];
  after: readonly CartLine[];
} {
  const before = getCartLines();
  const after = update(before);
  if (after !== before) {
    writeRaw(serializeCart(after));
    emit();
  }
  return { before, after };
}

/** Empties the cart and removes its stored copy (spec section 4). */
export function clearCartLines(): void {
  writeRaw(null);
  emit();
}
