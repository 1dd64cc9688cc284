import { expect, test } from 'vitest';
import { buildProduct } from '#src/testing/catalogue-factory';
import { toCartContents } from './cart-items';

const corn = buildProduct();
const apron = buildProduct({ id: 4, name: 'Cotton Apron', pricePaise: 15_050, moq: 10, stepQty: 10 });
const lines = [
  { productId: 2, quantity: 600 },
  { productId: 4, quantity: 20 },
];

test('an empty cart is empty whatever the products', () => {
  expect(toCartContents([], [])).toEqual({ status: 'empty' });
});

test('the cart is pending while any product loads, or before the lookups match the lines', () => {
  expect(toCartContents(lines, [{ status: 'found', product: corn }, { status: 'pending' }])).toEqual({
    status: 'pending',
  });
  expect(toCartContents(lines, [])).toEqual({ status: 'pending' });
});

test('a failed product load fails the cart, so that it can be retried', () => {
  const error = new Error('offline');
  expect(
    toCartContents(lines, [
      { status: 'found', product: corn },
      { status: 'error', error },
    ]),
  ).toEqual({
    status: 'error',
    error,
  });
});

test('lines join their products, with line totals and the subtotal in paise', () => {
  const contents = toCartContents(lines, [
    { status: 'found', product: corn },
    { status: 'found', product: apron },
  ]);

  expect(contents).toEqual({
    status: 'ready',
    items: [
      { available: true, line: lines[0], product: corn, lineTotalPaise: 5_400_000 },
      { available: true, line: lines[1], product: apron, lineTotalPaise: 301_000 },
    ],
    subtotalPaise: 5_701_000,
    unavailableCount: 0,
  });
});

test('a product gone from the catalogue makes its line unavailable and leaves it out of the subtotal', () => {
  const contents = toCartContents(lines, [{ status: 'missing' }, { status: 'found', product: apron }]);

  expect(contents).toMatchObject({
    status: 'ready',
    items: [{ available: false, line: lines[0] }, { available: true }],
    subtotalPaise: 301_000,
    unavailableCount: 1,
  });
});

test('amounts too large to be exact are null rather than wrong', () => {
  const huge = [{ productId: 2, quantity: Number.MAX_SAFE_INTEGER }];

  expect(toCartContents(huge, [{ status: 'found', product: corn }])).toMatchObject({
    status: 'ready',
    items: [{ available: true, lineTotalPaise: null }],
    subtotalPaise: null,
  });
});
