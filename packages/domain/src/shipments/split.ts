import { safeSum } from '../lib/integer-math';
import { MAX_ORDER_TOTAL_PAISE, orderTotals, type OrderTotals, type PricedLine } from '../orders';
import { zoneForState, type ShippingZone } from '../shipping';
import { isCompanyState, splitGstByRate, type GstAtRate } from '../tax';

/** A priced line and who sends it: the company (`sellerId` null) or a supplier, from its pickup state. */
export type SellerLine = PricedLine & {
  sellerId: number | null;
  /** The state the goods leave from: the listing's pickup state; ignored for the company's lines. */
  pickupState?: string | undefined;
  /** The state of the seller's GST registration: decides CGST+SGST or IGST; ignored for the company's. */
  sellerState?: string | undefined;
};

/** One seller's part of a cart: its lines (by index in the cart), freight, GST and total. */
export type ShipmentPart = {
  sellerId: number | null;
  originZone: ShippingZone;
  /** The seller's state is the place of supply (the buyer's state): CGST+SGST, else IGST. */
  sameState: boolean;
  lineIndexes: number[];
  totals: OrderTotals;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type SplitCart = {
  parts: ShipmentPart[];
  subtotalPaise: number;
  shippingPaise: number;
  gstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  totalWeightGrams: number;
};

/**
 * A cart as it ships (docs/decisions/023): one part per seller and pickup state, the company's first, then in
 * the order the cart first names them. Each part is priced as an order of its own (`orderTotals`): freight
 * from its origin zone to `state` times its weight, GST per line; the cart's figures are their sums. Null
 * when the total is above the store's limit or its amounts leave the safe integers.
 */
export function splitCart({
  lines,
  state,
  companyOriginZone,
  at,
}: {
  lines: readonly SellerLine[];
  state?: string | null | undefined;
  companyOriginZone: ShippingZone;
  at: Date;
}): SplitCart | null {
  const groups = new Map<
    string,
    { sellerId: number | null; originZone: ShippingZone; sameState: boolean; lineIndexes: number[] }
  >();
  const ordered = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => Number(a.line.sellerId !== null) - Number(b.line.sellerId !== null));
  for (const { line, index } of ordered) {
    const company = line.sellerId === null;
    const originZone = company ? companyOriginZone : (zoneForState(line.pickupState) ?? companyOriginZone);
    const key = company ? 'company' : `${line.sellerId}:${line.pickupState}`;
    const group = groups.get(key) ?? {
      sellerId: line.sellerId,
      originZone,
      sameState: company ? isCompanyState(state) : !!state && line.sellerState === state,
      lineIndexes: [],
    };
    group.lineIndexes.push(index);
    groups.set(key, group);
  }
  try {
    const parts = [...groups.values()].map((group): ShipmentPart => {
      const totals = orderTotals({
        lines: group.lineIndexes.map((index) => lines[index]!),
        state,
        originZone: group.originZone,
        at,
      });
      const split = splitGstByRate(totals.gstByRate, group.sameState);
      const sum = (key: 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
        safeSum(
          split.map((rate) => rate[key]),
          key,
        );
      return {
        ...group,
        totals,
        cgstPaise: sum('cgstPaise'),
        sgstPaise: sum('sgstPaise'),
        igstPaise: sum('igstPaise'),
      };
    });
    const total = (pick: (part: ShipmentPart) => number, what: string) => safeSum(parts.map(pick), what);
    const split: SplitCart = {
      parts,
      subtotalPaise: total((part) => part.totals.subtotalPaise, 'subtotalPaise'),
      shippingPaise: total((part) => part.totals.shippingPaise, 'shippingPaise'),
      gstPaise: total((part) => part.totals.gstPaise, 'gstPaise'),
      cgstPaise: total((part) => part.cgstPaise, 'cgstPaise'),
      sgstPaise: total((part) => part.sgstPaise, 'sgstPaise'),
      igstPaise: total((part) => part.igstPaise, 'igstPaise'),
      totalPaise: total((part) => part.totals.totalPaise, 'totalPaise'),
      totalWeightGrams: total((part) => part.totals.totalWeightGrams, 'totalWeightGrams'),
    };
    return split.totalPaise <= MAX_ORDER_TOTAL_PAISE ? split : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The GST of every part by rate, merged: for the order's summary. */
export function gstByRateOf(split: SplitCart): GstAtRate[] {
  const byRate = new Map<number, GstAtRate>();
  for (const rate of split.parts.flatMap((part) => part.totals.gstByRate)) {
    const seen = byRate.get(rate.rateBps) ?? { rateBps: rate.rateBps, taxablePaise: 0, gstPaise: 0 };
    byRate.set(rate.rateBps, {
      rateBps: rate.rateBps,
      taxablePaise: seen.taxablePaise + rate.taxablePaise,
      gstPaise: seen.gstPaise + rate.gstPaise,
    });
  }
  return [...byRate.values()].sort((a, b) => a.rateBps - b.rateBps);
}
