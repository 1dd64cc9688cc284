import { DEFAULT_CURRENCY, formatMoney, type CurrencyCode } from '@bulk/domain/currency';
import { createContext, useCallback, useContext } from 'react';

/**
 * The currency the store frame shows prices in: the header's picker chooses it and the app provides it
 * (`app/store-frame`), so the catalogue and the cart follow it without knowing where it is kept.
 * Outside the frame, and on the pages that charge (checkout, thank-you), amounts stay in rupees.
 */
export const DisplayCurrencyContext = createContext<CurrencyCode>(DEFAULT_CURRENCY);

export function useDisplayCurrency(): CurrencyCode {
  return useContext(DisplayCurrencyContext);
}

/**
 * Formats an amount in paise in the display currency at the specification's fixed rates, with 2 decimals:
 * `useMoney()(9000)` is '₹90.00' in rupees and '$1.08' in US dollars. For display only: every payment is
 * made in rupees.
 */
export function useMoney(): (paise: number) => string {
  const currency = useDisplayCurrency();
  return useCallback((paise: number) => formatMoney(paise, currency), [currency]);
}
