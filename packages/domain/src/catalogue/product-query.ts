import { z } from 'zod';
import { catalogueLanguages, MAX_PRODUCT_ID, PRODUCT_ID_PATTERN, SEARCH_QUERY_MAX_LENGTH } from './values';

/** Who sells: the company itself, or the verified suppliers of the marketplace. */
export const productSellerKinds = ['company', 'suppliers'] as const;
export type ProductSellerKind = (typeof productSellerKinds)[number];

/** Orders of a catalogue listing besides its own: catalogue (id) order, or a search's ranking. */
export const productSorts = ['price-asc', 'price-desc', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * Products in one page of `GET /api/products` at most, and by default: a page holds the company's whole
 * catalogue, so a listing of it is one page as before the marketplace (docs/decisions/022).
 */
export const PRODUCT_PAGE_SIZE_MAX = 100;
/** Pages of a listing one can ask for: deeper than this, a shopper narrows the filters or the search. */
export const PRODUCT_PAGE_MAX = 1000;

/** The widest price range the store's filters offer, in rupees. */
export const PRICE_FILTER_MAX_RUPEES = 5000;

const MAX_QUERY_RUPEES = 10_000_000;

const rupees = z.coerce
  .number({ error: 'Must be a number of rupees.' })
  .finite('Must be a number of rupees.')
  .min(0, 'Must not be negative.')
  .max(MAX_QUERY_RUPEES, `Must be at most ${MAX_QUERY_RUPEES}.`);

/** The heaviest selling unit one may ask about: 100 tonnes, far above any unit the store sells. */
const MAX_QUERY_GRAMS = 100_000_000;

/**
 * A weight per selling unit in whole grams (`weightGrams` of a product: the weight of the unit the price
 * is quoted for), not the weight of the minimum order: a buyer who handles sacks up to 25 kg asks for
 * units up to 25 kg, while the minimum order of a staple starts at hundreds of kilograms.
 */
const grams = z.coerce
  .number({ error: 'Must be a whole number of grams.' })
  .int('Must be a whole number of grams.')
  .min(0, 'Must not be negative.')
  .max(MAX_QUERY_GRAMS, `Must be at most ${MAX_QUERY_GRAMS}.`);

function wholeNumber(max: number) {
  return z.coerce
    .number({ error: 'Must be a whole number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(max, `Must be at most ${max}.`);
}

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
 * widens a listing. Prices are rupees, as a shopper types them; weights are grams per selling unit, both
 * ranges inclusive. `page` counts from 1.
 */
export const productQuerySchema = z
  .strictObject({
    category: slugList.optional(),
    minPrice: rupees.optional(),
    maxPrice: rupees.optional(),
    minWeightGrams: grams.optional(),
    maxWeightGrams: grams.optional(),
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters.`)
      .optional(),
    seller: z.enum(productSellerKinds, { error: 'Must be company or suppliers.' }).optional(),
    sort: z.enum(productSorts, { error: `Must be one of ${productSorts.join(', ')}.` }).optional(),
    page: wholeNumber(PRODUCT_PAGE_MAX).default(1),
    pageSize: wholeNumber(PRODUCT_PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE_MAX),
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
  )
  .refine(
    (query) =>
      query.minWeightGrams === undefined ||
      query.maxWeightGrams === undefined ||
      query.minWeightGrams <= query.maxWeightGrams,
    { message: 'Must not be below minWeightGrams.', path: ['maxWeightGrams'] },
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
