import type { SalesReport, SupplierReport } from '@bulk/domain/supplier-reports';
import type { Sheet, SheetCell } from '#src/lib/sheet-file';

// The reports as spreadsheets: English headers (a file's columns, like the API's names), money in rupees,
// a last row of totals.

const money = (paise: number): SheetCell => ({ paise });
const maybeMoney = (paise: number | null): SheetCell => (paise === null ? '' : money(paise));

/** A report's sheet, and the stem of its file's name. */
export function reportSheet(report: SupplierReport): Sheet & { fileStem: string } {
  switch (report.report) {
    case 'sales': {
      const byDay = report.group === 'day';
      const figures = (row: SalesReport['totals']): SheetCell[] => [
        row.shipments,
        money(row.goodsPaise),
        money(row.freightPaise),
        money(row.gstPaise),
        money(row.totalPaise),
      ];
      return {
        fileStem: byDay ? 'sales-by-day' : 'sales-by-month',
        name: byDay ? 'Sales by day' : 'Sales by month',
        header: [
          byDay ? 'Day' : 'Month',
          'Shipments',
          'Goods (Rs)',
          'Freight (Rs)',
          'GST (Rs)',
          'Total (Rs)',
        ],
        rows: [
          ...report.rows.map((row) => [row.period, ...figures(row)]),
          ['Total', ...figures(report.totals)],
        ],
      };
    }
    case 'products':
      return {
        fileStem: 'sales-by-product',
        name: 'Sales by product',
        header: [
          'Product id',
          'Product',
          'HSN',
          'Unit',
          'Quantity',
          'Goods (Rs)',
          'Taxable value (Rs)',
          'GST (Rs)',
        ],
        rows: [
          ...report.rows.map((row) => [
            row.productId,
            row.name,
            row.hsn,
            row.unit,
            row.quantity,
            money(row.goodsPaise),
            money(row.taxablePaise),
            money(row.gstPaise),
          ]),
          [
            'Total',
            '',
            '',
            '',
            '',
            money(report.totals.goodsPaise),
            money(report.totals.taxablePaise),
            money(report.totals.gstPaise),
          ],
        ],
      };
    case 'hsn':
      return {
        fileStem: 'hsn-summary',
        name: 'HSN summary',
        header: [
          'HSN',
          'Description',
          'UQC',
          'Total quantity',
          'Taxable value (Rs)',
          'Rate (%)',
          'IGST (Rs)',
          'CGST (Rs)',
          'SGST (Rs)',
          'Total value (Rs)',
        ],
        rows: [
          ...report.rows.map((row) => [
            row.hsn,
            row.description,
            row.uqc,
            row.quantity,
            money(row.taxablePaise),
            row.rateBps / 100,
            money(row.igstPaise),
            money(row.cgstPaise),
            money(row.sgstPaise),
            money(row.totalPaise),
          ]),
          [
            'Total',
            '',
            '',
            '',
            money(report.totals.taxablePaise),
            '',
            money(report.totals.igstPaise),
            money(report.totals.cgstPaise),
            money(report.totals.sgstPaise),
            money(report.totals.totalPaise),
          ],
        ],
      };
    case 'payouts':
      return {
        fileStem: 'payouts',
        name: 'Payouts',
        header: [
          'Date',
          'Entry',
          'Reference',
          'Order',
          'Shipment total (Rs)',
          'Commission (Rs)',
          'GST on commission (Rs)',
          'Earned (Rs)',
          'Paid (Rs)',
        ],
        rows: [
          ...report.rows.map((row) => [
            row.date,
            row.kind === 'settlement' ? 'Delivered shipment' : 'Payout',
            row.reference,
            row.orderNumber ?? '',
            maybeMoney(row.shipmentTotalPaise),
            maybeMoney(row.commissionPaise),
            maybeMoney(row.commissionGstPaise),
            money(row.earnedPaise),
            money(row.paidPaise),
          ]),
          ['Total', '', '', '', '', '', '', money(report.totals.earnedPaise), money(report.totals.paidPaise)],
        ],
      };
  }
}
