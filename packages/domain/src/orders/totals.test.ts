import fc from 'fast-check';
import { expect, test } from 'vitest';
import { INDIAN_STATES, SHIPPING_ZONES } from '../shipping';
import type { ShippingZone } from '../shipping';
import { gstAmountPaise, GST_RATE_TABLE, gstRateBpsFor } from '../tax';
import { lineTotalPaise, orderTotals, subtotalPaise } from './totals';
import type { PricedLine } from './totals';

const at = new Date('2026-11-26T10:00:00Z');

const sorghum: PricedLine = { pricePaise: 500, quantity: 1, weightGrams: 1000, hsn: '1102' };
const corn: PricedLine = { pricePaise: 9000, quantity: 500, weightGrams: 1000, hsn: '1102' };
const almonds: PricedLine = { pricePaise: 80_000, quantity: 600, weightGrams: 1000, hsn: '0802' };
const aprons: PricedLine = { pricePaise: 12_050, quantity: 10, weightGrams: 250, hsn: '6211' };
const toorDal: PricedLine = { pricePaise: 12_050, quantity: 100, weightGrams: 1000, hsn: '0713' };

test('an empty cart costs nothing', () => {
  expect(orderTotals({ lines: [], state: 'Delhi', originZone: 'NORTH1', at })).toEqual({
    subtotalPaise: 0,
    shippingPaise: 0,
    gstPaise: 0,
    totalPaise: 0,
    totalWeightGrams: 0,
    lines: [],
    gstByRate: [],
  });
});

test('one kg of sorghum flour to Delhi: 5 rupees + 8.68 freight + 5% GST on goods and freight', () => {
  // Freight is part of the taxable value (ADR 011): 5% of 13.68 rupees is 68.4 paise. Before, GST was
  // charged on the goods only (25 paise) and the total was 13.93 rupees.
  expect(orderTotals({ lines: [sorghum], state: 'Delhi', originZone: 'NORTH1', at })).toEqual({
    subtotalPaise: 500,
    shippingPaise: 868,
    gstPaise: 68,
    totalPaise: 1436,
    totalWeightGrams: 1000,
    lines: [
      { hsn: '1102', gstRateBps: 500, goodsPaise: 500, freightPaise: 868, taxablePaise: 1368, gstPaise: 68 },
    ],
    gstByRate: [{ rateBps: 500, taxablePaise: 1368, gstPaise: 68 }],
  });
});

test('without a state there is no freight yet, and one kind of goods is taxed as before', () => {
  const expected = {
    subtotalPaise: 4_500_000,
    shippingPaise: 0,
    gstPaise: 225_000,
    totalPaise: 4_725_000,
    totalWeightGrams: 500_000,
  };
  for (const state of [undefined, '', null, 'Atlantis']) {
    expect(orderTotals({ lines: [corn], state, originZone: 'NORTH1', at })).toMatchObject(expected);
  }
});

test('a mixed cart is taxed per line: almonds at 12%, flour and aprons at 5%, freight shared by weight', () => {
  // 500 kg corn flour (45,000) + 600 kg almonds (4,80,000) + 10 aprons (1,205) to Madhya Pradesh.
  // Freight: 1541 paise/kg x 1102.5 kg = 16,98,952.5 paise, half rounds up; shared 500 : 600 : 2.5 kg.
  const totals = orderTotals({
    lines: [corn, almonds, aprons],
    state: 'Madhya Pradesh',
    originZone: 'NORTH1',
    at,
  });
  expect(totals.lines).toEqual([
    {
      hsn: '1102',
      gstRateBps: 500,
      goodsPaise: 4_500_000,
      freightPaise: 770_500,
      taxablePaise: 5_270_500,
      gstPaise: 263_525,
    },
    {
      hsn: '0802',
      gstRateBps: 1200,
      goodsPaise: 48_000_000,
      freightPaise: 924_600,
      taxablePaise: 48_924_600,
      gstPaise: 5_870_952,
    },
    {
      hsn: '6211',
      gstRateBps: 500,
      goodsPaise: 120_500,
      freightPaise: 3_853,
      taxablePaise: 124_353,
      gstPaise: 6_218,
    },
  ]);
  expect(totals.gstByRate).toEqual([
    // 5% of 53,94,853 paise = 2,69,742.65
    { rateBps: 500, taxablePaise: 5_394_853, gstPaise: 269_743 },
    // 12% of 4,89,24,600 paise
    { rateBps: 1200, taxablePaise: 48_924_600, gstPaise: 5_870_952 },
  ]);
  // Before, the one almond line put the whole order at 12% on the goods only: GST 63,14,460, total 6,06,33,913.
  expect(totals).toMatchObject({
    subtotalPaise: 52_620_500,
    shippingPaise: 1_698_953,
    gstPaise: 6_140_695,
    totalPaise: 60_460_148,
    totalWeightGrams: 1_102_500,
  });
});

test('toor dal beside almonds stays at 5%', () => {
  const totals = orderTotals({ lines: [toorDal, almonds], originZone: 'NORTH1', at });
  expect(totals.lines.map((line) => [line.gstRateBps, line.gstPaise])).toEqual([
    [500, 60_250],
    [1200, 5_760_000],
  ]);
  expect(totals.gstPaise).toBe(60_250 + 5_760_000);
});

