import { MEMBERSHIP_SAC } from '../memberships';
import { COMMISSION_GST_BPS } from '../shipments';
import { gstAmountPaise } from '../tax';

/** The platform's commission is a support service like the supplier's membership: SAC 998599, GST 18%. */
export const COMMISSION_SAC = MEMBERSHIP_SAC.supplier;

/** The company's series of commission invoices in `document_sequences`, numbered per financial year. */
export const COMMISSION_INVOICE_SERIES = 'commission:company';
/** The prefix of a commission invoice's number: 'CM/26-27/000001'. */
export const COMMISSION_INVOICE_PREFIX = 'CM';

export type CommissionInvoiceAmounts = {
  /** The month's commission: the invoice's taxable value. */
  taxablePaise: number;
  /** GST at 18% on the taxable value, as the invoice charges it. */
  gstPaise: number;
  /** What was deducted as GST shipment by shipment, less the invoice's GST: printed as 'Round off'. */
  roundOffPaise: number;
  /** Commission and GST as deducted from the payouts: what the invoice bills. */
  totalPaise: number;
};

/**
 * A month's commission invoice to a supplier. Each delivered shipment had its commission's GST rounded on
 * its own (`settleShipment`); the invoice charges 18% once on the month's commission, so it can differ from
 * their sum by paise. The invoice bills exactly what was deducted and prints the difference as the round
 * off, which stays within a rupee (one paisa's half per shipment at worst; about 30 paise at 10,000
 * shipments a month on average). RangeError beyond that.
 */
export function commissionInvoiceAmounts(settled: {
  commissionPaise: number;
  commissionGstPaise: number;
}): CommissionInvoiceAmounts {
  const gstPaise = gstAmountPaise(settled.commissionPaise, COMMISSION_GST_BPS);
  const roundOffPaise = settled.commissionGstPaise - gstPaise;
  if (Math.abs(roundOffPaise) > 100) {
    throw new RangeError(`The GST deducted differs from the invoice's by ${roundOffPaise} paise.`);
  }
  return {
    taxablePaise: settled.commissionPaise,
    gstPaise,
    roundOffPaise,
    totalPaise: settled.commissionPaise + settled.commissionGstPaise,
  };
}
