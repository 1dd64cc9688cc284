import { listingFieldsSchema, listingSheetHeaders, type ListingFieldsInput } from '@bulk/domain/listings';
import { membershipEnd } from '@bulk/domain/memberships';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import sharp from 'sharp';
import {
  listingDocuments,
  listingPhotos,
  listingPhotoVariants,
  listings,
  supplierProfiles,
  users,
} from '#src/db/schema/index';
import { asBearer, uniqueEmail } from './accounts';
import { multipartBody, registerSupplier } from './members';
import type { TestApp } from './test-app';

/** A valid listing: toor dal from Latur at ₹420/kg from 100 kg in steps of 50, ₹380/kg from 500 kg. */
export const toorDalListing = (sku = ''): ListingFieldsInput => ({
  name: 'Toor Dal, unpolished',
  category: 'Pulses',
  shortDescription: 'Sun-dried toor dal from Latur.',
  fullDescription: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  hsn: '0713',
  unit: 'kg',
  moq: 100,
  stepQty: 50,
  pricePaise: 42_000,
  slabs: [{ fromQuantity: 500, pricePaise: 38_000 }],
  stock: 5000,
  lowStockThreshold: 500,
  weightGrams: 1000,
  packagingSizes: ['30 kg sack'],
  dispatchDays: 3,
  pickupState: 'Maharashtra',
  pickupPin: '413512',
  specifications: [{ name: 'Moisture', value: 'below 10%' }],
  sku,
});

/** A paid supplier; approved by an admin when `approved` (written straight, as the admin's decision is tested elsewhere). */
export async function supplierWithToken(ctx: TestApp, approved: boolean) {
  const { token, user } = await registerSupplier(ctx, uniqueEmail('seller'));
  if (approved) await approveSupplier(ctx, user.id);
  return { token, user };
}

/** Approves a supplier as an admin's approval does: its membership year starts now (by the system clock). */
export async function approveSupplier(ctx: TestApp, userId: number): Promise<void> {
  const { db } = ctx.database.handle;
  await db.update(users).set({ status: 'approved' }).where(eq(users.id, userId));
  await db
    .update(supplierProfiles)
    .set({ validUntil: membershipEnd(new Date()) })
    .where(eq(supplierProfiles.userId, userId));
}

/** A new draft listing of the supplier signed in with `token`; returns its id. */
export async function createDraftListing(ctx: TestApp, token: string, sku = ''): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/products',
    headers: asBearer(token),
    payload: toorDalListing(sku),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A new listing of a new approved supplier, submitted for review; returns its id. */
export async function submittedListing(ctx: TestApp): Promise<number> {
  const { token } = await supplierWithToken(ctx, true);
  const id = await createDraftListing(ctx, token);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/products/${id}/submit`,
    headers: asBearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

/**
 * A listing of `sellerId` written straight into the database in the state given (a published one without
 * its product row), for requests that need a listing of the caller whatever its role.
 */
export async function freshListing(
  ctx: TestApp,
  sellerId: number,
  state: 'draft' | 'live' | 'paused',
): Promise<number> {
  const [row] = await ctx.database.handle.db
    .insert(listings)
    .values({
      sellerId,
      fields: listingFieldsSchema.parse(toorDalListing()),
      status: state,
      pausedBy: state === 'paused' ? 'supplier' : null,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** A photo made for the test: a gradient-free block of colour with EXIF (a copyright line) attached. */
export async function testPhoto(
  format: 'jpeg' | 'png' | 'webp',
  { width = 900, height = 600 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'Secret Farm, Latur', ImageDescription: 'taken at 18.40N 76.57E' } })
    .toFormat(format)
    .toBuffer();
}

export const testPdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A listing upload as a browser's FormData sends it: the file in `field`. */
export const fileForm = (content: Buffer, fileName: string, field = 'photo') =>
  multipartBody({}, { [field]: [content, fileName] });

/**
 * A draft listing of `sellerId` with one photo (one real stored variant) and one document, written
 * straight into the database; returns their ids and the variant's public file name.
 */
export async function freshListingFiles(ctx: TestApp, sellerId: number) {
  const { db } = ctx.database.handle;
  const { uploads } = ctx.app.services;
  const listingId = await freshListing(ctx, sellerId, 'draft');
  const variantKey = await uploads.save(
    await sharp(await testPhoto('png'))
      .webp()
      .toBuffer(),
  );
  const [photo] = await db
    .insert(listingPhotos)
    .values({ listingId, position: 0, originalKey: await uploads.save(await testPhoto('png')) })
    .returning({ id: listingPhotos.id });
  await db.insert(listingPhotoVariants).values({ key: variantKey, photoId: photo!.id, width: 400 });
  const [document] = await db
    .insert(listingDocuments)
    .values({ listingId, name: 'lab-report.pdf', storageKey: await uploads.save(testPdf()), sizeBytes: 40 })
    .returning({ id: listingDocuments.id });
  return { listingId, photoId: photo!.id, documentId: document!.id, variantFile: `${variantKey}.webp` };
}

/** A bulk upload as the browser sends it: the file, and for a confirmation `confirm=true` with the preview's digest. */
export function listingImportForm(
  content: string | Buffer,
  fileName = 'listings.csv',
  fields: Record<string, string> = {},
) {
  return multipartBody(fields, { file: [Buffer.from(content), fileName] });
}

/** A CSV file of listings under the template's header, each row its cells in the template's order. */
export const listingsCsv = (rows: readonly (readonly string[])[]) =>
  stringify([listingSheetHeaders, ...rows]);
