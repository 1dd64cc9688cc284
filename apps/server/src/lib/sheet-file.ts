import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { csvText } from './csv';

// Every spreadsheet the store writes: CSV through csv-stringify (`csvText`), XLSX through write-excel-file
// (decision 016).

export type SheetFormat = 'csv' | 'xlsx';

export const sheetContentTypes: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell: text, a number, or money in paise, written in rupees with two decimals. */
export type SheetCell = string | number | { paise: number };

export interface Sheet {
  /** The XLSX worksheet's name. */
  name: string;
  header: readonly string[];
  rows: readonly (readonly SheetCell[])[];
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * A sheet as a file: the header in bold and frozen in XLSX, where numbers and money are number cells (money
 * shown with two decimals) and text is text, so a code like HSN 0713 keeps its zero. CSV carries a BOM so
 * Excel reads it as UTF-8.
 */
export async function writeSheet(format: SheetFormat, sheet: Sheet): Promise<Buffer> {
  if (format === 'csv') {
    const cells = sheet.rows.map((row) =>
      row.map((cell) => (typeof cell === 'object' ? rupees(cell.paise) : cell)),
    );
    return Buffer.from(csvText([sheet.header, ...cells], { bom: true }));
  }
  const data: SheetData = [
    sheet.header.map((header) => ({ value: header, fontWeight: 'bold' as const })),
    ...sheet.rows.map((row) =>
      row.map((cell) =>
        typeof cell === 'object'
          ? { value: cell.paise / 100, type: Number, format: '#,##0.00' }
          : typeof cell === 'number'
            ? { value: cell, type: Number }
            : { value: cell, type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    sheet: sheet.name,
    stickyRowsCount: 1,
    columns: sheet.header.map((header) => ({ width: Math.max(12, header.length + 2) })),
  }).toBuffer();
}
