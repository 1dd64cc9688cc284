import fc from 'fast-check';
import { expect, test } from 'vitest';
import { addToCart } from './cart-lines';
import type { CartLine } from './cart-lines';
import { CART_STORAGE_KEY, parseStoredCart, serializeCart } from './stored-cart';

test('the cart lives under the reticulation-cart key', () => {
  expect(CART_STORAGE_KEY).toBe('reticulation-cart');
});

test('a missing stored cart is an empty cart without error', () => {
  expect(parseStoredCart(null)).toEqual({ lines: [], error: null });
});

test('a stored cart reads back', () => {
  const raw = '[{"productId":2,"quantity":500},{"productId":1,"quantity":3}]';
  expect(parseStoredCart(raw)).toEqual({
    lines: [
      { productId: 2, quantity: 500 },
      { productId: 1, quantity: 3 },
    ],
    error: null,
  });
  expect(parseStoredCart('[]')).toEqual({ lines: [], error: null });
});

test('unknown keys in stored lines are dropped', () => {
  expect(parseStoredCart('[{"productId":2,"quantity":500,"name":"Corn"}]').lines).toEqual([
    { productId: 2, quantity: 500 },
  ]);
});

test('two stored lines of one product are merged', () => {
  expect(parseStoredCart('[{"productId":2,"quantity":500},{"productId":2,"quantity":100}]').lines).toEqual([
    { productId: 2, quantity: 600 },
  ]);
});

test.each(['', '{', 'not json', '[{"productId":2,'])('bad JSON %j is an empty cart with an error', (raw) => {
  const result = parseStoredCart(raw);
  expect(result.lines).toEqual([]);
  expect(result.error).toMatch(/^Stored cart is not valid JSON: /);
});

test.each([
  'null',
  '{}',
  '42',
  '"cart"',
  '[{"id":2,"quantity":500}]',
  '[{"productId":2,"quantity":0}]',
  '[{"productId":2,"quantity":-1}]',
  '[{"productId":2,"quantity":2.5}]',
  '[{"productId":"2","quantity":500}]',
  '[{"productId":2,"quantity":500}, null]',
])('a stored cart of the wrong shape (%s) is an empty cart with an error', (raw) => {
  const result = parseStoredCart(raw);
  expect(result.lines).toEqual([]);
  expect(result.error).toMatch(/^Stored cart has the wrong shape:\n/);
});

test('a cart written by serializeCart always reads back the same', () => {
  const line = fc.record({
    productId: fc.integer({ min: 1, max: 100 }),
    quantity: fc.integer({ min: 1, max: 1_000_000_000 }),
  });
  fc.assert(
    fc.property(fc.array(line), (adds) => {
      const cart = adds.reduce<readonly CartLine[]>((acc, l) => addToCart(acc, l.productId, l.quantity), []);
      expect(parseStoredCart(serializeCart(cart))).toEqual({ lines: cart, error: null });
    }),
  );
});

test('serializeCart stores only the product id and quantity', () => {
  const line = { productId: 1, quantity: 5, name: 'extra' } as CartLine;
  expect(serializeCart([line])).toBe('[{"productId":1,"quantity":5}]');
});

test('parseStoredCart never throws, whatever is stored', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
      const result = parseStoredCart(raw);
      expect(result.error === null || result.lines.length === 0).toBe(true);
    }),
  );
});
