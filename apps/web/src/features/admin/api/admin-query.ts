import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every admin query key starts with this, so one change (a status) refreshes every admin view. */
export const adminQueryKey = ['admin'] as const;

/** The query of an admin API request (`?kind=order&q=ravi`), leaving out missing and empty values. */
export function apiSearch(filter: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The query of a page of a newest-first list: the first page has none. */
export const pageSearch = (page: number) => apiSearch({ page: page > 1 ? page : undefined });

/** After any admin action every admin view is refetched: lists, counts, audit log and outbox alike. */
export function useAdminMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
