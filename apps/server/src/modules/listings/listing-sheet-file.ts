import { listingSheetHeaders, type ListingSheetFormat } from '@bulk/domain/listings';
import { CsvError, parse } from 'csv-parse/sync';
import { unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '#src/lib/app-error';
import { writeSheet } from '#src/lib/sheet-file';

// The files of the bulk upload and the export: CSV through csv-parse and csv-stringify, XLSX through
// read-excel-file and write-excel-file (decision 016, `#src/lib/sheet-file`). Every cell is read as the text
// it holds.

const NOT_A_SHEET = 'Send a CSV or XLSX file (an Excel workbook), such as the template.';
export const refuseFile = (message: string) =>
  new AppError('VALIDATION_FAILED', `file: ${message}`, [{ field: 'file', message }]);

/** An XLSX workbook is a ZIP archive: it starts with a local file header. */
const isZip = (content: Buffer) => content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

/** What a workbook of 1,000 listings unpacks to, with room to spare. */
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

/**
 * The workbook unpacked within {@link MAX_UNPACKED_BYTES} and packed again without compression, for the
 * reader, which would unpack any amount (a "zip bomb" of 2 MB unpacks to gigabytes). fflate writes each
 * entry into a buffer of the size the archive declares, so an entry that lies about it is cut short and
 * then refused as unreadable.
 */
function boundedWorkbook(content: Buffer): Buffer {
  let unpacked = 0;
  let entries: ReturnType<typeof unzipSync>;
  try {
    entries = unzipSync(content, { filter: (file) => (unpacked += file.originalSize) <= MAX_UNPACKED_BYTES });
  } catch {
    throw refuseFile(`The workbook could not be read. ${NOT_A_SHEET}`);
  }
  if (unpacked > MAX_UNPACKED_BYTES) {
    const message = 'The workbook is too large once unpacked. Split it into smaller files.';
    throw new AppError('PAYLOAD_TOO_LARGE', message, [{ field: 'file', message }]);
  }
  return Buffer.from(zipSync(entries, { level: 0 }));
}

/**
 * The rows of an uploaded sheet, each a list of cell texts, the header first: an XLSX workbook's first
 * sheet, or a UTF-8 CSV. What is neither by its content, whatever its name, is a 400 naming `file`.
 */
export async function readSheetFile(content: Buffer): Promise<string[][]> {
  if (isZip(content)) {
    const workbook = boundedWorkbook(content);
    try {
      // Numbers as the text the workbook stores, so rupees convert to paise exactly.
      const rows = await readSheet<string>(workbook, { parseNumber: (text) => text });
      return rows.map((row) => row.map(cellText));
    } catch {
      throw refuseFile(`The workbook could not be read. ${NOT_A_SHEET}`);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw refuseFile(NOT_A_SHEET);
  }
  if (text.includes('\0')) throw refuseFile(NOT_A_SHEET);
  try {
    return parse(text, { bom: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) throw refuseFile(`The CSV file could not be read: ${error.message}`);
    throw error;
  }
}

/** A sheet of listings as a file: the header, then the rows. */
export function writeSheetFile(
  format: ListingSheetFormat,
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  // The quote before a CSV cell that starts like a formula is dropped again by the upload.
  return writeSheet(format, { name: 'Listings', header: listingSheetHeaders, rows });
}
