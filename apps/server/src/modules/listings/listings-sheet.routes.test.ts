import {
  LISTING_SHEET_MAX_BYTES,
  LISTING_SHEET_MAX_ROWS,
  listingImportSchema,
  listingSheetExample,
  listingSheetHeaders,
  listingSheetRow,
  type ListingFields,
  type ListingImport,
} from '@bulk/domain/listings';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { listings } from '#src/db/schema/index';
import { setAdminPassword } from '#src/modules/admin/admin-accounts';
import { asBearer } from '#src/testing/accounts';
import {
  createDraftListing,
  listingImportForm,
  listingsCsv,
  supplierWithToken,
  toorDalListing,
} from '#src/testing/listings';
import { createTestApp, type TestApp } from '#src/testing/test-app';

let ctx: TestApp;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await setAdminPassword(ctx.database.handle.db, 'sheets@store.test');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/admin/login', payload: admin });
  adminToken = login.json().token;
});
afterAll(() => ctx.close());

const db = () => ctx.database.handle.db;
const listingCount = async (sellerId: number) =>
  (await db().select({ n: count() }).from(listings).where(eq(listings.sellerId, sellerId)))[0]!.n;

/** The template's example row with some cells changed, by header. */
const row = (changes: Record<string, string> = {}) =>
  listingSheetHeaders.map((header, index) => changes[header] ?? listingSheetExample[index]!);

async function upload(
  token: string,
  content: string | Buffer,
  fileName = 'listings.csv',
  fields: Record<string, string> = {},
) {
  const form = await listingImportForm(content, fileName, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/supplier/products/import',
    headers: { ...asBearer(token), ...form.headers },
    payload: form.payload,
  });
}

async function preview(token: string, content: string | Buffer, fileName?: string): Promise<ListingImport> {
  const res = await upload(token, content, fileName);
  expect(res.statusCode, res.body).toBe(200);
  return listingImportSchema.parse(res.json());
}

async function previewAndCommit(token: string, content: string | Buffer, fileName?: string) {
  const seen = await preview(token, content, fileName);
  const res = await upload(token, content, fileName, { confirm: 'true', digest: seen.digest });
  expect(res.statusCode, res.body).toBe(200);
  return listingImportSchema.parse(res.json());
}

const download = (token: string, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: asBearer(token) });

