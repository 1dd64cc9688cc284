import { expect, test, vi } from 'vitest';
import {
  CURRENCY_STORAGE_KEY,
  getCurrency,
  parseStoredCurrency,
  setCurrency,
  subscribeToCurrency,
} from './currency-store';

test('the stored code is read as is; nothing or anything else reads as INR', () => {
  expect(parseStoredCurrency('JPY')).toBe('JPY');
  expect(parseStoredCurrency(null)).toBe('INR');
  expect(parseStoredCurrency('usd')).toBe('INR');
  expect(parseStoredCurrency('"USD"')).toBe('INR');
});

test('a choice is stored under reticulation-currency and announced to subscribers', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToCurrency(listener);

  setCurrency('AED');

  expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('AED');
  expect(getCurrency()).toBe('AED');
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
});

test("another tab's change of the key, or a cleared storage, is announced; other keys are not", () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToCurrency(listener);

  window.dispatchEvent(new StorageEvent('storage', { key: 'reticulation-cart' }));
  expect(listener).not.toHaveBeenCalled();
  window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY }));
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
  expect(listener).toHaveBeenCalledTimes(2);

  unsubscribe();
  window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY }));
  expect(listener).toHaveBeenCalledTimes(2);
});

test('when storage cannot be written the choice lasts for the page', () => {
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });

  setCurrency('GBP');
  expect(getCurrency()).toBe('GBP');

  setItem.mockRestore();
  setCurrency('INR');
  expect(getCurrency()).toBe('INR');
});
