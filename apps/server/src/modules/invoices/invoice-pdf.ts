import { formatMoney } from '@bulk/domain/currency';
import { amountInWords, formatInvoiceDate, invoiceSchema, type Invoice } from '@bulk/domain/invoices';
import { formatGstRate } from '@bulk/domain/tax';
import PDFDocument from 'pdfkit';

// A4 in points, with 40 pt margins; the footer sits in the bottom margin of every page.
const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Content stops here, leaving room above the footer. */
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - 12;
const FOOTER_Y = PAGE_HEIGHT - MARGIN + 8;

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#111111';
const MUTED = '#555555';
const RULE = '#bbbbbb';
const SHADE = '#eeeeee';

const BODY_SIZE = 9;
const CELL_PADDING = 4;

type Align = 'left' | 'right';
type Column = { title: string; width: number; align: Align };

// Rule 46: per line the HSN code, quantity, unit, price, taxable value, GST rate and tax.
const fixedColumns = {
  no: { title: 'No.', width: 22, align: 'right' },
  hsn: { title: 'HSN', width: 36, align: 'left' },
  quantity: { title: 'Qty', width: 44, align: 'right' },
  unit: { title: 'Unit', width: 30, align: 'left' },
  rate: { title: 'Rate', width: 64, align: 'right' },
  taxableValue: { title: 'Taxable value', width: 76, align: 'right' },
  gstRate: { title: 'GST', width: 30, align: 'right' },
  tax: { title: 'Tax', width: 64, align: 'right' },
} satisfies Record<string, Column>;
const descriptionWidth = CONTENT_WIDTH - Object.values(fixedColumns).reduce((sum, c) => sum + c.width, 0);
const columns: Column[] = [
  fixedColumns.no,
  { title: 'Description', width: descriptionWidth, align: 'left' },
  fixedColumns.hsn,
  fixedColumns.quantity,
  fixedColumns.unit,
  fixedColumns.rate,
  fixedColumns.taxableValue,
  fixedColumns.gstRate,
  fixedColumns.tax,
];

/**
 * Rupee amounts as 'Rs. 12,34,567.89'. The PDF standard fonts (Helvetica here) are WinAnsi-encoded and
 * have no rupee sign, so `formatMoney`'s '₹' would print as a wrong glyph. Embedding a TrueType font
 * with the sign would mean shipping a font file for one character (and subsetting it on every render);
 * 'Rs.' is the long-standing written form on Indian invoices and keeps the PDF text plain ASCII, so it
 * is searchable and copyable everywhere. The digits and Indian grouping still come from `formatMoney`.
 */
export function formatRupees(paise: number): string {
  return formatMoney(paise, 'INR', 'en-IN').replace('₹', 'Rs. ');
}

/**
 * Renders one document with pdfkit: `draw` writes its pages, then the document is ended (also when
 * drawing throws) and its bytes are collected.
 */
export function renderPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    draw(doc);
  } finally {
    doc.end();
  }
  return finished;
}

// WinAnsi (Windows-1252) characters beyond Latin-1 that the standard fonts can draw.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text as the standard fonts can draw it: the rupee sign spelled 'Rs.', other characters outside
 * WinAnsi (Devanagari, emoji...) replaced by '?' rather than printed as unrelated glyphs.
 */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC').replaceAll('₹', 'Rs.')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) out += char;
    else out += '?';
  }
  return out;
}

const quantityFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/**
 * A credit note against an issued invoice (CGST Rule 53): its own number in the issuer's series and date,
 * naming the invoice it reverses, which it repeats line by line.
 */
export interface CreditNote {
  number: string;
  /** ISO 8601 date-time; printed as its date in India. */
  date: string;
  reason: string;
}

/** What the document is: the invoice itself, or a credit note against it. */
type TaxDocument = { invoice: Invoice; creditNote: CreditNote | undefined };

const titleOf = ({ creditNote }: TaxDocument) => (creditNote ? 'Credit Note' : 'Tax Invoice');
const numberOf = ({ invoice, creditNote }: TaxDocument) => creditNote?.number ?? invoice.invoiceNumber;

/**
 * Renders a GST tax invoice as an A4 PDF: seller with GSTIN, buyer (also the ship-to address), invoice
 * number and date (dd/MM/yyyy in India), place of supply, order and payment ids, the lines with HSN
 * codes, subtotal, shipping, CGST + SGST or IGST, total and the total in words. Long invoices continue
 * on further pages, each repeating the invoice number and the table header. The invoice is validated
 * with `invoiceSchema` first, so a PDF is never made from figures that do not add up (ZodError).
 * With `creditNote`, the same figures are printed as a credit note against the invoice.
 * Everything is drawn with the PDF standard fonts: no files or network at run time.
 */
