import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  advanceAllowed,
  advanceTerms,
  balanceOverdue,
  balanceReminderTimes,
  bankReferenceRequestSchema,
  canChangeInstalmentStatus,
  earliestLoadingAt,
  formatVoucherNumber,
  instalmentReference,
  instalmentStatuses,
  loadingAllowedAt,
  splitInstalments,
  upiAmount,
  upiPayLink,
} from './index';

describe('splitInstalments', () => {
  test.each([
    { total: 6_000_000, advance: 3_000_000, balance: 3_000_000 },
    // An odd paisa: half of 1 paisa rounds up (decision 001), the balance is the rest.
    { total: 5_000_001, advance: 2_500_001, balance: 2_500_000 },
    { total: 1, advance: 1, balance: 0 },
    { total: 0, advance: 0, balance: 0 },
  ])('$total paise is $advance now and $balance on the bill copy', ({ total, advance, balance }) => {
    expect(splitInstalments(total)).toEqual({ advancePaise: advance, balancePaise: balance });
  });

  test('the two instalments always add up to the total, the advance never under half', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        (total, pct) => {
          const { advancePaise, balancePaise } = splitInstalments(total, pct);
          expect(advancePaise + balancePaise).toBe(total);
          expect(advancePaise).toBeGreaterThanOrEqual(0);
          expect(balancePaise).toBeGreaterThanOrEqual(0);
          // Rounded once, half up: within half a paisa of the exact share.
          expect(Math.abs(advancePaise * 100 - total * pct)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  test('refuses amounts that are not whole paise', () => {
    expect(() => splitInstalments(10.5)).toThrow(RangeError);
    expect(() => splitInstalments(-1)).toThrow(RangeError);
  });
});

test('advance terms freeze the policy: 50%, loading 24 h after, balance on the bill copy', () => {
  expect(advanceTerms(6_000_001)).toEqual({
    advancePercent: 50,
    advancePaise: 3_000_001,
    balancePaise: 3_000_000,
    loadingDelayHours: 24,
    balanceDue: 'bill_copy',
    cancellableUntil: 'loading',
  });
});

test('the advance plan is for totals at or above the minimum', () => {
  expect(advanceAllowed(5_000_000, 5_000_000)).toBe(true);
  expect(advanceAllowed(4_999_999, 5_000_000)).toBe(false);
});

describe('the 24-hour loading rule', () => {
  const advancePaidAt = new Date('2026-11-26T10:00:00Z');

  test('loading may begin exactly 24 hours after the advance, not a millisecond earlier', () => {
    expect(earliestLoadingAt(advancePaidAt).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(loadingAllowedAt(new Date('2026-11-27T09:59:59.999Z'), advancePaidAt)).toBe(false);
    expect(loadingAllowedAt(new Date('2026-11-27T10:00:00.000Z'), advancePaidAt)).toBe(true);
  });

  test('never before the advance is received', () => {
    expect(loadingAllowedAt(new Date('2030-01-01T00:00:00Z'), null)).toBe(false);
  });

  test('the delay frozen on the order counts, not today’s', () => {
    expect(loadingAllowedAt(new Date('2026-11-26T12:00:00Z'), advancePaidAt, 2)).toBe(true);
  });
});

test('balance reminders fall 3 and 7 days after the bill copy, overdue from the 7th', () => {
  const billedAt = new Date('2026-11-27T10:00:00Z');
  expect(balanceReminderTimes(billedAt).map(({ day, at }) => [day, at.toISOString()])).toEqual([
    [3, '2026-11-30T10:00:00.000Z'],
    [7, '2026-12-04T10:00:00.000Z'],
  ]);
  expect(balanceOverdue(billedAt, new Date('2026-12-04T09:59:59Z'))).toBe(false);
  expect(balanceOverdue(billedAt, new Date('2026-12-04T10:00:00Z'))).toBe(true);
});

describe('instalment state machine', () => {
  test.each([
    ['due', 'paid', true],
    ['due', 'void', true],
    ['paid', 'refund_pending', true],
    ['refund_pending', 'refunded', true],
    ['paid', 'paid', false],
    ['paid', 'due', false],
    ['due', 'refunded', false],
    ['void', 'paid', false],
    ['refunded', 'paid', false],
  ] as const)('%s -> %s: %s', (from, to, allowed) => {
    expect(canChangeInstalmentStatus(from, to)).toBe(allowed);
  });

  test('a paid instalment is never paid again, whatever the path', () => {
    for (const from of instalmentStatuses) {
      if (from !== 'due') expect(canChangeInstalmentStatus(from, 'paid')).toBe(false);
    }
  });
});

describe('voucher numbers', () => {
  test('each kind has its own series, at most 16 characters (rule 46(b), 50, 51)', () => {
    expect(formatVoucherNumber('receipt', '2026-27', 7)).toBe('RV/26-27/000007');
    expect(formatVoucherNumber('refund', '2026-27', 1)).toBe('RF/26-27/000001');
    expect(formatVoucherNumber('receipt', '2026-27', 9_999_999)).toHaveLength(16);
    expect(() => formatVoucherNumber('receipt', '2026-27', 99_999_999)).toThrow(RangeError);
    expect(() => formatVoucherNumber('receipt', '2026-27', 0)).toThrow(RangeError);
  });
});

describe('bank and UPI payments', () => {
  test('the reference names the order and the instalment', () => {
    expect(instalmentReference('BT-26-000123', 2)).toBe('BT-26-000123-2');
  });

  test('UPI amounts are rupees with two decimals, exactly', () => {
    expect(upiAmount(3_000_001)).toBe('30000.01');
    expect(upiAmount(5)).toBe('0.05');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (paise) => {
        expect(Math.round(Number(upiAmount(paise)) * 100)).toBe(paise);
      }),
    );
  });

  test('the UPI link carries payee, amount, reference and INR', () => {
    const link = upiPayLink({
      payeeVpa: 'bulktrade@sbi',
      payeeName: 'Bulk Trade India',
      amountPaise: 3_000_000,
      reference: 'BT-26-000123-1',
      note: 'Order BT-26-000123 advance',
    });
    expect(link).toBe(
      'upi://pay?pa=bulktrade%40sbi&pn=Bulk%20Trade%20India&am=30000.00&tr=BT-26-000123-1&tn=Order%20BT-26-000123%20advance&cu=INR',
    );
  });

  test.each([
    ['SBIN 0000 1234 5678', 'SBIN000012345678'],
    ['412345678901', '412345678901'],
    ['hdfcr52026112612345678', 'HDFCR52026112612345678'],
  ])('a bank reference %s is read as %s', (typed, stored) => {
    expect(bankReferenceRequestSchema.parse({ method: 'upi', reference: typed }).reference).toBe(stored);
  });

  test.each(['12345', 'UTR-123456789012', '1234567890123456789012345'])(
    '%s is no bank reference',
    (typed) => {
      const parsed = bankReferenceRequestSchema.safeParse({ method: 'bank_transfer', reference: typed });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['reference']);
    },
  );
});
