import { z } from 'zod';
import { isPositiveSafeInteger } from '../lib/integer-math';
import { numberInForm, type NumberForm } from '../lib/number-form';

/** Sequences are zero-padded to this many digits; a year with more orders simply grows a digit. */
const SEQUENCE_DIGITS = 6;
const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;
/** The prefix is what `ORDER_NUMBER_PREFIX` allows: one to three capital letters. */
const PREFIX = /^[A-Z]{1,3}$/;
const ORDER_NUMBER = /^([A-Z]{1,3})-(\d{2})-(\d{6,})$/;

/** 'PREFIX-YY-NNNNNN': 'BT-26-000123', the 123rd order of the financial year 2026-27. */
export const orderNumberSchema = z
  .string()
  .regex(ORDER_NUMBER, 'Expected an order number like BT-26-000123.');

/**
 * The order number buyers, admins and emails see for the `sequence`-th order (1, 2, ...) placed in a
 * financial year: ('BT', '2026-27', 123) -> 'BT-26-000123'. The year is the first year of the financial
 * year, as two digits. Throws a RangeError when an argument is malformed.
 */
export function formatOrderNumber(prefix: string, financialYear: string, sequence: number): string {
  return numberInForm(orderNumberForm(prefix, financialYear), sequence, 'Order');
}

/** The form of a financial year's order numbers: ('BT', '2026-27') -> 'BT-26-' and 6 digits. */
export function orderNumberForm(prefix: string, financialYear: string): NumberForm {
  if (!PREFIX.test(prefix)) {
    throw new RangeError(`Order number prefix "${prefix}" must be 1 to 3 capital letters.`);
  }
  const match = FINANCIAL_YEAR.exec(financialYear);
  if (!match || Number(match[2]) !== (Number(match[1]) + 1) % 100) {
    throw new RangeError(`"${financialYear}" is not a financial year like 2026-27.`);
  }
  return { head: `${prefix}-${financialYear.slice(2, 4)}-`, digits: SEQUENCE_DIGITS };
}

export interface OrderNumberParts {
  prefix: string;
  /** The first year of the financial year, two digits: '26' for 2026-27. */
  year: string;
  sequence: number;
}

/** The parts of an order number ('bt-26-000123' is read as 'BT-26-000123'), or undefined for anything else. */
export function parseOrderNumber(text: string): OrderNumberParts | undefined {
  const match = ORDER_NUMBER.exec(text.trim().toUpperCase());
  if (!match) return undefined;
  const sequence = Number(match[3]);
  if (!isPositiveSafeInteger(sequence)) return undefined;
  return { prefix: match[1]!, year: match[2]!, sequence };
}
