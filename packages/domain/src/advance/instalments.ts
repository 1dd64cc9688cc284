import { z } from 'zod';
import { formatInvoiceNumber } from '../invoices/invoice-number';
import { assertNonNegativeSafeInteger } from '../lib/integer-math';

/** An advance order is paid in two instalments: 1, the advance; 2, the balance on the bill copy. */
export const instalmentKinds = ['advance', 'balance'] as const;
export type InstalmentKind = (typeof instalmentKinds)[number];

/**
 * An instalment's life: `due` until it is paid (once, by whichever means arrives first) or `void` when
 * the order is cancelled before; a paid advance of an order cancelled before loading is `refund_pending`
 * until the refund is made, then `refunded`.
 */
export const instalmentStatuses = ['due', 'paid', 'void', 'refund_pending', 'refunded'] as const;
export const instalmentStatusSchema = z.enum(instalmentStatuses);
export type InstalmentStatus = z.infer<typeof instalmentStatusSchema>;

export const instalmentTransitions: Record<InstalmentStatus, readonly InstalmentStatus[]> = {
  due: ['paid', 'void'],
  paid: ['refund_pending'],
  refund_pending: ['refunded'],
  void: [],
  refunded: [],
};

export function canChangeInstalmentStatus(from: InstalmentStatus, to: InstalmentStatus): boolean {
  return instalmentTransitions[from].includes(to);
}

/** How an instalment was paid: through the gateway, or by bank transfer or UPI against a reference. */
export const instalmentMethods = ['gateway', 'bank_transfer', 'upi'] as const;
export const instalmentMethodSchema = z.enum(instalmentMethods);
export type InstalmentMethod = z.infer<typeof instalmentMethodSchema>;

/**
 * Receipt vouchers (CGST Rules, rule 50) and refund vouchers (rule 51) each run their own series per
 * financial year, like invoices (rule 46(b)): at most 16 characters, unique in the year.
 */
export const voucherSeries = { receipt: 'RV', refund: 'RF' } as const;
export type VoucherKind = keyof typeof voucherSeries;

/** The `sequence`-th voucher of its kind in a financial year: ('receipt', '2026-27', 7) -> 'RV/26-27/000007'. */
export function formatVoucherNumber(kind: VoucherKind, financialYear: string, sequence: number): string {
  return formatInvoiceNumber(voucherSeries[kind], financialYear, sequence);
}

/**
 * The reference a bank transfer or UPI payment of an instalment carries, unique to the order and the
 * instalment ('BT-26-000123-1'), so that a bank statement line can be matched to it.
 */
export function instalmentReference(orderNumber: string, instalmentNumber: number): string {
  return `${orderNumber}-${instalmentNumber}`;
}

/** Paise as the rupee amount a UPI link carries: 2_500_000_00 -> '2500000.00'. */
export function upiAmount(paise: number): string {
  assertNonNegativeSafeInteger(paise, 'UPI amount');
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * The UPI deep link (NPCI's linking specification) a QR code carries: pay `amountPaise` to the payee's
 * UPI id, in INR, with the transaction reference `tr` to match it by.
 */
export function upiPayLink(input: {
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  reference: string;
  note: string;
}): string {
  const params: [string, string][] = [
    ['pa', input.payeeVpa],
    ['pn', input.payeeName],
    ['am', upiAmount(input.amountPaise)],
    ['tr', input.reference],
    ['tn', input.note],
    ['cu', 'INR'],
  ];
  // Percent-encoded, spaces as %20 (UPI apps do not read the form encoding's '+').
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/**
 * A bank reference as the buyer types it: the UTR of a NEFT (16 characters) or RTGS (22) transfer, or the
 * 12-digit reference of an IMPS or UPI payment. Spaces are dropped and letters capitalised.
 */
export const bankReferenceSchema = z
  .string()
  .transform((value) => value.replaceAll(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Z0-9]{12,22}$/,
        'Please enter the 12 to 22 letters and digits of the bank reference (UTR).',
      ),
  );

/** `POST /api/orders/:id/instalments/:n/bank-reference`: the buyer says how the instalment was sent. */
export const bankReferenceRequestSchema = z.strictObject({
  method: z.enum(['bank_transfer', 'upi']),
  reference: bankReferenceSchema,
});
export type BankReferenceRequest = z.infer<typeof bankReferenceRequestSchema>;
