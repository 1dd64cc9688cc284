import { buildInvoice, type Invoice, type InvoiceDraft } from '@bulk/domain/invoices';
import { apportion } from '@bulk/domain/tax';
import { expect, test } from 'vitest';
import { extractPdfText as extract } from '#src/testing/pdf-text';
import { formatRupees, renderInvoicePdf } from './invoice-pdf';

const seller = {
  name: 'Bulk Trade India Private Limited',
  address: '12 Industrial Area, Sector 3\nIndore 452001',
  state: 'Madhya Pradesh',
  gstin: '23AAACB1234C1Z5',
};
// Each line with its HSN code, today's rate and its weight in grams (for its share of the freight).
const products = [
  {
    description: 'A Grade Quality Corn Flour',
    hsn: '1102',
    quantity: 500,
    unit: 'kg',
    unitPricePaise: 9000,
    gstRateBps: 500,
    grams: 500_000,
  },
  {
    description: 'A Grade Quality Almond Nuts',
    hsn: '0802',
    quantity: 600,
    unit: 'kg',
    unitPricePaise: 80_000,
    gstRateBps: 1200,
    grams: 600_000,
  },
  {
    description: 'Cotton Aprons',
    hsn: '6211',
    quantity: 10,
    unit: 'pcs',
    unitPricePaise: 12_050,
    gstRateBps: 500,
    grams: 2_500,
  },
];

function invoiceFor(
  state: string,
  city: string,
  lines: typeof products = products,
  overrides: Partial<InvoiceDraft> = {},
): Invoice {
  const shippingPaise = overrides.shippingPaise ?? 1_698_953;
  const freight = apportion(
    shippingPaise,
    lines.map((line) => line.grams),
  );
  return buildInvoice({
    seller,
    buyer: {
      name: 'Asha Traders',
      email: 'asha@example.com',
      address: '4 Market Road',
      city,
      state,
      zip: '462001',
    },
    invoiceNumber: 'BT/26-27/000123',
    invoiceDate: '2026-07-04T20:15:00.000Z', // 5 July 2026, 01:45 in India
    orderNumber: 'BT-26-000042',
    paymentId: 'pay_Q4k2nAbCdEf',
    lines: lines.map(({ grams: _grams, ...line }, index) => ({ ...line, freightPaise: freight[index]! })),
    shippingPaise,
    freightInTaxableValue: true,
    ...overrides,
  });
}

function expectCommonParts(text: string, invoice: Invoice) {
  for (const part of [
    'Tax Invoice',
    'BT/26-27/000123',
    'GSTIN: 23AAACB1234C1Z5',
    'Bulk Trade India Private Limited',
    'Asha Traders',
    '05/07/2026',
    'Order number BT-26-000042',
    'pay_Q4k2nAbCdEf',
    'No. Description HSN Qty Unit Rate Taxable value GST Tax',
    // Goods + freight shared by weight, taxed at each line's own rate.
    'A Grade Quality Corn Flour 1102 500 kg Rs. 90.00 Rs. 52,705.00 5% Rs. 2,635.25',
    'A Grade Quality Almond Nuts 0802 600 kg Rs. 800.00 Rs. 4,89,246.00 12% Rs. 58,709.52',
    'Cotton Aprons 6211 10 pcs Rs. 120.50 Rs. 1,243.53 5% Rs. 62.18',
    'Goods Rs. 5,26,205.00',
    'Freight (in taxable value) Rs. 16,989.53',
    `Total ${formatRupees(invoice.totalPaise)}`,
    'This is a computer-generated invoice.',
  ]) {
    expect(text).toContain(part);
  }
}

test('an order shipped inside Madhya Pradesh prints CGST + SGST', async () => {
  const invoice = invoiceFor('Madhya Pradesh', 'Bhopal');
  const pdf = await renderInvoicePdf(invoice);

  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, title } = await extract(pdf);
  expect(title).toBe('Tax Invoice BT/26-27/000123');
  expect(pages).toHaveLength(1);
  const text = pages[0] ?? '';
  expectCommonParts(text, invoice);
  expect(text).toContain('Place of supply Madhya Pradesh (23)');
  expect(text).toContain('Bhopal, Madhya Pradesh 462001');
  expect(text).toContain('CGST 2.5% on Rs. 53,948.53 Rs. 1,348.71');
  expect(text).toContain('SGST 2.5% on Rs. 53,948.53 Rs. 1,348.72');
  expect(text).toContain('CGST 6% on Rs. 4,89,246.00 Rs. 29,354.76');
  expect(text).toContain('SGST 6% on Rs. 4,89,246.00 Rs. 29,354.76');
  expect(text).not.toContain('IGST');
  expect(text).toContain('Total Rs. 6,04,601.48');
  expect(text).toContain(
    'Amount in words: Rupees Six Lakh Four Thousand Six Hundred One and Forty-Eight Paise Only',
  );
});

test('an order shipped to Delhi prints IGST', async () => {
  const invoice = invoiceFor('Delhi', 'New Delhi');
  const { pages } = await extract(await renderInvoicePdf(invoice));

  expect(pages).toHaveLength(1);
  const text = pages[0] ?? '';
  expectCommonParts(text, invoice);
  expect(text).toContain('Place of supply Delhi (07)');
  expect(text).toContain('IGST 5% on Rs. 53,948.53 Rs. 2,697.43');
  expect(text).toContain('IGST 12% on Rs. 4,89,246.00 Rs. 58,709.52');
  expect(text).not.toMatch(/CGST|SGST/);
  expect(text).toContain('Total Rs. 6,04,601.48');
  expect(text).toContain('Amount in words: Rupees Six Lakh Four Thousand Six Hundred One and Forty-Eight');
});

