import { useSearchParams } from 'react-router';
import { Page } from '#src/components/layout/page';
import { SearchForm, SearchResults } from '#src/features/catalogue/components/product-search';
import { normalizeSearchQuery } from '#src/features/catalogue/search-query';

export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Cut to what the API accepts (100 characters) before it is shown or sent.
  const { query, shortened } = normalizeSearchQuery(searchParams.get('q'));

  function search(text: string) {
    const next = normalizeSearchQuery(text).query;
    setSearchParams(next ? { q: next } : {});
  }

  return (
    <Page
      title="Search"
      documentTitle={query ? `Search: ${query}` : 'Search'}
      intro="Find products across the whole catalogue by name, category or description."
    >
      <SearchForm query={query} onSearch={search} />
      <div className="mt-8">
        {shortened ? (
          <p className="mb-4 rounded-lg bg-saffron-50 px-4 py-3 text-sm text-saffron-900">
            Your search was longer than 100 characters, so only its first 100 were used.
          </p>
        ) : null}
        {query ? (
          <SearchResults query={query} />
        ) : (
          <p className="text-stone-700">
            Type what you are looking for, such as a product name or a category, and press Search.
          </p>
        )}
      </div>
    </Page>
  );
}
