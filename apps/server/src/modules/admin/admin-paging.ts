import { z } from 'zod';

/** Rows on one page of an admin list. */
export const ADMIN_PAGE_SIZE = 25;

export const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);

/** The query of a list shown newest first, a page at a time. */
export const latestQuerySchema = z.strictObject({ page: pageQuery });
