import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  canMoveShipment,
  dispatchDetailsSchema,
  ewayBillRequired,
  nextShipmentSteps,
  sellerInvoiceDetailsSchema,
  settleShipment,
} from './index';

describe('settleShipment', () => {
  test('5% of ₹10,000 is ₹500, its GST ₹90, the payout ₹9,410', () => {
    expect(settleShipment([{ amountPaise: 1_000_000, rateBps: 500 }])).toEqual({
      totalPaise: 1_000_000,
      commissionPaise: 50_000,
      commissionGstPaise: 9_000,
      payoutPaise: 941_000,
    });
  });

  test('each line at its own rate, half a paisa up', () => {
    // 3333 x 5% = 166.65 -> 167; 101 x 2.5% = 2.525 -> 3; GST 18% of 170 = 30.6 -> 31.
    expect(
      settleShipment([
        { amountPaise: 3_333, rateBps: 500 },
        { amountPaise: 101, rateBps: 250 },
      ]),
    ).toEqual({ totalPaise: 3_434, commissionPaise: 170, commissionGstPaise: 31, payoutPaise: 3_233 });
  });

  test('the three parts always add up to the total, none negative', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountPaise: fc.integer({ min: 0, max: 10_000_000_000 }),
            rateBps: fc.integer({ min: 0, max: 5_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (lines) => {
          const s = settleShipment(lines);
          expect(s.payoutPaise + s.commissionPaise + s.commissionGstPaise).toBe(s.totalPaise);
          expect(s.payoutPaise).toBeGreaterThanOrEqual(0);
          expect(s.commissionGstPaise).toBeLessThanOrEqual(s.commissionPaise);
        },
      ),
    );
  });

  test('a rate over 50% is refused', () => {
    expect(() => settleShipment([{ amountPaise: 100, rateBps: 5_001 }])).toThrow(RangeError);
  });
});

describe('shipment steps', () => {
  test('forward one step at a time; cancellation only before loading', () => {
    expect(nextShipmentSteps('placed')).toEqual(['accepted', 'cancelled']);
    expect(nextShipmentSteps('accepted')).toEqual(['loading', 'cancelled']);
    expect(nextShipmentSteps('loading')).toEqual(['dispatched']);
    expect(nextShipmentSteps('stock_conflict')).toEqual(['cancelled']);
    expect(canMoveShipment('placed', 'dispatched')).toBe(false);
    expect(canMoveShipment('delivered', 'cancelled')).toBe(false);
    expect(nextShipmentSteps('pending')).toEqual([]);
  });

  test('an e-way bill above ₹50,000 with tax, not at it', () => {
    expect(ewayBillRequired(5_000_000)).toBe(false);
    expect(ewayBillRequired(5_000_001)).toBe(true);
  });

  test('dispatch details: vehicle number normalised, e-way bill 12 digits', () => {
    const parsed = dispatchDetailsSchema.parse({
      transporter: 'VRL Logistics',
      docketNumber: 'LR-55812',
      vehicleNumber: 'mp 09 ab-1234',
    });
    expect(parsed.vehicleNumber).toBe('MP09AB1234');
    const bad = dispatchDetailsSchema.safeParse({ ...parsed, ewayBillNumber: '1234' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['ewayBillNumber']);
  });
});

describe('sellerInvoiceDetailsSchema', () => {
  const details = {
    legalName: 'Shree Agro Foods Private Limited',
    gstin: '23AAACW0764A1ZX',
    address: '12 Industrial Area, Dewas Road',
    state: 'Madhya Pradesh',
    pin: '452001',
  };

  test('a GSTIN must be registered in the chosen state', () => {
    const result = sellerInvoiceDetailsSchema.safeParse({ ...details, state: 'Gujarat', pin: '380001' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('gstin');
  });

  test('a PIN outside the state names the pin', () => {
    const result = sellerInvoiceDetailsSchema.safeParse({ ...details, pin: '110001' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['pin']);
  });
});