describe('bulk upload', () => {
  test('a CSV upload with two bad rows shows both with their reasons, saves nothing, then imports the rest', async () => {
    const { token, user } = await supplierWithToken(ctx, false);
    const csv = listingsCsv([
      row({ SKU: 'TD-1' }),
      row({ SKU: 'TD-2', 'Price (Rs)': 'four hundred' }),
      row({ SKU: 'TD-3', 'Product name': 'Chana Dal' }),
      row({ SKU: 'TD-4', 'Slab 1 price (Rs)': '450', 'Pickup PIN': '110001' }),
    ]);
    const seen = await preview(token, csv);
    expect(seen).toMatchObject({
      committed: false,
      counts: { create: 2, update: 0, unchanged: 0, invalid: 2 },
    });
    expect(seen.rows.map((r) => [r.row, r.sku, r.action])).toEqual([
      [2, 'TD-1', 'create'],
      [3, 'TD-2', 'invalid'],
      [4, 'TD-3', 'create'],
      [5, 'TD-4', 'invalid'],
    ]);
    expect(seen.rows[1]!.errors).toEqual([
      {
        column: 'Price (Rs)',
        field: 'pricePaise',
        message: 'Write the amount in rupees, like 420 or 420.50.',
      },
    ]);
    expect(seen.rows[3]!.errors).toEqual([
      expect.objectContaining({ column: 'Slab 1 price (Rs)', field: 'slabs.0.pricePaise' }),
      expect.objectContaining({ column: 'Pickup PIN', field: 'pickupPin' }),
    ]);
    expect(await listingCount(user.id)).toBe(0);

    const done = await upload(token, csv, 'listings.csv', { confirm: 'true', digest: seen.digest });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ committed: true, counts: { create: 2, invalid: 2 } });
    const saved = await db().select().from(listings).where(eq(listings.sellerId, user.id));
    expect(saved.map((listing) => [listing.sku, listing.status, listing.fields.pricePaise]).sort()).toEqual([
      ['TD-1', 'draft', 42_000],
      ['TD-3', 'draft', 42_000],
    ]);
  });

  test('a second upload of the same file changes nothing; a changed row updates the listing with its SKU', async () => {
    const { token, user } = await supplierWithToken(ctx, false);
    const csv = listingsCsv([row({ SKU: 'RICE-1' }), row({ SKU: 'RICE-2' })]);
    await previewAndCommit(token, csv);
    const again = await previewAndCommit(token, csv);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, invalid: 0 });
    expect(await listingCount(user.id)).toBe(2);

    const changed = await previewAndCommit(
      token,
      listingsCsv([row({ SKU: 'RICE-1', Stock: '70', 'Price (Rs)': '410.50' }), row({ SKU: 'RICE-2' })]),
    );
    expect(changed.counts).toEqual({ create: 0, update: 1, unchanged: 1, invalid: 0 });
    expect(await listingCount(user.id)).toBe(2);
    const [updated] = await db().select().from(listings).where(eq(listings.sku, 'RICE-1'));
    expect(updated!.fields).toMatchObject({ stock: 70, pricePaise: 41_050 });
    expect(updated!.id).toBe(changed.rows[0]!.listingId);
  });

  test('on a live listing a new price waits for review while the stock changes at once, as in the form', async () => {
    const { token } = await supplierWithToken(ctx, true);
    const id = await createDraftListing(ctx, token, 'LIVE-1');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/products/${id}/submit`,
      headers: asBearer(token),
    });
    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${id}/approve`,
      headers: asBearer(adminToken),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const fields = toorDalListing('LIVE-1') as ListingFields;
    const sheetRow = listingSheetRow({ ...fields, stock: 900, pricePaise: 41_000 }).map(String);
    const done = await previewAndCommit(token, listingsCsv([sheetRow]));
    expect(done.rows[0]).toMatchObject({ action: 'update', reviewed: true, listingId: id });
    const [stored] = await db().select().from(listings).where(eq(listings.id, id));
    expect(stored).toMatchObject({ status: 'live', pendingChange: { pricePaise: 41_000 } });
    expect(stored!.fields).toMatchObject({ stock: 900, pricePaise: 42_000 });
  });

  test('a SKU on two rows is refused on both; an archived listing’s SKU cannot be reused', async () => {
    const { token } = await supplierWithToken(ctx, false);
    const id = await createDraftListing(ctx, token, 'OLD-1');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/supplier/products/${id}/archive`,
      headers: asBearer(token),
    });
    const seen = await preview(
      token,
      listingsCsv([row({ SKU: 'DUP' }), row({ SKU: 'DUP' }), row({ SKU: 'OLD-1' }), row({ SKU: '' })]),
    );
    expect(seen.counts.invalid).toBe(4);
    expect(seen.rows[0]!.errors[0]!.message).toContain('rows 2, 3');
    expect(seen.rows[2]!.errors[0]!.message).toContain('archived');
    expect(seen.rows[3]!.errors[0]).toMatchObject({ column: 'SKU', field: 'sku' });
  });

  test('a confirmation of another preview, or of none, saves nothing', async () => {
    const { token, user } = await supplierWithToken(ctx, false);
    const csv = listingsCsv([row({ SKU: 'A-1' })]);
    const stale = await upload(token, csv, 'a.csv', { confirm: 'true', digest: 'f'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    const missing = await upload(token, csv, 'a.csv', { confirm: 'true' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([expect.objectContaining({ field: 'digest' })]);

    // The file changed between the preview and the confirmation.
    const seen = await preview(token, csv);
    const other = listingsCsv([row({ SKU: 'A-1', Stock: '1' })]);
    expect((await upload(token, other, 'a.csv', { confirm: 'true', digest: seen.digest })).statusCode).toBe(
      409,
    );
    expect(await listingCount(user.id)).toBe(0);
  });

  test('a file that is not CSV or XLSX by its content is a 400 naming file; too big or too many rows is 413', async () => {
    const { token, user } = await supplierWithToken(ctx, false);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    for (const [content, name] of [
      [png, 'listings.csv'],
      [Buffer.from('PK\u0003\u0004 not really a workbook'), 'listings.xlsx'],
      ['SKU,Product name\nX,Y\n', 'listings.csv'],
      ['SKU,"Product name\nX', 'listings.csv'],
    ] as const) {
      const res = await upload(token, content, name);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([expect.objectContaining({ field: 'file' })]);
    }
    const huge = await upload(token, Buffer.alloc(LISTING_SHEET_MAX_BYTES + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    // A small archive that would unpack to 48 MB is refused before it is unpacked.
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(48 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(LISTING_SHEET_MAX_BYTES);
    const unpacked = await upload(token, Buffer.from(bomb), 'listings.xlsx');
    expect(unpacked.statusCode, unpacked.body).toBe(413);
    const many = listingsCsv(
      Array.from({ length: LISTING_SHEET_MAX_ROWS + 1 }, (_, index) => row({ SKU: `M-${index}` })),
    );
    const tooMany = await upload(token, many);
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(tooMany.json().message).toContain(`at most ${LISTING_SHEET_MAX_ROWS}`);
    expect(await listingCount(user.id)).toBe(0);
  });
});

describe('export and template', () => {
  test('the XLSX export uploads again as unchanged, and holds only the supplier’s own listings', async () => {
    const owner = await supplierWithToken(ctx, false);
    const other = await supplierWithToken(ctx, false);
    await previewAndCommit(
      owner.token,
      listingsCsv([
        row({
          SKU: 'X-1',
          'Price (Rs)': '420.25',
          'Full description': 'Machine-cleaned.\nPacked in 30 kg sacks.',
        }),
        row({
          SKU: '-X2',
          'Product name': '=SUM(1,2) Besan',
          'Slab 1 from quantity': '',
          'Slab 1 price (Rs)': '',
        }),
      ]),
    );
    await createDraftListing(ctx, other.token, 'NOT-YOURS');

    const xlsx = await download(owner.token, '/api/supplier/products/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(
      /attachment; filename="listings-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(listingSheetHeaders);
    expect(sheet.slice(1).map((cells) => cells[0])).toEqual(['X-1', '-X2']);

    const again = await previewAndCommit(owner.token, xlsx.rawPayload, 'export.xlsx');
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, invalid: 0 });

    const csv = await download(owner.token, '/api/supplier/products/export?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(csv.rawPayload, { bom: true }) as string[][];
    expect(records.map((cells) => cells[0])).toEqual(['SKU', 'X-1', "'-X2"]);
    // A cell that starts like a formula is quoted so no spreadsheet runs it; the upload reads it back as it was.
    expect(records[2]![1]).toBe("'=SUM(1,2) Besan");
    expect((await preview(owner.token, csv.rawPayload)).counts.unchanged).toBe(2);

    const theirs = await download(other.token, '/api/supplier/products/export?format=csv');
    const theirRows = parse(theirs.rawPayload, { bom: true }) as string[][];
    expect(theirRows.map((cells) => cells[0])).toEqual(['SKU', 'NOT-YOURS']);
  });

  test('the template, in either format, previews as one new listing', async () => {
    const { token } = await supplierWithToken(ctx, false);
    for (const format of ['csv', 'xlsx']) {
      const res = await download(token, `/api/supplier/products/import/template?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`listings-template.${format}`);
      const seen = await preview(token, res.rawPayload, `template.${format}`);
      expect(seen.rows).toEqual([
        expect.objectContaining({ row: 2, sku: 'TD-30', action: 'create', errors: [] }),
      ]);
    }
    const bad = await download(token, '/api/supplier/products/export?format=pdf');
    expect(bad.statusCode).toBe(400);
  });
});
