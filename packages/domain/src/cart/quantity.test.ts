import fc from 'fast-check';
import { expect, test } from 'vitest';
import { MAX_LINE_QUANTITY } from '../orders/limits';
import { adjustLineQuantity, checkAddQuantity, lineMaximum, withCartDefaults } from './quantity';

const sorghum = { name: 'A Grade Quality Sorghum Flour', moq: 1, stepQty: 1 };
const corn = { name: 'A Grade Quality Corn Flour', moq: 500, stepQty: 100 };
const aprons = { name: 'Cotton Aprons', moq: 10, stepQty: 10 };

const cornBelowMoq = {
  code: 'BELOW_MOQ',
  title: 'Invalid Quantity',
  message: 'Minimum order quantity for A Grade Quality Corn Flour is 500.',
};
const cornOffStep = {
  code: 'OFF_STEP',
  title: 'Invalid Quantity',
  message: 'Quantity for A Grade Quality Corn Flour must be in steps of 100 above the minimum of 500.',
};

test.each([
  { quantity: 500, expected: null },
  { quantity: 600, expected: null },
  { quantity: 800, expected: null },
  { quantity: 1_000_000, expected: null },
  {
    quantity: 1_000_000_000_000_000,
    expected: {
      code: 'ABOVE_MAXIMUM',
      title: 'Invalid Quantity',
      message: 'At most 1000000 of A Grade Quality Corn Flour fit on one order line.',
    },
  },
  { quantity: 499, expected: cornBelowMoq },
  { quantity: 100, expected: cornBelowMoq },
  { quantity: 0, expected: cornBelowMoq },
  { quantity: -500, expected: cornBelowMoq },
  { quantity: Number.NaN, expected: cornBelowMoq },
  { quantity: Number.POSITIVE_INFINITY, expected: cornBelowMoq },
  { quantity: Number.NEGATIVE_INFINITY, expected: cornBelowMoq },
  { quantity: 499.99, expected: cornBelowMoq },
  { quantity: 550, expected: cornOffStep },
  { quantity: 550.5, expected: cornOffStep },
  { quantity: 500.5, expected: cornOffStep },
  { quantity: 501, expected: cornOffStep },
  { quantity: 1e20, expected: cornOffStep }, // beyond exact integers
])('add $quantity of corn flour (MOQ 500, step 100)', ({ quantity, expected }) => {
  expect(checkAddQuantity(quantity, corn)).toEqual(expected);
});

test.each([
  { quantity: 1, expected: null },
  { quantity: 2, expected: null },
  { quantity: 37, expected: null },
  { quantity: 1_000_000, expected: null },
  {
    quantity: 1_000_001,
    expected: {
      code: 'ABOVE_MAXIMUM',
      title: 'Invalid Quantity',
      message: 'At most 1000000 of A Grade Quality Sorghum Flour fit on one order line.',
    },
  },
  {
    quantity: 0,
    expected: {
      code: 'BELOW_MOQ',
      title: 'Invalid Quantity',
      message: 'Minimum order quantity for A Grade Quality Sorghum Flour is 1.',
    },
  },
  {
    quantity: 1.5,
    expected: {
      code: 'OFF_STEP',
      title: 'Invalid Quantity',
      message: 'Quantity for A Grade Quality Sorghum Flour must be in steps of 1 above the minimum of 1.',
    },
  },
])('add $quantity of sorghum flour (MOQ 1, step 1)', ({ quantity, expected }) => {
  expect(checkAddQuantity(quantity, sorghum)).toEqual(expected);
});

test('a value that is not a number at runtime counts as below the minimum', () => {
  expect(checkAddQuantity('600' as unknown as number, corn)?.code).toBe('BELOW_MOQ');
  expect(checkAddQuantity(undefined as unknown as number, corn)?.code).toBe('BELOW_MOQ');
});

