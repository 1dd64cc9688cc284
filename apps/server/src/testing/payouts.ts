import { indiaDate } from '@bulk/domain/job-board';
import { commissionInvoices } from '#src/db/schema/index';
import { settleDeliveredShipment } from '#src/modules/payouts/settlement';
import { supplierWithToken } from './listings';
import { maharashtraSellerDetails, paidSupplierShipment } from './shipments';
import type { TestApp } from './test-app';

/** The toor dal's category (Pulses) in the seeded catalogue. */
export const PULSES_SLUG = 'pulses';

/** Settles a delivered shipment as the fulfilment step to `delivered` does; answers the settlement. */
export function settle(ctx: TestApp, shipmentId: string, at = new Date()) {
  return ctx.database.handle.db.transaction((tx) => settleDeliveredShipment(tx, shipmentId, at));
}

let freshUtr = 0;
/** A UTR no other test has used: 16 letters and digits, as a NEFT reference. */
export const uniqueUtr = () => `UTIBN${String(Date.now()).slice(-6)}${String(++freshUtr).padStart(5, '0')}`;

/**
 * A new approved supplier with one settled delivery of a catalogue product (the company's product 2, as
 * the matrix needs only money pending), and a valid payout request for part of it.
 */
export async function freshPayoutRequest(ctx: TestApp) {
  const { user } = await supplierWithToken(ctx, true);
  const { shipmentId } = await paidSupplierShipment(
    ctx,
    { userId: user.id, productId: 2 },
    { status: 'delivered' },
  );
  await settle(ctx, shipmentId);
  return { sellerId: user.id, amountPaise: 100, utr: uniqueUtr(), paidOn: indiaDate(new Date()) };
}

let freshMonth = 0;
/** A commission invoice of `sellerId` written straight into the database, for a month of its own; its month. */
export async function freshCommissionInvoice(ctx: TestApp, sellerId: number): Promise<string> {
  freshMonth += 1;
  const month = `20${String(10 + Math.floor(freshMonth / 12)).padStart(2, '0')}-${String((freshMonth % 12) + 1).padStart(2, '0')}`;
  const { legalName, address, state, pin, gstin } = maharashtraSellerDetails;
  await ctx.database.handle.db.insert(commissionInvoices).values({
    sellerId,
    month,
    invoiceNumber: `CMT/26-27/${String(freshMonth).padStart(6, '0')}`,
    issuedAt: new Date('2026-12-01T00:00:00+05:30'),
    recipient: {
      name: legalName,
      address: `${address}, ${state} ${pin}`,
      state,
      gstin,
      email: 'seller@example.in',
    },
    shipmentCount: 1,
    commissionPaise: 50_000,
    commissionGstPaise: 9_000,
  });
  return month;
}
