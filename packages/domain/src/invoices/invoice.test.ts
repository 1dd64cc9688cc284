import fc from 'fast-check';
import { expect, test } from 'vitest';
import { orderTotals } from '../orders';
import { apportion, gstAmountPaise } from '../tax';
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
    orderNumber: 'BT-26-000042',
    paymentId: 'pay_sandbox_42',
    lines: [
      {
        description: 'A Grade Quality Corn Flour',
        hsn: '1102',
        quantity: 500,
        unit: 'kg',
        unitPricePaise: 9000,
        freightPaise: 770_500,
        gstRateBps: 500,
      },
      {
        description: 'A Grade Quality Almond Nuts',
        hsn: '0802',
        quantity: 600,
        unit: 'kg',
        unitPricePaise: 80_000,
        freightPaise: 924_600,
        gstRateBps: 1200,
      },
      {
        description: 'Cotton Aprons',
        hsn: '6211',
        quantity: 10,
        unit: 'pcs',
        unitPricePaise: 12_050,
        freightPaise: 3_853,
        gstRateBps: 500,
      },
    ],
    shippingPaise: 1_698_953,
    freightInTaxableValue: true,
    ...overrides,
  };
}

test('an order shipped inside Madhya Pradesh is invoiced per rate with CGST + SGST, matching the order totals', () => {
  const invoice = buildInvoice(draft());
  const totals = orderTotals({
    lines: [
      { pricePaise: 9000, quantity: 500, weightGrams: 1000, hsn: '1102' },
      { pricePaise: 80_000, quantity: 600, weightGrams: 1000, hsn: '0802' },
      { pricePaise: 12_050, quantity: 10, weightGrams: 250, hsn: '6211' },
    ],
    state: 'Madhya Pradesh',
    originZone: 'NORTH1',
    at: new Date(invoice.invoiceDate),
  });
  expect(invoice.lines.map((line) => line.freightPaise)).toEqual(
    totals.lines.map((line) => line.freightPaise),
  );
  expect(invoice.lines.map((line) => line.gstPaise)).toEqual(totals.lines.map((line) => line.gstPaise));
  expect(invoice.lines.map((line) => line.taxableValuePaise)).toEqual([5_270_500, 48_924_600, 124_353]);
  expect(invoice.gstByRate).toEqual([
    {
      rateBps: 500,
      taxablePaise: 5_394_853,
      gstPaise: 269_743,
      cgstPaise: 134_871,
      sgstPaise: 134_872,
      igstPaise: 0,
    },
    {
      rateBps: 1200,
      taxablePaise: 48_924_600,
      gstPaise: 5_870_952,
      cgstPaise: 2_935_476,
      sgstPaise: 2_935_476,
      igstPaise: 0,
    },
  ]);
  expect(invoice).toMatchObject({
    placeOfSupply: 'Madhya Pradesh',
    placeOfSupplyCode: '23',
    subtotalPaise: totals.subtotalPaise,
    shippingPaise: totals.shippingPaise,
    cgstPaise: 134_871 + 2_935_476,
    sgstPaise: 134_872 + 2_935_476,
    igstPaise: 0,
    totalPaise: totals.totalPaise,
  });
});

test('an order shipped to Maharashtra is invoiced with IGST only, place of supply 27', () => {
  const invoice = buildInvoice(
    draft({ buyer: { ...buyer, city: 'Mumbai', state: 'Maharashtra', zip: '400001' } }),
  );
  expect(invoice).toMatchObject({
    placeOfSupply: 'Maharashtra',
    placeOfSupplyCode: '27',
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: 6_140_695,
  });
  expect(invoice.gstByRate.map((rate) => [rate.rateBps, rate.igstPaise])).toEqual([
    [500, 269_743],
    [1200, 5_870_952],
  ]);
  expect(invoice.totalPaise).toBe(52_620_500 + 1_698_953 + 6_140_695);
});

test('an order placed before freight was taxed is invoiced exactly as before, an odd paisa going to SGST', () => {
  const invoice = buildInvoice(
    draft({
      lines: [
        {
          description: 'Sorghum Flour',
          hsn: '1102',
          quantity: 1,
          unit: 'kg',
          unitPricePaise: 500,
          freightPaise: 0,
          gstRateBps: 500,
        },
      ],
      shippingPaise: 868,
      freightInTaxableValue: false,
    }),
  );
  expect(invoice).toMatchObject({
    subtotalPaise: 500,
    cgstPaise: 12,
    sgstPaise: 13,
    igstPaise: 0,
    totalPaise: 1393,
  });
  expect(invoice.lines[0]).toMatchObject({ taxableValuePaise: 500, gstPaise: 25 });
});

