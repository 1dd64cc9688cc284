import type { ProductDocument, ProductPhoto } from '@bulk/domain/catalogue';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { listingDocuments, listingPhotos, listingPhotoVariants, products } from '#src/db/schema/index';

export interface StoredPhoto {
  id: number;
  originalKey: string;
  variants: { key: string; width: number }[];
}

export type StoredDocument = typeof listingDocuments.$inferSelect;

/** A listing's photos in display order (the cover first), each with its variants, narrowest first. */
export async function listPhotos(db: Database, listingId: number): Promise<StoredPhoto[]> {
  const rows = await db
    .select({
      id: listingPhotos.id,
      originalKey: listingPhotos.originalKey,
      key: listingPhotoVariants.key,
      width: listingPhotoVariants.width,
    })
    .from(listingPhotos)
    .innerJoin(listingPhotoVariants, eq(listingPhotoVariants.photoId, listingPhotos.id))
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position), asc(listingPhotos.id), asc(listingPhotoVariants.width));
  const photos = new Map<number, StoredPhoto>();
  for (const row of rows) {
    const photo = photos.get(row.id) ?? { id: row.id, originalKey: row.originalKey, variants: [] };
    photo.variants.push({ key: row.key, width: row.width });
    photos.set(row.id, photo);
  }
  return [...photos.values()];
}

export async function listDocuments(db: Database, listingId: number): Promise<StoredDocument[]> {
  return db
    .select()
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId))
    .orderBy(asc(listingDocuments.id));
}

export async function countPhotos(db: Database, listingId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return row?.count ?? 0;
}

export async function countDocuments(db: Database, listingId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId));
  return row?.count ?? 0;
}

/** Adds a photo after the listing's others, with its variants. */
export async function insertPhoto(
  tx: Database,
  values: {
    listingId: number;
    position: number;
    originalKey: string;
    variants: { key: string; width: number }[];
  },
  at: Date,
): Promise<void> {
  const [photo] = await tx
    .insert(listingPhotos)
    .values({
      listingId: values.listingId,
      position: values.position,
      originalKey: values.originalKey,
      createdAt: at,
    })
    .returning({ id: listingPhotos.id });
  await tx
    .insert(listingPhotoVariants)
    .values(values.variants.map((variant) => ({ ...variant, photoId: photo!.id })));
}

/** Removes one photo of the listing (its variants go with it); the removed photo, if there was one. */
export async function deletePhoto(tx: Database, listingId: number, photoId: number) {
  const [photo] = await listPhotos(tx, listingId).then((photos) => photos.filter(({ id }) => id === photoId));
  if (!photo) return undefined;
  await tx
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
  return photo;
}

export async function setPhotoPositions(tx: Database, listingId: number, photoIds: readonly number[]) {
  for (const [position, id] of photoIds.entries()) {
    await tx
      .update(listingPhotos)
      .set({ position })
      .where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
  }
}

export async function insertDocument(
  tx: Database,
  values: { listingId: number; name: string; storageKey: string; sizeBytes: number },
  at: Date,
): Promise<void> {
  await tx.insert(listingDocuments).values({ ...values, createdAt: at });
}

export async function deleteDocument(tx: Database, listingId: number, documentId: number) {
  const [document] = await tx
    .delete(listingDocuments)
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listingId)))
    .returning();
  return document;
}

/** Writes the listing's photos and documents onto its product, if it has one: what the store serves. */
export async function updateProductFiles(
  tx: Database,
  listingId: number,
  files: { photos: ProductPhoto[]; documents: ProductDocument[] },
  at: Date,
): Promise<boolean> {
  const updated = await tx
    .update(products)
    .set({ photos: files.photos, documents: files.documents, updatedAt: at })
    .where(eq(products.listingId, listingId))
    .returning({ id: products.id });
  return updated.length > 0;
}

/** Whether a key is a public photo variant (an original or any other upload is not). */
export async function isPhotoVariant(db: Database, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: listingPhotoVariants.key })
    .from(listingPhotoVariants)
    .where(eq(listingPhotoVariants.key, key));
  return row !== undefined;
}

export async function findDocument(db: Database, listingId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(listingDocuments)
    .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listingId)));
  return row;
}

/** A document whose listing is on sale now (its product visible); other documents are not public. */
export async function findPublicDocument(db: Database, documentId: number) {
  const [row] = await db
    .select({ name: listingDocuments.name, storageKey: listingDocuments.storageKey })
    .from(listingDocuments)
    .innerJoin(products, eq(products.listingId, listingDocuments.listingId))
    .where(and(eq(listingDocuments.id, documentId), eq(products.visible, true)));
  return row;
}
