import { expect, test } from 'vitest';
import { hsnCodesByCategory } from '../invoices/hsn';
import {
  GST_RATE_DRY_FRUITS_BPS,
  GST_RATE_STANDARD_BPS,
  GST_RATE_TABLE,
  gstRateBpsFor,
  indianDate,
  type GstRateEntry,
} from './gst-rates';

const today = new Date('2026-11-26T10:00:00Z');

test('the rates are 12% and 5% in basis points', () => {
  expect(GST_RATE_DRY_FRUITS_BPS).toBe(1200);
  expect(GST_RATE_STANDARD_BPS).toBe(500);
});

test.each([
  { hsn: '0801', expected: 1200 }, // cashew nuts
  { hsn: '0802', expected: 1200 }, // almonds, pistachios, walnuts
  { hsn: '08021100', expected: 1200 }, // an 8-digit almond code falls under its heading
  { hsn: '0804', expected: 1200 }, // dates, figs
  { hsn: '0806', expected: 1200 }, // raisins
  { hsn: '0810', expected: 500 }, // fresh amla is fruit, not a dry fruit
  { hsn: '0713', expected: 500 }, // pulses
  { hsn: '1102', expected: 500 }, // flour
  { hsn: '6211', expected: 500 }, // aprons
])("today's rate of HSN $hsn is $expected bps", ({ hsn, expected }) => {
  expect(gstRateBpsFor(hsn, today)).toBe(expected);
});

test('every category code of the catalogue has a rate, dry fruits 12% and the rest 5%', () => {
  for (const [category, hsn] of Object.entries(hsnCodesByCategory)) {
    expect(gstRateBpsFor(hsn, today)).toBe(category === 'Dry Fruits' ? 1200 : 500);
  }
});

test('a new entry changes the rate from its start date in India, not before', () => {
  const table: GstRateEntry[] = [...GST_RATE_TABLE, { hsn: '0713', rateBps: 0, from: '2027-04-01' }];
  // 31 March 2027, 23:59 in India is 18:29 UTC; midnight in India is 18:30 UTC the day before.
  expect(gstRateBpsFor('0713', new Date('2027-03-31T18:29:59Z'), table)).toBe(500);
  expect(gstRateBpsFor('0713', new Date('2027-03-31T18:30:00Z'), table)).toBe(0);
  expect(gstRateBpsFor('07131000', new Date('2027-06-01T00:00:00Z'), table)).toBe(0);
  // Other goods keep their rate.
  expect(gstRateBpsFor('1102', new Date('2027-06-01T00:00:00Z'), table)).toBe(500);
  expect(gstRateBpsFor('0802', new Date('2027-06-01T00:00:00Z'), table)).toBe(1200);
});

test('of two entries for one code, the later start date in force wins', () => {
  const table: GstRateEntry[] = [
    { hsn: '', rateBps: 500, from: '2017-07-01' },
    { hsn: '0802', rateBps: 1200, from: '2017-07-01' },
    { hsn: '0802', rateBps: 500, from: '2028-01-01' },
  ];
  expect(gstRateBpsFor('0802', new Date('2027-12-31T00:00:00Z'), table)).toBe(1200);
  expect(gstRateBpsFor('0802', new Date('2028-01-01T00:00:00Z'), table)).toBe(500);
});

test('no rate before GST began, nor without a catch-all entry', () => {
  expect(() => gstRateBpsFor('0713', new Date('2017-06-30T00:00:00Z'))).toThrow(RangeError);
  expect(() => gstRateBpsFor('0713', today, [{ hsn: '0802', rateBps: 1200, from: '2017-07-01' }])).toThrow(
    RangeError,
  );
  expect(() => gstRateBpsFor('0713', new Date(Number.NaN))).toThrow(RangeError);
});

test('the Indian date turns at midnight UTC+05:30', () => {
  expect(indianDate(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
  expect(indianDate(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
});
