import { z } from 'zod';

/** The nine catalogue categories, in the order the store lists them. */
export const categoryNames = [
  'Flour',
  'Aprons',
  'Indian Spices',
  'Pulses',
  'Indian Rice',
  'Papers',
  'Metal Coils',
  'Herbal Products',
  'Dry Fruits',
] as const;
export type CategoryName = (typeof categoryNames)[number];

/** URL-safe identifier of a category: `Indian Spices` -> `indian-spices`. */
export function categorySlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** The name in the language asked for (`?lang=`); `name` stays English. */
  label: z.string(),
  slug: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.object({ categories: z.array(categorySchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
