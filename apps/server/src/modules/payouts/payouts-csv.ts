import type { AdminPayout, AdminSupplierBalance } from '@bulk/domain/payouts';
import { csvText } from '#src/lib/csv';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The balance of every supplier as CSV, amounts in rupees with paise. */
export function payoutBalancesCsv(rows: readonly AdminSupplierBalance[]): string {
  return csvText([
    ['Supplier id', 'Supplier', 'Email', 'Earned (Rs)', 'Paid (Rs)', 'Pending (Rs)'],
    ...rows.map((row) => [
      row.sellerId,
      row.businessName,
      row.email,
      rupees(row.earnedPaise),
      rupees(row.paidPaise),
      rupees(row.pendingPaise),
    ]),
  ]);
}

/** The payouts recorded as CSV, newest first. */
export function payoutsCsv(rows: readonly AdminPayout[]): string {
  return csvText([
    [
      'Payout id',
      'Supplier id',
      'Supplier',
      'Amount (Rs)',
      'UTR',
      'Paid on',
      'Note',
      'Recorded by',
      'Recorded at',
    ],
    ...rows.map((row) => [
      row.id,
      row.sellerId,
      row.businessName,
      rupees(row.amountPaise),
      row.utr,
      row.paidOn,
      row.note ?? '',
      row.recordedBy,
      row.recordedAt,
    ]),
  ]);
}
