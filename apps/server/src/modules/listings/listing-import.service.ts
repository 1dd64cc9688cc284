import { createHash } from 'node:crypto';
import {
  hasPublishedVersion,
  LISTING_SHEET_MAX_ROWS,
  listingFieldsSchema,
  listingSheetColumns,
  listingSheetExample,
  listingSheetRow,
  locateListingColumns,
  publishRefusal,
  readListingSheetRow,
  reviewedListingFields,
  sheetCellText,
  type ListingFields,
  type ListingImport,
  type ListingImportRow,
  type ListingPatch,
  type ListingSheetFormat,
  sameFieldValue,
} from '@bulk/domain/listings';
import type { Database } from '#src/db/client';
import { AppError } from '#src/lib/app-error';
import { sheetContentTypes } from '#src/lib/sheet-file';
import { readSheetFile, refuseFile, writeSheetFile } from './listing-sheet-file';
import { findSupplierStanding, listListingsOf, type StoredListingWithProduct } from './listings.repo';
import { applyListingChange, insertNewListing, type StoreCopy } from './listings.service';

type Work =
  | { action: 'create'; index: number; fields: ListingFields }
  | { action: 'update'; index: number; listingId: number; patch: ListingPatch };

/** A listing as its supplier last asked for it: the published fields with the change waiting for review. */
const askedFields = (row: StoredListingWithProduct) => ({ ...row.fields, ...row.pendingChange });

/** Fields in one key order, so that two equal listings compare equal whatever order the database kept. */
function normalized(fields: object): Record<string, unknown> {
  const parsed = listingFieldsSchema.safeParse(fields);
  return parsed.success ? parsed.data : (fields as Record<string, unknown>);
}

/** The fields of `next` that differ from `current`. */
function changedFields(current: object, next: ListingFields): ListingPatch {
  const before = normalized(current);
  const after = normalized(next) as ListingFields;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof ListingFields)[]) {
    if (!sameFieldValue(after[key], before[key])) patch[key] = after[key];
  }
  return patch as ListingPatch;
}

const columnOf = (field: string) =>
  listingSheetColumns.find((column) => column.field === field)?.header ?? field;

/**
 * What each row of the file would do to the supplier's listings: create one, update the one with its
 * SKU, leave it unchanged, or nothing because of its errors (each naming its column). Read with `db`, a
 * transaction when the import is committed, so the plan saved is the plan checked.
 */
async function planImport(db: Database, sellerId: number, records: string[][], at: Date) {
  const [header, ...body] = records;
  if (!header) throw refuseFile('The file is empty: it needs the header row of the template.');
  const located = locateListingColumns(header);
  if ('missing' in located) {
    throw refuseFile(
      `The file lacks the columns ${located.missing.join(', ')}. Start from the template to get every column.`,
    );
  }
  // The header is row 1; blank rows keep their numbers, so each number is the one the spreadsheet shows.
  const dataRows = body
    .map((cells, index) => ({
      number: index + 2,
      cells: located.indexes.map((column) => cells[column] ?? ''),
    }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (dataRows.length === 0) throw refuseFile('The file has no listings under its header row.');
  if (dataRows.length > LISTING_SHEET_MAX_ROWS) {
    const message = `A file may hold at most ${LISTING_SHEET_MAX_ROWS} listings; this one has ${dataRows.length}. Split it into smaller files.`;
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }]);
  }

  const stored = await listListingsOf(db, sellerId);
  const bySku = new Map(stored.filter((row) => row.sku).map((row) => [row.sku!, row]));
  const standing = await findSupplierStanding(db, sellerId);
  const refusal = standing ? publishRefusal(standing, at) : 'There is no such supplier.';
  const skuColumn = listingSheetColumns.findIndex((column) => column.field === 'sku');
  const nameColumn = listingSheetColumns.findIndex((column) => column.field === 'name');
  const rowsBySku = new Map<string, number[]>();
  for (const row of dataRows) {
    const sku = sheetCellText(row.cells[skuColumn]);
    if (sku) rowsBySku.set(sku, [...(rowsBySku.get(sku) ?? []), row.number]);
  }

  const rows: ListingImportRow[] = [];
  const work: Work[] = [];
  for (const { number, cells } of dataRows) {
    const sku = sheetCellText(cells[skuColumn]);
    const entry: ListingImportRow = {
      row: number,
      sku,
      name: sheetCellText(cells[nameColumn]),
      action: 'invalid',
      listingId: null,
      reviewed: false,
      errors: [],
    };
    rows.push(entry);
    const read = readListingSheetRow(cells);
    const sameSku = rowsBySku.get(sku) ?? [];
    if (sameSku.length > 1) {
      entry.errors.push({
        column: columnOf('sku'),
        field: 'sku',
        message: `This SKU is on rows ${sameSku.join(', ')}: each SKU may be on one row only.`,
      });
    }
    if (read.issues) entry.errors.push(...read.issues);
    if (entry.errors.length > 0 || !read.fields) continue;
    const existing = bySku.get(sku);
    if (!existing) {
      entry.action = 'create';
      work.push({ action: 'create', index: rows.length - 1, fields: read.fields });
      continue;
    }
    entry.listingId = existing.id;
    if (existing.status === 'archived') {
      entry.errors.push({
        column: columnOf('sku'),
        field: 'sku',
        message: 'Your listing with this SKU is archived and cannot change; give this row another SKU.',
      });
      continue;
    }
    const patch = changedFields(askedFields(existing), read.fields);
    const changedKeys = Object.keys(patch);
    if (changedKeys.length === 0) {
      entry.action = 'unchanged';
      continue;
    }
    const reviewedKeys = hasPublishedVersion(existing.status)
      ? reviewedListingFields.filter((key) => changedFields(existing.fields, read.fields)[key] !== undefined)
      : [];
    if (reviewedKeys.length > 0 && refusal) {
      entry.errors.push({ column: columnOf(reviewedKeys[0]!), field: reviewedKeys[0]!, message: refusal });
      continue;
    }
    entry.action = 'update';
    entry.reviewed = reviewedKeys.length > 0;
    work.push({ action: 'update', index: rows.length - 1, listingId: existing.id, patch });
  }
  return { rows, work };
}

