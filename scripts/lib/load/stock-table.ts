/*
 * A CSV or TSV stock (a used-car yard's export, a spreadsheet saved as text): a header row names the columns, each
 * later row is a record whose values stay text (the Car reader reads "32,990" and "41 000 km" already).
 * csv-parse reads the quoting; this file only sniffs the delimiter and turns rows into records, counting the rows
 * that do not match the header instead of dropping or refusing them.
 */
import { parse } from 'csv-parse/sync';
import { arrayRecords, type JsonRecords } from './json-records';
import { ACCEPTED_FORMATS, excerpt, invalidStock, StockFormatError } from './stock-format-error';

export interface TableStock {
  format: 'csv' | 'tsv';
  records: JsonRecords;
  notes: string[];
  delimiter: string;
}

/** The delimiters a header line is sniffed for, in the order a tie is given to. */
const DELIMITERS = ['\t', ';', ',', '|'] as const;

/** The first line, up to a line break outside quotes (a quoted header name may hold one). */
function headerLine(text: string): string {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) return text.slice(0, i);
  }
  return text;
}

/** How many times each delimiter occurs outside quotes. */
function counts(line: string): Map<string, number> {
  const out = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && out.has(c)) out.set(c, out.get(c)! + 1);
  }
  return out;
}

/** The delimiter the header line uses most (ties: tab, semicolon, comma, pipe); null when it has none. */
export function sniffDelimiter(text: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const [d, n] of counts(headerLine(text))) {
    if (n > most) {
      best = d;
      most = n;
    }
  }
  return best;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `explicit`: feed.format says csv, so a file without a delimiter is an invalid CSV rather than "not a stock file".
 * Throws StockFormatError.
 */
export function tableStockRecords(text: string, where: string, explicit: boolean): TableStock {
  // Lines before the header that hold nothing: left out, and counted so line numbers stay the file's.
  const lead = /^(?:[ \t]*\r?\n)*/.exec(text)![0];
  const offset = lead.split('\n').length - 1;
  const body = text.slice(lead.length);
  const delimiter = sniffDelimiter(body);
  if (!delimiter) {
    const first = excerpt(headerLine(body));
    if (explicit) throw invalidStock(where, 'csv', `no delimiter (comma, semicolon, tab or pipe) in the header line "${first}"`);
    throw new StockFormatError(
      where,
      `not a stock file: found text that is neither JSON, XML nor a table with a header row (first line: "${first}"); ${ACCEPTED_FORMATS}`,
      'not-stock',
    );
  }
  const format = delimiter === '\t' ? 'tsv' : 'csv';
  let rows: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    // `info: true` makes each row { record, info } (csv-parse's types give plain rows for every option set).
    rows = parse(body, {
      delimiter,
      info: true,
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted value (21'6", a 5" screen) is the value's, not a broken field.
      relax_quotes: true,
      skip_empty_lines: true,
      // A row of empty cells (a spreadsheet's formatted but empty rows) is a blank line too.
      skip_records_with_empty_values: true,
      trim: true,
    }) as unknown as typeof rows;
  } catch (e) {
    throw invalidStock(where, format, (e as Error).message);
  }
  const notes: string[] = [];
  if (!rows.length) return { format, records: arrayRecords([]), notes, delimiter };
  // A header ending in delimiters (a trailing one, a spreadsheet's empty columns) names nothing there.
  const header = [...rows[0]!.record];
  while (header.length > 1 && header[header.length - 1] === '') header.pop();
  const keys = headerKeys(header, notes);
  const more = { count: 0, first: 0 };
  const fewer = { count: 0, first: 0 };
  const records: Record<string, string>[] = [];
  let previous = rows[0]!.info;
  for (const { record, info } of rows.slice(1)) {
    // The line the row starts on, in the file: after the previous row and the blank lines skipped since.
    const line = offset + previous.lines + 1 + (info.empty_lines - previous.empty_lines);
    previous = info;
    const out: Record<string, string> = {};
    for (let i = 0; i < Math.min(keys.length, record.length); i++) out[keys[i]!] = record[i]!;
    const extra = record.slice(keys.length);
    // Empty cells past the header (a trailing delimiter) lose nothing; values there are kept under a column name.
    if (extra.some((v) => v !== '')) {
      extra.forEach((v, i) => {
        if (v !== '') out[`column_${keys.length + i + 1}`] = v;
      });
      more.count += 1;
      more.first ||= line;
    }
    if (record.length < keys.length) {
      fewer.count += 1;
      fewer.first ||= line;
    }
    records.push(out);
  }
  if (more.count)
    notes.push(
      `${plural(more.count, 'row has', 'rows have')} more columns than the header (first: line ${more.first}); the extra values are read as column_${keys.length + 1}…`,
    );
  if (fewer.count)
    notes.push(`${plural(fewer.count, 'row has', 'rows have')} fewer columns than the header (first: line ${fewer.first}); the missing columns are empty`);
  return { format, records: arrayRecords(records), notes, delimiter };
}

/** The header row's names; an empty or repeated name is given one (`column_5`, `Price_2`) and noted. */
function headerKeys(header: string[], notes: string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    let key = raw.replace(/^\uFEFF/, '');
    if (!key) {
      key = `column_${i + 1}`;
      notes.push(`column ${i + 1} has no name in the header row: read as ${key}`);
    }
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    if (n > 1) {
      const renamed = `${key}_${n}`;
      notes.push(`the header row names "${key}" ${n === 2 ? 'twice' : `${n} times`}: column ${i + 1} is read as ${renamed}`);
      return renamed;
    }
    return key;
  });
}
