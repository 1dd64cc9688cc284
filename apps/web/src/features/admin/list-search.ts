import { z } from 'zod';

/** `?page=` of an admin list: a whole number from 1 to 10 000 (as the API accepts), else the first page. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/** The URL of a newest-first list served a page at a time (outbox, tickets, audit log): its page only. */
export const pagedListSearchSchema = z.object({ page: pageParam });
