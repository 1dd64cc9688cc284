import { isPositiveSafeInteger } from './integer-math';

/**
 * How a numbered series writes its numbers: `head`, then the sequence zero-padded to `digits` (a longer
 * sequence is not cut). Where a number is taken and written in one statement, the server has the database
 * write it the same way (docs/decisions/025).
 */
export interface NumberForm {
  head: string;
  digits: number;
}

/** The `sequence`-th number (1, 2, ...) of a series written in `form`. */
export function numberInForm({ head, digits }: NumberForm, sequence: number, series: string): string {
  if (!isPositiveSafeInteger(sequence)) {
    throw new RangeError(`${series} sequence must be a positive safe integer, got ${String(sequence)}.`);
  }
  return `${head}${String(sequence).padStart(digits, '0')}`;
}
