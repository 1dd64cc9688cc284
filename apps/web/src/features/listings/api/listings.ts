import {
  listingListSchema,
  listingSchema,
  type Listing,
  type ListingFieldsInput,
  type ListingPatch,
} from '@bulk/domain/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#src/lib/api-client';

// The signed-in supplier's own listings (`/api/supplier/products`).

export const listingsQueryKey = ['supplier', 'listings'] as const;

export const supplierListingsQueryOptions = queryOptions({
  queryKey: listingsQueryKey,
  queryFn: ({ signal }) => apiRequest('/supplier/products', listingListSchema, { signal }),
  staleTime: 0,
});

export function useSupplierListings() {
  return useQuery(supplierListingsQueryOptions);
}

export function supplierListingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...listingsQueryKey, id],
    queryFn: ({ signal }) => apiRequest(`/supplier/products/${id}`, listingSchema, { signal }),
    staleTime: 0,
  });
}

export function useSupplierListing(id: number) {
  return useQuery(supplierListingQueryOptions(id));
}

export function createListing(fields: ListingFieldsInput): Promise<Listing> {
  return apiRequest('/supplier/products', listingSchema, { method: 'POST', body: JSON.stringify(fields) });
}

export function updateListing(id: number, patch: ListingPatch): Promise<Listing> {
  return apiRequest(`/supplier/products/${id}`, listingSchema, {
    method: 'PATCH',
    body: JSON.stringify(patch),
  });
}

export type ListingAction = 'submit' | 'pause' | 'resume' | 'archive';

export function actOnListing(id: number, action: ListingAction): Promise<Listing> {
  return apiRequest(`/supplier/products/${id}/${action}`, listingSchema, { method: 'POST' });
}
