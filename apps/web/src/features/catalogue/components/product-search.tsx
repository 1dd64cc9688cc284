import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/config/paths';
import { useProducts } from '../api/get-products';
import { SEARCH_QUERY_MAX_LENGTH } from '../search-query';
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

/** Product cards matching `query` through `GET /api/products?q=`; `query` is already normalised. */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const products = useProducts({ q: query });
  const list = products.isError ? undefined : products.data?.products;

  return (
    <div aria-busy={products.isFetching}>
      {/* React escapes text, so a query that looks like markup or script is shown as typed and stays inert. */}
      <div role="status" className="mb-6">
        {products.isPending ? <p className="font-medium text-stone-700">{t('catalogue.loading')}</p> : null}
        {list ? (
          <h2 className="text-xl font-semibold text-leaf-800">
            {t('search.resultsFor', { count: list.length, query })}
          </h2>
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
    </div>
  );
}
