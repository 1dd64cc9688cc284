import { expect, test } from 'vitest';
import { buildProduct, buildSeller } from '#src/testing/catalogue-factory';
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

  const items = [
    { available: true, line: lines[0], product: corn, unitPricePaise: 9_000, lineTotalPaise: 5_400_000 },
    { available: true, line: lines[1], product: apron, unitPricePaise: 15_050, lineTotalPaise: 301_000 },
  ];
  expect(contents).toEqual({
    status: 'ready',
    items,
    groups: [{ seller: null, items, subtotalPaise: 5_701_000 }],
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

test("a supplier's line is priced at the slab its quantity reaches, and lines are grouped by seller, the company's first", () => {
  const malwa = buildSeller();
  const kutch = buildSeller({ id: 57, businessName: 'Kutch Pulses', slug: 'kutch-pulses', state: 'Gujarat' });
  const toorDal = buildProduct({
    id: 90,
    pricePaise: 42_000,
    moq: 100,
    stepQty: 50,
    seller: malwa,
    slabs: [
      { fromQuantity: 500, pricePaise: 38_000 },
      { fromQuantity: 1_000, pricePaise: 36_000 },
    ],
  });
  const moong = buildProduct({ id: 91, pricePaise: 30_000, moq: 100, stepQty: 50, seller: kutch });
  const chana = buildProduct({ id: 92, pricePaise: 20_000, moq: 100, stepQty: 50, seller: malwa });
  const cart = [
    { productId: 90, quantity: 650 },
    { productId: 91, quantity: 100 },
    { productId: 2, quantity: 600 },
    { productId: 92, quantity: 100 },
  ];
  const contents = toCartContents(
    cart,
    [toorDal, moong, corn, chana].map((product) => ({ status: 'found' as const, product })),
  );
  if (contents.status !== 'ready') throw new Error('not ready');

  expect(contents.items[0]).toMatchObject({ unitPricePaise: 38_000, lineTotalPaise: 24_700_000 });
  expect(
    contents.groups.map((group) => ({
      seller: group.seller?.businessName ?? null,
      products: group.items.map((item) => item.product.id),
      subtotalPaise: group.subtotalPaise,
    })),
  ).toEqual([
    { seller: null, products: [2], subtotalPaise: 5_400_000 },
    { seller: 'Malwa Dal Mill', products: [90, 92], subtotalPaise: 24_700_000 + 2_000_000 },
    { seller: 'Kutch Pulses', products: [91], subtotalPaise: 3_000_000 },
  ]);
  expect(contents.subtotalPaise).toBe(5_400_000 + 24_700_000 + 2_000_000 + 3_000_000);
});
