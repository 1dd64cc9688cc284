import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { SearchForm, SearchResults } from '#src/features/catalogue/components/product-search';
import { normalizeSearchQuery } from '#src/features/catalogue/search-query';

export default function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Cut to what the API accepts (100 characters) before it is shown or sent.
  const { query, shortened } = normalizeSearchQuery(searchParams.get('q'));

  function search(text: string) {
    const next = normalizeSearchQuery(text).query;
    setSearchParams(next ? { q: next } : {});
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
        {query ? <SearchResults query={query} /> : <p className="text-stone-700">{t('search.prompt')}</p>}
      </div>
    </Page>
  );
}
