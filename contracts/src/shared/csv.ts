/**
 * The product's one CSV writer. Every CSV the product hands out (IRS 1099-K file, payout batch
 * files, audit exports, the earnings history download) is written here, so no export can forget
 * formula injection (OWASP "CSV injection"): a text cell that starts with = + - @, a tab or a
 * carriage return is prefixed with a single quote, so Excel, Sheets and LibreOffice show it as
 * text instead of running it. Cells are quoted per RFC 4180.
 *
 * @example
 * csvRows([['Name', 'Amount'], ['=HYPERLINK("x")', numericText('-3.00')]]);
 * // 'Name,Amount\r\n"\'=HYPERLINK(""x"")",-3.00\r\n'
 */

const NUMERIC_TEXT: unique symbol = Symbol('csv numeric text');

/** Numeric text the product wrote itself (money as "12.50", "-3.00"): written as a number. */
export interface NumericText {
  readonly [NUMERIC_TEXT]: string;
}

/** Marks text as a number of ours (e.g. `centsToDecimal(cents)`), so a leading minus stays. */
export const numericText = (text: string): NumericText => ({ [NUMERIC_TEXT]: text });

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Text a spreadsheet would run as a formula, prefixed with `'` so it shows as text. */
export function neutraliseCsvText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

const quote = (text: string) =>
  /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

const isNumericText = (value: object): value is NumericText => NUMERIC_TEXT in value;

/**
 * One CSV cell. Numbers (and {@link numericText}) are data, never formulas: -5 stays -5.
 * Null and undefined are empty; other objects are written as JSON; all text is neutralised.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return quote(neutraliseCsvText(value));
  if (typeof value === 'object' && isNumericText(value)) {
    const text = value[NUMERIC_TEXT];
    return PLAIN_NUMBER.test(text) ? text : quote(neutraliseCsvText(text));
  }
  // Functions and symbols have no data to write.
  if (typeof value !== 'object') return '';
  return quote(neutraliseCsvText(JSON.stringify(value)));
}

/** Line ends: CRLF per RFC 4180 unless a receiving system asks for LF. */
export type CsvLineEnd = '\r\n' | '\n';

/** One CSV record, terminated by its line end. */
export function csvRow(values: readonly unknown[], lineEnd: CsvLineEnd = '\r\n'): string {
  return `${values.map(csvCell).join(',')}${lineEnd}`;
}

/** Records (a header first, when there is one) as CSV text, each record terminated. */
export function csvRows(
  rows: readonly (readonly unknown[])[],
  lineEnd: CsvLineEnd = '\r\n',
): string {
  return rows.map((row) => csvRow(row, lineEnd)).join('');
}
