import { amountInWords, formatInvoiceDate } from '@bulk/domain/invoices';
import { formatRupees, pdfText, renderPdf } from './invoice-pdf';

/** A party to a voucher: name, address, and GSTIN when registered. */
export interface VoucherParty {
  name: string;
  address: string;
  gstin?: string | undefined;
}

/**
 * A receipt voucher for an advance (CGST Rules, rule 50) or a refund voucher when it is returned before
 * the supply (rule 51): the supplier, a serial number of its own series, the date, the recipient, the
 * goods, the amount, the tax on it and the place of supply.
 */
export interface Voucher {
  kind: 'receipt' | 'refund';
  number: string;
  date: Date;
  seller: VoucherParty;
  buyer: VoucherParty;
  placeOfSupply: string;
  orderNumber: string;
  goods: string[];
  amountPaise: number;
  /** The receipt voucher a refund voucher refers to (rule 51(d)). */
  receiptVoucher?: { number: string; date: Date };
  /** How the money was received or returned: 'UPI, reference 412345678901'. */
  payment: string;
}

const TITLES = { receipt: 'RECEIPT VOUCHER', refund: 'REFUND VOUCHER' } as const;

/** Renders a voucher as a one-page A4 PDF. */
export async function renderVoucherPdf(voucher: Voucher): Promise<Buffer> {
  return renderPdf(
    {
      size: 'A4',
      margin: 40,
      lang: 'en-IN',
      displayTitle: true,
      info: {
        Title: `${voucher.kind === 'receipt' ? 'Receipt' : 'Refund'} Voucher ${voucher.number}`,
        Author: pdfText(voucher.seller.name),
        // The voucher's date, so the same voucher always renders the same.
        CreationDate: voucher.date,
      },
    },
    (doc) => drawVoucher(doc, voucher),
  );
}

function drawVoucher(doc: PDFKit.PDFDocument, voucher: Voucher): void {
  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(pdfText(value));
  };
  const party = (title: string, { name, address, gstin }: VoucherParty) => {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).text(title);
    doc.font('Helvetica').fontSize(9).text(pdfText(name)).text(pdfText(address));
    doc.text(`GSTIN: ${gstin ? pdfText(gstin) : 'Unregistered'}`);
  };

  doc.font('Helvetica-Bold').fontSize(16).text(TITLES[voucher.kind], { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(
    voucher.kind === 'receipt'
      ? 'Issued on receipt of an advance (section 31(3)(d) of the CGST Act, rule 50 of the CGST Rules)'
      : 'Issued on the return of an advance for a supply not made (section 31(3)(e), rule 51 of the CGST Rules)',
    { align: 'center' },
  );
  doc.fillColor('#111111').moveDown(1);
  field('Voucher number', voucher.number);
  field('Date', formatInvoiceDate(voucher.date));
  field('Order', voucher.orderNumber);
  if (voucher.receiptVoucher) {
    field(
      'Against receipt voucher',
      `${voucher.receiptVoucher.number} of ${formatInvoiceDate(voucher.receiptVoucher.date)}`,
    );
  }
  party('Supplier', voucher.seller);
  party('Recipient', voucher.buyer);
  doc.moveDown(0.6);
  field('Place of supply', voucher.placeOfSupply);
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).text('Description of goods');
  doc.font('Helvetica').fontSize(9);
  for (const line of voucher.goods) doc.text(pdfText(`- ${line}`));
  doc.moveDown(0.6);
  field(
    voucher.kind === 'receipt' ? 'Advance received' : 'Amount refunded',
    formatRupees(voucher.amountPaise),
  );
  field('In words', amountInWords(voucher.amountPaise));
  field(voucher.kind === 'receipt' ? 'Received by' : 'Refunded by', voucher.payment);
  // No GST falls due on an advance for goods (Notification 66/2017-Central Tax): the rate and tax are
  // stated as nil, and the tax is charged on the tax invoice at the supply.
  field('Rate of tax', 'Nil (advance for a supply of goods, Notification 66/2017-Central Tax)');
  field('Tax amount', formatRupees(0));
  field('Tax payable on reverse charge', 'No');
  doc
    .moveDown(2)
    .font('Helvetica')
    .fontSize(9)
    .text(`For ${pdfText(voucher.seller.name)}`, { align: 'right' });
  doc.moveDown(2).text('Authorised signatory', { align: 'right' });
}
