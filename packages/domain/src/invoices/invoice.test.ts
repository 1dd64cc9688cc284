import fc from 'fast-check';
import { expect, test } from 'vitest';
import { orderTotals } from '../orders';
import { gstAmountPaise } from '../tax';
import { buildInvoice, gstinSchema, invoiceSchema } from './invoice';
import type { Invoice, InvoiceDraft } from './invoice';

const seller = {
  name: 'Bulk Trade India Private Limited',
  address: '12 Industrial Area, Sector 3\nIndore 452001',
  state: 'Madhya Pradesh',
  gstin: '23AAACB1234C1Z5',
};
const buyer = {
  name: 'Asha Traders',
  email: 'asha@example.com',
  address: '4 Market Road',
  city: 'Bhopal',
  state: 'Madhya Pradesh',
  zip: '462001',
};

function draft(overrides: Partial<InvoiceDraft> = {}): InvoiceDraft {
  return {
    seller,
    buyer,
    invoiceNumber: 'BT/26-27/000123',
    invoiceDate: '2026-07-04T09:15:00.000Z',
    orderId: 'ord_42',
    paymentId: 'pay_sandbox_42',
    lines: [
      {
        description: 'A Grade Quality Corn Flour',
        hsn: '1102',
        quantity: 500,
        unit: 'kg',
        unitPricePaise: 9000,
      },
      {
        description: 'A Grade Quality Almond Nuts',
        hsn: '0801',
        quantity: 600,
        unit: 'kg',
        unitPricePaise: 80_000,
      },
      { description: 'Cotton Aprons', hsn: '6211', quantity: 10, unit: 'pcs', unitPricePaise: 12_050 },
    ],
    shippingPaise: 1_698_953,
    gstRateBps: 1200,
    ...overrides,
  };
}

test('an order shipped inside Madhya Pradesh is invoiced with CGST + SGST, matching the order totals', () => {
  const invoice = buildInvoice(draft());
  const totals = orderTotals({
    lines: [
      { pricePaise: 9000, quantity: 500, weightGrams: 1000, category: 'Flour', name: 'Corn Flour' },
      { pricePaise: 80_000, quantity: 600, weightGrams: 1000, category: 'Dry Fruits', name: 'Almonds' },
      { pricePaise: 12_050, quantity: 10, weightGrams: 250, category: 'Aprons', name: 'Cotton Aprons' },
    ],
    state: 'Madhya Pradesh',
    originZone: 'NORTH1',
  });
  expect(invoice).toMatchObject({
    placeOfSupply: 'Madhya Pradesh',
    subtotalPaise: totals.subtotalPaise,
    shippingPaise: totals.shippingPaise,
    gstRateBps: totals.gstRateBps,
    cgstPaise: 3_157_230,
    sgstPaise: 3_157_230,
    igstPaise: 0,
    totalPaise: totals.totalPaise,
  });
  expect(invoice.lines.map((line) => line.taxableValuePaise)).toEqual([4_500_000, 48_000_000, 120_500]);
});

test('an order shipped to Delhi is invoiced with IGST only', () => {
  const invoice = buildInvoice(
    draft({ buyer: { ...buyer, city: 'New Delhi', state: 'Delhi', zip: '110001' } }),
  );
  expect(invoice).toMatchObject({ placeOfSupply: 'Delhi', cgstPaise: 0, sgstPaise: 0, igstPaise: 6_314_460 });
  expect(invoice.totalPaise).toBe(52_620_500 + 1_698_953 + 6_314_460);
});

test('an odd paisa of GST goes to SGST', () => {
  const invoice = buildInvoice(
    draft({
      lines: [{ description: 'Sorghum Flour', hsn: '1102', quantity: 1, unit: 'kg', unitPricePaise: 500 }],
      shippingPaise: 868,
      gstRateBps: 500,
    }),
  );
  expect(invoice).toMatchObject({
    subtotalPaise: 500,
    cgstPaise: 12,
    sgstPaise: 13,
    igstPaise: 0,
    totalPaise: 1393,
  });
});

test('a built invoice survives a JSON round trip through the schema', () => {
  const invoice = buildInvoice(draft());
  expect(invoiceSchema.parse(JSON.parse(JSON.stringify(invoice)))).toEqual(invoice);
});

