import { z } from 'zod';
import { productListItemSchema } from '../catalogue/product';

const SLUG_MAX_LENGTH = 60;
export const SUPPLIER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The address a supplier's public page starts from: its business name in lower-case Latin letters and
 * digits, words joined by hyphens ("Malwa Agro Foods" -> "malwa-agro-foods"). A name with no Latin letter
 * or digit (one written in Devanagari, say) gives "supplier"; the store makes it unique (docs/decisions/019).
 */
export function supplierSlugBase(businessName: string): string {
  const words = businessName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || 'supplier';
}

export const supplierSlugParamsSchema = z.strictObject({
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH + 12, 'Must be a supplier address such as malwa-agro-foods.')
    .regex(SUPPLIER_SLUG_PATTERN, 'Must be a supplier address such as malwa-agro-foods.'),
});

/** `GET /api/suppliers/:slug`: a supplier's public page. */
export const supplierPageSchema = z.object({
  businessName: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** When the company approved the supplier (ISO date time). */
  memberSince: z.string(),
  /** Its live listings, as a listing shows them. */
  products: z.array(productListItemSchema),
});
export type SupplierPage = z.infer<typeof supplierPageSchema>;
