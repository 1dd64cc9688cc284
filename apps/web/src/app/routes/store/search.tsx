import { useTranslation } from 'react-i18next';
import { Page } from '#src/components/layout/page';
import { SearchForm, SearchResults } from '#src/features/catalogue/components/product-search';
import { z } from 'zod';
import { listingPageFields } from '#src/features/catalogue/catalogue-pages';
import { normalizeSearchQuery } from '#src/features/catalogue/search-query';
import { useSearchParamsState } from '#src/hooks/use-search-params-state';

/**
 * The search page's URL (`?q=basmati&sort=price-asc&page=2`): the text as typed, normalised where it is
 * shown and sent; a new search starts from the first page.
 */
const searchPageSchema = z.object({ q: z.string().optional(), ...listingPageFields });

export default function SearchPage() {
  const { t } = useTranslation();
  const { values, set, searchFor } = useSearchParamsState(searchPageSchema);
  // Cut to what the API accepts (100 characters) before it is shown or sent.
  const { query, shortened } = normalizeSearchQuery(values.q);

  function search(text: string) {
    set({ q: normalizeSearchQuery(text).query });
  }

  return (
    <Page
      title={t('search.submit')}
      documentTitle={query ? t('search.documentTitle', { query }) : t('search.submit')}
      intro={t('search.intro')}
    >
      <SearchForm query={query} onSearch={search} />
      <div className="mt-8">
        {shortened ? (
          <p className="mb-4 rounded-lg bg-saffron-50 px-4 py-3 text-sm text-saffron-900">
            {t('search.shortened')}
          </p>
        ) : null}
        {query ? (
          <SearchResults
            query={query}
            page={values.page}
            sort={values.sort}
            onSort={(sort) => set({ sort }, { preventScrollReset: true })}
            searchFor={(page) => searchFor({ page })}
          />
        ) : (
          <p className="text-stone-700">{t('search.prompt')}</p>
        )}
      </div>
    </Page>
  );
}
