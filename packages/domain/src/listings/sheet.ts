import { z } from 'zod';
import { categoryNames } from '../catalogue/categories';
import { productUnits } from '../catalogue/values';
import { INDIAN_STATES } from '../shipping/zones';
import { listingFieldsSchema, type ListingFields } from './listing';
import { MAX_PRICE_SLABS } from './slabs';

// A listing as one row of a spreadsheet (CSV or XLSX): the supplier's bulk upload, its template and the
// export. Rupees in the sheet, paise in the listing; the row is checked by `listingFieldsSchema`, the
// form's own schema, so the rules live in one place.

/** The largest file a supplier may upload, and the most listings one file may hold. */
export const LISTING_SHEET_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_SHEET_MAX_ROWS = 1000;

export const listingSheetFormats = ['csv', 'xlsx'] as const;
export type ListingSheetFormat = (typeof listingSheetFormats)[number];
export const listingSheetFormatQuerySchema = z.strictObject({
  format: z.enum(listingSheetFormats, { error: 'Choose csv or xlsx.' }).default('xlsx'),
});

/** Rupees as a supplier writes them, in the form or a sheet: whole rupees, or with one or two digits of paise. */
export const RUPEES_PATTERN = /^\d{1,9}(?:\.\d{1,2})?$/;
/** Rupees that match {@link RUPEES_PATTERN} (`420`, `420.5`) in exact paise. */
export function rupeesToPaise(rupees: string): number {
  const [whole = '0', fraction = ''] = rupees.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

type Conversion = { value: unknown } | { problem: string };
type Column = {
  header: string;
  /** The listing field this column fills, as `listingFieldsSchema` names it in its issues. */
  field: string;
  example: string;
  read?: (cell: string) => Conversion;
};

const WHOLE = /^\d+$/;
const wholeNumber = (cell: string): Conversion =>
  cell === ''
    ? { value: undefined }
    : WHOLE.test(cell)
      ? { value: Number(cell) }
      : { problem: 'Write a whole number.' };
const rupees = (cell: string): Conversion => {
  if (cell === '') return { value: undefined };
  return RUPEES_PATTERN.test(cell)
    ? { value: rupeesToPaise(cell) }
    : { problem: 'Write the amount in rupees, like 420 or 420.50.' };
};
/** A value from a fixed list, matched whatever its case. */
const oneOf =
  (values: readonly string[]) =>
  (cell: string): Conversion => ({
    value: values.find((value) => value.toLowerCase() === cell.toLowerCase()) ?? cell,
  });
/** An HSN code a spreadsheet stored as a number loses its leading zero (0713 -> 713): codes have 4, 6 or 8 digits. */
const hsnCode = (cell: string): Conversion => ({
  value: /^\d{3}$|^\d{5}$|^\d{7}$/.test(cell) ? `0${cell}` : cell,
});
const list = (cell: string): Conversion => ({
  value: cell
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
});
const specifications = (cell: string): Conversion => {
  const items = cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
  const specs = items.map((item) => {
    const colon = item.indexOf(':');
    return colon < 0 ? undefined : { name: item.slice(0, colon).trim(), value: item.slice(colon + 1).trim() };
  });
  return specs.every(Boolean)
    ? { value: specs }
    : { problem: 'Write each specification as name: value, separated by semicolons.' };
};

const slabColumns = Array.from({ length: MAX_PRICE_SLABS }, (_, index) => [
  {
    header: `Slab ${index + 1} from quantity`,
    field: `slabs.${index}.fromQuantity`,
    example: index === 0 ? '500' : '',
    read: wholeNumber,
  },
  {
    header: `Slab ${index + 1} price (Rs)`,
    field: `slabs.${index}.pricePaise`,
    example: index === 0 ? '380' : '',
    read: rupees,
  },
]).flat();

/** The columns of the sheet, in order, with the template's example row (toor dal from Latur). */
export const listingSheetColumns: readonly Column[] = [
  { header: 'SKU', field: 'sku', example: 'TD-30' },
  { header: 'Product name', field: 'name', example: 'Toor Dal, unpolished' },
  { header: 'Category', field: 'category', example: 'Pulses', read: oneOf(categoryNames) },
  { header: 'Short description', field: 'shortDescription', example: 'Sun-dried toor dal from Latur.' },
  {
    header: 'Full description',
    field: 'fullDescription',
    example: 'Unpolished toor dal, machine-cleaned and packed in 30 kg sacks.',
  },
  { header: 'HSN code', field: 'hsn', example: '0713', read: hsnCode },
  { header: 'Unit', field: 'unit', example: 'kg', read: oneOf(productUnits) },
  { header: 'Minimum order quantity', field: 'moq', example: '100', read: wholeNumber },
  { header: 'Step', field: 'stepQty', example: '50', read: wholeNumber },
  { header: 'Price (Rs)', field: 'pricePaise', example: '420', read: rupees },
  ...slabColumns,
  { header: 'Stock', field: 'stock', example: '5000', read: wholeNumber },
  { header: 'Low-stock alert at', field: 'lowStockThreshold', example: '500', read: wholeNumber },
  { header: 'Weight per unit (g)', field: 'weightGrams', example: '1000', read: wholeNumber },
  { header: 'Packaging sizes', field: 'packagingSizes', example: '30 kg sack, 50 kg sack', read: list },
  { header: 'Dispatch days', field: 'dispatchDays', example: '3', read: wholeNumber },
  { header: 'Pickup state', field: 'pickupState', example: 'Maharashtra', read: oneOf(INDIAN_STATES) },
  { header: 'Pickup PIN', field: 'pickupPin', example: '413512' },
  {
    header: 'Specifications',
    field: 'specifications',
    example: 'Moisture: below 10%; Grade: FAQ',
    read: specifications,
  },
];

export const listingSheetHeaders = listingSheetColumns.map((column) => column.header);
export const listingSheetExample = listingSheetColumns.map((column) => column.example);

/** Which column of the file holds each of the sheet's columns, or the headers it lacks. */
export function locateListingColumns(
  headerRow: readonly string[],
): { indexes: number[] } | { missing: string[] } {
  const normalized = headerRow.map((cell) => cell.trim().toLowerCase());
  const indexes = listingSheetHeaders.map((header) => normalized.indexOf(header.toLowerCase()));
  const missing = listingSheetHeaders.filter((_, column) => indexes[column]! < 0);
  return missing.length > 0 ? { missing } : { indexes };
}

/** A listing's fields as the cells of its row: numbers as numbers, money in rupees. */
export function listingSheetRow(fields: ListingFields): (string | number)[] {
  const values: Record<string, string | number> = {
    sku: fields.sku,
    name: fields.name,
    category: fields.category,
    shortDescription: fields.shortDescription,
    fullDescription: fields.fullDescription,
    hsn: fields.hsn,
    unit: fields.unit,
    moq: fields.moq,
    stepQty: fields.stepQty,
    pricePaise: fields.pricePaise / 100,
    stock: fields.stock,
    lowStockThreshold: fields.lowStockThreshold,
    weightGrams: fields.weightGrams,
    packagingSizes: fields.packagingSizes.join(', '),
    dispatchDays: fields.dispatchDays,
    pickupState: fields.pickupState,
    pickupPin: fields.pickupPin,
    specifications: fields.specifications.map((spec) => `${spec.name}: ${spec.value}`).join('; '),
  };
  fields.slabs.forEach((slab, index) => {
    values[`slabs.${index}.fromQuantity`] = slab.fromQuantity;
    values[`slabs.${index}.pricePaise`] = slab.pricePaise / 100;
  });
  return listingSheetColumns.map((column) => values[column.field] ?? '');
}

export const sheetIssueSchema = z.object({ column: z.string(), field: z.string(), message: z.string() });
export type SheetIssue = z.infer<typeof sheetIssueSchema>;

/** `'=1+2` as a CSV export writes a cell that starts like a formula (so no spreadsheet runs it). */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

/** A cell's text as the row reads it: trimmed, without the quote a CSV export puts before a formula-like start. */
export const sheetCellText = (cell: string | undefined) => (cell ?? '').trim().replace(FORMULA_GUARD, '');

/**
 * Reads one row (its cells in the order of {@link listingSheetColumns}) into a listing, checked whole by
 * `listingFieldsSchema`; or the problems, each naming its column. Every row must carry the supplier's SKU:
 * a second upload finds the listing by it instead of adding a copy.
 */
export function readListingSheetRow(
  cells: readonly string[],
): { fields: ListingFields; issues?: undefined } | { fields?: undefined; issues: SheetIssue[] } {
  const issues: SheetIssue[] = [];
  const candidate: Record<string, unknown> = {};
  const slabs: Record<string, unknown>[] = Array.from({ length: MAX_PRICE_SLABS }, () => ({}));
  const columnOfField = new Map<string, string>();
  listingSheetColumns.forEach((column, index) => {
    const cell = sheetCellText(cells[index]);
    const converted = column.read ? column.read(cell) : { value: cell };
    if ('problem' in converted) {
      issues.push({ column: column.header, field: column.field, message: converted.problem });
      return;
    }
    const slab = /^slabs\.(\d)\.(\w+)$/.exec(column.field);
    if (slab) slabs[Number(slab[1])]![slab[2]!] = converted.value;
    else {
      candidate[column.field] = converted.value;
      columnOfField.set(column.field, column.header);
    }
  });
  // A slab with neither cell filled is not there; the slabs kept are numbered in the listing as they come.
  const filledSlabs: number[] = [];
  slabs.forEach((slab, index) => {
    if (Object.values(slab).some((value) => value !== undefined)) filledSlabs.push(index);
  });
  candidate.slabs = filledSlabs.map((index) => slabs[index]);
  if (candidate.sku === '') {
    issues.push({
      column: 'SKU',
      field: 'sku',
      message: 'Every row needs your SKU: a second upload updates the listing with the same SKU.',
    });
  }
  const parsed = listingFieldsSchema.safeParse(candidate);
  if (parsed.success && issues.length === 0) return { fields: parsed.data };
  const refused = new Set(issues.map((issue) => issue.field));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [top, index, part] = issue.path.map(String);
    const field =
      top === 'slabs' && index !== undefined && part !== undefined
        ? `slabs.${filledSlabs[Number(index)]}.${part}`
        : (top ?? '');
    if (refused.has(field)) continue;
    const column =
      listingSheetColumns.find((candidateColumn) => candidateColumn.field === field)?.header ??
      columnOfField.get(top ?? '') ??
      '';
    issues.push({ column, field, message: choiceMessage(field) ?? issue.message });
  }
  return { issues };
}

