/**
 * CSV files for spreadsheets (RFC 4180): comma-separated cells, CRLF line ends, a cell quoted when
 * it holds a quote, a comma or a line break, its quotes doubled. UTF-8 with a byte order mark so
 * Excel reads Arabic as Arabic.
 */

/** The byte order mark that tells Excel the file is UTF-8. */
export const utf8Bom = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection), also after
// leading tabs or carriage returns.
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/**
 * One cell as CSV: text a spreadsheet would run as a formula gets a leading apostrophe, and the
 * cell is quoted when its content needs it.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV file: the byte order mark, the header row, then one line per row, CRLF-ended. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${utf8Bom}${lines.map((line) => `${line}\r\n`).join('')}`;
}
