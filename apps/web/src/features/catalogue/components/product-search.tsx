import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@bulk/domain/catalogue';
import { useId, useRef } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useProducts } from '../api/get-products';
import { pageCountOf, shownRangeOf } from '../catalogue-pages';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-query';
import { CataloguePager, SortSelect, useScrollToListTop } from './catalogue-pager';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { EmptyResults, LoadError } from './product-states';

type SearchFormProps = {
  /** The search now in the URL, to start the field with. */
  query: string;
  /** Called with the field's text on submit. */
  onSearch: (text: string) => void;
};

/** The page's search field; submitting puts the search in the URL. */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text : '');
  }

  return (
    // Keyed by the query, so Back and Forward (or the header's search) put their search in the field.
    <form key={query} role="search" onSubmit={submit} className="flex max-w-2xl flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-700">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoComplete="off"
          placeholder={t('search.placeholder')}
          className="mt-1 w-full rounded-md border border-stone-400 bg-white px-3 py-2.5 text-base text-ink placeholder:text-stone-500"
        />
      </div>
      <button type="submit" className="btn-primary">
        {t('search.submit')}
      </button>
    </form>
  );
}

type SearchResultsProps = {
  /** Already normalised. */
  query: string;
  /** The page of the results, from 1. */
  page: number;
  /** The order; none means the search's ranking. */
  sort: ProductSort | undefined;
  onSort: (sort: ProductSort | undefined) => void;
  /** The URL search of another page of the same results. */
  searchFor: (page: number) => string;
};

const countFormat = new Intl.NumberFormat('en-IN');

/**
 * Product cards matching `query` through `GET /api/products?q=`, a page at a time; results that span
 * pages come with their order and a pager.
 */
export function SearchResults({ query, page, sort, onSort, searchFor }: SearchResultsProps) {
  const { t } = useTranslation();
  const products = useProducts({ q: query, ...(sort ? { sort } : {}), ...(page > 1 ? { page } : {}) });
  const result = products.isError ? undefined : products.data;
  const list = result?.products;
  const listTop = useRef<HTMLDivElement>(null);
  useScrollToListTop(listTop, page);
  const paged = sort !== undefined || page > 1 || (result !== undefined && pageCountOf(result) > 1);

  return (
    <div ref={listTop} aria-busy={products.isFetching} className="scroll-mt-4">
      {/* React escapes text, so a query that looks like markup or script is shown as typed and stays inert. */}
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div role="status">
          {products.isPending ? <p className="font-medium text-stone-700">{t('catalogue.loading')}</p> : null}
          {result ? (
            <>
              <h2 className="text-xl font-semibold text-leaf-800">
                {t('search.resultsFor', { count: result.total, query })}
              </h2>
              {pageCountOf(result) > 1 && result.products.length > 0 ? (
                <p className="mt-1 text-stone-700">{showing(result)}</p>
              ) : null}
            </>
          ) : null}
        </div>
        {paged ? (
          <SortSelect selected={sort} defaultLabel={t('catalogue.sortRelevance')} onSelect={onSort} />
        ) : null}
      </div>
      {products.isPending ? <ProductGridSkeleton /> : null}
      {products.isError ? <LoadError query={products} /> : null}
      {list && list.length === 0 ? (
        <EmptyResults
          title={t('search.noResults')}
          action={
            <Link to={paths.products} className="btn-primary">
              {t('search.browseAll')}
            </Link>
          }
        >
          <p>{t('search.noResultsText')}</p>
        </EmptyResults>
      ) : null}
      {list && list.length > 0 ? <ProductGrid products={list} label={t('search.results')} /> : null}
      {result && list && list.length > 0 ? <CataloguePager listing={result} searchFor={searchFor} /> : null}
    </div>
  );

  function showing(listing: NonNullable<typeof result>): string {
    const { from, to } = shownRangeOf(listing, listing.products.length);
    return t('catalogue.showing', {
      from: countFormat.format(from),
      to: countFormat.format(to),
      total: countFormat.format(listing.total),
    });
  }
}
