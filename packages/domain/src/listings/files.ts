import { z } from 'zod';
import { productPhotoSchema } from '../catalogue/product';
import { UPLOAD_MAX_BYTES } from '../engagement';

/** Photos of one listing (issue 18): the first is its cover in the store. */
export const MAX_LISTING_PHOTOS = 6;
/** PDF documents of one listing: certificates, lab reports. */
export const MAX_LISTING_DOCUMENTS = 6;
/** A photo as sent, before it is re-encoded: phone cameras make files of several megabytes. */
export const LISTING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A PDF document, as for every other upload. */
export const LISTING_DOCUMENT_MAX_BYTES = UPLOAD_MAX_BYTES;
/** The widths, in pixels, of the square WebP variants the store serves (`srcset`). */
export const LISTING_PHOTO_WIDTHS = [400, 800, 1200] as const;
/** The photo types the server accepts, recognised by their content. */
export const listingPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const listingPhotoSchema = productPhotoSchema.extend({ id: z.number().int().positive() });
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingDocumentSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  /** Where the store offers it once the listing is live. */
  url: z.string(),
});
export type ListingDocument = z.infer<typeof listingDocumentSchema>;

/** `GET /api/supplier/products/:id/files` and the answer of every change to them. */
export const listingFilesSchema = z.object({
  photos: z.array(listingPhotoSchema),
  documents: z.array(listingDocumentSchema),
});
export type ListingFiles = z.infer<typeof listingFilesSchema>;

const idOf = (what: string) =>
  z.coerce.number(`Expected a ${what} id.`).int(`Expected a ${what} id.`).min(1).max(2_147_483_647);

export const listingPhotoParamsSchema = z.strictObject({ id: idOf('listing'), photoId: idOf('photo') });
export const listingDocumentParamsSchema = z.strictObject({
  id: idOf('listing'),
  documentId: idOf('document'),
});

/** `PUT /api/supplier/products/:id/photos/order`: every photo of the listing once, the cover first. */
export const listingPhotoOrderSchema = z.strictObject({
  photoIds: z
    .array(z.number().int().positive())
    .min(1, 'Send the listing’s photos in their new order.')
    .max(MAX_LISTING_PHOTOS),
});
export type ListingPhotoOrder = z.infer<typeof listingPhotoOrderSchema>;

/** A public photo variant's file name: its upload key and format. */
export const listingPhotoFileParamsSchema = z.strictObject({
  file: z.string().regex(/^[0-9a-f]{32}\.webp$/, 'Expected a photo file name.'),
});
export const listingDocumentFileParamsSchema = z.strictObject({ documentId: idOf('document') });