const choices: Record<string, readonly string[]> = {
  category: categoryNames,
  unit: productUnits,
};
/** The form offers a list; a sheet says what the list holds (the states are too many to name). */
function choiceMessage(field: string): string | undefined {
  const values = choices[field];
  return values ? `Write one of: ${values.join(', ')}.` : undefined;
}

export const listingImportActions = ['create', 'update', 'unchanged', 'invalid'] as const;
export type ListingImportAction = (typeof listingImportActions)[number];

export const listingImportRowSchema = z.object({
  /** The row's number in the sheet, the header being row 1. */
  row: z.number().int().positive(),
  sku: z.string(),
  name: z.string(),
  action: z.enum(listingImportActions),
  /** The supplier's listing this row updates, found by its SKU. */
  listingId: z.number().int().positive().nullable(),
  /** An update of a published listing's price, slabs, HSN code or category: it waits for an admin's review. */
  reviewed: z.boolean(),
  errors: z.array(sheetIssueSchema),
});
export type ListingImportRow = z.infer<typeof listingImportRowSchema>;

/**
 * `POST /api/supplier/products/import`: what the file would do (a preview), or what it did once confirmed.
 * `digest` names the preview: a confirmation carries it back, and is refused if the file or the supplier's
 * listings changed since.
 */
export const listingImportSchema = z.object({
  committed: z.boolean(),
  digest: z.string(),
  counts: z.object({
    create: z.number().int().nonnegative(),
    update: z.number().int().nonnegative(),
    unchanged: z.number().int().nonnegative(),
    invalid: z.number().int().nonnegative(),
  }),
  rows: z.array(listingImportRowSchema),
});
export type ListingImport = z.infer<typeof listingImportSchema>;

/** The form fields sent beside the file: none for a preview; `confirm=true` and the preview's digest to import. */
export const listingImportFormSchema = z.strictObject({
  confirm: z.enum(['true', 'false']).default('false'),
  digest: z.string().trim().max(128).optional(),
});
