import { z } from 'zod';
import type { CategoryName } from '../catalogue';

/**
 * The default HSN code (Harmonised System of Nomenclature, the customs tariff headings GST uses) of a
 * product of each catalogue category: every product carries its own code (`products.hsn`, set from the
 * catalogue data file, ADR 011), and a product added to a category starts from this one. A 4-digit
 * heading is what rule 46 asks of a business with a turnover up to 5 crore rupees on B2B invoices
 * (6 digits above that). Where a category mixes headings the most common one is the default:
 * - Flour: 1102, flours of cereals other than wheat (wheat flour alone would be 1101);
 * - Aprons: 6211, other garments (tracksuits, ski suits...), where work aprons are classed;
 * - Indian Spices: 0910, ginger, saffron, turmeric, thyme, bay leaves, curry and other spices;
 * - Pulses: 0713, dried leguminous vegetables, shelled;
 * - Indian Rice: 1006, rice;
 * - Papers: 4818, toilet and kitchen paper, tissues, napkins, tablecloths and similar paper articles;
 * - Metal Coils: 7326, other articles of iron or steel (aluminium coils would be 7606);
 * - Herbal Products: 1211, plants and parts of plants used in perfumery, pharmacy or as insecticides;
 * - Dry Fruits: 0802, other nuts (almonds, pistachios, walnuts); cashew nuts are 0801, dates and figs
 *   0804, raisins 0806.
 */
export const hsnCodesByCategory: Readonly<Record<CategoryName, string>> = {
  Flour: '1102',
  Aprons: '6211',
  'Indian Spices': '0910',
  Pulses: '0713',
  'Indian Rice': '1006',
  Papers: '4818',
  'Metal Coils': '7326',
  'Herbal Products': '1211',
  'Dry Fruits': '0802',
};

/** An HSN code of 4, 6 or 8 digits. */
export const hsnCodeSchema = z
  .string()
  .regex(/^\d{4}(?:\d{2}){0,2}$/, 'Expected an HSN code of 4, 6 or 8 digits');

/**
 * The HSN code printed on the invoice for a product of catalogue category `category` (its exact name, as
 * in `categoryNames`). Throws a RangeError for a category without a code, so that a category added to
 * the catalogue cannot slip onto a tax invoice with a wrong code.
 */
export function hsnCodeForCategory(category: string): string {
  if (!Object.hasOwn(hsnCodesByCategory, category)) {
    throw new RangeError(`No HSN code for the category "${category}".`);
  }
  return hsnCodesByCategory[category as CategoryName];
}
