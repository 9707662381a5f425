import { stringify } from 'csv-stringify/sync';
import { attachmentDisposition } from './content-disposition.ts';

/**
 * CSV files staff download, written by `csv-stringify` (decision 65): RFC 4180 (comma separated,
 * CRLF line ends, a cell with a comma, a quote or a line break quoted, quotes doubled), with a
 * byte-order mark so that a spreadsheet reads UTF-8 accents right. Safe to open in a spreadsheet:
 * a text cell that starts with `=`, `+`, `-`, `@` (or a tab or carriage return) would be read as
 * a formula, so it gets a leading `'` (OWASP "CSV injection"). Numbers stay numbers (-3 is -3),
 * booleans are `true` and `false`, a missing value is an empty cell.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A whole file: the byte-order mark, the header, the rows, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return stringify([header, ...rows] as CsvValue[][], {
    bom: true,
    record_delimiter: 'windows',
    // A lone line feed or carriage return is quoted too (the library quotes CRLF by itself).
    quoted_match: /[\r\n]/,
    cast: {
      string: (value) => (FORMULA_START.test(value) ? `'${value}` : value),
      boolean: (value) => String(value),
      number: (value) => String(value),
    },
  });
}

/** The headers of a CSV download: its type, `attachment` with the file's name, never cached. */
export function csvAttachment(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': attachmentDisposition(fileName, 'export.csv'),
    'cache-control': 'no-store',
  };
}
