import { nextDocumentSequence } from '#src/modules/invoices/document-sequences.repo';
import { buildInvoice, financialYear, formatInvoiceNumber, type InvoiceSeller } from '@bulk/domain/invoices';
import {
  COMMISSION_INVOICE_PREFIX,
  COMMISSION_INVOICE_SERIES,
  COMMISSION_SAC,
  commissionInvoiceAmounts,
  indiaMonth,
  monthName,
  monthStart,
  nextMonth,
  previousMonth,
  type CommissionInvoiceList,
} from '@bulk/domain/payouts';
import { COMMISSION_GST_BPS } from '@bulk/domain/shipments';
import { COMPANY_STATE } from '@bulk/domain/tax';
import type { Database } from '#src/db/client';
import { notFound } from '#src/lib/app-error';
import { renderInvoicePdf } from '#src/modules/invoices/invoice-pdf';
import { enqueueJob, hasPendingJob } from '#src/modules/jobs/jobs.repo';
import {
  commissionInvoiceExists,
  commissionInvoicesOf,
  findCommissionInvoice,
  insertCommissionInvoice,
  uninvoicedSettlements,
  type CommissionInvoiceRecipient,
  type StoredCommissionInvoice,
} from './payouts.repo';

export const COMMISSION_INVOICE_JOB = 'payouts.commission-invoices';

/** The job runs at 01:00 in India on the 1st, once the month before has ended everywhere in India. */
const RUN_AFTER_MONTH_START_MS = 60 * 60 * 1000;

/** The first run time (01:00 India time on a 1st) strictly after `now`. */
export function nextCommissionInvoiceRun(now: Date): Date {
  const thisMonth = new Date(monthStart(indiaMonth(now)).getTime() + RUN_AFTER_MONTH_START_MS);
  if (thisMonth.getTime() > now.getTime()) return thisMonth;
  return new Date(monthStart(nextMonth(indiaMonth(now))).getTime() + RUN_AFTER_MONTH_START_MS);
}

/**
 * Queues the monthly run once when none is waiting (at start-up). Two instances starting together may both
 * queue it; a second run finds every shipment invoiced already and issues nothing.
 */
export async function scheduleCommissionInvoices(db: Database, now: Date): Promise<void> {
  if (await hasPendingJob(db, COMMISSION_INVOICE_JOB)) return;
  await enqueueJob(db, { kind: COMMISSION_INVOICE_JOB, payload: {}, runAt: nextCommissionInvoiceRun(now) });
}

type Settlement = Awaited<ReturnType<typeof uninvoicedSettlements>>[number];

/** The supplier as its invoice names it: its invoice details on file, else as its last shipment named it. */
function recipientOf(settlements: readonly Settlement[]): CommissionInvoiceRecipient {
  const last = settlements.at(-1)!;
  const details = last.invoiceDetails;
  if (details) {
    return {
      name: details.legalName,
      address: `${details.address}, ${details.state} ${details.pin}`,
      state: details.state,
      gstin: details.gstin,
      email: last.email,
    };
  }
  const named = last.sellerOnInvoice!;
  return {
    name: named.name,
    address: named.address,
    state: named.state,
    gstin: named.gstin,
    email: last.email,
  };
}

/**
 * The monthly job (docs/decisions/023): on the 1st, the company invoices each supplier the commission of the
 * shipments settled before the month began and not yet invoiced (last month's, and any settled late), under
 * last month's name, numbered in the `commission:company` series of the invoice date's financial year. The
 * numbers are fixed once, each shipment is invoiced once, and a month without commission has no invoice.
 * Queues the next month's run.
 */
