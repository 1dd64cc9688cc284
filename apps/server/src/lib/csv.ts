import { stringify } from 'csv-stringify/sync';

/**
 * Rows as CSV (RFC 4180, CRLF line ends) through csv-stringify (decision 016). A cell that starts like a
 * formula (`=`, `+`, `-`, `@`) gets a leading quote, so no spreadsheet runs it. The library quotes a cell
 * holding the record delimiter; a bare line feed is quoted too, as readers end a record there.
 * `bom` lets Excel read the file as UTF-8.
 */
export function csvText(rows: readonly (readonly (string | number)[])[], options: { bom?: boolean } = {}) {
  return stringify(rows as (string | number)[][], {
    bom: options.bom ?? false,
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