export async function renderInvoicePdf(input: Invoice, creditNote?: CreditNote): Promise<Buffer> {
  const document: TaxDocument = { invoice: invoiceSchema.parse(input), creditNote };
  const { invoice } = document;
  return renderPdf(
    {
      size: 'A4',
      margin: MARGIN,
      bufferPages: true, // page numbers and footers are written once the page count is known
      lang: 'en-IN',
      displayTitle: true,
      info: {
        Title: `${titleOf(document)} ${numberOf(document)}`,
        Author: pdfText(invoice.seller.name),
        Subject: invoice.orderNumber
          ? `GST ${titleOf(document).toLowerCase()} for order ${pdfText(invoice.orderNumber)}`
          : `GST tax invoice ${invoice.invoiceNumber}`,
        // The document's date rather than the render time, so the same document always renders the same.
        CreationDate: new Date(creditNote?.date ?? invoice.invoiceDate),
      },
    },
    (doc) => drawInvoice(doc, document),
  );
}

function drawInvoice(doc: PDFKit.PDFDocument, document: TaxDocument): void {
  const { invoice, creditNote } = document;
  let y = drawFirstPageHeader(doc, document);

  /** Starts a new page when `height` points do not fit; the table header repeats when asked. */
  const ensureSpace = (height: number, withTableHeader: boolean) => {
    if (y + height <= CONTENT_BOTTOM) return;
    doc.addPage();
    y = drawContinuationHeader(doc, document);
    if (withTableHeader) y = drawTableHeader(doc, y, codeTitle);
  };

  const codeTitle = invoice.supply === 'services' ? 'SAC' : 'HSN';
  y = drawTableHeader(doc, y, codeTitle);
  invoice.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      pdfText(line.description),
      line.hsn,
      quantityFormat.format(line.quantity),
      pdfText(line.unit),
      formatRupees(line.unitPricePaise),
      formatRupees(line.taxableValuePaise),
      formatGstRate(line.gstRateBps),
      formatRupees(line.gstPaise),
    ];
    doc.font(REGULAR).fontSize(BODY_SIZE);
    const descriptionHeight = doc.heightOfString(cells[1] ?? '', {
      width: descriptionWidth - 2 * CELL_PADDING,
    });
    const height = Math.max(descriptionHeight, doc.currentLineHeight()) + 2 * CELL_PADDING;
    ensureSpace(height, true);
    drawRow(doc, cells, y, height, REGULAR);
    y += height;
  });

  // Freight billed with the goods is in the lines' taxable value, shared by weight (ADR 011); an order
  // placed before was taxed on its goods only, and its invoice says so.
  const freightLabel = invoice.freightInTaxableValue ? 'Freight (in taxable value)' : 'Freight (not taxed)';
  // CGST + SGST when the seller supplies inside its own state (the company's or a supplier's), else IGST.
  const sameState = invoice.seller.state === invoice.placeOfSupply;
  const totals: [string, number][] = [
    [invoice.supply === 'services' ? 'Taxable value' : 'Goods', invoice.subtotalPaise],
    ...(invoice.supply === 'services' ? [] : ([[freightLabel, invoice.shippingPaise]] as [string, number][])),
    ...invoice.gstByRate.flatMap(({ rateBps, taxablePaise, cgstPaise, sgstPaise, igstPaise }) => {
      const on = `on ${formatRupees(taxablePaise)}`;
      return (
        sameState
          ? [
              [`CGST ${formatGstRate(rateBps / 2)} ${on}`, cgstPaise],
              [`SGST ${formatGstRate(rateBps / 2)} ${on}`, sgstPaise],
            ]
          : [[`IGST ${formatGstRate(rateBps)} ${on}`, igstPaise]]
      ) as [string, number][];
    }),
    ...(invoice.roundOffPaise ? ([['Round off', invoice.roundOffPaise]] as [string, number][]) : []),
  ];
  const words = `${creditNote ? 'Amount credited' : 'Amount'} in words: ${amountInWords(invoice.totalPaise)}`;
  doc.font(REGULAR).fontSize(BODY_SIZE);
  const wordsHeight = doc.heightOfString(words, { width: CONTENT_WIDTH });
  ensureSpace(8 + (totals.length + 1) * 16 + 10 + wordsHeight + 30, false);
  y = drawTotals(doc, totals, invoice.totalPaise, y + 8);

  doc
    .font(BOLD)
    .fontSize(BODY_SIZE)
    .fillColor(INK)
    .text(words, MARGIN, y + 10, { width: CONTENT_WIDTH });
  y = doc.y + 6;
  doc.font(REGULAR).fontSize(8).fillColor(MUTED).text('Tax payable on reverse charge: No', MARGIN, y, {
    width: CONTENT_WIDTH,
  });
  if (creditNote) {
    doc.text(pdfText(`Reason: ${creditNote.reason}`), MARGIN, doc.y + 4, { width: CONTENT_WIDTH });
  }

  drawFooters(doc, creditNote ? 'credit note' : 'invoice');
}

