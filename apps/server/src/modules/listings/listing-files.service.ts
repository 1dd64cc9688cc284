import type { ProductPhoto } from '@bulk/domain/catalogue';
import {
  MAX_LISTING_DOCUMENTS,
  MAX_LISTING_PHOTOS,
  type ListingDocument,
  type ListingFiles,
} from '@bulk/domain/listings';
import type { Database } from '#src/db/client';
import { AppError, notFound } from '#src/lib/app-error';
import { detectUploadType, downloadName, type UploadStore } from '#src/modules/uploads/upload-store';
import { encodeListingPhoto } from './listing-photo-encoder';
import {
  countDocuments,
  countPhotos,
  deleteDocument,
  deletePhoto,
  findDocument,
  findPublicDocument,
  insertDocument,
  insertPhoto,
  isPhotoVariant,
  listDocuments,
  listPhotos,
  setPhotoPositions,
  updateProductFiles,
  type StoredDocument,
  type StoredPhoto,
} from './listing-files.repo';
import { findListing, lockListing } from './listings.repo';
import type { StoreCopy } from './listings.service';

const NO_SUCH_LISTING = 'There is no such listing.';

const photoUrl = (key: string) => `/api/listing-photos/${key}.webp`;
const documentUrl = (id: number) => `/api/listing-documents/${id}`;

const publicPhoto = (photo: StoredPhoto): ProductPhoto => ({
  variants: photo.variants.map(({ key, width }) => ({ width, url: photoUrl(key) })),
});

const documentView = (document: StoredDocument): ListingDocument => ({
  id: document.id,
  name: document.name,
  sizeBytes: document.sizeBytes,
  url: documentUrl(document.id),
});

const photoKeys = (photo: StoredPhoto) => [photo.originalKey, ...photo.variants.map(({ key }) => key)];

/** Forgets stored files after the change that dropped them committed; a file left behind is only space. */
async function forget(uploads: UploadStore, keys: string[]) {
  await Promise.allSettled(keys.map((key) => uploads.remove(key)));
}

async function filesOf(db: Database, listingId: number): Promise<ListingFiles> {
  const photos = await listPhotos(db, listingId);
  const documents = await listDocuments(db, listingId);
  return {
    photos: photos.map((photo) => ({ id: photo.id, ...publicPhoto(photo) })),
    documents: documents.map(documentView),
  };
}

/**
 * Writes the listing's photos and documents onto its product, so the store shows them with the change;
 * true when there is a product (the catalogue copy must then be dropped).
 */
export async function publishListingFiles(tx: Database, listingId: number, at: Date): Promise<boolean> {
  const { photos, documents } = await filesOf(tx, listingId);
  return updateProductFiles(
    tx,
    listingId,
    {
      photos: photos.map(({ variants }) => ({ variants })),
      documents: documents.map(({ name, url }) => ({ name, url })),
    },
    at,
  );
}

/** The supplier's own listing, or 404 exactly as for a missing one; an archived listing is not changed. */
async function lockOwnListing(tx: Database, sellerId: number, listingId: number) {
  const row = await lockListing(tx, listingId, sellerId);
  if (!row) throw notFound(NO_SUCH_LISTING);
  if (row.status === 'archived') throw new AppError('CONFLICT', 'An archived listing cannot be changed.');
  return row;
}

async function requireOwnListing(db: Database, sellerId: number, listingId: number) {
  const row = await findListing(db, listingId, sellerId);
  if (!row) throw notFound(NO_SUCH_LISTING);
  if (row.status === 'archived') throw new AppError('CONFLICT', 'An archived listing cannot be changed.');
}

function refuseOverLimit(field: 'photo' | 'document', count: number) {
  const limit = field === 'photo' ? MAX_LISTING_PHOTOS : MAX_LISTING_DOCUMENTS;
  if (count < limit) return;
  const message =
    field === 'photo'
      ? `A listing has at most ${limit} photos. Remove one first.`
      : `A listing has at most ${limit} documents. Remove one first.`;
  throw new AppError('CONFLICT', message, [{ field, message }]);
}

export async function supplierListingFiles(db: Database, sellerId: number, listingId: number) {
  if (!(await findListing(db, listingId, sellerId))) throw notFound(NO_SUCH_LISTING);
  return filesOf(db, listingId);
}

/**
 * Adds a photo to the supplier's listing, after its others: checked and re-encoded before anything is
 * stored, then the original (private) and its variants saved, and the rows written in one transaction;
 * should that fail, the saved files are removed again. Photos change at once, without review.
 */
export async function addListingPhoto(
  db: Database,
  uploads: UploadStore,
  store: StoreCopy,
  sellerId: number,
  listingId: number,
  content: Buffer,
  at: Date,
): Promise<ListingFiles> {
  await requireOwnListing(db, sellerId, listingId);
  refuseOverLimit('photo', await countPhotos(db, listingId));
  const variants = await encodeListingPhoto(content);
  const saved: string[] = [];
  let storeChanged = false;
  try {
    const originalKey = await uploads.save(content);
    saved.push(originalKey);
    const storedVariants: { key: string; width: number }[] = [];
    for (const variant of variants) {
      const key = await uploads.save(variant.content);
      saved.push(key);
      storedVariants.push({ key, width: variant.width });
    }
    await db.transaction(async (tx) => {
      await lockOwnListing(tx, sellerId, listingId);
      const count = await countPhotos(tx, listingId);
      refuseOverLimit('photo', count);
      await insertPhoto(tx, { listingId, position: count, originalKey, variants: storedVariants }, at);
      storeChanged = await publishListingFiles(tx, listingId, at);
    });
  } catch (error) {
    await forget(uploads, saved);
    throw error;
  }
  if (storeChanged) store.invalidate();
  return filesOf(db, listingId);
}

