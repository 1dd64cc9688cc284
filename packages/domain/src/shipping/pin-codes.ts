import { INDIAN_STATES } from './zones';

/** A PIN code as India Post writes it: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The field error of a well-formed PIN code that is not in the chosen state. */
export const PIN_NOT_IN_STATE_MESSAGE = 'This PIN code does not belong to the chosen state.';

/**
 * The first three digits of India Post's PIN codes (the sorting district) each state's addresses may
 * carry, as inclusive ranges. The first digit is the postal region and the first two the postal circle.
 * Where one circle serves two states, or a sorting district crosses a border, every state it serves
 * accepts the prefix: a real address is never refused, and a PIN from another part of India still is.
 * Field post offices (9xx) are not civilian delivery addresses and belong to no state. Decision 010.
 */
const PIN_PREFIXES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  // Telangana kept 50; the mandals moved to Andhra Pradesh in 2014 kept their 507 codes.
  'Andhra Pradesh': [[500, 539]],
  'Arunachal Pradesh': [[790, 792]],
  Assam: [[780, 789]],
  // Bihar and Jharkhand share the codes 80 to 85.
  Bihar: [[800, 855]],
  Chhattisgarh: [[490, 499]],
  Goa: [[403, 403]],
  Gujarat: [[360, 399]],
  Haryana: [[120, 139]],
  'Himachal Pradesh': [[170, 179]],
  Jharkhand: [[800, 855]],
  Karnataka: [[560, 599]],
  Kerala: [[670, 699]],
  'Madhya Pradesh': [[450, 489]],
  // 403 is Goa's.
  Maharashtra: [
    [400, 402],
    [404, 449],
  ],
  Manipur: [[795, 795]],
  // 783 for the villages of the Garo Hills served from Assam's sorting district.
  Meghalaya: [
    [783, 783],
    [793, 794],
  ],
  Mizoram: [[796, 796]],
  Nagaland: [[797, 798]],
  Odisha: [[750, 779]],
  // 160 is also Mohali's.
  Punjab: [[140, 169]],
  Rajasthan: [[300, 349]],
  Sikkim: [[737, 737]],
  'Tamil Nadu': [[600, 649]],
  Telangana: [[500, 509]],
  Tripura: [[799, 799]],
  // Uttarakhand's districts keep codes within Uttar Pradesh's 20 to 28.
  'Uttar Pradesh': [[200, 289]],
  Uttarakhand: [
    [244, 244],
    [246, 249],
    [262, 263],
  ],
  // The circle's 737 is Sikkim's and 744 the Andaman and Nicobar Islands'.
  'West Bengal': [
    [700, 736],
    [738, 743],
    [745, 749],
  ],
  Chandigarh: [[160, 160]],
  // Daman and Silvassa 396, Diu 362.
  'Dadra & Nagar Haveli and Daman & Diu': [
    [362, 362],
    [396, 396],
  ],
  // Puducherry 605, Karaikal 609, Mahe 673, Yanam 533.
  Puducherry: [
    [533, 533],
    [605, 605],
    [609, 609],
    [673, 673],
  ],
  Delhi: [[110, 119]],
  'Jammu & Kashmir': [[180, 193]],
  Ladakh: [[194, 194]],
  'Andaman & Nicobar Islands': [[744, 744]],
  // Lakshadweep's islands are served from Kochi's 682.
  Lakshadweep: [[682, 682]],
};

// Checked when the module loads, like the zone map: every listed state has PIN prefixes, none other.
const missing = INDIAN_STATES.filter((state) => !Object.hasOwn(PIN_PREFIXES, state));
const extra = Object.keys(PIN_PREFIXES).filter((state) => !INDIAN_STATES.includes(state));
if (missing.length > 0 || extra.length > 0) {
  throw new Error(`PIN prefixes: states without any [${missing}], prefixes of unlisted states [${extra}]`);
}

/** The three-digit PIN prefixes of a listed state, as inclusive ranges; empty for any other text. */
export function pinPrefixesOf(state: string): readonly (readonly [number, number])[] {
  return Object.hasOwn(PIN_PREFIXES, state) ? PIN_PREFIXES[state]! : [];
}

/** The listed states whose addresses may carry this PIN code, in display order; none for a malformed one. */
export function statesForPinCode(pin: string): string[] {
  if (!PIN_CODE_PATTERN.test(pin)) return [];
  return INDIAN_STATES.filter((state) => pinCodeMatchesState(pin, state));
}

/** True when `pin` is a well-formed PIN code whose first three digits belong to the listed `state`. */
export function pinCodeMatchesState(pin: string, state: string): boolean {
  if (!PIN_CODE_PATTERN.test(pin)) return false;
  const prefix = Number(pin.slice(0, 3));
  return pinPrefixesOf(state).some(([from, to]) => prefix >= from && prefix <= to);
}
