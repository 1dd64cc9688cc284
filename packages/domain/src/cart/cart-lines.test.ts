import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  addToCart,
  distinctLineCount,
  isCartLine,
  removeLine,
  totalItemCount,
  updateQuantity,
} from './cart-lines';
import { MAX_LINE_QUANTITY } from '../orders/limits';
import type { CartLine } from './cart-lines';

const cart: readonly CartLine[] = [
  { productId: 2, quantity: 500 },
  { productId: 1, quantity: 3 },
];

test('adding a product that is not in the cart appends a line', () => {
  expect(addToCart(cart, 7, 10)).toEqual([...cart, { productId: 7, quantity: 10 }]);
  expect(addToCart([], 1, 1)).toEqual([{ productId: 1, quantity: 1 }]);
});

test('adding a product already in the cart increases its quantity in place', () => {
  expect(addToCart(cart, 2, 300)).toEqual([
    { productId: 2, quantity: 800 },
    { productId: 1, quantity: 3 },
  ]);
});

test('adding does not mutate the cart it is given', () => {
  const before = cart.map((line) => ({ ...line }));
  addToCart(cart, 2, 100);
  addToCart(cart, 9, 100);
  expect(cart).toEqual(before);
});

test.each([0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
  'adding a quantity of %s is ignored',
  (quantity) => {
    expect(addToCart(cart, 2, quantity)).toBe(cart);
    expect(addToCart(cart, 7, quantity)).toBe(cart);
  },
);

test.each([0, -1, 1.5, Number.NaN])('adding to product id %s is ignored', (productId) => {
  expect(addToCart(cart, productId, 10)).toBe(cart);
});

test('an add that would take a line past the most one order line holds is ignored', () => {
  const full = [{ productId: 1, quantity: 1_000_000 }];
  expect(addToCart(full, 1, 1)).toBe(full);
  expect(addToCart(cart, 9, 1_000_001)).toBe(cart);
});

test('updating sets the quantity of one line', () => {
  expect(updateQuantity(cart, 1, 40)).toEqual([
    { productId: 2, quantity: 500 },
    { productId: 1, quantity: 40 },
  ]);
});

test.each([0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '12' as unknown as number])(
  'updating to %s is ignored and returns the same lines',
  (quantity) => {
    expect(updateQuantity(cart, 1, quantity)).toBe(cart);
  },
);

test('updating a product that is not in the cart, or to the same quantity, returns the same lines', () => {
  expect(updateQuantity(cart, 99, 10)).toBe(cart);
  expect(updateQuantity(cart, 1, 3)).toBe(cart);
});

test('removing deletes the line, and returns the same lines when absent', () => {
  expect(removeLine(cart, 2)).toEqual([{ productId: 1, quantity: 3 }]);
  expect(removeLine(cart, 99)).toBe(cart);
  expect(removeLine([], 1)).toEqual([]);
});

test.each([
  { lines: [], distinct: 0, total: 0 },
  { lines: [{ productId: 1, quantity: 1 }], distinct: 1, total: 1 },
  { lines: cart, distinct: 2, total: 503 },
])('a cart of $distinct lines holds $total items', ({ lines, distinct, total }) => {
  expect(distinctLineCount(lines)).toBe(distinct);
  expect(totalItemCount(lines)).toBe(total);
});

test.each([
  { line: { productId: 1, quantity: 500 }, valid: true },
  { line: { productId: 0, quantity: 500 }, valid: false },
  { line: { productId: 1, quantity: 0 }, valid: false },
  { line: { productId: 1, quantity: 1.5 }, valid: false },
  { line: { productId: 1, quantity: 2 ** 53 }, valid: false },
  { line: { productId: '1', quantity: 500 }, valid: false },
  { line: { productId: 1 }, valid: false },
])('isCartLine accepts $line: $valid', ({ line, valid }) => {
  expect(isCartLine(line)).toBe(valid);
});

const productId = fc.integer({ min: 1, max: 50 });
const quantity = fc.integer({ min: 1, max: 400_000 });
const lines = fc
  .array(fc.tuple(productId, quantity))
  .map((adds) => adds.reduce<readonly CartLine[]>((acc, [id, qty]) => addToCart(acc, id, qty), []));

test('adding the same product twice equals adding the sum once', () => {
  fc.assert(
    fc.property(lines, productId, quantity, quantity, (start, id, a, b) => {
      const existing = start.find((line) => line.productId === id)?.quantity ?? 0;
      fc.pre(existing + a + b <= MAX_LINE_QUANTITY);
      expect(addToCart(addToCart(start, id, a), id, b)).toEqual(addToCart(start, id, a + b));
    }),
  );
});

test('adding grows the item count by the quantity, up to the most a line holds, and keeps one line per product', () => {
  fc.assert(
    fc.property(lines, productId, quantity, (start, id, qty) => {
      const next = addToCart(start, id, qty);
      const existing = start.find((line) => line.productId === id)?.quantity ?? 0;
      const fits = existing + qty <= MAX_LINE_QUANTITY;
      expect(totalItemCount(next)).toBe(totalItemCount(start) + (fits ? qty : 0));
      expect(new Set(next.map((line) => line.productId)).size).toBe(distinctLineCount(next));
      expect(next.every(isCartLine)).toBe(true);
    }),
  );
});

test('removing a line takes away exactly its items', () => {
  fc.assert(
    fc.property(lines, productId, (start, id) => {
      const removed = start.find((line) => line.productId === id)?.quantity ?? 0;
      expect(totalItemCount(removeLine(start, id))).toBe(totalItemCount(start) - removed);
    }),
  );
});
