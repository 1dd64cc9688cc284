import {
  hsnSummary,
  type HsnReport,
  type PayoutEntry,
  type PayoutsReport,
  type ProductsReport,
  type SalesReport,
  type SupplierReport,
  type SupplierReportFormat,
  type SupplierReportName,
  type SupplierReportQuery,
  type SupplierStats,
} from '@bulk/domain/supplier-reports';
import { indianDate } from '@bulk/domain/tax';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import { sheetContentTypes, writeSheet } from '#src/lib/sheet-file';
import { lowStockListingCount } from '#src/modules/listings/listings.service';
import { reportSheet } from './supplier-report-sheets';
import {
  invoicedLines,
  payoutsOn,
  salesByPeriod,
  salesByProduct,
  settlementsIn,
  shipmentFigures,
  type Instants,
} from './supplier-reports.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** India-time days `from` to `to`, both included, as instants (India keeps UTC+05:30 all year). */
const indiaDays = (from: string, to: string): Instants => ({
  start: new Date(`${from}T00:00:00+05:30`),
  end: new Date(new Date(`${to}T00:00:00+05:30`).getTime() + DAY_MS),
});

const sum = <T>(rows: readonly T[], figure: (row: T) => number) =>
  rows.reduce((total, row) => total + figure(row), 0);

/**
 * The supplier dashboard's four figures. Pending is what delivered shipments earned less what was paid out;
 * an admin paying ahead of deliveries shows as nothing pending, not a negative amount.
 */
export async function supplierStats(db: Database, sellerId: number, now: Date): Promise<SupplierStats> {
  const today = indianDate(now);
  const [figures, lowStock] = await Promise.all([
    shipmentFigures(db, sellerId, indiaDays(today, today)),
    lowStockListingCount(db, sellerId),
  ]);
  return {
    salesToday: figures.salesTodayPaise,
    newOrders: figures.placed,
    lowStock,
    pendingPayments: Math.max(0, figures.earnedPaise - figures.paidPaise),
  };
}

/** The days a report covers: as asked, else from the first of this month (India time) to today. */
function reportPeriod(query: SupplierReportQuery, now: Date) {
  const to = query.to ?? indianDate(now);
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) {
    const message = 'The start date must be on or before the end date, which is today when none is given.';
    throw new AppError('VALIDATION_FAILED', `from: ${message}`, [{ field: 'from', message }]);
  }
  return { from, to };
}

async function salesReport(
  db: Database,
  sellerId: number,
  period: { from: string; to: string },
  group: SalesReport['group'],
): Promise<SalesReport> {
  const rows = await salesByPeriod(db, sellerId, indiaDays(period.from, period.to), group);
  return {
    report: 'sales',
    ...period,
    group,
    rows,
    totals: {
      shipments: sum(rows, (row) => row.shipments),
      goodsPaise: sum(rows, (row) => row.goodsPaise),
      freightPaise: sum(rows, (row) => row.freightPaise),
      gstPaise: sum(rows, (row) => row.gstPaise),
      totalPaise: sum(rows, (row) => row.totalPaise),
    },
  };
}

async function productsReport(
  db: Database,
  sellerId: number,
  period: { from: string; to: string },
): Promise<ProductsReport> {
  const rows = await salesByProduct(db, sellerId, indiaDays(period.from, period.to));
  return {
    report: 'products',
    ...period,
    rows,
    totals: {
      goodsPaise: sum(rows, (row) => row.goodsPaise),
      taxablePaise: sum(rows, (row) => row.taxablePaise),
      gstPaise: sum(rows, (row) => row.gstPaise),
    },
  };
}

async function hsnReport(
  db: Database,
  sellerId: number,
  period: { from: string; to: string },
): Promise<HsnReport> {
  const rows = hsnSummary(await invoicedLines(db, sellerId, indiaDays(period.from, period.to)));
  return {
    report: 'hsn',
    ...period,
    rows,
    totals: {
      taxablePaise: sum(rows, (row) => row.taxablePaise),
      igstPaise: sum(rows, (row) => row.igstPaise),
      cgstPaise: sum(rows, (row) => row.cgstPaise),
      sgstPaise: sum(rows, (row) => row.sgstPaise),
      totalPaise: sum(rows, (row) => row.totalPaise),
    },
  };
}

async function payoutsReport(
  db: Database,
  sellerId: number,
  period: { from: string; to: string },
): Promise<PayoutsReport> {
  const [settlements, paid] = await Promise.all([
    settlementsIn(db, sellerId, indiaDays(period.from, period.to)),
    payoutsOn(db, sellerId, period.from, period.to),
  ]);
  const earned = settlements.map((row): PayoutEntry => ({
    date: indianDate(row.deliveredAt),
    kind: 'settlement',
    reference: row.invoiceNumber,
    orderNumber: row.orderNumber,
    shipmentTotalPaise: row.totalPaise,
    commissionPaise: row.commissionPaise,
    commissionGstPaise: row.commissionGstPaise,
    earnedPaise: row.payoutPaise,
    paidPaise: 0,
  }));
  const payments = paid.map((row): PayoutEntry => ({
    date: row.paidOn,
    kind: 'payout',
    reference: row.utr,
    orderNumber: null,
    shipmentTotalPaise: null,
    commissionPaise: null,
    commissionGstPaise: null,
    earnedPaise: 0,
    paidPaise: row.amountPaise,
  }));
  // A stable sort by day: within a day, the settlements before the payouts, each list in its own order.
  const rows = [...earned, ...payments].sort((a, b) => a.date.localeCompare(b.date));
  return {
    report: 'payouts',
    ...period,
    rows,
    totals: {
      earnedPaise: sum(rows, (row) => row.earnedPaise),
      paidPaise: sum(rows, (row) => row.paidPaise),
    },
  };
}

/** One of the signed-in supplier's reports, over India-time days; only its own shipments and payouts. */
export async function supplierReport(
  db: Database,
  sellerId: number,
  name: SupplierReportName,
  query: SupplierReportQuery,
  now: Date,
): Promise<SupplierReport> {
  const period = reportPeriod(query, now);
  switch (name) {
    case 'sales':
      return salesReport(db, sellerId, period, query.group ?? 'day');
    case 'products':
      return productsReport(db, sellerId, period);
    case 'hsn':
      return hsnReport(db, sellerId, period);
    case 'payouts':
      return payoutsReport(db, sellerId, period);
  }
}

export interface ReportFile {
  name: string;
  type: string;
  content: Buffer;
}

/** A report as a CSV or XLSX file, named for the report and its days (`sales-by-day-2026-04-01-to-2026-04-30.xlsx`). */
export async function supplierReportFile(
  report: SupplierReport,
  format: SupplierReportFormat,
): Promise<ReportFile> {
  const sheet = reportSheet(report);
  return {
    name: `${sheet.fileStem}-${report.from}-to-${report.to}.${format}`,
    type: sheetContentTypes[format],
    content: await writeSheet(format, sheet),
  };
}
