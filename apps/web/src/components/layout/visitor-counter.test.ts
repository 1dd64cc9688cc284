import { expect, test } from 'vitest';
import { countUpTicks, formatIndianNumber } from './visitor-counter';

test.each([
  { total: 1, ticks: 1, tickMs: 1500 },
  { total: 3, ticks: 3, tickMs: 500 },
  { total: 75, ticks: 75, tickMs: 20 },
  { total: 1_000_000, ticks: 75, tickMs: 20 },
])('a total of $total counts in $ticks ticks of $tickMs ms', ({ total, ticks, tickMs }) => {
  expect(countUpTicks(total)).toEqual({ ticks, tickMs });
});

test('visitor totals use Indian digit grouping', () => {
  expect(formatIndianNumber(999)).toBe('999');
  expect(formatIndianNumber(123_456)).toBe('1,23,456');
  expect(formatIndianNumber(25_000_000)).toBe('2,50,00,000');
});
