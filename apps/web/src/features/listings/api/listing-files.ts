import { listingFilesSchema, type ListingFiles } from '@bulk/domain/listings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '#src/lib/api-client';
import { listingsQueryKey } from './listings';

// A listing's photos and PDF documents (`/api/supplier/products/:id/files`); every change answers them all.

export const listingFilesQueryKey = (id: number) => [...listingsQueryKey, id, 'files'] as const;

export function listingFilesQueryOptions(id: number) {
  return queryOptions({
    queryKey: listingFilesQueryKey(id),
    queryFn: ({ signal }) => apiRequest(`/supplier/products/${id}/files`, listingFilesSchema, { signal }),
    staleTime: 0,
  });
}

export function useListingFiles(id: number) {
  return useQuery(listingFilesQueryOptions(id));
}

export type ListingFileKind = 'photo' | 'document';

/** Sends one file; the form field is the kind (`photo`, `document`), as the server reads it. */
export function uploadListingFile(id: number, kind: ListingFileKind, file: File): Promise<ListingFiles> {
  const body = new FormData();
  body.append(kind, file);
  return apiRequest(`/supplier/products/${id}/${kind}s`, listingFilesSchema, { method: 'POST', body });
}

export function removeListingFile(id: number, kind: ListingFileKind, fileId: number): Promise<ListingFiles> {
  return apiRequest(`/supplier/products/${id}/${kind}s/${fileId}`, listingFilesSchema, { method: 'DELETE' });
}

/** Puts the photos in this order; the first is the cover. */
export function orderListingPhotos(id: number, photoIds: number[]): Promise<ListingFiles> {
  return apiRequest(`/supplier/products/${id}/photos/order`, listingFilesSchema, {
    method: 'PUT',
    body: JSON.stringify({ photoIds }),
  });
}

/** Where the supplier downloads its own document, whatever the listing's state. */
export const listingDocumentHref = (id: number, documentId: number) =>
  `${API_BASE}/supplier/products/${id}/documents/${documentId}`;
