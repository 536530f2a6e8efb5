/**
 * CSV export that spreadsheets cannot be tricked by (CSV/formula injection): a text cell that
 * starts with = + - @ (or a tab or carriage return) is prefixed with a single quote, so Excel,
 * Sheets and LibreOffice show it as text instead of running it as a formula.
 */

/** Numeric text we produced ourselves (money as "12.50", "-3.00"): written as a number. */
export interface NumericText {
  readonly numeric: string;
}

export type CsvCell = string | number | NumericText | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') {
    return NUMERIC.test(value.numeric) ? value.numeric : quote(neutralise(value.numeric));
  }
  return quote(neutralise(value));
}

/** Rows to CSV text (CRLF line ends, as RFC 4180 asks). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header.map((h) => csvCell(h)), ...rows.map((row) => row.map(csvCell))]
    .map((cells) => cells.join(','))
    .join('\r\n');
}

/** Offers the text as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