/** Title, seller, invoice facts and buyer; returns where the table starts. */
function drawFirstPageHeader(doc: PDFKit.PDFDocument, document: TaxDocument): number {
  const { invoice, creditNote } = document;
  doc
    .font(BOLD)
    .fontSize(18)
    .fillColor(INK)
    .text(titleOf(document), MARGIN, MARGIN, { width: CONTENT_WIDTH });
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(MUTED)
    .text('Original for recipient', MARGIN, MARGIN + 6, { width: CONTENT_WIDTH, align: 'right' });
  let y = MARGIN + 28;
  rule(doc, y);

  // Seller on the left, the invoice's facts on the right.
  const leftWidth = 270;
  const rightX = MARGIN + leftWidth + 20;
  const rightWidth = CONTENT_WIDTH - leftWidth - 20;
  const top = y + 8;
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(pdfText(invoice.seller.name), MARGIN, top, { width: leftWidth });
  doc
    .font(REGULAR)
    .fontSize(BODY_SIZE)
    .text(pdfText(invoice.seller.address), { width: leftWidth })
    .text(pdfText(invoice.seller.state), { width: leftWidth })
    .font(BOLD)
    .text(`GSTIN: ${invoice.seller.gstin}`, { width: leftWidth });
  const sellerBottom = doc.y;

  const facts: [string, string][] = [
    ...((creditNote
      ? [
          ['Credit note No.', creditNote.number],
          ['Credit note date', formatInvoiceDate(new Date(creditNote.date))],
          ['Against invoice', invoice.invoiceNumber],
        ]
      : [['Invoice No.', invoice.invoiceNumber]]) as [string, string][]),
    ['Invoice date', formatInvoiceDate(new Date(invoice.invoiceDate))],
    [
      'Place of supply',
      pdfText(
        invoice.placeOfSupplyCode
          ? `${invoice.placeOfSupply} (${invoice.placeOfSupplyCode})`
          : invoice.placeOfSupply,
      ),
    ],
    ...(invoice.orderNumber ? ([['Order number', pdfText(invoice.orderNumber)]] as [string, string][]) : []),
    ['Payment ID', pdfText(invoice.paymentId)],
  ];
  let factY = top;
  const labelWidth = 80;
  for (const [label, value] of facts) {
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(MUTED).text(label, rightX, factY, { width: labelWidth });
    doc
      .font(BOLD)
      .fillColor(INK)
      .text(value, rightX + labelWidth, factY, { width: rightWidth - labelWidth });
    factY = doc.y + 2;
  }
  y = Math.max(sellerBottom, factY) + 8;
  rule(doc, y);

  // The bill-to carries the buyer's legal name, billing address and GSTIN (Rule 46); goods shipped to
  // another name or address get a ship-to beside it. A service is only billed.
  const { buyer } = invoice;
  const billTo = buyer.billing ?? buyer;
  const billLines = [
    billTo.address,
    placeLine(billTo),
    ...(buyer.gstin ? [`GSTIN: ${buyer.gstin}`] : []),
    ...(buyer.phone ? [`Phone: ${buyer.phone}`] : []),
    buyer.email,
  ];
  const separateShipTo =
    invoice.supply !== 'services' && (buyer.billing !== undefined || buyer.legalName !== undefined);
  if (!separateShipTo) {
    const title = invoice.supply === 'services' ? 'Bill to' : 'Bill to / Ship to';
    return drawParty(doc, title, buyer.name, billLines, MARGIN, y + 8, CONTENT_WIDTH) + 12;
  }
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  const billBottom = drawParty(
    doc,
    'Bill to',
    buyer.legalName ?? buyer.name,
    billLines,
    MARGIN,
    y + 8,
    columnWidth,
  );
  const shipBottom = drawParty(
    doc,
    'Ship to',
    buyer.name,
    [buyer.address, placeLine(buyer)],
    MARGIN + columnWidth + 16,
    y + 8,
    columnWidth,
  );
  return Math.max(billBottom, shipBottom) + 12;
}

