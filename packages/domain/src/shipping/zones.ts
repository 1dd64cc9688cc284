import { z } from 'zod';
import { assertNonNegativeSafeInteger, mulDivRoundHalfUp, safeSum } from '../lib/integer-math';
import shippingTable from '../data/shipping.json';
import statesList from '../data/states.json';

/** The shipping partner's eleven zones. */
export const SHIPPING_ZONES = [
  'NORTH1',
  'NORTH2',
  'EAST1',
  'EAST2',
  'WEST1',
  'WEST2',
  'CENTRAL',
  'SOUTH1',
  'SOUTH2',
  'SPL1',
  'SPL2',
] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];
export const shippingZoneSchema = z.enum(SHIPPING_ZONES);

// Rates in the data file are rupees per kg with at most two decimals (8.68); they become whole paise.
const rupeesPerKg = z
  .number()
  .nonnegative()
  .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, 'At most two decimals.')
  .transform((rupees) => Math.round(rupees * 100));

// The data files are checked when the module loads, so a bad edit fails every test at once. A record
// keyed by an enum must list every key: the 11 x 11 table is complete.
const shippingTableSchema = z.object({
  originZone: shippingZoneSchema,
  ratePerKg: z.record(shippingZoneSchema, z.record(shippingZoneSchema, rupeesPerKg)),
  stateToZone: z.record(z.string(), shippingZoneSchema),
});
const table = shippingTableSchema.parse(shippingTable);

/**
 * The 28 states and 8 union territories offered at checkout, in display order: the states A to Z, then
 * the union territories.
 */
export const INDIAN_STATES: readonly string[] = Object.freeze(
  z.array(z.string()).length(36).parse(statesList),
);

// Every listed state has a zone and every zone entry is a listed state: a state left out of the map
// would ship for nothing (decision 010).
const unzoned = INDIAN_STATES.filter((state) => !Object.hasOwn(table.stateToZone, state));
const unlisted = Object.keys(table.stateToZone).filter((state) => !INDIAN_STATES.includes(state));
if (unzoned.length > 0 || unlisted.length > 0) {
  throw new Error(
    `shipping.json: states without a zone [${unzoned}], zones of unlisted states [${unlisted}]`,
  );
}

/**
 * The zone goods ship from today (NORTH1). It is configuration: pass it to the functions below, which
 * never assume it.
 */
export const DEFAULT_ORIGIN_ZONE: ShippingZone = table.originZone;

/** The shipping zone of a listed state (exact name), or undefined for any other text. */
export function zoneForState(state: string | null | undefined): ShippingZone | undefined {
  if (!state || !Object.hasOwn(table.stateToZone, state)) return undefined;
  return table.stateToZone[state];
}

/** The rate from one zone to another, in paise per kilogram (8.68 rupees -> 868). */
export function ratePaisePerKg(originZone: ShippingZone, destZone: ShippingZone): number {
  return table.ratePerKg[originZone][destZone];
}

/**
 * Total weight of cart lines in grams: the sum of `weightGrams` (per selling unit) times `quantity`
 * (selling units). Every value must be a non-negative whole number and the total a safe integer
 * (RangeError otherwise). Apply the cart's 1 kg default weight before calling.
 */
export function totalWeightGrams(lines: readonly { weightGrams: number; quantity: number }[]): number {
  return safeSum(
    lines.map((line) => {
      assertNonNegativeSafeInteger(line.weightGrams, 'weightGrams');
      assertNonNegativeSafeInteger(line.quantity, 'quantity');
      return line.weightGrams * line.quantity;
    }),
    'totalWeightGrams',
  );
}

/**
 * The shipping charge in paise: the rate from `originZone` to the zone of `state` (paise per kg) times
 * `totalWeightGrams` / 1000, rounded to the nearest paisa with an exact half rounding up. No state chosen
 * (or an empty or unknown one) ships for 0, as the specification says; every listed state has a zone.
 */
export function shippingChargePaise({
  originZone,
  state,
  totalWeightGrams,
}: {
  originZone: ShippingZone;
  state?: string | null | undefined;
  totalWeightGrams: number;
}): number {
  assertNonNegativeSafeInteger(totalWeightGrams, 'totalWeightGrams');
  const destZone = zoneForState(state);
  if (destZone === undefined) return 0;
  return mulDivRoundHalfUp(ratePaisePerKg(originZone, destZone), totalWeightGrams, 1000);
}
