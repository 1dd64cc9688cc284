import { expect, test } from 'vitest';
import { financialYear, formatInvoiceDate } from './financial-year';

test.each([
  { at: '2026-03-31T18:29:59.999Z', expected: '2025-26' }, // 23:59:59.999 IST on 31 March
  { at: '2026-03-31T18:30:00.000Z', expected: '2026-27' }, // midnight IST on 1 April
  { at: '2026-04-01T00:00:00.000Z', expected: '2026-27' },
  { at: '2026-12-31T18:29:59.999Z', expected: '2026-27' }, // last moment of 2026 in India
  { at: '2026-12-31T18:30:00.000Z', expected: '2026-27' }, // 1 January 2027 in India: same year
  { at: '2027-01-15T10:00:00+05:30', expected: '2026-27' },
  { at: '2027-03-31T23:59:00+05:30', expected: '2026-27' },
  { at: '2027-04-01T00:00:00+05:30', expected: '2027-28' },
  { at: '2099-06-01T00:00:00Z', expected: '2099-00' }, // the short year wraps past a century
  { at: '2009-05-01T00:00:00Z', expected: '2009-10' },
])('$at is in financial year $expected', ({ at, expected }) => {
  expect(financialYear(new Date(at))).toBe(expected);
});

test.each([
  { at: '2026-03-31T18:29:59.999Z', expected: '31/03/2026' },
  { at: '2026-03-31T18:30:00.000Z', expected: '01/04/2026' },
  { at: '2026-07-04T09:15:00+05:30', expected: '04/07/2026' },
  { at: '2026-12-31T20:00:00Z', expected: '01/01/2027' },
])('$at is dated $expected in India', ({ at, expected }) => {
  expect(formatInvoiceDate(new Date(at))).toBe(expected);
});

test.each([new Date(Number.NaN), new Date('0999-06-01T00:00:00Z'), new Date('9999-06-01T00:00:00Z')])(
  '%s has no financial year',
  (date) => {
    expect(() => financialYear(date)).toThrow(RangeError);
    expect(() => formatInvoiceDate(date)).toThrow(RangeError);
  },
);
