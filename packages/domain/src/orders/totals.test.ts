import fc from 'fast-check';
import { expect, test } from 'vitest';
import { INDIAN_STATES, SHIPPING_ZONES } from '../shipping';
import type { ShippingZone } from '../shipping';
import { lineTotalPaise, orderTotals, subtotalPaise } from './totals';
import type { PricedLine } from './totals';

const sorghum: PricedLine = {
  pricePaise: 500,
  quantity: 1,
  weightGrams: 1000,
  category: 'Flour',
  name: 'A Grade Quality Sorghum Flour',
};
const corn: PricedLine = {
  pricePaise: 9000,
  quantity: 500,
  weightGrams: 1000,
  category: 'Flour',
  name: 'A Grade Quality Corn Flour',
};
const almonds: PricedLine = {
  pricePaise: 80_000,
  quantity: 600,
  weightGrams: 1000,
  category: 'Dry Fruits',
  name: 'A Grade Quality Almond Nuts',
};
const aprons: PricedLine = {
  pricePaise: 12_050,
  quantity: 10,
  weightGrams: 250,
  category: 'Aprons',
  name: 'Cotton Aprons',
};

test('an empty cart costs nothing', () => {
  expect(orderTotals({ lines: [], state: 'Delhi', originZone: 'NORTH1' })).toEqual({
    subtotalPaise: 0,
    shippingPaise: 0,
    gstRateBps: 500,
    gstPaise: 0,
    totalPaise: 0,
    totalWeightGrams: 0,
  });
});

test('one kg of sorghum flour to Delhi: 5 rupees + 8.68 shipping + 5% GST on the goods', () => {
  expect(orderTotals({ lines: [sorghum], state: 'Delhi', originZone: 'NORTH1' })).toEqual({
    subtotalPaise: 500,
    shippingPaise: 868,
    gstRateBps: 500,
    gstPaise: 25,
    totalPaise: 1393,
    totalWeightGrams: 1000,
  });
});

test('without a state there is no shipping yet', () => {
  const expected = {
    subtotalPaise: 4_500_000,
    shippingPaise: 0,
    gstRateBps: 500,
    gstPaise: 225_000,
    totalPaise: 4_725_000,
    totalWeightGrams: 500_000,
  };
  expect(orderTotals({ lines: [corn], originZone: 'NORTH1' })).toEqual(expected);
  expect(orderTotals({ lines: [corn], state: '', originZone: 'NORTH1' })).toEqual(expected);
  expect(orderTotals({ lines: [corn], state: null, originZone: 'NORTH1' })).toEqual(expected);
  expect(orderTotals({ lines: [corn], state: 'Atlantis', originZone: 'NORTH1' })).toEqual(expected);
});

test('one dry fruit line puts the whole order at 12% GST, charged on the goods only', () => {
  // 500 kg corn flour (45,000) + 600 kg almonds (4,80,000) + 10 aprons (1,205) to Madhya Pradesh.
  expect(
    orderTotals({ lines: [corn, almonds, aprons], state: 'Madhya Pradesh', originZone: 'NORTH1' }),
  ).toEqual({
    subtotalPaise: 52_620_500,
    shippingPaise: 1_698_953, // 1541 paise/kg x 1102.5 kg = 16,98,952.5 paise, half rounds up
    gstRateBps: 1200,
    gstPaise: 6_314_460,
    totalPaise: 60_633_913,
    totalWeightGrams: 1_102_500,
  });
});

test('the origin zone comes from the caller', () => {
  const fromCentral = orderTotals({ lines: [sorghum], state: 'Madhya Pradesh', originZone: 'CENTRAL' });
  expect(fromCentral.shippingPaise).toBe(995);
  expect(fromCentral.totalPaise).toBe(500 + 995 + 25);
});

test.each([
  { line: { pricePaise: 500, quantity: 1 }, expected: 500 },
  { line: { pricePaise: 9000, quantity: 500 }, expected: 4_500_000 },
  { line: { pricePaise: 0, quantity: 10 }, expected: 0 },
])('line total of $line.quantity x $line.pricePaise paise is $expected', ({ line, expected }) => {
  expect(lineTotalPaise(line)).toBe(expected);
});

test.each([
  { pricePaise: -1, quantity: 1 },
  { pricePaise: 10.5, quantity: 1 },
  { pricePaise: 100, quantity: Number.NaN },
  { pricePaise: 2 ** 30, quantity: 2 ** 30 },
])('a line of $quantity x $pricePaise paise is refused', (line) => {
  expect(() => lineTotalPaise(line)).toThrow(RangeError);
  expect(() => orderTotals({ lines: [{ ...corn, ...line }], originZone: 'NORTH1' })).toThrow(RangeError);
});

test('the subtotal adds the line totals', () => {
  expect(subtotalPaise([])).toBe(0);
  expect(subtotalPaise([sorghum, corn, aprons])).toBe(500 + 4_500_000 + 120_500);
});

const pricedLine = fc.record({
  pricePaise: fc.integer({ min: 0, max: 120_000 }),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  weightGrams: fc.integer({ min: 0, max: 50_000 }),
  category: fc.constantFrom('Flour', 'Dry Fruits', 'Indian Spices', 'Aprons'),
  name: fc.string({ maxLength: 20 }),
});
const orderInput = fc.record({
  lines: fc.array(pricedLine, { maxLength: 20 }),
  state: fc.option(fc.constantFrom(...INDIAN_STATES, 'Atlantis', ''), { nil: undefined }),
  originZone: fc.constantFrom<ShippingZone>(...SHIPPING_ZONES),
});

test('totals always add up exactly to the paisa, in non-negative whole numbers', () => {
  fc.assert(
    fc.property(orderInput, (input) => {
      const totals = orderTotals(input);
      expect(totals.totalPaise).toBe(totals.subtotalPaise + totals.shippingPaise + totals.gstPaise);
      for (const value of Object.values(totals)) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
    }),
  );
});

test('the totals reuse the one rule of each part', () => {
  fc.assert(
    fc.property(orderInput, (input) => {
      const totals = orderTotals(input);
      const withoutState = orderTotals({ ...input, state: undefined });
      expect(withoutState.shippingPaise).toBe(0);
      // Shipping does not change GST: it is charged on the goods only.
      expect(withoutState.gstPaise).toBe(totals.gstPaise);
      expect(totals.subtotalPaise).toBe(subtotalPaise(input.lines));
      expect(totals.gstRateBps === 1200).toBe(input.lines.some((line) => line.category === 'Dry Fruits'));
    }),
  );
});
