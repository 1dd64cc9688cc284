import fc from 'fast-check';
import { expect, test } from 'vitest';
import { financialYear } from '../invoices/financial-year';
import { formatOrderNumber, orderNumberSchema, parseOrderNumber } from './order-number';

test.each([
  { prefix: 'BT', year: '2026-27', sequence: 123, expected: 'BT-26-000123' },
  { prefix: 'BT', year: '2026-27', sequence: 1, expected: 'BT-26-000001' },
  { prefix: 'BT', year: '2025-26', sequence: 999_999, expected: 'BT-25-999999' },
  { prefix: 'B', year: '2099-00', sequence: 7, expected: 'B-99-000007' },
  { prefix: 'BTI', year: '2026-27', sequence: 1_234_567, expected: 'BTI-26-1234567' },
])('order $sequence of $year with prefix $prefix is $expected', ({ prefix, year, sequence, expected }) => {
  const number = formatOrderNumber(prefix, year, sequence);
  expect(number).toBe(expected);
  expect(orderNumberSchema.parse(number)).toBe(number);
  expect(parseOrderNumber(number)).toEqual({ prefix, year: year.slice(2, 4), sequence });
});

test('an order placed on 31 March in India belongs to the year before the order placed at midnight', () => {
  const lastOfYear = formatOrderNumber('BT', financialYear(new Date('2027-03-31T18:29:59Z')), 1);
  const firstOfNext = formatOrderNumber('BT', financialYear(new Date('2027-03-31T18:30:00Z')), 1);
  expect([lastOfYear, firstOfNext]).toEqual(['BT-26-000001', 'BT-27-000001']);
});

test.each([
  { prefix: '', year: '2026-27', sequence: 1 },
  { prefix: 'BTIN', year: '2026-27', sequence: 1 },
  { prefix: 'bt', year: '2026-27', sequence: 1 },
  { prefix: 'B-T', year: '2026-27', sequence: 1 },
  { prefix: 'BT', year: '2026-28', sequence: 1 },
  { prefix: 'BT', year: '26-27', sequence: 1 },
  { prefix: 'BT', year: '2026', sequence: 1 },
  { prefix: 'BT', year: '2026-27', sequence: 0 },
  { prefix: 'BT', year: '2026-27', sequence: -1 },
  { prefix: 'BT', year: '2026-27', sequence: 1.5 },
  { prefix: 'BT', year: '2026-27', sequence: Number.NaN },
])('order $sequence of $year with prefix "$prefix" is refused', ({ prefix, year, sequence }) => {
  expect(() => formatOrderNumber(prefix, year, sequence)).toThrow(RangeError);
});

test.each([
  { text: 'BT-26-000123', parts: { prefix: 'BT', year: '26', sequence: 123 } },
  { text: ' bt-26-000123 ', parts: { prefix: 'BT', year: '26', sequence: 123 } },
  { text: 'BT-26-1234567', parts: { prefix: 'BT', year: '26', sequence: 1_234_567 } },
  { text: 'BT-26-000000', parts: undefined },
  { text: 'BT-26-00123', parts: undefined },
  { text: 'BT-2026-000123', parts: undefined },
  { text: 'BT/26-27/000123', parts: undefined },
  { text: 'BTIN-26-000123', parts: undefined },
  { text: 'ord_0123456789abcdefghijkl', parts: undefined },
  { text: '', parts: undefined },
])('"$text" reads as $parts', ({ text, parts }) => {
  expect(parseOrderNumber(text)).toEqual(parts);
});

test('every number formatted reads back as its prefix, year and sequence, and sorts by sequence within a year', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[A-Z]{1,3}$/),
      fc.integer({ min: 2000, max: 2098 }),
      fc.integer({ min: 1, max: 999_998 }),
      (prefix, start, sequence) => {
        const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
        const number = formatOrderNumber(prefix, year, sequence);
        expect(parseOrderNumber(number)).toEqual({ prefix, year: String(start).slice(2), sequence });
        expect(number < formatOrderNumber(prefix, year, sequence + 1)).toBe(true);
      },
    ),
  );
});
