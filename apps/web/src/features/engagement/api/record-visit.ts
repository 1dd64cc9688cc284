import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

/**
 * `POST /api/visits`: counts this browser once a day (the server keeps an httpOnly cookie) and answers the
 * total of visitors so far.
 */
export async function recordVisit(): Promise<number> {
  const { total } = await apiRequest(
    '/visits',
    // Imported with the call: every first page counts the visit, and its scripts leave zod out.
    async () => (await import('@bulk/domain/engagement')).visitsResponseSchema,
    { method: 'POST' },
  );
  return total;
}

// A query rather than a mutation, although it posts: the call is safe to repeat (the server counts a
// browser once a day), and a query shares one request among React's double mount in development and
// keeps its answer for the life of the page, so the visit is recorded once per page load. The signal is
// not passed on purpose: an unmount must not abort the count.
export const recordedVisitQueryOptions = queryOptions({
  queryKey: ['visits', 'recorded'],
  queryFn: () => recordVisit(),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  // A visit is a browser's: the server's page renderer leaves this call to the page in the browser.
  meta: { browserOnly: true },
});

/** The visitor total once this page load's visit is recorded; undefined before, or if the call failed. */
export function useRecordedVisitTotal(): number | undefined {
  return useQuery(recordedVisitQueryOptions).data;
}
