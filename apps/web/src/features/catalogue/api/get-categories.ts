import { categoryListSchema } from '@bulk/domain/catalogue';
import type { CategoryList } from '@bulk/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage, useCurrentLanguage } from '#src/i18n/current-language';
import type { LanguageCode } from '#src/i18n/languages';
import { apiRequest } from '#src/lib/api-client';

/** The categories, labelled in `lang` (their English `name` and `slug` are the filter's keys). */
export function getCategories(lang: LanguageCode, signal?: AbortSignal): Promise<CategoryList> {
  return apiRequest(`/categories?lang=${lang}`, categoryListSchema, { signal });
}

export function getCategoriesQueryOptions(lang: LanguageCode = currentLanguage()) {
  return queryOptions({
    queryKey: ['categories', lang],
    queryFn: ({ signal }) => getCategories(lang, signal),
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions(useCurrentLanguage()));
}
