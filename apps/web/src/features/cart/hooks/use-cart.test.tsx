import { CART_STORAGE_KEY } from '@bulk/domain/cart';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { Toaster } from '#src/components/ui/toast/toaster';
import { buildProduct } from '#src/testing/catalogue-factory';
import { expectToast } from '#src/testing/toast';
import { useCart } from './use-cart';

const cornFlour = buildProduct();
const apron = buildProduct({ id: 4, name: 'A Grade Quality Cotton Apron', moq: 10, stepQty: 10 });

function WithToaster({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

function renderCart() {
  return renderHook(() => useCart(), { wrapper: WithToaster });
}

function stored(): unknown {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

test('adding the minimum shows Added to Cart! and stores the line', async () => {
  const { result } = renderCart();

  act(() => {
    expect(result.current.add(cornFlour, 500)).toBe(true);
  });

  expect(result.current.lines).toEqual([{ productId: 2, quantity: 500 }]);
  await expectToast('Added to Cart!', '500 x A Grade Quality Corn Flour added to your bulk cart.');
  expect(stored()).toEqual([{ productId: 2, quantity: 500 }]);
});

test('adding a product already in the cart shows Cart Updated with the new line quantity', async () => {
  const { result } = renderCart();

  act(() => {
    result.current.add(cornFlour, 500);
  });
  act(() => {
    result.current.add(cornFlour, 600);
  });

  expect(result.current.lines).toEqual([{ productId: 2, quantity: 1100 }]);
  await expectToast('Cart Updated', 'A Grade Quality Corn Flour quantity increased to 1100.');
});

test.each([
  { quantity: 499, message: 'Minimum order quantity for A Grade Quality Corn Flour is 500.' },
  { quantity: Number.NaN, message: 'Minimum order quantity for A Grade Quality Corn Flour is 500.' },
  {
    quantity: 550,
    message: 'Quantity for A Grade Quality Corn Flour must be in steps of 100 above the minimum of 500.',
  },
  { quantity: 1_000_100, message: 'That quantity of A Grade Quality Corn Flour is too large for one order.' },
])('adding $quantity shows Invalid Quantity and adds nothing', async ({ quantity, message }) => {
  const { result } = renderCart();

  act(() => {
    expect(result.current.add(cornFlour, quantity)).toBe(false);
  });

  expect(result.current.lines).toEqual([]);
  await expectToast('Invalid Quantity', message);
  expect(stored()).toBeNull();
});

test('the counts are distinct lines and the sum of quantities', () => {
  const { result } = renderCart();

  act(() => {
    result.current.add(cornFlour, 500);
    result.current.add(apron, 20);
  });

  expect(result.current.distinctCount).toBe(2);
  expect(result.current.totalCount).toBe(520);
});

test('update sets a quantity and ignores non-numeric or non-positive values', () => {
  const { result } = renderCart();
  act(() => {
    result.current.add(cornFlour, 500);
  });

  for (const ignored of [0, -100, Number.NaN, 2.5]) {
    act(() => result.current.update(2, ignored));
    expect(result.current.lines).toEqual([{ productId: 2, quantity: 500 }]);
  }
  act(() => result.current.update(2, 700));

  expect(result.current.lines).toEqual([{ productId: 2, quantity: 700 }]);
  expect(stored()).toEqual([{ productId: 2, quantity: 700 }]);
});

test('the line check stores the adjusted quantity and shows its notice', async () => {
  const { result } = renderCart();
  act(() => {
    result.current.add(cornFlour, 800);
  });

  act(() => {
    expect(result.current.checkLine(cornFlour, 650)).toBe(600);
  });
  expect(result.current.lines).toEqual([{ productId: 2, quantity: 600 }]);
  await expectToast(
    'Invalid Step Quantity',
    'Quantity for A Grade Quality Corn Flour must be in steps of 100. Adjusted.',
  );

  act(() => {
    expect(result.current.checkLine(cornFlour, 20)).toBe(500);
  });
  expect(result.current.lines).toEqual([{ productId: 2, quantity: 500 }]);
  await expectToast(
    'Minimum Quantity',
    'The minimum order for A Grade Quality Corn Flour is 500. Quantity updated.',
  );
});

test('the line check brings a quantity above the most one order line holds down to it', async () => {
  const { result } = renderCart();
  act(() => {
    result.current.add(cornFlour, 800);
  });

  act(() => {
    expect(result.current.checkLine(cornFlour, 100_000_000)).toBe(1_000_000);
  });
  expect(result.current.lines).toEqual([{ productId: 2, quantity: 1_000_000 }]);
  await expectToast(
    'Invalid Quantity',
    'At most 1000000 of A Grade Quality Corn Flour fit on one order line. Adjusted.',
  );

  act(() => {
    expect(result.current.add(cornFlour, 500)).toBe(false);
  });
  expect(result.current.lines).toEqual([{ productId: 2, quantity: 1_000_000 }]);
  await expectToast(
    'Invalid Quantity',
    'That quantity of A Grade Quality Corn Flour is too large for one order.',
  );
});

test('remove deletes the line and shows Item Removed', async () => {
  const { result } = renderCart();
  act(() => {
    result.current.add(cornFlour, 500);
    result.current.add(apron, 10);
  });

  act(() => result.current.remove(2));

  expect(result.current.lines).toEqual([{ productId: 4, quantity: 10 }]);
  await expectToast('Item Removed', 'Item removed from cart.');
});

test('clear empties the cart and removes the stored copy', () => {
  const { result } = renderCart();
  act(() => {
    result.current.add(cornFlour, 500);
  });

  act(() => result.current.clear());

  expect(result.current.lines).toEqual([]);
  expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
});

test('a new render starts from the stored cart, as after a reload', () => {
  const first = renderCart();
  act(() => {
    first.result.current.add(cornFlour, 500);
    first.result.current.add(apron, 30);
  });
  first.unmount();

  const { result } = renderCart();

  expect(result.current.lines).toEqual([
    { productId: 2, quantity: 500 },
    { productId: 4, quantity: 30 },
  ]);
});

test('a corrupt stored cart is an empty cart, logged as a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.localStorage.setItem(CART_STORAGE_KEY, '{not json');

  const { result } = renderCart();

  expect(result.current.lines).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toMatch(/reticulation-cart.*not valid JSON/s);

  act(() => {
    result.current.add(cornFlour, 500);
  });
  expect(stored()).toEqual([{ productId: 2, quantity: 500 }]);
});

test('a change made in another tab reaches this one through the storage event', () => {
  const { result } = renderCart();

  act(() => {
    const raw = JSON.stringify([{ productId: 4, quantity: 50 }]);
    window.localStorage.setItem(CART_STORAGE_KEY, raw);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: raw }));
  });

  expect(result.current.lines).toEqual([{ productId: 4, quantity: 50 }]);
});

test('the cart keeps working in memory when local storage refuses to save', () => {
  const { result } = renderCart();
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  });

  act(() => {
    result.current.add(cornFlour, 500);
  });

  expect(setItem).toHaveBeenCalled();
  expect(result.current.lines).toEqual([{ productId: 2, quantity: 500 }]);

  setItem.mockRestore();
  act(() => result.current.update(2, 600));
  expect(stored()).toEqual([{ productId: 2, quantity: 600 }]);
});