test.each([
  { terms: { name: 'Paper Roll' }, quantity: 1, expected: null },
  { terms: { name: 'Paper Roll', moq: null, stepQty: null }, quantity: 7, expected: null },
  { terms: { name: 'Paper Roll', moq: 0, stepQty: 0 }, quantity: 3, expected: null },
  {
    terms: { name: 'Paper Roll' },
    quantity: 0,
    expected: {
      code: 'BELOW_MOQ',
      title: 'Invalid Quantity',
      message: 'Minimum order quantity for Paper Roll is 1.',
    },
  },
])('missing terms count as MOQ 1 and step 1 ($quantity)', ({ terms, quantity, expected }) => {
  expect(checkAddQuantity(quantity, terms)).toEqual(expected);
});

const cornMinimumNotice = {
  title: 'Minimum Quantity',
  message: 'The minimum order for A Grade Quality Corn Flour is 500. Quantity updated.',
};
const cornStepNotice = {
  title: 'Invalid Step Quantity',
  message: 'Quantity for A Grade Quality Corn Flour must be in steps of 100. Adjusted.',
};
const cornMaximumNotice = {
  title: 'Invalid Quantity',
  message: 'At most 1000000 of A Grade Quality Corn Flour fit on one order line. Adjusted.',
};

test.each([
  { quantity: 500, expected: { quantity: 500, notice: null } },
  { quantity: 700, expected: { quantity: 700, notice: null } },
  { quantity: 499, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: 1, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: 0, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: -100, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: Number.NaN, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: Number.POSITIVE_INFINITY, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: 499.5, expected: { quantity: 500, notice: cornMinimumNotice } },
  { quantity: 550, expected: { quantity: 500, notice: cornStepNotice } },
  { quantity: 550.5, expected: { quantity: 500, notice: cornStepNotice } },
  { quantity: 599, expected: { quantity: 500, notice: cornStepNotice } },
  { quantity: 601, expected: { quantity: 600, notice: cornStepNotice } },
  { quantity: 699.999, expected: { quantity: 600, notice: cornStepNotice } },
  { quantity: 12_345, expected: { quantity: 12_300, notice: cornStepNotice } },
  { quantity: 1_000_000, expected: { quantity: 1_000_000, notice: null } },
  { quantity: 1_000_050, expected: { quantity: 1_000_000, notice: cornMaximumNotice } },
  { quantity: 1_000_000_000_050, expected: { quantity: 1_000_000, notice: cornMaximumNotice } },
  { quantity: Number.MAX_SAFE_INTEGER, expected: { quantity: 1_000_000, notice: cornMaximumNotice } },
  { quantity: 1e20, expected: { quantity: 1_000_000, notice: cornMaximumNotice } },
])('line check of $quantity corn flour (MOQ 500, step 100)', ({ quantity, expected }) => {
  expect(adjustLineQuantity(quantity, corn)).toEqual(expected);
});

test.each([
  { quantity: 1, expected: { quantity: 1, notice: null } },
  { quantity: 25, expected: { quantity: 25, notice: null } },
  {
    quantity: 0,
    expected: {
      quantity: 1,
      notice: {
        title: 'Minimum Quantity',
        message: 'The minimum order for A Grade Quality Sorghum Flour is 1. Quantity updated.',
      },
    },
  },
  {
    quantity: 0.5,
    expected: {
      quantity: 1,
      notice: {
        title: 'Minimum Quantity',
        message: 'The minimum order for A Grade Quality Sorghum Flour is 1. Quantity updated.',
      },
    },
  },
  {
    quantity: 2.7,
    expected: {
      quantity: 2,
      notice: {
        title: 'Invalid Step Quantity',
        message: 'Quantity for A Grade Quality Sorghum Flour must be in steps of 1. Adjusted.',
      },
    },
  },
])('line check of $quantity sorghum flour (MOQ 1, step 1)', ({ quantity, expected }) => {
  expect(adjustLineQuantity(quantity, sorghum)).toEqual(expected);
});

test.each([
  { quantity: 10, expected: 10 },
  { quantity: 15, expected: 10 },
  { quantity: 29, expected: 20 },
  { quantity: 9, expected: 10 },
])('line check of $quantity aprons (MOQ 10, step 10) keeps $expected', ({ quantity, expected }) => {
  expect(adjustLineQuantity(quantity, aprons).quantity).toBe(expected);
});