test('a built invoice survives a JSON round trip through the schema', () => {
  const invoice = buildInvoice(draft());
  expect(invoiceSchema.parse(JSON.parse(JSON.stringify(invoice)))).toEqual(invoice);
});

const valid: Invoice = buildInvoice(draft());

test.each([
  {
    what: 'a taxable value that is not quantity x price + freight',
    change: { lines: [{ ...valid.lines[0]!, taxableValuePaise: 1 }, ...valid.lines.slice(1)] },
    path: 'lines.0.taxableValuePaise',
  },
  {
    what: "a line's tax off by a paisa",
    change: {
      lines: [{ ...valid.lines[0]!, gstPaise: valid.lines[0]!.gstPaise + 1 }, ...valid.lines.slice(1)],
    },
    path: 'lines.0.gstPaise',
  },
  {
    what: 'freight shares that do not add up to the freight',
    change: { shippingPaise: valid.shippingPaise + 1, totalPaise: valid.totalPaise + 1 },
    path: 'lines',
  },
  {
    what: 'a rate of the lines not matching the GST per rate',
    change: { gstByRate: valid.gstByRate.slice(1) },
    path: 'gstByRate',
  },
  {
    what: 'a wrong place of supply code',
    change: { placeOfSupplyCode: '27' },
    path: 'placeOfSupplyCode',
  },
  {
    what: 'a subtotal off by a paisa',
    change: { subtotalPaise: valid.subtotalPaise + 1 },
    path: 'subtotalPaise',
  },
  {
    what: 'IGST on an order inside the state',
    change: { cgstPaise: 0, sgstPaise: 0, igstPaise: 6_140_695 },
    path: 'igstPaise',
  },
  {
    what: 'a total that is not subtotal + shipping + GST',
    change: { totalPaise: valid.totalPaise + gstAmountPaise(valid.shippingPaise, 1200) },
    path: 'totalPaise',
  },
  {
    what: 'a place of supply other than the ship-to state',
    change: { placeOfSupply: 'Delhi' },
    path: 'placeOfSupply',
  },
  {
    what: "a seller's state other than its GSTIN's",
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
    change: { lines: [{ ...valid.lines[0]!, hsn: '11' }, ...valid.lines.slice(1)] },
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

test('every built invoice adds up: per line, per rate and in total, to the paisa', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          quantity: fc.integer({ min: 1, max: 100_000 }),
          unitPricePaise: fc.integer({ min: 0, max: 120_000 }),
          weight: fc.integer({ min: 1, max: 50_000 }),
          gstRateBps: fc.constantFrom(500, 1200),
        }),
        { minLength: 1, maxLength: 20 },
      ),
      fc.integer({ min: 0, max: 10_000_000 }),
      fc.constantFrom('Madhya Pradesh', 'Delhi', 'Kerala'),
      (lines, shippingPaise, state) => {
        const freight = apportion(
          shippingPaise,
          lines.map((line) => line.weight),
        );
        const invoice = buildInvoice(
          draft({
            buyer: { ...buyer, state },
            lines: lines.map(({ weight: _weight, ...line }, index) => ({
              ...line,
              description: 'Item',
              hsn: '1102',
              unit: 'kg',
              freightPaise: freight[index]!,
            })),
            shippingPaise,
          }),
        );
        const gst = invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise;
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(sum(invoice.lines.map((line) => line.gstPaise))).toBe(gst);
        expect(sum(invoice.gstByRate.map((rate) => rate.gstPaise))).toBe(gst);
        for (const rate of invoice.gstByRate) {
          expect(rate.gstPaise).toBe(gstAmountPaise(rate.taxablePaise, rate.rateBps));
        }
        expect(sum(invoice.lines.map((line) => line.taxableValuePaise))).toBe(
          invoice.subtotalPaise + shippingPaise,
        );
        expect(invoice.totalPaise).toBe(invoice.subtotalPaise + shippingPaise + gst);
        expect(invoice.igstPaise === 0).toBe(state === 'Madhya Pradesh' || gst === 0);
        expect(invoice.placeOfSupplyCode).toBe({ 'Madhya Pradesh': '23', Delhi: '07', Kerala: '32' }[state]);
      },
    ),
  );
});
