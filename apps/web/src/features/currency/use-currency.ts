import type { CurrencyCode } from '@bulk/domain/currency';
import { useExternalStore } from '#src/lib/takeover';
import { getCurrency, getServerCurrency, setCurrency, subscribeToCurrency } from './currency-store';

/**
 * The visitor's display currency (INR until they choose another) and the way to change it. The choice is
 * kept in local storage and followed by every open tab.
 */
export function useCurrency(): [CurrencyCode, (currency: CurrencyCode) => void] {
  const currency = useExternalStore(subscribeToCurrency, getCurrency, getServerCurrency);
  return [currency, setCurrency];
}
