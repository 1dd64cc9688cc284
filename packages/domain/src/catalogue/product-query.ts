import { z } from 'zod';
import { catalogueLanguages, MAX_PRODUCT_ID, PRODUCT_ID_PATTERN, SEARCH_QUERY_MAX_LENGTH } from './values';

/** Who sells: the company itself, or the verified suppliers of the marketplace. */
export const productSellerKinds = ['company', 'suppliers'] as const;
export type ProductSellerKind = (typeof productSellerKinds)[number];

/** The widest price range the store's filters offer, in rupees. */
export const PRICE_FILTER_MAX_RUPEES = 5000;

const MAX_QUERY_RUPEES = 10_000_000;

const rupees = z.coerce
  .number({ error: 'Must be a number of rupees.' })
  .finite('Must be a number of rupees.')
  .min(0, 'Must not be negative.')
  .max(MAX_QUERY_RUPEES, `Must be at most ${MAX_QUERY_RUPEES}.`);

/** `?lang=` of the catalogue's reads: the language to answer in, one of the store's; English when absent. */
export const catalogueLanguageSchema = z.enum(catalogueLanguages, {
  error: `Must be one of the store's languages: ${catalogueLanguages.join(', ')}.`,
});

/** Query of `GET /api/categories` and `GET /api/products/:id`: only the language. */
export const catalogueLanguageQuerySchema = z.strictObject({ lang: catalogueLanguageSchema.optional() });

const slugList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z
      .array(z.string().regex(/^[a-z0-9-]{1,60}$/, 'Must be a category slug such as indian-spices.'))
      .max(20, 'At most 20 categories.'),
  );

/**
 * Query of `GET /api/products`. Unknown parameters are refused so that a typo never silently
 * widens a listing. Prices are rupees, as a shopper types them.
 */
export const productQuerySchema = z
  .strictObject({
    category: slugList.optional(),
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
      .optional(),
    seller: z.enum(productSellerKinds, { error: 'Must be company or suppliers.' }).optional(),
    featured: z
      .enum(['true', 'false'], { error: 'Must be true or false.' })
      .transform((value) => value === 'true')
      .optional(),
    lang: catalogueLanguageSchema.optional(),
  })
  .refine(
    (query) =>
      query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
    {
      message: 'Must not be below minPrice.',
      path: ['maxPrice'],
    },
  );
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** A product id in a path: digits only, within the database's integer range. */
export const productIdParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(PRODUCT_ID_PATTERN, 'Must be a product id (a positive whole number).')
    .transform(Number)
    .pipe(z.number().max(MAX_PRODUCT_ID, 'Must be a product id (a positive whole number).')),
});
