import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@bulk/domain/catalogue';
import { productSorts } from '@bulk/domain/catalogue';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { pageCountOf, pageLinksOf, type ListingPage } from '../catalogue-pages';

type CataloguePagerProps = {
  listing: ListingPage;
  /** The URL search (`?category=flour&page=3`) of a page, keeping the listing's filters and order. */
  searchFor: (page: number) => string;
};

const linkClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-stone-300 bg-white px-3 font-medium text-ink hover:bg-saffron-50';
const currentClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-leaf-800 bg-leaf-800 px-3 font-semibold text-white';

/**
 * Links between the pages of a listing, nothing when it has one page. Real links (`?page=N`), so they work
 * before the app has taken the page over (decision 009) and a crawler can follow them. On a phone only
 * Previous, 'Page 3 of 13' and Next; from the small breakpoint up, the first, last and nearby pages too.
 */
export function CataloguePager({ listing, searchFor }: CataloguePagerProps) {
  const { t } = useTranslation();
  const pageCount = pageCountOf(listing);
  if (pageCount <= 1) return null;
  const { page } = listing;
  // The page scrolls itself to the list's top (useScrollToListTop), not to the top of the window.
  const linkTo = (target: number) => ({ search: searchFor(target) });

  return (
    <nav
      aria-label={t('catalogue.pagination')}
      className="mt-10 flex flex-wrap items-center justify-between gap-3"
    >
      {page > 1 ? (
        <Link to={linkTo(page - 1)} preventScrollReset rel="prev" className={linkClass}>
          {t('catalogue.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700 sm:hidden">{t('catalogue.pageOf', { page, pages: pageCount })}</p>
      <ul className="hidden flex-wrap items-center gap-2 sm:flex">
        {pageLinksOf(page, pageCount).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-600">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <Link
                  to={linkTo(target)}
                  preventScrollReset
                  aria-current="page"
                  aria-label={t('catalogue.pageNumber', { page: target })}
                  className={currentClass}
                >
                  {target}
                </Link>
              ) : (
                <Link
                  to={linkTo(target)}
                  preventScrollReset
                  aria-label={t('catalogue.pageNumber', { page: target })}
                  className={linkClass}
                >
                  {target}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={linkTo(page + 1)} preventScrollReset rel="next" className={linkClass}>
          {t('catalogue.nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * Scrolls the list's top into view when the page changes (a pager link, Back), so the shopper starts
 * reading the new page at its first product; not on the first render.
 */
export function useScrollToListTop(listTop: RefObject<HTMLElement | null>, page: number) {
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    listTop.current?.scrollIntoView?.({ block: 'start' });
  }, [listTop, page]);
}

type SortSelectProps = {
  selected: ProductSort | undefined;
  onSelect: (sort: ProductSort | undefined) => void;
  /** The label of the listing's own order: the catalogue's, or a search's ranking. */
  defaultLabel: string;
};

const sortLabelKeys = {
  'price-asc': 'catalogue.sortPriceAsc',
  'price-desc': 'catalogue.sortPriceDesc',
  newest: 'catalogue.sortNewest',
} as const satisfies Record<ProductSort, string>;

/** The order of a listing, kept in the URL; a new order starts from the first page. */
export function SortSelect({ selected, onSelect, defaultLabel }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('catalogue.sortBy')}
      </label>
      <select
        id={id}
        value={selected ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onSelect(productSorts.find((sort) => sort === value));
        }}
        className="rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-ink"
      >
        <option value="">{defaultLabel}</option>
        {productSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabelKeys[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
