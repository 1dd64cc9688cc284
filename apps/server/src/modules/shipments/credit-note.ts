import { unitLabels, type ProductUnit } from '@bulk/domain/catalogue';
import { buildInvoice, type InvoiceSeller } from '@bulk/domain/invoices';
import type { Database } from '#src/db/client';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import { invoiceBuyerDetails } from '#src/modules/orders/orders.service';
import { loadCreditNoteSource, type BuyerRequester, type CreditNoteSource } from './fulfilment.service';

/**
 * The invoice a cancelled shipment was billed on, rebuilt from its lines as its seller issued it: the
 * supplier frozen on the shipment, or the company. A credit note repeats it in full (the whole part is
 * cancelled), so its figures are the invoice's.
 */
function shipmentInvoice({ order, paymentId, shipment, lines }: CreditNoteSource, company: InvoiceSeller) {
  const invoice = buildInvoice({
    seller: shipment.seller ?? company,
    buyer: {
      name: order.shipping.fullName,
      email: order.shipping.email,
      address: order.shipping.address,
      city: order.shipping.city,
      state: order.shipping.state,
      zip: order.shipping.zip,
      ...invoiceBuyerDetails(order.buyer),
    },
    invoiceNumber: shipment.invoiceNumber!,
    invoiceDate: (shipment.invoicedAt ?? order.paidAt ?? shipment.createdAt).toISOString(),
    orderNumber: order.number,
    paymentId: paymentId ?? 'not recorded',
    lines: lines.map((line) => ({
      description: line.name,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: unitLabels[line.unit as ProductUnit] ?? line.unit,
      unitPricePaise: line.unitPricePaise,
      freightPaise: line.freightPaise ?? 0,
      gstRateBps: line.gstRateBps!,
    })),
    shippingPaise: shipment.shippingPaise,
    freightInTaxableValue: true,
  });
  // The invoice recomputes its amounts from the lines; a difference from what was charged is a bug.
  if (invoice.totalPaise !== shipment.totalPaise) {
    throw new Error(
      `credit note total ${invoice.totalPaise} differs from shipment ${shipment.id} total ${shipment.totalPaise}`,
    );
  }
  return invoice;
}

/** A cancelled shipment's credit note (CGST Rule 53) as a PDF, and the name to download it under. */
export async function renderShipmentCreditNote(
  db: Database,
  orderId: string,
  shipmentId: string,
  requester: BuyerRequester,
  company: InvoiceSeller,
): Promise<{ pdf: Buffer; fileName: string }> {
  const source = await loadCreditNoteSource(db, orderId, shipmentId, requester);
  const number = source.shipment.creditNoteNumber!;
  const pdf = await renderInvoicePdf(shipmentInvoice(source, company), {
    number,
    date: source.cancelledAt.toISOString(),
    reason: source.shipment.cancellationReason ?? 'Cancelled before loading.',
  });
  return { pdf, fileName: `credit-note-${number.replaceAll('/', '-')}.pdf` };
}