export async function issueCommissionInvoices(tx: Database, now: Date): Promise<void> {
  const month = previousMonth(indiaMonth(now));
  const bySeller = new Map<number, Settlement[]>();
  for (const row of await uninvoicedSettlements(tx, monthStart(indiaMonth(now)))) {
    bySeller.set(row.sellerId, [...(bySeller.get(row.sellerId) ?? []), row]);
  }
  const year = financialYear(now);
  for (const [sellerId, settlements] of bySeller) {
    const commissionPaise = settlements.reduce((sum, row) => sum + row.commissionPaise, 0);
    const commissionGstPaise = settlements.reduce((sum, row) => sum + row.commissionGstPaise, 0);
    // Nothing to invoice at a 0% rate; a late settlement after this month's invoice waits for the next.
    if (commissionPaise === 0 || (await commissionInvoiceExists(tx, sellerId, month))) continue;
    commissionInvoiceAmounts({ commissionPaise, commissionGstPaise });
    const sequence = await nextDocumentSequence(tx, COMMISSION_INVOICE_SERIES, year);
    await insertCommissionInvoice(
      tx,
      {
        sellerId,
        month,
        invoiceNumber: formatInvoiceNumber(COMMISSION_INVOICE_PREFIX, year, sequence),
        issuedAt: now,
        recipient: recipientOf(settlements),
        shipmentCount: settlements.length,
        commissionPaise,
        commissionGstPaise,
      },
      settlements.map((row) => row.shipmentId),
    );
  }
  await enqueueJob(tx, { kind: COMMISSION_INVOICE_JOB, payload: {}, runAt: nextCommissionInvoiceRun(now) });
}

/** The supplier's commission invoices, newest month first. */
export async function commissionInvoiceList(db: Database, sellerId: number): Promise<CommissionInvoiceList> {
  const rows = await commissionInvoicesOf(db, sellerId);
  return {
    invoices: rows.map((row) => {
      const amounts = commissionInvoiceAmounts(row);
      return {
        month: row.month,
        invoiceNumber: row.invoiceNumber,
        issuedAt: row.issuedAt.toISOString(),
        shipmentCount: row.shipmentCount,
        taxablePaise: amounts.taxablePaise,
        gstPaise: amounts.gstPaise,
        totalPaise: amounts.totalPaise,
      };
    }),
  };
}

/** A stored commission invoice as a GST tax invoice: the company bills the supplier, SAC 998599 at 18%. */
function commissionTaxInvoice(seller: Omit<InvoiceSeller, 'state'>, row: StoredCommissionInvoice) {
  const amounts = commissionInvoiceAmounts(row);
  const { recipient } = row;
  const invoice = buildInvoice({
    seller: { ...seller, state: COMPANY_STATE },
    buyer: {
      name: recipient.name,
      email: recipient.email,
      address: recipient.address,
      city: '',
      state: recipient.state,
      zip: '',
      gstin: recipient.gstin,
    },
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.issuedAt.toISOString(),
    paymentId: 'Deducted from payouts',
    lines: [
      {
        description: `Marketplace commission, ${monthName(row.month)} (${row.shipmentCount} ${row.shipmentCount === 1 ? 'delivery' : 'deliveries'})`,
        hsn: COMMISSION_SAC,
        quantity: 1,
        unit: 'nos',
        unitPricePaise: amounts.taxablePaise,
        freightPaise: 0,
        gstRateBps: COMMISSION_GST_BPS,
      },
    ],
    shippingPaise: 0,
    freightInTaxableValue: true,
    roundOffPaise: amounts.roundOffPaise,
    supply: 'services',
  });
  // The invoice bills what was deducted; a difference is a bug.
  if (invoice.totalPaise !== amounts.totalPaise) {
    throw new Error(
      `commission invoice ${row.invoiceNumber} totals ${invoice.totalPaise}, not ${amounts.totalPaise}`,
    );
  }
  return invoice;
}

/** A month's commission invoice of the supplier as a PDF; 404 when it has none for that month. */
export async function commissionInvoicePdf(
  db: Database,
  seller: Omit<InvoiceSeller, 'state'>,
  sellerId: number,
  month: string,
): Promise<{ pdf: Buffer; invoiceNumber: string }> {
  const row = await findCommissionInvoice(db, sellerId, month);
  if (!row) throw notFound(`There is no commission invoice for ${monthName(month)}.`);
  const invoice = commissionTaxInvoice(seller, row);
  return { pdf: await renderInvoicePdf(invoice), invoiceNumber: invoice.invoiceNumber };
}
