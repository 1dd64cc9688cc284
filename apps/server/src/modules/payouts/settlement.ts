import { DEFAULT_COMMISSION_BPS, settleShipment, type ShipmentSettlement } from '@bulk/domain/shipments';
import type { Database } from '#src/db/client';
import { lockShipmentForSettlement, recordSettlement, shipmentCommissionLines } from './payouts.repo';

/**
 * Settles a delivered supplier shipment into the ledger (docs/decisions/023), in the caller's transaction:
 * each line's amount (taxable value and GST) at its category's commission rate today (the default 5% where
 * an admin set none), 18% GST on the commission, and the supplier's payout, written on the shipment with
 * its delivery time (`at`, unless one is recorded). The fulfilment step to `delivered` calls it in the
 * transaction that moves the shipment.
 *
 * Once only: a shipment already settled, the company's own part (it earns no commission) and a shipment
 * not delivered are left as they are, and the answer is null.
 */
export async function settleDeliveredShipment(
  tx: Database,
  shipmentId: string,
  at: Date,
): Promise<ShipmentSettlement | null> {
  const shipment = await lockShipmentForSettlement(tx, shipmentId);
  if (!shipment || shipment.sellerId === null || shipment.status !== 'delivered') return null;
  if (shipment.payoutPaise !== null) return null;
  const lines = await shipmentCommissionLines(tx, shipmentId);
  const settlement = settleShipment(
    lines.map((line) => {
      // Every shipment's lines are taxed per line (ADR 011); a line without its tax is a broken order.
      if (line.taxablePaise === null || line.gstPaise === null) {
        throw new Error(`shipment ${shipmentId} has a line without its tax`);
      }
      return {
        amountPaise: line.taxablePaise + line.gstPaise,
        rateBps: line.rateBps ?? DEFAULT_COMMISSION_BPS,
      };
    }),
  );
  // The lines add up to what the buyer paid for the shipment; a difference is a bug, never a payout.
  if (settlement.totalPaise !== shipment.totalPaise) {
    throw new Error(
      `shipment ${shipmentId} lines total ${settlement.totalPaise} paise, the shipment ${shipment.totalPaise}`,
    );
  }
  const { commissionPaise, commissionGstPaise, payoutPaise } = settlement;
  await recordSettlement(tx, shipmentId, { commissionPaise, commissionGstPaise, payoutPaise, at });
  return settlement;
}
