import type { SupplierPage } from '@bulk/domain/suppliers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

export function getSupplier(slug: string, signal?: AbortSignal): Promise<SupplierPage> {
  return apiRequest(
    `/suppliers/${encodeURIComponent(slug)}`,
    async () => (await import('@bulk/domain/suppliers')).supplierPageSchema,
    { signal },
  );
}

export function getSupplierQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['suppliers', slug],
    queryFn: ({ signal }) => getSupplier(slug, signal),
  });
}

export function useSupplier(slug: string) {
  return useQuery(getSupplierQueryOptions(slug));
}
