/*
 * The two delimited text forms the feeds are written in. Every value goes through its format's escaping here, so
 * no feed text (a dealer comment, a colour, a name) can add a column or a row.
 */

export type Cell = string | number | null | undefined;

/**
 * A tab-delimited value (Google Merchant Center's delimited feed has no quoting): tabs, line breaks and other
 * control characters become spaces, runs of spaces collapse, the ends are trimmed.
 */
export function tsvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  // eslint-disable-next-line no-control-regex
  return String(value).replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/**
 * An RFC 4180 CSV value (Meta's feed guidelines: fields with commas or whitespace in double quotes, a double quote
 * doubled). Line breaks stay, inside the quotes; other control characters become spaces.
 */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  // eslint-disable-next-line no-control-regex
  const text = String(value).replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f]+/g, ' ');
  return /[",\s]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const FORMATS = { tsv: { cell: tsvCell, sep: '\t' }, csv: { cell: csvCell, sep: ',' } } as const;

/** One line of a row (without its line break): its values in the columns' order. */
export function delimitedLine<Column extends string>(
  columns: readonly Column[], row: Partial<Record<Column, Cell>>, format: 'tsv' | 'csv',
): string {
  const { cell, sep } = FORMATS[format];
  return columns.map((c) => cell(row[c])).join(sep);
}

/** The header line of the columns (their names, escaped like any value). */
export function delimitedHeader<Column extends string>(columns: readonly Column[], format: 'tsv' | 'csv'): string {
  const { cell, sep } = FORMATS[format];
  return columns.map((c) => cell(c)).join(sep);
}
