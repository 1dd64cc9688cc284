import { expect, test } from 'vitest';
import { canChangeOrderStatus, orderStatusSchema, type OrderStatus } from './index';

const statuses = orderStatusSchema.options;

test.each([
  ['paid', 'loading', true],
  ['paid', 'cancelled', true],
  ['pending', 'cancelled', true],
  ['loading', 'dispatched', true],
  ['dispatched', 'delivered', true],
  ['loading', 'cancelled', false],
  ['dispatched', 'cancelled', false],
  ['delivered', 'cancelled', false],
  ['pending', 'paid', false],
  ['paid', 'delivered', false],
  ['cancelled', 'paid', false],
  ['failed', 'cancelled', true],
  ['expired', 'cancelled', true],
  ['failed', 'paid', false],
  ['expired', 'loading', false],
] as const)('%s -> %s allowed: %s', (from, to, allowed) => {
  expect(canChangeOrderStatus(from, to)).toBe(allowed);
});

test('no order can be cancelled once loading has begun', () => {
  const afterLoading: OrderStatus[] = ['loading', 'dispatched', 'delivered'];
  for (const from of afterLoading) expect(canChangeOrderStatus(from, 'cancelled')).toBe(false);
});

test('no status leads back to itself or to pending', () => {
  for (const from of statuses) {
    expect(canChangeOrderStatus(from, from)).toBe(false);
    expect(canChangeOrderStatus(from, 'pending')).toBe(false);
  }
});
