import { DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from '@bulk/domain/currency';
import { CURRENCY_COOKIE } from '@bulk/domain/page-render';
import { mirrorChoiceToCookie } from '#src/lib/page-cookies';

/** Where the chosen display currency is remembered, beside the cart's `reticulation-cart`. */
export const CURRENCY_STORAGE_KEY = 'reticulation-currency';

// Like the cart, the truth is local storage: this tab, other tabs (the `storage` event) and a reload agree.
// The value is the bare code ('USD'); anything else stored there reads as the default.

type Listener = () => void;

const listeners = new Set<Listener>();
/** Used only while local storage cannot be written (disabled, or full): the choice lasts for the page. */
let memoryCurrency: CurrencyCode | null = null;

/** The stored code, or the default when nothing (or something unknown) is stored. */
export function parseStoredCurrency(raw: string | null): CurrencyCode {
  return isCurrencyCode(raw) ? raw : DEFAULT_CURRENCY;
}

export function getCurrency(): CurrencyCode {
  if (memoryCurrency) return memoryCurrency;
  try {
    return parseStoredCurrency(window.localStorage.getItem(CURRENCY_STORAGE_KEY));
  } catch {
    return DEFAULT_CURRENCY;
  }
}

export function getServerCurrency(): CurrencyCode {
  return DEFAULT_CURRENCY;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // `key` is null when another tab cleared the whole storage.
  if (event.key === CURRENCY_STORAGE_KEY || event.key === null) emit();
}

export function subscribeToCurrency(listener: Listener): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Remembers `currency` for this and every other tab, and for the next visit; the server is told too. */
export function setCurrency(currency: CurrencyCode): void {
  mirrorChoiceToCookie(CURRENCY_COOKIE, currency);
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    memoryCurrency = null;
  } catch {
    memoryCurrency = currency;
  }
  emit();
}

/** Tells the server the remembered currency, for a choice made before it was told (it renders rupees only). */
export function mirrorCurrencyToCookie(): void {
  mirrorChoiceToCookie(CURRENCY_COOKIE, getCurrency());
}
