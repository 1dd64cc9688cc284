import type { SupplierPage } from '@bulk/domain/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from '#src/i18n/current-language';
import type { LanguageCode } from '#src/i18n/languages';
import { apiRequest } from '#src/lib/api-client';

/** The supplier's page, its products' category labels in `lang` (a supplier's own texts stay as written). */
export function getSupplier(slug: string, lang: LanguageCode, signal?: AbortSignal): Promise<SupplierPage> {
  return apiRequest(
    `/suppliers/${encodeURIComponent(slug)}?lang=${lang}`,
    async () => (await import('@bulk/domain/suppliers')).supplierPageSchema,
    { signal },
  );
}

export function getSupplierQueryOptions(slug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: ['suppliers', slug, lang],
    queryFn: ({ signal }) => getSupplier(slug, lang, signal),
  });
}

export function useSupplier(slug: string) {
  return useQuery(getSupplierQueryOptions(slug, useCurrentLanguage()));
}
