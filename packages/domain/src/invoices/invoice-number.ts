import { z } from 'zod';
import { isPositiveSafeInteger } from '../lib/integer-math';
import { numberInForm, type NumberForm } from '../lib/number-form';

export { numberInForm, type NumberForm } from '../lib/number-form';

/**
 * A GST invoice number may have at most 16 characters: letters, digits, hyphen and slash (CGST Rules,
 * rule 46(b)), and must be unique within a financial year.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** Sequences are zero-padded to this many digits; larger ones simply grow, while they still fit. */
const SEQUENCE_DIGITS = 6;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
const PREFIX = /^[A-Za-z0-9-]+$/;

/**
 * 'PREFIX/YY-YY/NNNNNN': 'BT/26-27/000123', or a supplier's 'S2P/26-27/000042' (`formatSellerInvoiceNumber`),
 * whose longer prefixes leave the sequence as few as four digits.
 */
export const invoiceNumberSchema = z
  .string()
  .max(INVOICE_NUMBER_MAX_LENGTH)
  .regex(/^[A-Za-z0-9-]+\/\d{2}-\d{2}\/\d{4,}$/, 'Expected PREFIX/YY-YY/NNNNNN');

/** The short form of a financial year for the invoice number: '2026-27' -> '26-27'. */
export function shortFinancialYear(financialYear: string): string {
  const match = FINANCIAL_YEAR.exec(financialYear);
  const start = Number(match?.[1]);
  if (!match || Number(match[2]) !== (start + 1) % 100) {
    throw new RangeError(`"${financialYear}" is not a financial year like 2026-27.`);
  }
  return `${financialYear.slice(2, 4)}-${match[2]}`;
}

/** The form of the company's invoice numbers in a financial year: ('BT', '2026-27') -> 'BT/26-27/' and 6 digits. */
export function invoiceNumberForm(prefix: string, financialYear: string): NumberForm {
  if (!PREFIX.test(prefix)) {
    throw new RangeError(`Invoice prefix "${prefix}" must be letters, digits and hyphens.`);
  }
  return { head: `${prefix}/${shortFinancialYear(financialYear)}/`, digits: SEQUENCE_DIGITS };
}

/** The `sequence`-th invoice number of a series' form; a RangeError when it is longer than Rule 46 allows. */
function invoiceNumberInForm(form: NumberForm, sequence: number, tooLong: string): string {
  const number = numberInForm(form, sequence, 'Invoice');
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters${tooLong}.`,
    );
  }
  return number;
}

/**
 * The invoice number for the `sequence`-th invoice (1, 2, ...) of a financial year:
 * ('BT', '2026-27', 123) -> 'BT/26-27/000123'. The prefix is letters, digits and hyphens. Throws a
 * RangeError when an argument is malformed or the result would be longer than 16 characters.
 */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  return invoiceNumberInForm(invoiceNumberForm(prefix, financialYear), sequence, '; use a shorter prefix');
}

/** The shortest sequence a supplier's invoice number carries: 9,999 invoices a year before it must shorten. */
const SELLER_SEQUENCE_MIN_DIGITS = 4;

/**
 * The number of a supplier's `sequence`-th invoice of a financial year, in its own series (docs/decisions/023):
 * 'S', the supplier's id in base 36, the short year, the sequence zero-padded to fill the 16 characters Rule 46
 * allows: (42, '2026-27', 7) -> 'S16/26-27/000007' (ids below 1,296: six digits), (5000, '2026-27', 7) ->
 * 'S3UW/26-27/00007' (below 46,656: five), (50000, '2026-27', 7) -> 'S12KW/26-27/0007'. A RangeError when
 * the number cannot fit in 16 characters.
 */
export function formatSellerInvoiceNumber(sellerId: number, financialYear: string, sequence: number): string {
  return invoiceNumberInForm(sellerInvoiceNumberForm(sellerId, financialYear), sequence, '');
}

/** The form of a supplier's invoice numbers in a financial year (`formatSellerInvoiceNumber`). */
export function sellerInvoiceNumberForm(sellerId: number, financialYear: string): NumberForm {
  if (!isPositiveSafeInteger(sellerId)) throw new RangeError(`Seller id must be positive, got ${sellerId}.`);
  const head = `S${sellerId.toString(36).toUpperCase()}/${shortFinancialYear(financialYear)}/`;
  return { head, digits: Math.max(SELLER_SEQUENCE_MIN_DIGITS, INVOICE_NUMBER_MAX_LENGTH - head.length) };
}
