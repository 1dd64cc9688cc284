import { z } from 'zod';
import { gstinProblem } from '../buyer';
import { safeSum } from '../lib/integer-math';
import { lineTotalPaise, subtotalPaise } from '../orders';
import { gstStateCode } from '../shipping';
import { splitGstByRate, taxByRate } from '../tax';
import { financialYear } from './financial-year';
import { hsnCodeSchema } from './hsn';
import { invoiceNumberSchema, shortFinancialYear } from './invoice-number';

const text = z.string().trim().min(1);
const paise = z.number().int().nonnegative();
const rate = z.number().int().min(0).max(10_000);

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

/**
 * One invoice line: quantity in selling units (`unit`: 'kg', 'pcs'...), money in paise, the rate in
 * basis points. Its taxable value is its goods plus its share of the freight (ADR 011).
 */
export const invoiceLineSchema = z.object({
  description: text,
  hsn: hsnCodeSchema,
  quantity: z.number().int().positive(),
  unit: text,
  unitPricePaise: paise,
  /** The line's share of the freight by weight; 0 when the freight was billed outside the taxable value. */
  freightPaise: paise,
  /** quantity x unitPricePaise + freightPaise. */
  taxableValuePaise: paise,
  /** The rate of the line's HSN code on the order's day, kept with the order. */
  gstRateBps: rate,
  /** The line's share of the GST of its rate (`taxByRate`). */
  gstPaise: paise,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The GST of one rate on the invoice, split as the place of supply decides. */
export const invoiceRateSchema = z.object({
  rateBps: rate,
  taxablePaise: paise,
  gstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  igstPaise: paise,
});
export type InvoiceRate = z.infer<typeof invoiceRateSchema>;

const invoiceFieldsSchema = z.object({
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  invoiceNumber: invoiceNumberSchema,
  /** ISO 8601 date-time; printed as its date in India. */
  invoiceDate: z.iso.datetime({ offset: true }),
  /** The order's number (`BT-26-000123`); absent on a fee's invoice, which has no order. */
  orderNumber: text.optional(),
  paymentId: text,
  /** The ship-to state's name, as in the checkout list: decides CGST + SGST against IGST. */
  placeOfSupply: text,
  /** The place of supply's two-digit GST state code ('23'); null for a state not on the list. */
  placeOfSupplyCode: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  lines: z.array(invoiceLineSchema).min(1),
  /** The goods: the sum of quantity x unit price. */
  subtotalPaise: paise,
  shippingPaise: paise,
  /**
   * True when the freight is part of the lines' taxable value (every order since ADR 011); false for an
   * order placed before, whose GST was charged on the goods only and whose invoice must not change.
   */
  freightInTaxableValue: z.boolean(),
  /** GST per rate, in ascending rate order. */
  gstByRate: z.array(invoiceRateSchema),
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
  seller: { state: string };
  lines: readonly Omit<InvoiceLine, 'taxableValuePaise' | 'gstPaise'>[];
  shippingPaise: number;
  roundOffPaise?: number | undefined;
  placeOfSupply: string;
};

/**
 * The amounts an invoice must show, from the same rules as the order's totals (`orderTotals`): each
 * line's taxable value is its goods and its freight, the lines of one rate are taxed together
 * (`taxByRate`), each rate is split by `splitGst`, and total = subtotal + shipping + GST. RangeError
 * when an amount is not a non-negative safe integer.
 */
function expectedAmounts({ seller, lines, shippingPaise, roundOffPaise = 0, placeOfSupply }: AmountsInput) {
  const taxed = lines.map((line) => ({
    ...line,
    taxableValuePaise: safeSum(
      [lineTotalPaise({ pricePaise: line.unitPricePaise, quantity: line.quantity }), line.freightPaise],
      'taxableValuePaise',
    ),
  }));
  const subtotal = subtotalPaise(
    lines.map((line) => ({ pricePaise: line.unitPricePaise, quantity: line.quantity })),
  );
  const { lineGstPaise, rates } = taxByRate(
    taxed.map((line) => ({ taxablePaise: line.taxableValuePaise, gstRateBps: line.gstRateBps })),
  );
  // CGST + SGST when the seller supplies inside its own state (the company's or a supplier's), else IGST.
  const gstByRate = splitGstByRate(rates, seller.state === placeOfSupply);
  const sum = (key: 'gstPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    safeSum(
      gstByRate.map((entry) => entry[key]),
      key,
    );
  return {
    lines: taxed.map((line, index) => ({ ...line, gstPaise: lineGstPaise[index]! })),
    subtotalPaise: subtotal,
    gstByRate,
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: safeSum([subtotal, shippingPaise, sum('gstPaise')], 'totalPaise') + roundOffPaise,
  };
}

/**
 * A GST tax invoice, all money in integer paise and the rate in basis points. The schema refuses an
 * invoice whose figures disagree with the store's rules (ADR 001, ADR 011): each line's taxable value
 * is quantity x unit price plus its share of the freight (the shares add up to the freight, or are all 0
 * on an invoice of an order placed before freight was taxed), each rate's GST is charged once on the
 * taxable value of its lines and split with `splitGst` (CGST + SGST when the place of supply is the
 * seller's state, else IGST), total = subtotal + shipping + GST. The place of supply is the buyer's
 * (ship-to) state with its GST state code, the seller's GSTIN is of the seller's state (the company's, or
 * a supplier's the platform invoices for: docs/decisions/023), and the invoice number's financial year is
 * that of the invoice date.
 */
export const invoiceSchema = invoiceFieldsSchema.superRefine((invoice, ctx) => {
  const freight = invoice.lines.reduce((sum, line) => sum + line.freightPaise, 0);
  const expectedFreight = invoice.freightInTaxableValue ? invoice.shippingPaise : 0;
  if (freight !== expectedFreight) {
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: `Expected the lines' freight to add up to ${expectedFreight} paise`,
    });
  }
  const code = gstStateCode(invoice.placeOfSupply) ?? null;
  if (invoice.placeOfSupplyCode !== code) {
    ctx.addIssue({
      code: 'custom',
      path: ['placeOfSupplyCode'],
      message: `Expected the GST state code of ${invoice.placeOfSupply}: ${code ?? 'none'}`,
    });
  }
  if (invoice.placeOfSupply !== invoice.buyer.state) {
    ctx.addIssue({
      code: 'custom',
      path: ['placeOfSupply'],
      message: "Expected the buyer's (ship-to) state",
    });
  }
  // The seller is the company or a supplier the platform invoices for; either way registered in its state.
  const sellerCode = gstStateCode(invoice.seller.state);
  if (!sellerCode || !invoice.seller.gstin.startsWith(sellerCode)) {
    ctx.addIssue({
      code: 'custom',
      path: ['seller', 'state'],
      message: "Expected the state of the seller's GSTIN",
    });
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
  expected.lines.forEach((line, index) => {
    for (const key of ['taxableValuePaise', 'gstPaise'] as const) {
      if (invoice.lines[index]![key] !== line[key]) {
        ctx.addIssue({ code: 'custom', path: ['lines', index, key], message: `Expected ${line[key]} paise` });
      }
    }
  });
  if (JSON.stringify(invoice.gstByRate) !== JSON.stringify(expected.gstByRate)) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstByRate'],
      message: `Expected ${JSON.stringify(expected.gstByRate)}`,
    });
  }
  for (const key of ['subtotalPaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'totalPaise'] as const) {
    if (invoice[key] !== expected[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: `Expected ${expected[key]} paise` });
    }
  }
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What `buildInvoice` needs: an invoice without the amounts that follow from its lines and rates. */
export type InvoiceDraft = Omit<
  Invoice,
  | 'lines'
  | 'placeOfSupply'
  | 'placeOfSupplyCode'
  | 'subtotalPaise'
  | 'gstByRate'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
> & { lines: Omit<InvoiceLine, 'taxableValuePaise' | 'gstPaise'>[] };

/**
 * Completes an invoice from a paid order: taxable values, the GST of each line and rate, the split, the
 * total, and the place of supply (the buyer's state) with its GST state code. Each line brings the rate
 * and the freight share the order kept, so an invoice never changes with a later rate. Throws a ZodError
 * when the draft is malformed, a RangeError when an amount is out of range.
 */
export function buildInvoice(draft: InvoiceDraft): Invoice {
  const placeOfSupply = draft.buyer.state;
  return invoiceSchema.parse({
    ...draft,
    placeOfSupply,
    placeOfSupplyCode: gstStateCode(placeOfSupply) ?? null,
    ...expectedAmounts({ ...draft, placeOfSupply }),
  });
}
