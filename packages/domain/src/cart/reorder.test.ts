import { describe, expect, test } from 'vitest';
import { checkAddQuantity } from './quantity';
import { reorderIntoCart, reorderNotice } from './reorder';

const catalogue = new Map([
  [2, { id: 2, name: 'Corn Flour', moq: 500, stepQty: 100 }],
  [7, { id: 7, name: 'Turmeric', moq: 50, stepQty: 10 }],
]);
const productOf = (id: number) => catalogue.get(id);

describe('reorderIntoCart', () => {
  test('puts every listed product in the cart with the ordered quantity, keeping other lines', () => {
    const result = reorderIntoCart(
      [{ productId: 9, quantity: 3 }],
      [
        { productId: 2, name: 'Corn Flour', quantity: 700 },
        { productId: 7, name: 'Turmeric', quantity: 60 },
      ],
      productOf,
    );
    expect(result.lines).toEqual([
      { productId: 9, quantity: 3 },
      { productId: 2, quantity: 700 },
      { productId: 7, quantity: 60 },
    ]);
    expect(result).toMatchObject({ added: ['Corn Flour', 'Turmeric'], skipped: [], adjusted: [] });
  });

  test('sets a line already in the cart to the ordered quantity rather than adding to it', () => {
    const result = reorderIntoCart(
      [{ productId: 2, quantity: 900 }],
      [{ productId: 2, name: 'Corn Flour', quantity: 500 }],
      productOf,
    );
    expect(result.lines).toEqual([{ productId: 2, quantity: 500 }]);
  });

  test('skips products no longer listed and fits quantities to today’s terms', () => {
    const result = reorderIntoCart(
      [],
      [
        { productId: 404, name: 'Old Rice', quantity: 100 },
        { productId: 2, name: 'Corn Flour', quantity: 450 },
        { productId: 7, name: 'Turmeric', quantity: 75 },
      ],
      productOf,
    );
    expect(result.skipped).toEqual(['Old Rice']);
    expect(result.adjusted).toEqual(['Corn Flour', 'Turmeric']);
    for (const line of result.lines) {
      expect(checkAddQuantity(line.quantity, catalogue.get(line.productId)!)).toBeNull();
    }
    expect(result.lines).toEqual([
      { productId: 2, quantity: 500 },
      { productId: 7, quantity: 70 },
    ]);
  });
});

describe('reorderNotice', () => {
  const base = { lines: [], added: [], skipped: [], adjusted: [] };
  test.each([
    [
      { ...base, added: ['Corn Flour'] },
      'Order Added to Cart',
      '1 product from your order is in your bulk cart.',
    ],
    [
      { ...base, added: ['Corn Flour', 'Turmeric'], skipped: ['Old Rice'], adjusted: ['Turmeric'] },
      'Order Added to Cart',
      "2 products from your order are in your bulk cart. Old Rice is no longer listed and was skipped. The quantity of Turmeric was adjusted to today's minimum and steps.",
    ],
    [
      { ...base, skipped: ['Old Rice', 'Old Wheat', 'Old Dal'] },
      'Nothing to Reorder',
      'Old Rice, Old Wheat and Old Dal are no longer listed and were skipped.',
    ],
  ])('%o', (result, title, message) => {
    expect(reorderNotice(result)).toEqual({ title, message });
  });
});
