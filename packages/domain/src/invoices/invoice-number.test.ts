import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  formatInvoiceNumber,
  formatSellerInvoiceNumber,
  invoiceNumberSchema,
  shortFinancialYear,
} from './invoice-number';

test.each([
  { prefix: 'BT', year: '2026-27', sequence: 123, expected: 'BT/26-27/000123' },
  { prefix: 'BT', year: '2026-27', sequence: 1, expected: 'BT/26-27/000001' },
  { prefix: 'BT', year: '2025-26', sequence: 999_999, expected: 'BT/25-26/999999' },
  { prefix: 'BT', year: '2099-00', sequence: 7, expected: 'BT/99-00/000007' },
  { prefix: 'B', year: '2026-27', sequence: 1_234_567, expected: 'B/26-27/1234567' },
  { prefix: 'BTI', year: '2026-27', sequence: 42, expected: 'BTI/26-27/000042' }, // exactly 16
  { prefix: 'B-T', year: '2026-27', sequence: 42, expected: 'B-T/26-27/000042' },
])('invoice $sequence of $year with prefix $prefix is $expected', ({ prefix, year, sequence, expected }) => {
  const number = formatInvoiceNumber(prefix, year, sequence);
  expect(number).toBe(expected);
  expect(invoiceNumberSchema.parse(number)).toBe(number);
});

test.each([
  { prefix: 'BTIN', year: '2026-27', sequence: 1 }, // 17 characters
  { prefix: 'BT', year: '2026-27', sequence: 10_000_000 }, // 17 characters
  { prefix: '', year: '2026-27', sequence: 1 },
  { prefix: 'B T', year: '2026-27', sequence: 1 },
  { prefix: 'B/T', year: '2026-27', sequence: 1 },
  { prefix: 'BT', year: '2026-28', sequence: 1 },
  { prefix: 'BT', year: '26-27', sequence: 1 },
  { prefix: 'BT', year: '2026', sequence: 1 },
  { prefix: 'BT', year: '2026-27', sequence: 0 },
  { prefix: 'BT', year: '2026-27', sequence: -1 },
  { prefix: 'BT', year: '2026-27', sequence: 1.5 },
  { prefix: 'BT', year: '2026-27', sequence: Number.NaN },
])('invoice $sequence of $year with prefix "$prefix" is refused', ({ prefix, year, sequence }) => {
  expect(() => formatInvoiceNumber(prefix, year, sequence)).toThrow(RangeError);
});

test('the short financial year keeps the last two digits of each year', () => {
  expect(shortFinancialYear('2026-27')).toBe('26-27');
  expect(shortFinancialYear('1999-00')).toBe('99-00');
  expect(() => shortFinancialYear('1999-2000')).toThrow(RangeError);
});

test.each([
  { value: 'BT/26-27/000123', valid: true },
  { value: 'bt/26-27/000123', valid: true },
  { value: 'B/26-27/1234567', valid: true },
  { value: 'BTIN/26-27/000123', valid: false }, // 17 characters
  { value: 'BT/26-27/123', valid: false },
  { value: 'BT/2026-27/000123', valid: false },
  { value: 'BT-26-27-000123', valid: false },
  { value: 'BT/26-27/000123 ', valid: false },
  { value: '/26-27/000123', valid: false },
  { value: '', valid: false },
])('"$value" is an invoice number: $valid', ({ value, valid }) => {
  expect(invoiceNumberSchema.safeParse(value).success).toBe(valid);
});

test('every number that is formatted fits the schema and keeps the sequence', () => {
  fc.assert(
    fc.property(
      fc.stringMatching(/^[A-Z0-9-]{1,3}$/),
      fc.integer({ min: 2000, max: 2098 }),
      fc.integer({ min: 1, max: 999_999 }),
      (prefix, start, sequence) => {
        const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
        const number = formatInvoiceNumber(prefix, year, sequence);
        expect(invoiceNumberSchema.safeParse(number).success).toBe(true);
        expect(Number(number.split('/').at(-1))).toBe(sequence);
      },
    ),
  );
});

test.each([
  { sellerId: 42, year: '2026-27', sequence: 7, expected: 'S16/26-27/000007' },
  { sellerId: 3, year: '2026-27', sequence: 1, expected: 'S3/26-27/0000001' },
  { sellerId: 5000, year: '2027-28', sequence: 12_345, expected: 'S3UW/27-28/12345' },
  { sellerId: 50_000, year: '2026-27', sequence: 7, expected: 'S12KW/26-27/0007' },
])("a supplier's invoice $sequence of $year is $expected", ({ sellerId, year, sequence, expected }) => {
  const number = formatSellerInvoiceNumber(sellerId, year, sequence);
  expect(number).toBe(expected);
  expect(invoiceNumberSchema.parse(number)).toBe(number);
});

test("a supplier's number that cannot fit in 16 characters is refused", () => {
  expect(() => formatSellerInvoiceNumber(5000, '2026-27', 100_000)).toThrow(RangeError);
  expect(() => formatSellerInvoiceNumber(0, '2026-27', 1)).toThrow(RangeError);
  expect(() => formatSellerInvoiceNumber(42, '2026-27', 0)).toThrow(RangeError);
});

test("every supplier's number fits Rule 46 and keeps its sequence and seller apart", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 46_655 }),
      fc.integer({ min: 1, max: 99_999 }),
      (sellerId, sequence) => {
        const number = formatSellerInvoiceNumber(sellerId, '2026-27', sequence);
        expect(number.length).toBeLessThanOrEqual(16);
        const [prefix, , digits] = number.split('/');
        expect(parseInt(prefix!.slice(1), 36)).toBe(sellerId);
        expect(Number(digits)).toBe(sequence);
      },
    ),
  );
});
