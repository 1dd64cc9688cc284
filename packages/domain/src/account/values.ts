// Plain values, without zod: the web app's first load imports them as `@bulk/domain/account/values`, so the
// schemas and zod stay out of it (docs/decisions/005-preact-compat.md).

/** At most this many products on one wishlist: far more than anyone saves, small enough to send at once. */
export const MAX_WISHLIST_ITEMS = 200;
