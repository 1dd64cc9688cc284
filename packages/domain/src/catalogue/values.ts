// Plain values, without zod: the web app's first load imports them as `@bulk/domain/catalogue/values`, so the
// schemas and zod stay out of it (docs/decisions/005-preact-compat.md).

/** Selling units; pieces and dozens are abbreviated when shown. */
export const productUnits = ['kg', 'pieces', 'roll', 'dozen'] as const;
export type ProductUnit = (typeof productUnits)[number];

export const unitLabels: Record<ProductUnit, string> = { kg: 'kg', pieces: 'pcs', roll: 'roll', dozen: 'dz' };

/** How many products the home page features. */
export const FEATURED_PRODUCTS_LIMIT = 15;
