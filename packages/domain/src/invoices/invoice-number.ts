import { z } from 'zod';
import { isPositiveSafeInteger } from '../lib/integer-math';

/**
 * A GST invoice number may have at most 16 characters: letters, digits, hyphen and slash (CGST Rules,
 * rule 46(b)), and must be unique within a financial year.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
/** Sequences are zero-padded to this many digits; larger ones simply grow, while they still fit. */
const SEQUENCE_DIGITS = 6;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
const PREFIX = /^[A-Za-z0-9-]+$/;

/** 'PREFIX/YY-YY/NNNNNN': 'BT/26-27/000123'. */
export const invoiceNumberSchema = z
  .string()
  .max(INVOICE_NUMBER_MAX_LENGTH)
  .regex(/^[A-Za-z0-9-]+\/\d{2}-\d{2}\/\d{6,}$/, 'Expected PREFIX/YY-YY/NNNNNN');

/** The short form of a financial year for the invoice number: '2026-27' -> '26-27'. */
export function shortFinancialYear(financialYear: string): string {
  const match = FINANCIAL_YEAR.exec(financialYear);
  const start = Number(match?.[1]);
  if (!match || Number(match[2]) !== (start + 1) % 100) {
    throw new RangeError(`"${financialYear}" is not a financial year like 2026-27.`);
  }
  return `${financialYear.slice(2, 4)}-${match[2]}`;
}

/**
 * The invoice number for the `sequence`-th invoice (1, 2, ...) of a financial year:
 * ('BT', '2026-27', 123) -> 'BT/26-27/000123'. The prefix is letters, digits and hyphens. Throws a
 * RangeError when an argument is malformed or the result would be longer than 16 characters.
 */
export function formatInvoiceNumber(prefix: string, financialYear: string, sequence: number): string {
  if (!PREFIX.test(prefix)) {
    throw new RangeError(`Invoice prefix "${prefix}" must be letters, digits and hyphens.`);
  }
  if (!isPositiveSafeInteger(sequence)) {
    throw new RangeError(`Invoice sequence must be a positive safe integer, got ${String(sequence)}.`);
  }
  const number = `${prefix}/${shortFinancialYear(financialYear)}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH) {
    throw new RangeError(
      `Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters; use a shorter prefix.`,
    );
  }
  return number;
}