const valid: Invoice = buildInvoice(draft());

test.each([
  {
    what: 'a taxable value that is not quantity x price',
    change: { lines: [{ ...valid.lines[0]!, taxableValuePaise: 1 }] },
    path: 'lines.0.taxableValuePaise',
  },
  {
    what: 'a subtotal off by a paisa',
    change: { subtotalPaise: valid.subtotalPaise + 1 },
    path: 'subtotalPaise',
  },
  {
    what: 'IGST on an order inside the state',
    change: { cgstPaise: 0, sgstPaise: 0, igstPaise: 6_314_460 },
    path: 'igstPaise',
  },
  {
    what: 'GST charged on shipping too',
    change: { totalPaise: valid.totalPaise + gstAmountPaise(valid.shippingPaise, 1200) },
    path: 'totalPaise',
  },
  {
    what: 'a place of supply other than the ship-to state',
    change: { placeOfSupply: 'Delhi' },
    path: 'placeOfSupply',
  },
  {
    what: 'a seller outside the company state',
    change: { seller: { ...seller, state: 'Delhi' } },
    path: 'seller.state',
  },
  {
    what: 'a number of another financial year',
    change: { invoiceNumber: 'BT/25-26/000123' },
    path: 'invoiceNumber',
  },
  {
    what: 'a number of the previous year on 1 April in India (18:30 UTC on 31 March)',
    change: { invoiceNumber: 'BT/26-27/000001', invoiceDate: '2027-03-31T18:30:00Z' },
    path: 'invoiceNumber',
  },
  { what: 'no lines', change: { lines: [] }, path: 'lines' },
  {
    what: 'a malformed GSTIN',
    change: { seller: { ...seller, gstin: '23AAACB1234C1X5' } },
    path: 'seller.gstin',
  },
  {
    what: 'a malformed HSN code',
    change: { lines: [{ ...valid.lines[0]!, hsn: '11' }] },
    path: 'lines.0.hsn',
  },
  { what: 'a date without a time', change: { invoiceDate: '2026-07-04' }, path: 'invoiceDate' },
  { what: 'a fractional amount', change: { shippingPaise: 10.5 }, path: 'shippingPaise' },
  {
    what: 'an amount too large to add up safely',
    change: { shippingPaise: Number.MAX_SAFE_INTEGER },
    path: 'totalPaise',
  },
])('an invoice with $what is refused at $path', ({ change, path }) => {
  const result = invoiceSchema.safeParse({ ...valid, ...change });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
});

test.each([
  { gstin: '23AAACB1234C1Z5', valid: true },
  { gstin: '07AAACB1234C1ZV', valid: true },
  { gstin: '23aaacb1234c1z5', valid: false },
  { gstin: '23AAACB1234C0Z5', valid: false }, // the entity number starts at 1
  { gstin: '23AAACB1234C1Z', valid: false },
  { gstin: 'AAACB1234C1Z5', valid: false },
])('GSTIN $gstin is valid: $valid', ({ gstin, valid }) => {
  expect(gstinSchema.safeParse(gstin).success).toBe(valid);
});

test('every built invoice adds up: total = subtotal + shipping + CGST + SGST + IGST', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 100_000 }),
          unitPricePaise: fc.integer({ min: 0, max: 120_000 }),
        }),
        { minLength: 1, maxLength: 20 },
      ),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.constantFrom(500, 1200),
      fc.constantFrom('Madhya Pradesh', 'Delhi', 'Kerala'),
      (lines, shippingPaise, gstRateBps, state) => {
        const invoice = buildInvoice(
          draft({
            buyer: { ...buyer, state },
            lines: lines.map((line) => ({ ...line, description: 'Item', hsn: '1102', unit: 'kg' })),
            shippingPaise,
            gstRateBps,
          }),
        );
        const gst = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
        expect(gst).toBe(gstAmountPaise(invoice.subtotalPaise, gstRateBps));
        expect(invoice.totalPaise).toBe(invoice.subtotalPaise + shippingPaise + gst);
        expect(invoice.igstPaise === 0).toBe(state === 'Madhya Pradesh' || gst === 0);
      },
    ),
  );
});
