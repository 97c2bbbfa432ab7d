/*
 * The records of a stock file in any format a dealer system exports: JSON, CSV/TSV or XML, decided by the content
 * (never the file name: a CSV is often sent as stock.json, an XML feed from a URL ending in .php). The same reader
 * serves a file in the dealer folder, --stock <file|URL>, stock_url's fetched body and the feed report's read-back,
 * so what the build reads and what a refusal says are the same everywhere.
 *
 * Anything else (an HTML login page, a ZIP or Excel workbook, gzip bytes, an empty body) is refused with a message
 * naming what was found and what is accepted. Each format's reading lives in its own file (stock-json.ts,
 * stock-table.ts, stock-xml.ts); this one sniffs, decodes the text and words the refusals.
 */
import { isUtf8 } from 'node:buffer';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { JsonRecords } from './json-records';
import { ACCEPTED_FORMATS, StockFormatError, type StockFormat } from './stock-format-error';
import { jsonStockRecords } from './stock-json';
import { tableStockRecords } from './stock-table';
import { xmlStockRecords } from './stock-xml';

export { ACCEPTED_FORMATS, StockFormatError, type StockFormat, type StockFormatProblem } from './stock-format-error';
/** How the bytes were read as text: UTF-8 when they are valid UTF-8, else Windows-1252 (what spreadsheets save as "CSV"); UTF-16 with its byte-order mark. */
export type StockEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

export interface StockReadOptions {
  /** feed.format: `auto` (the default) decides by the content; a named format is read as that format, and its parse error reported. */
  format?: 'auto' | 'json' | 'csv' | 'xml';
  /** feed.records: the dotted path of the record list (`data.vehicles`) or of the repeating XML element (`Stock.Vehicle`); null = found automatically. */
  records?: string | null;
  /** How messages name the stock: `dealers/x/stock.json`, `the stock from https://…`. */
  where: string;
}

export interface StockRead {
  format: StockFormat;
  encoding: StockEncoding;
  records: JsonRecords;
  /** What the reader noted and the build reports (rows with more columns than the header, a list chosen among several…). */
  notes: string[];
  /** CSV/TSV: the delimiter sniffed from the header line. */
  delimiter?: string;
  /** Where the records were found when not at the top level: `data.vehicles`, `Stock.Vehicle`. */
  recordsAt?: string;
}

const notStock = (where: string, found: string) => new StockFormatError(where, `not a stock file: found ${found}; ${ACCEPTED_FORMATS}`, 'not-stock');

/** Files and bodies that are not text, named by their signature; null when none matches. */
function binaryKind(b: Buffer): string | null {
  const starts = (...bytes: number[]) => bytes.every((x, i) => b[i] === x);
  if (starts(0x1f, 0x8b)) return 'gzip-compressed data (starts with bytes 1f 8b): decompress it first, or have the server send it with Content-Encoding: gzip';
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0x50, 0x4b, 0x05, 0x06))
    return 'a ZIP archive (starts with "PK"; an Excel .xlsx workbook is one): export the sheet as CSV, or unpack the file';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return 'an Excel 97-2003 workbook (.xls): export the sheet as CSV';
  if (starts(0x25, 0x50, 0x44, 0x46)) return 'a PDF document (starts with "%PDF")';
  return null;
}

