import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { slabPriceFor, slabProblems } from './slabs';

// ₹420/kg from the minimum of 100 kg, ₹400 from 200 kg, ₹380 from 500 kg.
const pricing = {
  pricePaise: 42_000,
  slabs: [
    { fromQuantity: 200, pricePaise: 40_000 },
    { fromQuantity: 500, pricePaise: 38_000 },
  ],
};
const terms = { moq: 100, stepQty: 50, pricePaise: 42_000 };

describe('the price of a quantity', () => {
  test('is the price of the last slab it reaches', () => {
    expect(slabPriceFor(100, pricing)).toBe(42_000);
    expect(slabPriceFor(150, pricing)).toBe(42_000);
    expect(slabPriceFor(200, pricing)).toBe(40_000);
    expect(slabPriceFor(450, pricing)).toBe(40_000);
    expect(slabPriceFor(500, pricing)).toBe(38_000);
    expect(slabPriceFor(1_000_000, pricing)).toBe(38_000);
  });

  test('is the base price without slabs', () => {
    expect(slabPriceFor(5000, { pricePaise: 9900, slabs: [] })).toBe(9900);
  });

  test('never rises as the quantity grows, for slabs that pass the rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 5000 }), fc.integer({ min: 100, max: 5000 }), (a, b) => {
        expect(slabProblems(terms, pricing.slabs)).toEqual([]);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(slabPriceFor(high, pricing)).toBeLessThanOrEqual(slabPriceFor(low, pricing));
      }),
    );
  });
});

describe('the slab rules', () => {
  test('accept slabs above the minimum, on its steps, cheaper as they go', () => {
    expect(slabProblems(terms, pricing.slabs)).toEqual([]);
  });

  test('refuse a slab at or below the minimum order quantity', () => {
    expect(slabProblems(terms, [{ fromQuantity: 100, pricePaise: 40_000 }])).toEqual([
      {
        index: 0,
        field: 'fromQuantity',
        message: 'A slab must start above the minimum order quantity of 100.',
      },
    ]);
  });

  test('refuse a slab off the steps, by the cart rule', () => {
    const [problem] = slabProblems(terms, [{ fromQuantity: 220, pricePaise: 40_000 }]);
    expect(problem).toMatchObject({ index: 0, field: 'fromQuantity' });
    expect(problem!.message).toContain('steps of 50');
  });

  test('refuse quantities that do not increase', () => {
    expect(
      slabProblems(terms, [
        { fromQuantity: 500, pricePaise: 40_000 },
        { fromQuantity: 300, pricePaise: 38_000 },
      ]),
    ).toEqual([
      {
        index: 1,
        field: 'fromQuantity',
        message: 'Each slab must start at a larger quantity than the one before.',
      },
    ]);
  });

  test('refuse a slab that is not cheaper than the price before it', () => {
    expect(
      slabProblems(terms, [
        { fromQuantity: 200, pricePaise: 42_000 },
        { fromQuantity: 500, pricePaise: 41_000 },
        { fromQuantity: 1000, pricePaise: 41_000 },
      ]),
    ).toEqual([
      { index: 0, field: 'pricePaise', message: 'Each slab must be cheaper than the price before it.' },
      { index: 2, field: 'pricePaise', message: 'Each slab must be cheaper than the price before it.' },
    ]);
  });
});