test('the line check of a product without terms uses MOQ 1 and step 1', () => {
  expect(adjustLineQuantity(0, { name: 'Paper Roll' })).toEqual({
    quantity: 1,
    notice: {
      title: 'Minimum Quantity',
      message: 'The minimum order for Paper Roll is 1. Quantity updated.',
    },
  });
  expect(adjustLineQuantity(4, { name: 'Paper Roll' })).toEqual({ quantity: 4, notice: null });
});

test.each([
  { terms: {}, expected: { moq: 1, stepQty: 1, weightGrams: 1000 } },
  {
    terms: { moq: null, stepQty: undefined, weightGrams: null },
    expected: { moq: 1, stepQty: 1, weightGrams: 1000 },
  },
  {
    terms: { moq: 500, stepQty: 100, weightGrams: 250 },
    expected: { moq: 500, stepQty: 100, weightGrams: 250 },
  },
  {
    terms: { moq: 0, stepQty: -5, weightGrams: Number.NaN },
    expected: { moq: 1, stepQty: 1, weightGrams: 1000 },
  },
  {
    terms: { moq: 2.5, stepQty: 1.5, weightGrams: 0.5 },
    expected: { moq: 1, stepQty: 1, weightGrams: 1000 },
  },
])('cart defaults of $terms', ({ terms, expected }) => {
  expect(withCartDefaults(terms)).toEqual(expected);
});

const terms = fc.record({
  name: fc.constant('Test Product'),
  moq: fc.integer({ min: 1, max: 10_000 }),
  stepQty: fc.integer({ min: 1, max: 1_000 }),
});
const anyQuantity = fc.oneof(
  fc.integer({ min: -1_000, max: 100_000 }),
  fc.double({ min: -1_000, max: 100_000 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 1e300),
);

test('a line check always produces a quantity that can be added to the cart', () => {
  fc.assert(
    fc.property(anyQuantity, terms, (quantity, product) => {
      expect(checkAddQuantity(adjustLineQuantity(quantity, product).quantity, product)).toBeNull();
    }),
  );
});

test('a line check never raises a quantity unless it was below the minimum', () => {
  fc.assert(
    fc.property(anyQuantity, terms, (quantity, product) => {
      const adjusted = adjustLineQuantity(quantity, product).quantity;
      const wasBelowMinimum = !(quantity >= product.moq); // NaN included
      if (!wasBelowMinimum) expect(adjusted).toBeLessThanOrEqual(quantity);
      else expect(adjusted).toBe(product.moq);
    }),
  );
});

test('the line check leaves valid quantities alone and lands on the valid quantity just below', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 100_000 }), terms, (steps, product) => {
      const stepsWithinLine = Math.floor((MAX_LINE_QUANTITY - product.moq) / product.stepQty) + 1;
      const valid = product.moq + (steps % stepsWithinLine) * product.stepQty;
      expect(adjustLineQuantity(valid, product)).toEqual({ quantity: valid, notice: null });
      for (let extra = 1; extra < Math.min(product.stepQty, 5); extra += 1) {
        expect(adjustLineQuantity(valid + extra, product).quantity).toBe(valid);
      }
    }),
  );
});

test('the add check and the line check agree on which quantities need no change', () => {
  fc.assert(
    fc.property(anyQuantity, terms, (quantity, product) => {
      const adjusted = adjustLineQuantity(quantity, product);
      expect(adjusted.notice === null).toBe(checkAddQuantity(quantity, product) === null);
    }),
  );
});

test('the line maximum is the largest quantity on the steps that one line takes, and the add check accepts it', () => {
  expect(lineMaximum({ moq: 100, stepQty: 50 })).toBe(MAX_LINE_QUANTITY);
  expect(lineMaximum({ moq: 3, stepQty: 7 })).toBe(3 + Math.floor((MAX_LINE_QUANTITY - 3) / 7) * 7);
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: MAX_LINE_QUANTITY }),
      fc.integer({ min: 1, max: 10_000 }),
      (moq, stepQty) => {
        const max = lineMaximum({ moq, stepQty });
        const product = { name: 'Toor dal', moq, stepQty };
        expect(checkAddQuantity(max, product)).toBeNull();
        expect(checkAddQuantity(max + stepQty, product)?.code).toBe('ABOVE_MAXIMUM');
      },
    ),
  );
});
