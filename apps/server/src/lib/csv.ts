/**
 * CSV files staff download (RFC 4180: comma separated, CRLF line ends, a cell with a comma, a
 * quote or a line break quoted, quotes doubled), safe to open in a spreadsheet: a text cell that
 * starts with `=`, `+`, `-`, `@` (or a tab or carriage return) would be read as a formula, so it
 * gets a leading `'` (OWASP "CSV injection"). Numbers stay numbers.
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A whole file: a byte-order mark (so a spreadsheet reads UTF-8 accents right), the header, the rows.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${csvLine(header)}${rows.map(csvLine).join('')}`;
}

/** `attachment; filename="…"` for an ASCII file name. */
export function csvAttachment(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'cache-control': 'no-store',
  };
}
