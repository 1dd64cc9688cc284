import { describe, expect, test } from 'vitest';
import {
  commissionInvoiceAmounts,
  commissionRatesRequestSchema,
  indiaMonth,
  monthName,
  monthStart,
  nextMonth,
  payoutRequestSchema,
  previousMonth,
} from './index';

describe('commissionRatesRequestSchema', () => {
  test('basis points or percent, by id or slug, always basis points out; null back to the default', () => {
    const parsed = commissionRatesRequestSchema.parse({
      rates: [
        { category: 3, rateBps: 750 },
        { category: 'indian-spices', percent: 2.75 },
        { category: 'dry-fruits', percent: null },
      ],
    });
    expect(parsed.rates).toEqual([
      { category: 3, rateBps: 750 },
      { category: 'indian-spices', rateBps: 275 },
      { category: 'dry-fruits', rateBps: null },
    ]);
  });

  test.each([
    [{ category: 3, percent: 50.01 }, ['rates', 0, 'percent']],
    [{ category: 3, rateBps: 5001 }, ['rates', 0, 'rateBps']],
    [{ category: 3, percent: 2.755 }, ['rates', 0, 'percent']],
    [{ category: 3 }, ['rates', 0, 'rateBps']],
    [{ category: 3, rateBps: 100, percent: 1 }, ['rates', 0, 'rateBps']],
    [{ category: 'Spices!', rateBps: 100 }, ['rates', 0, 'category']],
  ])('%j is refused naming the field', (entry, path) => {
    const result = commissionRatesRequestSchema.safeParse({ rates: [entry] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  test('0% and 50% are the bounds', () => {
    const parsed = commissionRatesRequestSchema.parse({
      rates: [
        { category: 1, percent: 0 },
        { category: 2, percent: 50 },
      ],
    });
    expect(parsed.rates.map((rate) => rate.rateBps)).toEqual([0, 5000]);
  });
});

describe('payoutRequestSchema', () => {
  test('a UTR is normalised; a date must be a calendar date', () => {
    const parsed = payoutRequestSchema.parse({
      sellerId: 4,
      amountPaise: 100,
      utr: 'sbin 0r2026112600001',
      paidOn: '2026-11-30',
    });
    expect(parsed.utr).toBe('SBIN0R2026112600001');
    const bad = payoutRequestSchema.safeParse({ ...parsed, paidOn: '2026-02-30', amountPaise: 0 });
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['amountPaise', 'paidOn']);
  });
});

describe('months in India', () => {
  test('midnight in India starts the month', () => {
    expect(indiaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(indiaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(monthStart('2026-12').toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(monthName('2026-11')).toBe('November 2026');
    expect(() => monthStart('2026-13')).toThrow(RangeError);
  });
});

describe('commissionInvoiceAmounts', () => {
  test('bills what was deducted; the GST is 18% of the month, the difference the round off', () => {
    // Two shipments of 167 paise commission each: 30.06 -> 30 paise GST each, 60 deducted;
    // the month's 334 paise at 18% is 60.12 -> 60.
    expect(commissionInvoiceAmounts({ commissionPaise: 334, commissionGstPaise: 60 })).toEqual({
      taxablePaise: 334,
      gstPaise: 60,
      roundOffPaise: 0,
      totalPaise: 394,
    });
    // Three of 3 paise: 0.54 -> 1 each, 3 deducted; 9 paise at 18% is 1.62 -> 2.
    expect(commissionInvoiceAmounts({ commissionPaise: 9, commissionGstPaise: 3 })).toEqual({
      taxablePaise: 9,
      gstPaise: 2,
      roundOffPaise: 1,
      totalPaise: 12,
    });
  });
});
