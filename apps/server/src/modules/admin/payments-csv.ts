import type { AdminPaymentRow } from '@bulk/domain/admin';

/** A spreadsheet cell that cannot run as a formula; quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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

/** The payments as CSV (RFC 4180, CRLF line ends), amounts in rupees with paise. */
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
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
