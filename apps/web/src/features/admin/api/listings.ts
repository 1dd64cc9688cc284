import { adminListingListSchema, adminListingSchema, listingReviewCountSchema } from '@bulk/domain/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';
import { adminQueryKey, useAdminMutation } from './admin-query';

// The review of supplier listings: the queue, its count for the menu, and the decisions.

export function adminListingsQueryOptions() {
  return queryOptions({
    queryKey: [...adminQueryKey, 'listings'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/listings?status=submitted', adminListingListSchema, { signal }),
    staleTime: 0,
  });
}

export function useAdminListings() {
  return useQuery(adminListingsQueryOptions());
}

export function useListingReviewCount() {
  return useQuery({
    queryKey: [...adminQueryKey, 'listings', 'count'],
    queryFn: ({ signal }) => apiRequest('/admin/listings/count', listingReviewCountSchema, { signal }),
    staleTime: 0,
  });
}

export type ListingDecision =
  { id: number; approved: true } | { id: number; approved: false; reason: string };

export function useDecideListing() {
  return useAdminMutation((decision: ListingDecision) =>
    apiRequest(
      `/admin/listings/${decision.id}/${decision.approved ? 'approve' : 'reject'}`,
      adminListingSchema,
      { method: 'POST', body: JSON.stringify(decision.approved ? {} : { reason: decision.reason }) },
    ),
  );
}
