// Plain values, without zod: the web app's first load imports them as `@bulk/domain/catalogue/values`, so the
// schemas and zod stay out of it (docs/decisions/005-preact-compat.md).

/** Selling units; pieces and dozens are abbreviated when shown. */
export const productUnits = ['kg', 'pieces', 'roll', 'dozen'] as const;
export type ProductUnit = (typeof productUnits)[number];

export const unitLabels: Record<ProductUnit, string> = { kg: 'kg', pieces: 'pcs', roll: 'roll', dozen: 'dz' };

/** How many products the home page features. */
export const FEATURED_PRODUCTS_LIMIT = 15;

/** A product id in a path: digits only, within the database's integer range. */
export const PRODUCT_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
export const MAX_PRODUCT_ID = 2_147_483_647;

/** The product id a path names, or null for anything that is not one. */
export function parseProductId(raw: string | undefined): number | null {
  if (raw === undefined || !PRODUCT_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_PRODUCT_ID ? id : null;
}

/** The longest search the API accepts (`q` of `GET /api/products` and of the suggestions), in UTF-16 code units. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * The store's 15 languages (the web's registry, `apps/web/src/i18n/languages.ts`, lists them with their
 * names): the catalogue API answers in any of them with `?lang=`. English is the catalogue's own text.
 */
export const catalogueLanguages = [
  'en',
  'hi',
  'gu',
  'bn',
  'ta',
  'te',
  'ml',
  'ur',
  'ar',
  'fr',
  'de',
  'es',
  'it',
  'ja',
  'zh',
] as const;
export type CatalogueLanguage = (typeof catalogueLanguages)[number];

/** The catalogue's own language: its text as written, and the one every order, cart line and invoice keeps. */
export const CATALOGUE_SOURCE_LANGUAGE: CatalogueLanguage = 'en';
