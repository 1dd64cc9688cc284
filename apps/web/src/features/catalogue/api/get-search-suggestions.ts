import type { SearchSuggestions } from '@bulk/domain/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '#src/i18n/current-language';
import type { LanguageCode } from '#src/i18n/languages';
import { apiRequest, type LazyResponseSchema } from '#src/lib/api-client';

// Imported with the first suggestion: the header is on every page's first load, which leaves zod out.
const searchSuggestionsSchema: LazyResponseSchema<SearchSuggestions> = async () =>
  (await import('@bulk/domain/catalogue')).searchSuggestionsSchema;

export function searchSuggestionsQueryOptions(q: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: ['search-suggestions', q, lang],
    queryFn: ({ signal }) =>
      apiRequest(
        `/search/suggestions?${new URLSearchParams({ q, lang }).toString()}`,
        searchSuggestionsSchema,
        {
          signal,
        },
      ),
    // The server lets caches keep an answer for a minute too.
    staleTime: 60_000,
  });
}

/**
 * Suggestions for `q` (normalised; none asked for while empty). While the next text's answer loads, the
 * previous one stays (`isPlaceholderData`), so the list does not blink at every keystroke.
 */
export function useSearchSuggestions(q: string) {
  return useQuery({
    ...searchSuggestionsQueryOptions(q, useCurrentLanguage()),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}
