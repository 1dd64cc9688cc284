import { listingImportSchema, type ListingImport, type ListingSheetFormat } from '@bulk/domain/listings';
import { API_BASE, apiRequest } from '#src/lib/api-client';

// The supplier's listings as spreadsheets: the downloads are plain links (the session cookie goes with
// them); the upload is previewed first, then confirmed with the preview's digest.

export const listingsTemplateUrl = (format: ListingSheetFormat) =>
  `${API_BASE}/supplier/products/import/template?format=${format}`;

function importRequest(file: File, fields: Record<string, string>): Promise<ListingImport> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file);
  return apiRequest('/supplier/products/import', listingImportSchema, { method: 'POST', body });
}

/** What the file would do; saves nothing. */
export const previewListingImport = (file: File) => importRequest(file, {});

/** Imports the good rows of the preview named by `digest` (409 if the file or the listings changed since). */
export const confirmListingImport = (file: File, digest: string) =>
  importRequest(file, { confirm: 'true', digest });
