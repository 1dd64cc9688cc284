import { gstStateCode, stateOfGstCode } from '../shipping';

/**
 * A GSTIN's shape: the two-digit state code, the holder's PAN (five letters, four digits, a letter), the
 * registration's entity number (1-9, then A-Z), 'Z', and a check character.
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_FORMAT_MESSAGE =
  'A GSTIN has 15 characters: state code, PAN, entity number, Z and a check character.';
export const GSTIN_STATE_CODE_MESSAGE = 'The first two digits of this GSTIN are not a GST state code.';
export const GSTIN_CHECK_MESSAGE =
  'This GSTIN is not valid: its last character does not match. Please check it for a typo.';
export const GSTIN_STATE_MISMATCH_MESSAGE =
  'This GSTIN is registered in another state: it can be used only with a billing address in its state.';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GSTN's check character of a GSTIN's first 14 characters (digits and capital letters): each character's
 * value (0-9, A-Z as 10-35) times 1, 2, 1, 2... from the left; the quotient and remainder of each product
 * by 36 are added up, and the check is (36 - sum mod 36) mod 36 written in base 36. RangeError for any
 * other input.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new RangeError('Expected 14 digits or capital letters');
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as a buyer may type it (lower case, spaces) written as GSTN does: capitals, no spaces. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a GSTIN (already normalised), or undefined when it is well-formed, carries a GST
 * state code and its check character is right. With `billingState`, the GSTIN must also be registered
 * in that state: input tax credit goes to the registration of the state the invoice is billed to.
 */
export function gstinProblem(gstin: string, billingState?: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_FORMAT_MESSAGE;
  const code = gstin.slice(0, 2);
  if (stateOfGstCode(code) === undefined) return GSTIN_STATE_CODE_MESSAGE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_CHECK_MESSAGE;
  if (billingState !== undefined && gstStateCode(billingState) !== code) return GSTIN_STATE_MISMATCH_MESSAGE;
  return undefined;
}

/** The listed state a valid GSTIN is registered in. */
export function stateOfGstin(gstin: string): string | undefined {
  return stateOfGstCode(gstin.slice(0, 2));
}
