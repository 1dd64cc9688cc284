import { PRODUCT_PAGE_MAX, productSorts } from '@bulk/domain/catalogue';
import { z } from 'zod';

/**
 * The page and the order of a listing in its URL (`?page=3&sort=price-asc`). A page out of range, or an
 * order the API does not know, reads as the first page in catalogue order.
 */
export const listingPageFields = {
  sort: z.enum(productSorts).optional(),
  page: z.coerce.number().int().min(1).max(PRODUCT_PAGE_MAX).default(1),
};

/** One page of a listing as the API answered it. */
export type ListingPage = { page: number; pageSize: number; total: number };

/** How many pages the listing has; at least one, and no more than the API serves. */
export function pageCountOf({ total, pageSize }: ListingPage): number {
  return Math.min(PRODUCT_PAGE_MAX, Math.max(1, Math.ceil(total / pageSize)));
}

/** The positions (from 1) of the first and last product of the page, for 'Showing 101–200 of 1,234'. */
export function shownRangeOf(listing: ListingPage, shownCount: number): { from: number; to: number } {
  const from = (listing.page - 1) * listing.pageSize + 1;
  return { from, to: from + shownCount - 1 };
}

/**
 * The page numbers a pager links, with `null` where pages are left out: the first, the last, and the
 * current one with its neighbours (`1 … 4 5 6 … 13`). A gap of one page shows that page instead.
 */
export function pageLinksOf(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((candidate) => candidate >= 1 && candidate <= pageCount);
  pages.sort((a, b) => a - b);
  const links: (number | null)[] = [];
  for (const candidate of pages) {
    const previous = links.at(-1);
    if (typeof previous === 'number' && candidate - previous === 2) links.push(previous + 1);
    else if (typeof previous === 'number' && candidate - previous > 2) links.push(null);
    links.push(candidate);
  }
  return links;
}