function summary(rows: ListingImportRow[], digest: string, committed: boolean): ListingImport {
  const counts = { create: 0, update: 0, unchanged: 0, invalid: 0 };
  for (const row of rows) counts[row.action] += 1;
  return { committed, digest, counts, rows };
}

/** Names a preview: the file's bytes and what it would do, so a confirmation is of exactly that. */
const digestOf = (content: Buffer, rows: ListingImportRow[]) =>
  createHash('sha256').update(content).update(JSON.stringify(rows)).digest('hex');

/**
 * The bulk upload (`POST /api/supplier/products/import`). Without `confirm` it is a preview and saves
 * nothing. With `confirm=true` and the preview's digest, it saves the good rows in one transaction
 * through the form's own service functions (a new listing is a draft; a change to a published listing's
 * price, slabs, HSN code or category waits for review), and leaves the bad rows out. If the file or the
 * supplier's listings changed since the preview, the digest differs and nothing is saved (409).
 */
export async function importListings(
  db: Database,
  sellerId: number,
  content: Buffer,
  form: { confirm: 'true' | 'false'; digest?: string | undefined },
  at: Date,
  store: StoreCopy,
): Promise<ListingImport> {
  const records = await readSheetFile(content);
  if (form.confirm !== 'true') {
    const { rows } = await planImport(db, sellerId, records, at);
    return summary(rows, digestOf(content, rows), false);
  }
  if (!form.digest) {
    const message = 'Preview the file first, then confirm that preview.';
    throw new AppError('VALIDATION_FAILED', `digest: ${message}`, [{ field: 'digest', message }]);
  }
  let storeChanged = false;
  const result = await db.transaction(async (tx) => {
    const { rows, work } = await planImport(tx, sellerId, records, at);
    const digest = digestOf(content, rows);
    if (digest !== form.digest) {
      throw new AppError(
        'CONFLICT',
        'The file or your listings changed since the preview. Please check the new preview before importing.',
      );
    }
    for (const item of work) {
      if (item.action === 'create') {
        rows[item.index]!.listingId = await insertNewListing(tx, sellerId, item.fields, at);
      } else if (await applyListingChange(tx, sellerId, item.listingId, item.patch, at)) {
        storeChanged = true;
      }
    }
    return summary(rows, digest, true);
  });
  if (storeChanged) store.invalidate();
  return result;
}

export interface SheetDownload {
  name: string;
  type: string;
  content: Buffer;
}

/**
 * The supplier's own listings as a sheet, archived ones aside, oldest first, each as last asked for (a
 * change waiting for review included), so that uploading it again changes nothing.
 */
export async function exportListings(
  db: Database,
  sellerId: number,
  format: ListingSheetFormat,
  at: Date,
): Promise<SheetDownload> {
  const rows = (await listListingsOf(db, sellerId))
    .filter((row) => row.status !== 'archived')
    .reverse()
    .map((row) => listingSheetRow(askedFields(row) as ListingFields));
  return {
    name: `listings-${at.toISOString().slice(0, 10)}.${format}`,
    type: sheetContentTypes[format],
    content: await writeSheetFile(format, rows),
  };
}

/** The upload's template: the header row and one example listing. */
export async function listingTemplate(format: ListingSheetFormat): Promise<SheetDownload> {
  return {
    name: `listings-template.${format}`,
    type: sheetContentTypes[format],
    content: await writeSheetFile(format, [
      listingSheetRow(readListingSheetRow(listingSheetExample).fields!),
    ]),
  };
}
