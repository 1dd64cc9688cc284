import { Link } from 'react-router';

type PagerProps = {
  page: number;
  /** Known for the orders list; the outbox, tickets and audit log only say whether a page was full. */
  pageCount?: number;
  hasNext: boolean;
  /** The URL search (`?page=2…`) of another page, keeping the other filters. */
  searchFor: (page: number) => string;
};

const linkClass = 'rounded-md border border-stone-300 bg-white px-3 py-1.5 font-medium hover:bg-stone-50';

/** Previous and Next links between pages of a list; the page is part of the URL. */
export function Pager({ page, pageCount, hasNext, searchFor }: PagerProps) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={{ search: searchFor(page - 1) }} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <span className="text-stone-700">{pageCount ? `Page ${page} of ${pageCount}` : `Page ${page}`}</span>
      {hasNext ? (
        <Link to={{ search: searchFor(page + 1) }} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}

/** The pages of a list whose total is known: how many there are, and whether `page` has a next one. */
export function pagesOf({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page, pageCount, hasNext: page < pageCount };
}
