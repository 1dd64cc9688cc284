import { productSchema } from '@bulk/domain/catalogue';
import { listingFilesSchema, type ListingFiles } from '@bulk/domain/listings';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer } from '#src/testing/accounts';
import { createDraftListing, fileForm, supplierWithToken, testPdf, testPhoto } from '#src/testing/listings';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(ctx.database.handle.db, 'chief@store.test');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin });
  adminToken = login.json().token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? asBearer(token) : {}, ...(payload && { payload }) });

async function upload(token: string, id: number, content: Buffer, name: string, field = 'photo') {
  const form = await fileForm(content, name, field);
  const kind = field === 'photo' ? 'photos' : 'documents';
  return ctx.app.inject({
    method: 'POST',
    url: `/api/supplier/products/${id}/${kind}`,
    headers: { ...asBearer(token), ...form.headers },
    payload: form.payload,
  });
}

const filesOf = (res: { json(): unknown }): ListingFiles => listingFilesSchema.parse(res.json());
const issueFields = (res: { json(): unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((issue) => issue.field);

async function draft() {
  const supplier = await supplierWithToken(ctx, true);
  return { ...supplier, id: await createDraftListing(ctx, supplier.token) };
}

describe('listing photos', () => {
  test.each(['jpeg', 'png', 'webp'] as const)(
    'a %s photo is re-encoded to square WebP at three widths, without its EXIF',
    async (format) => {
      const { token, id } = await draft();
      const original = await testPhoto(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await upload(token, id, original, `sack.${format}`);
      expect(res.statusCode, res.body).toBe(201);
      const [photo] = filesOf(res).photos;
      expect(photo!.variants.map(({ width }) => width)).toEqual([400, 800, 1200]);
      for (const variant of photo!.variants) {
        const served = await call('GET', variant.url);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.width });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(served.rawPayload.includes('Secret Farm')).toBe(false);
      }
    },
  );

  test('a photo taken sideways is turned upright by its EXIF orientation, then padded white to the square', async () => {
    const { token, id } = await draft();
    // 900x600 landscape pixels, marked "rotate 90°": upright it is a 600x900 portrait.
    const sideways = await sharp(await testPhoto('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(token, id, sideways, 'upright.jpg');
    const [, middle] = filesOf(res).photos[0]!.variants;
    const { data, info } = await sharp((await call('GET', middle!.url)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // A portrait leaves white bands at the sides and fills the middle from top to bottom.
    expect(pixel(10, 400).every((value) => value > 245)).toBe(true);
    expect(pixel(400, 10)[0]).toBeGreaterThan(180);
    expect(pixel(400, 10)[2]).toBeLessThan(80);
  });

  test('a text file named .jpg, a PDF sent as a photo and an empty form are refused naming the field', async () => {
    const { token, id } = await draft();
    const text = await upload(token, id, Buffer.from('just some text, not a photo'), 'sack.jpg');
    expect(text.statusCode).toBe(415);
    expect(issueFields(text)).toEqual(['photo']);
    const pdf = await upload(token, id, testPdf(), 'sack.png');
    expect(pdf.statusCode).toBe(415);
    const truncated = (await testPhoto('jpeg', { width: 1600, height: 1200 })).subarray(0, 400);
    const damaged = await upload(token, id, truncated, 'sack.jpg');
    expect(damaged.statusCode).toBe(415);
    expect(issueFields(damaged)).toEqual(['photo']);
    const wrongField = await upload(token, id, await testPhoto('png'), 'sack.png', 'picture');
    expect(wrongField.statusCode).toBe(400);
    expect(filesOf(await call('GET', `/api/supplier/products/${id}/files`, token)).photos).toEqual([]);
  });

  test('a seventh photo is refused with 409 naming the field, and nothing of it is kept', async () => {
    const { token, id } = await draft();
    const photo = await testPhoto('png', { width: 300, height: 200 });
    for (let index = 0; index < 6; index += 1) {
      expect((await upload(token, id, photo, `p${index}.png`)).statusCode).toBe(201);
    }
    const seventh = await upload(token, id, photo, 'p7.png');
    expect(seventh.statusCode).toBe(409);
    expect(issueFields(seventh)).toEqual(['photo']);
    expect(filesOf(await call('GET', `/api/supplier/products/${id}/files`, token)).photos).toHaveLength(6);
  });

  test('a file past 10 MB is refused with 413 naming the field', async () => {
    const { token, id } = await draft();
    const big = Buffer.concat([await testPhoto('png'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(token, id, big, 'huge.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', issues: [{ field: 'photo' }] });
  });

  test('photos are reordered (the first is the cover) and removed; their files go with them', async () => {
    const { token, id } = await draft();
    await upload(token, id, await testPhoto('png'), 'a.png');
    const two = filesOf(await upload(token, id, await testPhoto('jpeg'), 'b.jpg'));
    const [first, second] = two.photos.map(({ id }) => id) as [number, number];
    const bad = await call('PUT', `/api/supplier/products/${id}/photos/order`, token, { photoIds: [second] });
    expect(bad.statusCode).toBe(400);
    expect(issueFields(bad)).toEqual(['photoIds']);
    const ordered = await call('PUT', `/api/supplier/products/${id}/photos/order`, token, {
      photoIds: [second, first],
    });
    expect(filesOf(ordered).photos.map(({ id }) => id)).toEqual([second, first]);
    const removed = await call('DELETE', `/api/supplier/products/${id}/photos/${second}`, token);
    expect(filesOf(removed).photos.map(({ id }) => id)).toEqual([first]);
    expect((await call('GET', two.photos[0]!.variants[0]!.url)).statusCode).toBe(200);
    expect((await call('GET', two.photos[1]!.variants[0]!.url)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/supplier/products/${id}/photos/${second}`, token)).statusCode).toBe(
      404,
    );
  });

  test('a photo added after others were removed goes last', async () => {
    const { token, id } = await draft();
    const photo = await testPhoto('png', { width: 300, height: 200 });
    for (const name of ['a', 'b', 'c', 'd']) await upload(token, id, photo, `${name}.png`);
    const [a, b, c, d] = filesOf(await call('GET', `/api/supplier/products/${id}/files`, token)).photos.map(
      ({ id }) => id,
    );
    await call('DELETE', `/api/supplier/products/${id}/photos/${a}`, token);
    await call('DELETE', `/api/supplier/products/${id}/photos/${b}`, token);
    const added = filesOf(await upload(token, id, photo, 'e.png')).photos.map(({ id }) => id);
    expect(added.slice(0, 2)).toEqual([c, d]);
    expect(added).toHaveLength(3);
  });

  test('the original is never served, nor any other upload', async () => {
    const { token, id } = await draft();
    await upload(token, id, await testPhoto('png'), 'a.png');
    const rows = await ctx.database.handle.db.query.listingPhotos.findMany();
    for (const row of rows) {
      expect((await ctx.app.services.uploads.read(row.originalKey))?.length).toBeGreaterThan(0);
      expect((await call('GET', `/api/listing-photos/${row.originalKey}.webp`)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/listing-photos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});

describe("another supplier's listing", () => {
  test('answers 404 for every file route, and nothing changes', async () => {
    const owner = await draft();
    const other = await supplierWithToken(ctx, true);
    const files = filesOf(await upload(owner.token, owner.id, await testPhoto('png'), 'a.png'));
    const withDocument = filesOf(await upload(owner.token, owner.id, testPdf(), 'lab.pdf', 'document'));
    const photoId = files.photos[0]!.id;
    const documentId = withDocument.documents[0]!.id;
    const base = `/api/supplier/products/${owner.id}`;
    expect((await call('GET', `${base}/files`, other.token)).statusCode).toBe(404);
    expect((await upload(other.token, owner.id, await testPhoto('png'), 'b.png')).statusCode).toBe(404);
    expect((await upload(other.token, owner.id, testPdf(), 'b.pdf', 'document')).statusCode).toBe(404);
    expect((await call('PUT', `${base}/photos/order`, other.token, { photoIds: [photoId] })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${base}/photos/${photoId}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/documents/${documentId}`, other.token)).statusCode).toBe(404);
    const after = filesOf(await call('GET', `${base}/files`, owner.token));
    expect(after.photos).toHaveLength(1);
    expect(after.documents).toHaveLength(1);
  });
});

describe('listing documents', () => {
  test('a PDF is kept under a clean name; anything else, or one past 5 MB, is refused naming the field', async () => {
    const { token, id } = await draft();
    const notPdf = await upload(token, id, await testPhoto('png'), 'report.pdf', 'document');
    expect(notPdf.statusCode).toBe(415);
    expect(issueFields(notPdf)).toEqual(['document']);
    const big = Buffer.concat([testPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(token, id, big, 'big.pdf', 'document');
    expect(tooBig.statusCode).toBe(413);
    expect(issueFields(tooBig)).toEqual(['document']);
    const saved = await upload(token, id, testPdf(), '../FSSAI licence.PDF', 'document');
    expect(saved.statusCode, saved.body).toBe(201);
    const [document] = filesOf(saved).documents;
    expect(document).toMatchObject({ name: 'FSSAI licence.pdf', sizeBytes: testPdf().length });
    // A draft's document is not public; its supplier downloads it, no one else.
    expect((await call('GET', document!.url)).statusCode).toBe(404);
    const own = await call('GET', `/api/supplier/products/${id}/documents/${document!.id}`, token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(testPdf())).toBe(true);
    const other = await supplierWithToken(ctx, true);
    const stranger = await call('GET', `/api/supplier/products/${id}/documents/${document!.id}`, other.token);
    expect(stranger.statusCode).toBe(404);
    const removed = await call('DELETE', `/api/supplier/products/${id}/documents/${document!.id}`, token);
    expect(filesOf(removed).documents).toEqual([]);
  });
});

describe('the store', () => {
  test('a supplier creates a listing with two photos and a document; once live, the store shows them', async () => {
    const { token, id } = await draft();
    await upload(token, id, await testPhoto('jpeg'), 'front.jpg');
    await upload(token, id, await testPhoto('png', { width: 600, height: 900 }), 'back.png');
    await upload(token, id, testPdf(), 'Lab report.pdf', 'document');
    expect((await call('POST', `/api/supplier/products/${id}/submit`, token)).statusCode).toBe(200);
    const approved = await call('POST', `/api/admin/listings/${id}/approve`, adminToken);
    expect(approved.statusCode, approved.body).toBe(200);
    const productId = approved.json().productId as number;

    const product = productSchema.parse((await call('GET', `/api/products/${productId}`)).json());
    expect(product.photos).toHaveLength(2);
    expect(product.photos[0]!.variants.map(({ width }) => width)).toEqual([400, 800, 1200]);
    expect(product.documents).toEqual([
      { name: 'Lab report.pdf', url: expect.stringMatching(/^\/api\/listing-documents\/\d+$/) },
    ]);
    const pdf = await call('GET', product.documents[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    expect(pdf.rawPayload.equals(testPdf())).toBe(true);

    // A change of photo reaches the store at once, without review.
    const files = filesOf(await call('GET', `/api/supplier/products/${id}/files`, token));
    const [front, back] = files.photos.map(({ id }) => id) as [number, number];
    await call('PUT', `/api/supplier/products/${id}/photos/order`, token, { photoIds: [back, front] });
    const reordered = productSchema.parse((await call('GET', `/api/products/${productId}`)).json());
    expect(reordered.photos[0]).toEqual({ variants: files.photos[1]!.variants });

    // Paused, the listing's documents leave the store with it.
    expect((await call('POST', `/api/supplier/products/${id}/pause`, token)).statusCode).toBe(200);
    expect((await call('GET', product.documents[0]!.url)).statusCode).toBe(404);
  });
});
