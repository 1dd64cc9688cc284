import type { InvoiceSeller } from '@bulk/domain/invoices';
import type { Database } from '#src/db/client';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import { invoiceOf } from '#src/modules/orders/orders.service';
import { loadCreditNoteSource, type BuyerRequester } from './fulfilment.service';

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
  const pdf = await renderInvoicePdf(invoiceOf(source, source.shipment.seller ?? company, source.shipment), {
    number,
    date: source.cancelledAt.toISOString(),
    reason: source.shipment.cancellationReason ?? 'Cancelled before loading.',
  });
  return { pdf, fileName: `credit-note-${number.replaceAll('/', '-')}.pdf` };
}
