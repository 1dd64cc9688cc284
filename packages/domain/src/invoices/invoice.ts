import { z } from 'zod';
import { gstinProblem } from '../buyer';
import { safeSum } from '../lib/integer-math';
import { lineTotalPaise, subtotalPaise } from '../orders';
import { COMPANY_STATE, gstAmountPaise, isCompanyState, splitGst } from '../tax';
import { financialYear } from './financial-year';
import { hsnCodeSchema } from './hsn';
import { invoiceNumberSchema, shortFinancialYear } from './invoice-number';

const text = z.string().trim().min(1);
const paise = z.number().int().nonnegative();

/** GSTIN: state code, PAN, entity number, 'Z', check character ('23AAACB1234C1Z5'). */
export const gstinSchema = z
  .string()
  .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Expected a 15-character GSTIN');

export const invoiceSellerSchema = z.object({
  name: text,
  /** Postal address; may contain line breaks. */
  address: text,
  state: text,
  gstin: gstinSchema,
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

/**
 * The buyer as entered at checkout; the address is the ship-to address, and the bill-to address too
 * unless `billing` gives another. A services invoice (a membership fee) may have no separate city or PIN
 * code: the address line then carries them. A GSTIN must be registered in the bill-to state (Rule 46:
 * the recipient's name, address and GSTIN).
 */
export const invoiceBuyerSchema = z
  .object({
    name: text,
    email: z.email(),
    address: text,
    city: z.string().trim(),
    state: text,
    zip: z.string().trim(),
    /** The company or trade name, printed as the buyer's legal name; absent for a person. */
    legalName: text.optional(),
    phone: text.optional(),
    gstin: gstinSchema.optional(),
    billing: z.object({ address: text, city: text, state: text, zip: text }).optional(),
  })
  .superRefine((buyer, ctx) => {
    const problem = buyer.gstin && gstinProblem(buyer.gstin, (buyer.billing ?? buyer).state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type InvoiceBuyer = z.infer<typeof invoiceBuyerSchema>;

/** One invoice line: quantity in selling units (`unit`: 'kg', 'pcs'...), money in paise. */
export const invoiceLineSchema = z.object({
  description: text,
  hsn: hsnCodeSchema,
  quantity: z.number().int().positive(),
  unit: text,
  unitPricePaise: paise,
  /** quantity x unitPricePaise: GST is computed on the invoice's subtotal, not per line. */
  taxableValuePaise: paise,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

const invoiceFieldsSchema = z.object({
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  invoiceNumber: invoiceNumberSchema,
  /** ISO 8601 date-time; printed as its date in India. */
  invoiceDate: z.iso.datetime({ offset: true }),
  orderId: text,
  paymentId: text,
  /** The ship-to state's name, as in the checkout list: decides CGST + SGST against IGST. */
  placeOfSupply: text,
  lines: z.array(invoiceLineSchema).min(1),
  subtotalPaise: paise,
  shippingPaise: paise,
  gstRateBps: z.number().int().min(0).max(10_000),
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
  /**
   * A price fixed including GST (a membership fee) can be a paisa off subtotal + GST; the difference is
   * printed as 'Round off', as Indian invoices do. At most a rupee either way.
   */
  roundOffPaise: z.number().int().min(-100).max(100).optional(),
  /** Goods (the default: 'Bill to / Ship to', HSN codes) or services (a fee: 'Bill to', SAC codes). */
  supply: z.enum(['goods', 'services']).optional(),
  totalPaise: paise,
});

type AmountsInput = {
  lines: readonly { unitPricePaise: number; quantity: number }[];
  shippingPaise: number;
  roundOffPaise?: number | undefined;
  gstRateBps: number;
  placeOfSupply: string;
};

/**
 * The amounts an invoice must show, from the same rules as the order's totals (`orderTotals`): GST on
 * the subtotal only, split by `splitGst`, and total = subtotal + shipping + GST. RangeError when an
 * amount is not a non-negative safe integer.
 */
function expectedAmounts({
  lines,
  shippingPaise,
  roundOffPaise = 0,
  gstRateBps,
  placeOfSupply,
}: AmountsInput) {
  const subtotal = subtotalPaise(
    lines.map((line) => ({ pricePaise: line.unitPricePaise, quantity: line.quantity })),
  );
  const gstPaise = gstAmountPaise(subtotal, gstRateBps);
  return {
    subtotalPaise: subtotal,
    ...splitGst(gstPaise, { sameState: isCompanyState(placeOfSupply) }),
    totalPaise: safeSum([subtotal, shippingPaise, gstPaise], 'totalPaise') + roundOffPaise,
  };
}

/**
 * A GST tax invoice, all money in integer paise and the rate in basis points. The schema refuses an
 * invoice whose figures disagree with the store's rules (ADR 001): each line's taxable value is
 * quantity x unit price, GST is charged once on the subtotal (never on shipping) and split with
 * `splitGst` (CGST + SGST when the place of supply is Madhya Pradesh, else IGST), total = subtotal +
 * shipping + GST. The place of supply is the buyer's (ship-to) state, the seller is in the company's
 * state, and the invoice number's financial year is that of the invoice date.
 */
export const invoiceSchema = invoiceFieldsSchema.superRefine((invoice, ctx) => {
  invoice.lines.forEach((line, index) => {
    try {
      const expected = lineTotalPaise({ pricePaise: line.unitPricePaise, quantity: line.quantity });
      if (line.taxableValuePaise !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'taxableValuePaise'],
          message: `Expected quantity x unit price = ${expected} paise`,
        });
      }
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      ctx.addIssue({ code: 'custom', path: ['lines', index], message: error.message });
    }
  });
  if (invoice.placeOfSupply !== invoice.buyer.state) {
    ctx.addIssue({
      code: 'custom',
      path: ['placeOfSupply'],
      message: "Expected the buyer's (ship-to) state",
    });
  }
  if (invoice.seller.state !== COMPANY_STATE) {
    ctx.addIssue({ code: 'custom', path: ['seller', 'state'], message: `Expected ${COMPANY_STATE}` });
  }
  try {
    const year = financialYear(new Date(invoice.invoiceDate));
    if (invoice.invoiceNumber.split('/')[1] !== shortFinancialYear(year)) {
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceNumber'],
        message: `Expected a number of the invoice date's financial year ${year}`,
      });
    }
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['invoiceDate'], message: error.message });
  }
  let expected: ReturnType<typeof expectedAmounts>;
  try {
    expected = expectedAmounts(invoice);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['totalPaise'], message: error.message });
    return;
  }
  for (const key of ['subtotalPaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
    if (invoice[key] !== expected[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: `Expected ${expected[key]} paise` });
    }
  }
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What `buildInvoice` needs: an invoice without the amounts that follow from its lines and rate. */
export type InvoiceDraft = Omit<
  Invoice,
  'lines' | 'placeOfSupply' | 'subtotalPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise'
> & { lines: Omit<InvoiceLine, 'taxableValuePaise'>[] };

/**
 * Completes an invoice from a paid order: taxable values, subtotal, the GST split and the total, with
 * the place of supply the buyer's state. `shippingPaise` and `gstRateBps` are the order's own (its
 * rate depends on the products' categories, which an invoice line no longer carries). Throws a
 * ZodError when the draft is malformed, a RangeError when an amount is out of range.
 */
export function buildInvoice(draft: InvoiceDraft): Invoice {
  const lines = draft.lines.map((line) => ({
    ...line,
    taxableValuePaise: lineTotalPaise({ pricePaise: line.unitPricePaise, quantity: line.quantity }),
  }));
  const placeOfSupply = draft.buyer.state;
  return invoiceSchema.parse({
    ...draft,
    lines,
    placeOfSupply,
    ...expectedAmounts({ ...draft, placeOfSupply }),
  });
}
