import { assertNonNegativeSafeInteger, mulDivRoundHalfUp, safeSum } from '../lib/integer-math';

/** The commission when an admin has set none for a category: 5%, in basis points. */
export const DEFAULT_COMMISSION_BPS = 500;
/** GST on the platform's commission (a service, SAC 998599): 18%. */
export const COMMISSION_GST_BPS = 1_800;
/** The highest commission an admin may set: 50%. */
export const MAX_COMMISSION_BPS = 5_000;

/** A delivered shipment's line as the commission sees it: what the buyer paid for it, and its category's rate. */
export type CommissionLine = { amountPaise: number; rateBps: number };

export type ShipmentSettlement = {
  /** The shipment's total: goods, freight and GST, as invoiced to the buyer. */
  totalPaise: number;
  commissionPaise: number;
  commissionGstPaise: number;
  /** What the supplier is owed: the total less the commission and its GST. */
  payoutPaise: number;
};

/**
 * The settlement of a delivered shipment, to the paisa: each line's commission is its amount (taxable value
 * and GST, so the lines add up to the shipment's total) times its category's rate, rounded half up; the GST
 * on the commission is 18% of their sum, rounded half up; the payout is what is left. Always
 * payout + commission + commission GST = total, none negative.
 */
export function settleShipment(lines: readonly CommissionLine[]): ShipmentSettlement {
  const totalPaise = safeSum(
    lines.map((line) => assertNonNegativeSafeInteger(line.amountPaise, 'amountPaise')),
    'totalPaise',
  );
  const commissionPaise = safeSum(
    lines.map((line) => {
      if (line.rateBps > MAX_COMMISSION_BPS) throw new RangeError(`rateBps ${line.rateBps} over the maximum`);
      return mulDivRoundHalfUp(line.amountPaise, line.rateBps, 10_000);
    }),
    'commissionPaise',
  );
  const commissionGstPaise = mulDivRoundHalfUp(commissionPaise, COMMISSION_GST_BPS, 10_000);
  return {
    totalPaise,
    commissionPaise,
    commissionGstPaise,
    payoutPaise: totalPaise - commissionPaise - commissionGstPaise,
  };
}