test('the origin zone comes from the caller', () => {
  const fromCentral = orderTotals({ lines: [sorghum], state: 'Madhya Pradesh', originZone: 'CENTRAL', at });
  expect(fromCentral.shippingPaise).toBe(995);
  // 5% of 14.95 rupees = 74.75 paise
  expect(fromCentral.totalPaise).toBe(500 + 995 + 75);
});

test('a rate that changes from a date taxes orders of that date on, by the Indian calendar', () => {
  const lines = [toorDal];
  const before = orderTotals({ lines, originZone: 'NORTH1', at: new Date('2017-07-01T00:00:00+05:30') });
  expect(before.gstByRate).toEqual([{ rateBps: 500, taxablePaise: 1_205_000, gstPaise: 60_250 }]);
  expect(() =>
    orderTotals({ lines, originZone: 'NORTH1', at: new Date('2017-06-30T23:59:59+05:30') }),
  ).toThrow(RangeError);
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
  expect(() => orderTotals({ lines: [{ ...corn, ...line }], originZone: 'NORTH1', at })).toThrow(RangeError);
});

test('the subtotal adds the line totals', () => {
  expect(subtotalPaise([])).toBe(0);
  expect(subtotalPaise([sorghum, corn, aprons])).toBe(500 + 4_500_000 + 120_500);
});

const pricedLine = fc.record({
  pricePaise: fc.integer({ min: 0, max: 120_000 }),
  quantity: fc.integer({ min: 1, max: 100_000 }),
  weightGrams: fc.integer({ min: 0, max: 50_000 }),
  hsn: fc.constantFrom('1102', '0713', '0802', '0801', '0806', '0910', '6211', '08021100'),
});
const orderInput = fc.record({
  lines: fc.array(pricedLine, { maxLength: 20 }),
  state: fc.option(fc.constantFrom(...INDIAN_STATES, 'Atlantis', ''), { nil: undefined }),
  originZone: fc.constantFrom<ShippingZone>(...SHIPPING_ZONES),
  at: fc.date({
    min: new Date('2017-07-01T00:00:00+05:30'),
    max: new Date('2040-01-01'),
    noInvalidDate: true,
  }),
});
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

test('totals always add up exactly to the paisa, in non-negative whole numbers', () => {
  fc.assert(
    fc.property(orderInput, (input) => {
      const totals = orderTotals(input);
      expect(totals.totalPaise).toBe(totals.subtotalPaise + totals.shippingPaise + totals.gstPaise);
      expect(sum(totals.lines.map((line) => line.goodsPaise))).toBe(totals.subtotalPaise);
      expect(sum(totals.lines.map((line) => line.freightPaise))).toBe(totals.shippingPaise);
      expect(sum(totals.lines.map((line) => line.gstPaise))).toBe(totals.gstPaise);
      expect(sum(totals.gstByRate.map((rate) => rate.gstPaise))).toBe(totals.gstPaise);
      expect(sum(totals.gstByRate.map((rate) => rate.taxablePaise))).toBe(
        totals.subtotalPaise + totals.shippingPaise,
      );
      for (const line of totals.lines) {
        expect(line.taxablePaise).toBe(line.goodsPaise + line.freightPaise);
        for (const value of Object.values(line)) {
          if (typeof value === 'number') expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
      }
      for (const key of [
        'subtotalPaise',
        'shippingPaise',
        'gstPaise',
        'totalPaise',
        'totalWeightGrams',
      ] as const) {
        expect(Number.isSafeInteger(totals[key]) && totals[key] >= 0).toBe(true);
      }
    }),
  );
});

test("each line is taxed at its own HSN code's rate, and freight follows the weight", () => {
  fc.assert(
    fc.property(orderInput, (input) => {
      const totals = orderTotals(input);
      totals.lines.forEach((line, index) => {
        const priced = input.lines[index]!;
        expect(line.gstRateBps).toBe(gstRateBpsFor(priced.hsn, input.at, GST_RATE_TABLE));
        expect(line.gstRateBps).toBe(priced.hsn.startsWith('080') ? 1200 : 500);
        if (priced.weightGrams === 0) expect(line.freightPaise).toBe(0);
      });
      const withoutState = orderTotals({ ...input, state: undefined });
      expect(withoutState.shippingPaise).toBe(0);
      expect(totals.subtotalPaise).toBe(subtotalPaise(input.lines));
    }),
  );
});

test('a cart of one kind of goods is taxed as one rate on goods and freight together', () => {
  fc.assert(
    fc.property(orderInput, fc.constantFrom('1102', '0802'), (input, hsn) => {
      const lines = input.lines.map((line) => ({ ...line, hsn }));
      const totals = orderTotals({ ...input, lines });
      const rate = hsn === '0802' ? 1200 : 500;
      expect(totals.gstPaise).toBe(gstAmountPaise(totals.subtotalPaise + totals.shippingPaise, rate));
      // Without freight it is exactly the whole-order rule it replaces.
      const noFreight = orderTotals({ ...input, lines, state: undefined });
      expect(noFreight.gstPaise).toBe(gstAmountPaise(noFreight.subtotalPaise, rate));
    }),
  );
});
