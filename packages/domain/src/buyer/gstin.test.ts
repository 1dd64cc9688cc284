import fc from 'fast-check';
import { expect, test } from 'vitest';
import { GST_STATE_CODES, INDIAN_STATES } from '../shipping';
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_FORMAT_MESSAGE,
  GSTIN_STATE_CODE_MESSAGE,
  GSTIN_STATE_MISMATCH_MESSAGE,
  gstinCheckCharacter,
  gstinProblem,
  normalizeGstin,
  stateOfGstin,
} from './gstin';
import { gstinInputSchema } from './index';

// Published GSTINs whose check characters GSTN issued, so the algorithm is tested against real numbers,
// not only against itself.
const realGstins = [
  ['27AAPFU0939F1ZV', 'Maharashtra'],
  ['29AAGCB7383J1Z4', 'Karnataka'],
] as const;

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');

/** Any well-formed GSTIN of a listed state, with its right check character. */
const validGstin = fc
  .tuple(
    fc.constantFrom(...Object.values(GST_STATE_CODES)),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([code, pan5, pan4, panLast, entity]) => {
    const first14 = `${code}${pan5.join('')}${pan4.join('')}${panLast}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

test.each(realGstins)('the real GSTIN %s passes every check and belongs to %s', (gstin, state) => {
  expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  expect(gstinProblem(gstin)).toBeUndefined();
  expect(gstinProblem(gstin, state)).toBeUndefined();
  expect(stateOfGstin(gstin)).toBe(state);
});

test('a GSTIN of another state than the billing state cannot be used', () => {
  expect(gstinProblem('27AAPFU0939F1ZV', 'Madhya Pradesh')).toBe(GSTIN_STATE_MISMATCH_MESSAGE);
  expect(gstinProblem('27AAPFU0939F1ZV', '')).toBe(GSTIN_STATE_MISMATCH_MESSAGE);
});

test.each([
  ['27AAPFU0939F1Z', GSTIN_FORMAT_MESSAGE], // 14 characters
  ['27AAPFU0939F1ZVX', GSTIN_FORMAT_MESSAGE],
  ['27AAPF10939F1ZV', GSTIN_FORMAT_MESSAGE], // a digit in the PAN's letters
  ['27AAPFU0939F0ZV', GSTIN_FORMAT_MESSAGE], // entity number 0
  ['27AAPFU0939F1YV', GSTIN_FORMAT_MESSAGE], // no Z
  ['27aapfu0939f1zv', GSTIN_FORMAT_MESSAGE], // not normalised
  ['00AAPFU0939F1ZV', GSTIN_STATE_CODE_MESSAGE],
  ['39AAPFU0939F1ZV', GSTIN_STATE_CODE_MESSAGE],
  ['99AAPFU0939F1ZV', GSTIN_STATE_CODE_MESSAGE],
  ['27AAPFU0939F1ZW', GSTIN_CHECK_MESSAGE],
])('%s is refused: %s', (gstin, message) => {
  expect(gstinProblem(gstin)).toBe(message);
});

test('every listed state has its own two-digit code', () => {
  const codes = INDIAN_STATES.map((state) => GST_STATE_CODES[state]);
  expect(codes.every((code) => /^(0[1-9]|[12][0-9]|3[0-8])$/.test(code ?? ''))).toBe(true);
  expect(new Set(codes).size).toBe(36);
  expect([
    GST_STATE_CODES['Maharashtra'],
    GST_STATE_CODES['Madhya Pradesh'],
    GST_STATE_CODES['Delhi'],
  ]).toEqual(['27', '23', '07']);
});

test('a GSTIN with its right check character is valid in its own state', () => {
  fc.assert(
    fc.property(validGstin, (gstin) => {
      expect(gstinProblem(gstin)).toBeUndefined();
      expect(gstinProblem(gstin, stateOfGstin(gstin))).toBeUndefined();
    }),
  );
});

test('changing any one character of a valid GSTIN makes it invalid', () => {
  fc.assert(
    fc.property(validGstin, fc.nat(14), fc.constantFrom(...BASE36), (gstin, position, replacement) => {
      fc.pre(gstin.charAt(position) !== replacement);
      const typo = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
      expect(gstinProblem(typo)).toBeDefined();
    }),
    { numRuns: 2000 },
  );
});

test('swapping two different neighbouring characters of a valid GSTIN makes it invalid', () => {
  fc.assert(
    fc.property(validGstin, fc.nat(13), (gstin, position) => {
      const [a, b] = [gstin.charAt(position), gstin.charAt(position + 1)];
      fc.pre(a !== b);
      const swapped = gstin.slice(0, position) + b + a + gstin.slice(position + 2);
      expect(gstinProblem(swapped)).toBeDefined();
    }),
  );
});

test('the input is read without spaces and case, and an empty GSTIN is none', () => {
  expect(normalizeGstin(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
  expect(gstinInputSchema.parse(' 27 aapfu 0939f1zv')).toBe('27AAPFU0939F1ZV');
  expect(gstinInputSchema.parse('')).toBe('');
  expect(gstinInputSchema.safeParse('27AAPFU0939F1ZW').error?.issues[0]?.message).toBe(GSTIN_CHECK_MESSAGE);
});

test('the check character is asked of 14 digits or capitals only', () => {
  expect(() => gstinCheckCharacter('27AAPFU0939F1')).toThrow(RangeError);
  expect(() => gstinCheckCharacter('27aapfu0939f1z')).toThrow(RangeError);
});
