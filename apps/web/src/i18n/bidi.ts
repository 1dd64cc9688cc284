/**
 * `text` as a left-to-right island (Unicode's LRI ... PDI): a number with its Latin unit ('50 kg') or a
 * price per unit keeps its order inside Urdu and Arabic sentences, where the bidirectional algorithm
 * would otherwise show 'kg 50' or 'kg / ₹5'. Invisible, and no change in left-to-right languages.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** A quantity with its unit, as one left-to-right island: `quantityWithUnit(50, 'kg')` -> '50 kg'. */
export function quantityWithUnit(quantity: number, unit: string): string {
  return ltr(`${quantity} ${unit}`);
}
