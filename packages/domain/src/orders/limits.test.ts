import { expect, test } from 'vitest';
import {
  acceptedOrderTotals,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MAX_ORDER_TOTAL_PAISE,
  ORDER_TOO_LARGE_MESSAGE,
} from './limits';
import type { PricedLine } from './totals';

const at = new Date('2026-11-26T10:00:00Z');

const cardamom = (quantity: number): PricedLine => ({
  pricePaise: 120_000,
  quantity,
  weightGrams: 1000,
  hsn: '0908',
});

test('the largest accepted order is an exact number, far inside the bigint money columns', () => {
  expect(MAX_ORDER_TOTAL_PAISE).toBe(1000 * 10_000_000 * 100); // Rs 1,000 crore
  expect(ORDER_TOO_LARGE_MESSAGE).toContain('₹1,000 crore');
  expect(Number.isSafeInteger(MAX_ORDER_TOTAL_PAISE)).toBe(true);
  expect(MAX_ORDER_LINES * MAX_LINE_QUANTITY).toBeLessThan(2 ** 31);
});

test('a Rs 2.15 crore order, past 2^31 paise, is accepted', () => {
  const totals = acceptedOrderTotals({ lines: [cardamom(17_000)], state: 'Delhi', originZone: 'NORTH1', at });
  expect(totals?.totalPaise).toBeGreaterThan(2 ** 31);
  expect(totals?.subtotalPaise).toBe(17_000 * 120_000);
});

test('an order above the limit, or too large to compute exactly, is refused', () => {
  // 10 lines of 833,334 kg at Rs 1,200: just above Rs 1,000 crore before freight and GST.
  const lines = Array.from({ length: 10 }, () => cardamom(833_334));
  expect(10 * 833_334 * 120_000).toBeGreaterThan(MAX_ORDER_TOTAL_PAISE);
  expect(acceptedOrderTotals({ lines, state: 'Delhi', originZone: 'NORTH1', at })).toBeNull();
  const huge = { ...cardamom(MAX_LINE_QUANTITY), pricePaise: 2 ** 31 - 1 };
  const unsafe = Array.from({ length: MAX_ORDER_LINES }, () => huge);
  expect(acceptedOrderTotals({ lines: unsafe, state: 'Delhi', originZone: 'NORTH1', at })).toBeNull();
});
