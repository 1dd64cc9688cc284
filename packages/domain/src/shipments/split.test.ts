import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { acceptedOrderTotals } from '../orders';
import { splitCart, type SellerLine } from './split';

const at = new Date('2026-11-26T10:00:00Z');
const flour = { pricePaise: 4_500, quantity: 500, weightGrams: 1000, hsn: '1101', sellerId: null };
const dal = (sellerId: number, pickupState: string, sellerState = pickupState): SellerLine => ({
  pricePaise: 38_000,
  quantity: 500,
  weightGrams: 1000,
  hsn: '0713',
  sellerId,
  pickupState,
  sellerState,
});

describe('splitCart', () => {
  test('the company first, then one part per seller and pickup state, in the order of the cart', () => {
    const split = splitCart({
      lines: [dal(7, 'Maharashtra'), flour, dal(9, 'Kerala'), dal(7, 'Maharashtra')],
      state: 'Kerala',
      companyOriginZone: 'CENTRAL',
      at,
    })!;
    expect(split.parts.map((part) => [part.sellerId, part.lineIndexes])).toEqual([
      [null, [1]],
      [7, [0, 3]],
      [9, [2]],
    ]);
    // Kerala's seller supplies inside Kerala: CGST and SGST; the others IGST.
    expect(split.parts.map((part) => part.sameState)).toEqual([false, false, true]);
    expect(split.parts[2]!.igstPaise).toBe(0);
    expect(split.parts[2]!.cgstPaise + split.parts[2]!.sgstPaise).toBe(split.parts[2]!.totals.gstPaise);
    expect(split.totalPaise).toBe(split.subtotalPaise + split.shippingPaise + split.gstPaise);
  });

  test('each part pays freight from its own zone', () => {
    const near = splitCart({ lines: [dal(7, 'Kerala')], state: 'Kerala', companyOriginZone: 'CENTRAL', at })!;
    const far = splitCart({ lines: [dal(7, 'Punjab')], state: 'Kerala', companyOriginZone: 'CENTRAL', at })!;
    expect(near.shippingPaise).toBeLessThan(far.shippingPaise);
  });

  test("a cart of the company's products alone is priced exactly as before", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pricePaise: fc.integer({ min: 1, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 10_000 }),
            weightGrams: fc.integer({ min: 1, max: 50_000 }),
            hsn: fc.constantFrom('1101', '0802', '0713'),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.constantFrom('Kerala', 'Madhya Pradesh', 'Delhi', undefined),
        (lines, state) => {
          const before = acceptedOrderTotals({ lines, state, originZone: 'CENTRAL', at })!;
          const split = splitCart({
            lines: lines.map((line) => ({ ...line, sellerId: null })),
            state,
            companyOriginZone: 'CENTRAL',
            at,
          })!;
          expect(split.parts).toHaveLength(1);
          expect([split.subtotalPaise, split.shippingPaise, split.gstPaise, split.totalPaise]).toEqual([
            before.subtotalPaise,
            before.shippingPaise,
            before.gstPaise,
            before.totalPaise,
          ]);
        },
      ),
    );
  });

  test('over the store limit is null', () => {
    const huge = { ...flour, pricePaise: 1_000_000_000, quantity: 10_000 };
    expect(splitCart({ lines: [huge], state: 'Kerala', companyOriginZone: 'CENTRAL', at })).toBeNull();
  });
});