const sorghum = [
  {
    description: 'Sorghum Flour',
    hsn: '1102',
    quantity: 1,
    unit: 'kg',
    unitPricePaise: 500,
    gstRateBps: 500,
    grams: 1000,
  },
];

test('a 5% order shows CGST and SGST at 2.5% each on goods and freight', async () => {
  const invoice = invoiceFor('Madhya Pradesh', 'Bhopal', sorghum, { shippingPaise: 868 });
  const [text] = (await extract(await renderInvoicePdf(invoice))).pages;

  // 5% of 13.68 rupees is 68.4 paise: 34 each.
  expect(text).toContain('CGST 2.5% on Rs. 13.68 Rs. 0.34');
  expect(text).toContain('SGST 2.5% on Rs. 13.68 Rs. 0.34');
  expect(text).toContain('Total Rs. 14.36');
  expect(text).toContain('Amount in words: Rupees Fourteen and Thirty-Six Paise Only');
});

test('an order placed before tax per line prints as before: freight not taxed, the odd paisa in SGST', async () => {
  const invoice = invoiceFor('Madhya Pradesh', 'Bhopal', sorghum, {
    shippingPaise: 868,
    freightInTaxableValue: false,
    lines: [{ ...sorghum[0]!, freightPaise: 0 }].map(({ grams: _grams, ...line }) => line),
  });
  const [text] = (await extract(await renderInvoicePdf(invoice))).pages;

  expect(text).toContain('Sorghum Flour 1102 1 kg Rs. 5.00 Rs. 5.00 5% Rs. 0.25');
  expect(text).toContain('Freight (not taxed) Rs. 8.68');
  expect(text).toContain('CGST 2.5% on Rs. 5.00 Rs. 0.12');
  expect(text).toContain('SGST 2.5% on Rs. 5.00 Rs. 0.13');
  expect(text).toContain('Total Rs. 13.93');
  expect(text).toContain('Amount in words: Rupees Thirteen and Ninety-Three Paise Only');
});

test('a 40-line order continues on further pages, repeating the invoice number and table header', async () => {
  const lines = Array.from({ length: 40 }, (_, index) => {
    const product = products[index % products.length] ?? products[0]!;
    return { ...product, description: `${product.description} lot ${index + 1}` };
  });
  const invoice = invoiceFor('Delhi', 'New Delhi', lines);
  const { pages } = await extract(await renderInvoicePdf(invoice));

  expect(pages.length).toBeGreaterThan(1);
  expect(pages[0]).toContain('Tax Invoice');
  expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
  for (const [index, page] of pages.slice(1).entries()) {
    expect(page).toContain('Tax Invoice BT/26-27/000123 (continued)');
    expect(page).toContain(`Page ${index + 2} of ${pages.length}`);
    expect(page).toContain('This is a computer-generated invoice.');
  }
  expect(pages[1]).toContain('No. Description HSN Qty Unit Rate Taxable value GST Tax');
  const all = pages.join(' ');
  for (const line of lines) expect(all).toContain(line.description);
  // Each line appears exactly once, in order, across the pages.
  const numbers = lines.map((line) => all.indexOf(`${line.description} `));
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  const last = pages.at(-1) ?? '';
  const [atFive, atTwelve] = invoice.gstByRate;
  expect(last).toContain(
    `IGST 5% on ${formatRupees(atFive!.taxablePaise)} ${formatRupees(atFive!.igstPaise)}`,
  );
  expect(last).toContain(
    `IGST 12% on ${formatRupees(atTwelve!.taxablePaise)} ${formatRupees(atTwelve!.igstPaise)}`,
  );
  expect(last).toContain(`Total ${formatRupees(invoice.totalPaise)}`);
  expect(last).toContain('Amount in words: Rupees');
});

test('text the standard fonts cannot draw is replaced, never printed as other glyphs', async () => {
  const invoice = invoiceFor('Delhi', 'New Delhi', products);
  const named = { ...invoice, buyer: { ...invoice.buyer, name: 'Asha Traders (आशा) – Café ₹' } };
  const [text] = (await extract(await renderInvoicePdf(named))).pages;

  expect(text).toContain('Asha Traders (???) – Café Rs.');
});

test('the same invoice always renders to the same bytes', async () => {
  const invoice = invoiceFor('Delhi', 'New Delhi');
  const [first, second] = await Promise.all([renderInvoicePdf(invoice), renderInvoicePdf(invoice)]);
  expect(first.equals(second)).toBe(true);
});

test('an invoice whose figures do not add up is refused before anything is drawn', async () => {
  const invoice = invoiceFor('Delhi', 'New Delhi');
  await expect(renderInvoicePdf({ ...invoice, totalPaise: invoice.totalPaise + 1 })).rejects.toThrow(
    /totalPaise/,
  );
  await expect(
    renderInvoicePdf({ ...invoice, cgstPaise: 1, igstPaise: invoice.igstPaise - 1 }),
  ).rejects.toThrow();
});

test.each([
  { paise: 0, expected: 'Rs. 0.00' },
  { paise: 1393, expected: 'Rs. 13.93' },
  { paise: 123_456_789, expected: 'Rs. 12,34,567.89' },
])('$paise paise prints as $expected', ({ paise, expected }) => {
  expect(formatRupees(paise)).toBe(expected);
});
