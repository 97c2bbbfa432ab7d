/*
 * The cell rules of the two delimited forms the feeds are written in (the files themselves are written by
 * src/views/inventory-feed-files.ts: CSV with csv-stringify, TSV joined by tabs). Every value goes through here, so
 * no feed text (a dealer comment, a colour, a name) can add a column or a row, or run as a spreadsheet formula when
 * the dealer opens the file in Excel, LibreOffice or Google Sheets.
 */

export type Cell = string | number | null | undefined;
export type DelimitedFormat = 'tsv' | 'csv';

/**
 * Characters that end or break a line in some reader, or are invisible controls: C0 controls, DEL, the C1 controls
 * (NEL, U+0085, among them) and the Unicode line and paragraph separators (U+2028, U+2029). TSV has no quoting, so
 * tabs and line breaks go too; CSV keeps line breaks (as \n), inside the quotes.
 */
// eslint-disable-next-line no-control-regex
const TSV_BREAKS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const CSV_BREAKS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * OWASP's CSV injection guidance: a cell a spreadsheet would read as a formula starts with =, +, -, @, a tab or a
 * carriage return (Excel also takes the full-width ＝ ＋ － ＠ typed with an IME), also once leading spaces and quote
 * characters (and invisible format characters) are skipped ("  =cmd|..." and "\"=HYPERLINK(...)" still run). Such a text cell gets a leading single
 * quote, which spreadsheets read as "this is text" and show without it.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Whether a cell would start a formula: its first character, or the first after leading whitespace and double
 * quotes, is a formula starter. A cell that starts with the single quote is text already.
 */
export function startsFormula(cell: string): boolean {
  if (cell.startsWith("'")) return false;
  // Invisible format characters (U+200B zero width space, U+2060 word joiner, U+180E, U+FEFF...: Unicode's Cf)
  // are skipped too: a spreadsheet shows nothing for them and still runs the "=" behind.
  return FORMULA_START.test(cell) || FORMULA_START.test(cell.replace(/^[\s"\p{Cf}]+/u, ''));
}

/** The text with a leading single quote when it would start a formula. */
export const neutraliseFormula = (text: string): string => (startsFormula(text) ? `'${text}` : text);

/** A text value in the format: line breaks and controls as the format allows, spaces collapsed, ends trimmed, formulas neutralised. */
export function textCell(value: string, format: DelimitedFormat): string {
  const text = format === 'tsv' ? value.replace(TSV_BREAKS, ' ') : value.replace(/\r\n?/g, '\n').replace(CSV_BREAKS, ' ');
  return neutraliseFormula(text.replace(/ {2,}/g, ' ').trim());
}

/**
 * One cell by its column's type. A number column writes the number as it is ("-27.47" stays a latitude, a price
 * stays a number); every other cell is text and goes through textCell, a number in a text column too.
 */
export function cellOf(value: Cell, format: DelimitedFormat, numeric: boolean): string {
  if (value === null || value === undefined) return '';
  if (numeric && typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return textCell(String(value), format);
}

/** A row's cells in the columns' order. */
export function rowCells<Column extends string>(
  columns: readonly Column[],
  row: Partial<Record<Column, Cell>>,
  format: DelimitedFormat,
  numeric: ReadonlySet<Column>,
): string[] {
  return columns.map((c) => cellOf(row[c], format, numeric.has(c)));
}