/** UTF-16 text: by its byte-order mark, or ASCII with every other byte zero (a spreadsheet's "Unicode text" without one). */
function utf16Of(b: Buffer): { encoding: 'utf-16le' | 'utf-16be'; bom: boolean } | null {
  if (b[0] === 0xff && b[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  if (b[0] === 0xfe && b[1] === 0xff) return { encoding: 'utf-16be', bom: true };
  if (b.length >= 4 && b[0] !== 0 && b[1] === 0 && b[2] !== 0 && b[3] === 0) return { encoding: 'utf-16le', bom: false };
  if (b.length >= 4 && b[0] === 0 && b[1] !== 0 && b[2] === 0 && b[3] !== 0) return { encoding: 'utf-16be', bom: false };
  return null;
}

/** Text does not hold NUL bytes, and hardly any other control characters (tab, line breaks and form feed aside). */
function looksBinary(b: Buffer): boolean {
  const n = Math.min(b.length, 8192);
  let control = 0;
  for (let i = 0; i < n; i++) {
    const x = b[i]!;
    if (x === 0) return true;
    if (x < 0x20 && x !== 0x09 && x !== 0x0a && x !== 0x0d && x !== 0x0c) control += 1;
  }
  return control > n / 10;
}

/** The bytes as text, BOM left out: UTF-16 by its mark, UTF-8 when valid, else Windows-1252. */
function decode(b: Buffer): { text: string; encoding: StockEncoding } {
  const utf16 = utf16Of(b);
  if (utf16) return { text: new TextDecoder(utf16.encoding).decode(b), encoding: utf16.encoding }; // TextDecoder drops the BOM
  const body = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? b.subarray(3) : b;
  if (isUtf8(body)) return { text: body.toString('utf8'), encoding: 'utf-8' };
  return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
}

/** The first character that is not white space (a byte-order mark skipped), read from the bytes: a large JSON file is never decoded whole for it. */
function firstChar(b: Buffer): string {
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (i < b.length && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i += 1;
  return i < b.length ? String.fromCharCode(b[i]!) : '';
}

/** An HTML page (a login form, an error page, a feed URL that answers with its website): the start of its first tag. */
function htmlStart(text: string): string | null {
  const head = text.slice(0, 2048).replace(/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*/i, '');
  const m = /^<!doctype\s+html|^<html[\s>]|^<head[\s>]|^<body[\s>]/i.exec(head);
  if (!m) return null;
  return head.slice(0, Math.min(head.indexOf('>') < 0 ? 40 : head.indexOf('>'), 40));
}

/**
 * The records of a stock file or body, in the format its content shows (or the one feed.format names).
 * Throws StockFormatError when it is not a stock file, does not parse, or holds no record list.
 */
export function readStockRecords(bytes: Buffer, opts: StockReadOptions): StockRead {
  const { where } = opts;
  const records = opts.records ?? null;
  if (bytes.length === 0) throw notStock(where, 'an empty file (0 bytes)');
  const kind = binaryKind(bytes);
  if (kind) throw notStock(where, kind);
  const utf16 = utf16Of(bytes);
  if (!utf16 && looksBinary(bytes)) throw notStock(where, `binary data (${bytes.length} bytes that are not text)`);
  const first = utf16 ? decode(bytes).text.trimStart().charAt(0) : firstChar(bytes);
  if (!first) throw notStock(where, `nothing but white space (${bytes.length} bytes)`);
  const format = opts.format ?? 'auto';
  const asJson = format === 'json' || (format === 'auto' && (first === '{' || first === '['));
  if (asJson) {
    // JSON is UTF-8 (RFC 8259); another encoding is read as text and split as UTF-8, so the large-file path stays lazy.
    const body = utf16 || !isUtf8(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes) ? decode(bytes) : null;
    const read = jsonStockRecords(body ? Buffer.from(body.text, 'utf8') : bytes, records, where);
    return { format: 'json', encoding: body?.encoding ?? 'utf-8', ...read };
  }
  const { text, encoding } = decode(bytes);
  const html = htmlStart(text);
  if (html !== null) throw notStock(where, `an HTML page (starts with "${html}")`);
  if (format === 'xml' || (format === 'auto' && first === '<')) return { encoding, ...xmlStockRecords(text, records, where) };
  return { encoding, ...tableStockRecords(text, where, format === 'csv') };
}

/** The names a stock file in the dealer folder may have, in the order a message lists them. */
export const STOCK_FILE_NAMES = ['stock.json', 'stock.csv', 'stock.tsv', 'stock.xml'] as const;

/**
 * The dealer folder's stock file: the one of STOCK_FILE_NAMES that is there (its content still decides the
 * format). None, or more than one (which would the build read?), is a problem naming them.
 */
export function findStockFile(dir: string): { file: string; problem: null } | { file: null; problem: string } {
  const found = STOCK_FILE_NAMES.filter((name) => existsSync(path.join(dir, name)));
  const shown = path.relative(process.cwd(), dir) || dir;
  if (found.length === 1) return { file: path.join(dir, found[0]!), problem: null };
  if (found.length > 1)
    return {
      file: null,
      problem: `${shown}/ has ${found.length} stock files, ${found.join(' and ')}: keep one (the build would not know which to read), or pass --stock <file>`,
    };
  return {
    file: null,
    problem: `stock file not found: ${shown}/ has no stock.json, stock.csv, stock.tsv or stock.xml (or set stock_url / pass --stock)`,
  };
}

const DELIMITER_NAMES: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };
const ENCODING_NAMES: Record<StockEncoding, string> = { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252', 'utf-16le': 'UTF-16LE', 'utf-16be': 'UTF-16BE' };

/** How a stock was read, for the build's log: `CSV (semicolon-separated, Windows-1252)`, `JSON (records at data.vehicles, UTF-8)`. */
export function describeFormat(read: Pick<StockRead, 'format' | 'encoding' | 'delimiter' | 'recordsAt'>): string {
  const parts = [
    read.delimiter ? `${DELIMITER_NAMES[read.delimiter] ?? JSON.stringify(read.delimiter)}-separated` : null,
    read.recordsAt ? `records at ${read.recordsAt}` : null,
    ENCODING_NAMES[read.encoding],
  ].filter(Boolean);
  return `${read.format.toUpperCase()} (${parts.join(', ')})`;
}

/** The build's line for the stock it read: `stock: dealers/x/stock.csv, CSV (semicolon-separated, Windows-1252), 40 records`. */
export function stockLine(file: string, read: Pick<StockRead, 'format' | 'encoding' | 'delimiter' | 'recordsAt'>, count: number): string {
  return `stock: ${file}, ${describeFormat(read)}, ${count} record${count === 1 ? '' : 's'}`;
}

/** How a build read its stock: the file, its format and encoding, what the reader noted, and how many records it held. */
export type StockSource = Omit<StockRead, 'records'> & { file: string; count: number };
