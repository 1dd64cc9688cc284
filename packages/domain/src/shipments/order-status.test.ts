import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { OrderStatus } from '../checkout';
import {
  nextShipmentSteps,
  orderStatusFollowingShipments,
  orderStatusOfShipments,
  shipmentStatuses,
  type ShipmentStatus,
} from './index';

const paidStatuses: ShipmentStatus[] = shipmentStatuses.filter((status) => status !== 'pending');
const orderOfPart: Partial<Record<ShipmentStatus, OrderStatus>> = {
  placed: 'paid',
  accepted: 'paid',
  loading: 'loading',
  dispatched: 'dispatched',
  delivered: 'delivered',
};
const rank = (status: OrderStatus) => ['paid', 'loading', 'dispatched', 'delivered'].indexOf(status);

describe('orderStatusOfShipments', () => {
  test.each([
    [['delivered', 'dispatched'], 'dispatched'],
    [['delivered', 'delivered'], 'delivered'],
    [['placed', 'accepted'], 'paid'],
    [['accepted', 'loading', 'delivered'], 'paid'],
    [['loading', 'dispatched'], 'loading'],
    [['cancelled', 'delivered'], 'delivered'],
    [['stock_conflict', 'dispatched'], 'dispatched'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled', 'stock_conflict'], undefined],
    [['stock_conflict'], undefined],
    [['pending', 'pending'], undefined],
    [[], undefined],
  ] as const)('%j -> %s', (parts, status) => {
    expect(orderStatusOfShipments(parts)).toBe(status);
  });

  test('never more advanced than any active part, and always one of them', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...paidStatuses), { maxLength: 8 }), (parts) => {
        const status = orderStatusOfShipments(parts);
        const active = parts.filter((part) => part !== 'cancelled' && part !== 'stock_conflict');
        if (active.length === 0) return;
        const ofParts = active.map((part) => orderOfPart[part]!);
        expect(ofParts).toContain(status);
        for (const part of ofParts) expect(rank(status!)).toBeLessThanOrEqual(rank(part));
      }),
    );
  });

  test('a part taking an allowed step never moves the order back', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...paidStatuses), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.nat(),
        (parts, index, choice) => {
          const i = index % parts.length;
          const steps = nextShipmentSteps(parts[i]!);
          fc.pre(steps.length > 0);
          const to = steps[choice % steps.length]!;
          const before = orderStatusOfShipments(parts);
          const after = orderStatusOfShipments(parts.with(i, to));
          if (before === undefined || after === undefined || after === 'cancelled') return;
          expect(before).not.toBe('cancelled');
          expect(rank(after)).toBeGreaterThanOrEqual(rank(before));
        },
      ),
    );
  });
});

describe('orderStatusFollowingShipments', () => {
  test('moves the order only forward to its parts, and once every part is cancelled', () => {
    expect(orderStatusFollowingShipments('paid', ['loading', 'dispatched'])).toBe('loading');
    expect(orderStatusFollowingShipments('loading', ['loading', 'dispatched'])).toBeUndefined();
    expect(orderStatusFollowingShipments('dispatched', ['cancelled', 'cancelled'])).toBe('cancelled');
    // An admin moved it ahead by hand: that stands until the parts catch up.
    expect(orderStatusFollowingShipments('delivered', ['accepted', 'delivered'])).toBeUndefined();
    expect(orderStatusFollowingShipments('cancelled', ['placed'])).toBeUndefined();
    expect(orderStatusFollowingShipments('pending', ['placed'])).toBeUndefined();
  });
});
