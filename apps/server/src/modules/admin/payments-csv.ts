import type { AdminPaymentRow } from '@bulk/domain/admin';
import { csvText } from '#src/lib/csv';

const csvColumns = [
  'Id',
  'Kind',
  'Payer',
  'Email',
  'Amount (Rs)',
  'Payment id',
  'Gateway order',
  'For',
  'Status',
  'Paid at',
];

/** The payments as CSV, amounts in rupees with paise. */
export function paymentsCsv(rows: readonly AdminPaymentRow[]): string {
  const lines = [
    csvColumns,
    ...rows.map((row) => [
      row.id,
      row.kind,
      row.payer,
      row.email,
      (row.amountPaise / 100).toFixed(2),
      row.gatewayPaymentId,
      row.gatewayOrderId,
      // An order by its number; a membership fee by its purchase.
      row.orderNumber ?? row.reference,
      row.disposition,
      row.paidAt,
    ]),
  ];
  return csvText(lines);
}