/** 'Pune, Maharashtra 411001', leaving out what a services address does not have. */
function placeLine(address: { city: string; state: string; zip: string }): string {
  return [address.city, `${address.state} ${address.zip}`.trim()].filter(Boolean).join(', ');
}

/** One party of the invoice: a muted title, the name in bold and its lines; returns where it ends. */
function drawParty(
  doc: PDFKit.PDFDocument,
  title: string,
  name: string,
  lines: readonly string[],
  x: number,
  y: number,
  width: number,
): number {
  doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED).text(title, x, y, { width });
  doc.fillColor(INK).fontSize(10).text(pdfText(name), { width }).font(REGULAR).fontSize(BODY_SIZE);
  for (const line of lines) doc.text(pdfText(line), { width });
  return doc.y;
}

/** The top of every further page: which invoice this continues. */
function drawContinuationHeader(doc: PDFKit.PDFDocument, document: TaxDocument): number {
  doc
    .font(BOLD)
    .fontSize(12)
    .fillColor(INK)
    .text(`${titleOf(document)} ${numberOf(document)} (continued)`, MARGIN, MARGIN, { width: CONTENT_WIDTH });
  const y = doc.y + 4;
  rule(doc, y);
  return y + 8;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number, codeTitle: string): number {
  const height = 18;
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(SHADE);
  drawRow(
    doc,
    columns.map((c) => (c === fixedColumns.hsn ? codeTitle : c.title)),
    y,
    height,
    BOLD,
  );
  return y + height;
}

/** One table row: each cell padded and aligned; amounts shrink rather than wrap when very large. */
function drawRow(doc: PDFKit.PDFDocument, cells: string[], y: number, height: number, font: string): void {
  let x = MARGIN;
  columns.forEach((column, index) => {
    const text = cells[index] ?? '';
    const width = column.width - 2 * CELL_PADDING;
    doc.font(font).fontSize(BODY_SIZE).fillColor(INK);
    if (column.title === 'Description') {
      doc.text(text, x + CELL_PADDING, y + CELL_PADDING, { width });
    } else {
      fitText(doc, text, {
        x: x + CELL_PADDING,
        y: y + CELL_PADDING,
        width,
        align: column.align,
        size: BODY_SIZE,
      });
    }
    x += column.width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + CONTENT_WIDTH, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Single-line text at `size` points, reduced (down to 5 pt) until it fits `width`, in the current font. */
function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  at: { x: number; y: number; width: number; align: Align; size: number },
): void {
  let size = at.size;
  while (size > 5 && doc.fontSize(size).widthOfString(text) > at.width) size -= 0.5;
  doc.fontSize(size).text(text, at.x, at.y, { width: at.width, align: at.align, lineBreak: false });
}

/** Subtotal, shipping and tax lines right-aligned under the table, then the total; returns the bottom. */
function drawTotals(
  doc: PDFKit.PDFDocument,
  rows: [string, number][],
  totalPaise: number,
  top: number,
): number {
  // Wide enough for a tax line's label: 'CGST 2.5% on Rs. 1,23,45,678.90'.
  const width = 330;
  const x = MARGIN + CONTENT_WIDTH - width;
  const valueWidth = 110;
  let y = top;
  const row = (label: string, value: string, font: string) => {
    const size = font === BOLD ? 10 : BODY_SIZE;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(INK)
      .text(label, x, y, { width: width - valueWidth, lineBreak: false });
    fitText(doc, value, { x: x + width - valueWidth, y, width: valueWidth, align: 'right', size });
    y += 16;
  };
  for (const [label, paise] of rows) {
    row(label, `${paise < 0 ? '- ' : ''}${formatRupees(Math.abs(paise))}`, REGULAR);
  }
  doc
    .moveTo(x, y - 3)
    .lineTo(x + width, y - 3)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  y += 2;
  row('Total', formatRupees(totalPaise), BOLD);
  return y;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
}

/** 'This is a computer-generated invoice.' (or credit note) and 'Page n of m' at the foot of every page. */
function drawFooters(doc: PDFKit.PDFDocument, what: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise make PDFKit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(`This is a computer-generated ${what}.`, MARGIN, FOOTER_Y, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
    doc.text(`Page ${index - start + 1} of ${count}`, MARGIN, FOOTER_Y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