export async function removeListingPhoto(
  db: Database,
  uploads: UploadStore,
  store: StoreCopy,
  sellerId: number,
  listingId: number,
  photoId: number,
  at: Date,
): Promise<ListingFiles> {
  const { removed, storeChanged } = await db.transaction(async (tx) => {
    await lockOwnListing(tx, sellerId, listingId);
    const removed = await deletePhoto(tx, listingId, photoId);
    if (!removed) throw notFound('There is no such photo.');
    // Positions stay 0..n-1, so a photo added next goes after every other.
    const remaining = await listPhotos(tx, listingId);
    await setPhotoPositions(
      tx,
      listingId,
      remaining.map(({ id }) => id),
    );
    return { removed, storeChanged: await publishListingFiles(tx, listingId, at) };
  });
  if (storeChanged) store.invalidate();
  await forget(uploads, photoKeys(removed));
  return filesOf(db, listingId);
}

/** Puts the listing's photos in the order given, the first becoming the cover: every photo exactly once. */
export async function orderListingPhotos(
  db: Database,
  store: StoreCopy,
  sellerId: number,
  listingId: number,
  photoIds: number[],
  at: Date,
): Promise<ListingFiles> {
  const storeChanged = await db.transaction(async (tx) => {
    await lockOwnListing(tx, sellerId, listingId);
    const current = (await listPhotos(tx, listingId)).map(({ id }) => id);
    const same =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => current.includes(id));
    if (!same) {
      const message = 'Send every photo of the listing exactly once.';
      throw new AppError('VALIDATION_FAILED', `photoIds: ${message}`, [{ field: 'photoIds', message }]);
    }
    await setPhotoPositions(tx, listingId, photoIds);
    return publishListingFiles(tx, listingId, at);
  });
  if (storeChanged) store.invalidate();
  return filesOf(db, listingId);
}

/** Adds a PDF document (by its content, whatever its name says) to the supplier's listing. */
export async function addListingDocument(
  db: Database,
  uploads: UploadStore,
  store: StoreCopy,
  sellerId: number,
  listingId: number,
  file: { content: Buffer; name: string },
  at: Date,
): Promise<ListingFiles> {
  await requireOwnListing(db, sellerId, listingId);
  refuseOverLimit('document', await countDocuments(db, listingId));
  if (detectUploadType(file.content) !== 'application/pdf') {
    const message = 'The document must be a PDF file.';
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, [{ field: 'document', message }]);
  }
  const storageKey = await uploads.save(file.content);
  let storeChanged = false;
  try {
    await db.transaction(async (tx) => {
      await lockOwnListing(tx, sellerId, listingId);
      refuseOverLimit('document', await countDocuments(tx, listingId));
      const name = downloadName(file.name, 'application/pdf');
      await insertDocument(tx, { listingId, name, storageKey, sizeBytes: file.content.length }, at);
      storeChanged = await publishListingFiles(tx, listingId, at);
    });
  } catch (error) {
    await forget(uploads, [storageKey]);
    throw error;
  }
  if (storeChanged) store.invalidate();
  return filesOf(db, listingId);
}

export async function removeListingDocument(
  db: Database,
  uploads: UploadStore,
  store: StoreCopy,
  sellerId: number,
  listingId: number,
  documentId: number,
  at: Date,
): Promise<ListingFiles> {
  const { removed, storeChanged } = await db.transaction(async (tx) => {
    await lockOwnListing(tx, sellerId, listingId);
    const removed = await deleteDocument(tx, listingId, documentId);
    if (!removed) throw notFound('There is no such document.');
    return { removed, storeChanged: await publishListingFiles(tx, listingId, at) };
  });
  if (storeChanged) store.invalidate();
  await forget(uploads, [removed.storageKey]);
  return filesOf(db, listingId);
}

/** A public photo variant's bytes; originals and every other upload answer 404. */
export async function photoVariantContent(db: Database, uploads: UploadStore, key: string): Promise<Buffer> {
  const content = (await isPhotoVariant(db, key)) ? await uploads.read(key) : undefined;
  if (!content) throw notFound('There is no such photo.');
  return content;
}

/** A document of the supplier's own listing, with its bytes, whatever the listing's state; 404 for anyone else's. */
export async function ownListingDocument(
  db: Database,
  uploads: UploadStore,
  sellerId: number,
  listingId: number,
  documentId: number,
) {
  const listing = await findListing(db, listingId, sellerId);
  const document = listing && (await findDocument(db, listingId, documentId));
  const content = document && (await uploads.read(document.storageKey));
  if (!content) throw notFound('There is no such document.');
  return { name: document.name, content };
}

/** A document of a listing on sale now, with its bytes; any other answers 404. */
export async function publicListingDocument(db: Database, uploads: UploadStore, documentId: number) {
  const document = await findPublicDocument(db, documentId);
  const content = document && (await uploads.read(document.storageKey));
  if (!content) throw notFound('There is no such document.');
  return { name: document.name, content };
}
