import { INDIAN_STATES } from './zones';

/**
 * The GST state code of each state and union territory on the checkout list (the first two digits of a
 * GSTIN, and the place of supply's code on an invoice), from GSTN's table. Andhra Pradesh has 37 since
 * Telangana took 36; Dadra & Nagar Haveli and Daman & Diu has 26 since the two territories merged in
 * January 2020.
 */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.freeze({
  'Jammu & Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra & Nagar Haveli and Daman & Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman & Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
});

// Every listed state has a code and every code is a listed state's, so a GSTIN is never refused for a
// state the table forgot.
const uncoded = INDIAN_STATES.filter((state) => !Object.hasOwn(GST_STATE_CODES, state));
const unlisted = Object.keys(GST_STATE_CODES).filter((state) => !INDIAN_STATES.includes(state));
if (uncoded.length > 0 || unlisted.length > 0) {
  throw new Error(
    `GST state codes: states without a code [${uncoded}], codes of unlisted states [${unlisted}]`,
  );
}

/** The two-digit GST state code of a listed state ('Maharashtra' -> '27'), or undefined for any other text. */
export function gstStateCode(state: string): string | undefined {
  return Object.hasOwn(GST_STATE_CODES, state) ? GST_STATE_CODES[state] : undefined;
}

/** The listed state a GST state code belongs to ('27' -> 'Maharashtra'), or undefined. */
export function stateOfGstCode(code: string): string | undefined {
  return Object.keys(GST_STATE_CODES).find((state) => GST_STATE_CODES[state] === code);
}
