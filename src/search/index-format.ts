import type { SearchSettings } from './document';

/**
 * The embedded index: column-oriented JSON, one column per document attribute. Strings are dictionary-encoded
 * (each distinct value once, documents hold small integer codes, most frequent value first so the common codes
 * are one digit), numbers are plain arrays. Small gzipped because each column is a run of similar tokens.
 *
 * Codes: -1 = null, -2 = attribute missing from the document (Meilisearch tells the two apart for IS NULL / EXISTS).
 *
 * Two stored forms exist only in the file (`IndexColumn`) and are decoded on load into the forms above (`Column`),
 * exactly as the dictionary form would have been built, so the engine never sees them:
 * - 'u': text columns whose values are (nearly) all different (slugs, names, stock numbers, photo URLs), kept in
 *   document order without a dictionary, a shared prefix/suffix stored once and a trailing integer delta-encoded;
 * - 'nd': number columns stored as differences from the previous non-null value, when that is shorter.
 */
export const INDEX_FORMAT = 'dealer-sites/embedded-search@2';

export const NULL_CODE = -1;
export const MISSING_CODE = -2;

/** Text values: `d` dictionary, `v[i]` code into `d` (or NULL_CODE / MISSING_CODE). */
export type StringColumn = { t: 's'; d: string[]; v: number[] };
/** Lists of text: `v[i]` is the list of codes, or NULL_CODE / MISSING_CODE. */
export type StringListColumn = { t: 'sa'; d: string[]; v: (number[] | number)[] };
/** Numbers: `v[i]` the value or null; `u` lists the documents where the attribute is missing. */
export type NumberColumn = { t: 'n'; v: (number | null)[]; u?: number[] };
/** Booleans: 1 true, 0 false, or NULL_CODE / MISSING_CODE. */
export type BoolColumn = { t: 'b'; v: number[] };

export type Column = StringColumn | StringListColumn | NumberColumn | BoolColumn;

/**
 * Text stored in document order. Document i's value is `p + v[i] + (n ? String(x_i) : '') + s`, where, when `n` is
 * present and `n[i]` is not null, x_i = x_(previous document with a number) + n[i] (starting from 0); `v[i]` null
 * is a null value, and `u` lists the documents where the attribute is missing (their `v` is null too).
 */
export type UniqueStringColumn = { t: 'u'; v: (string | null)[]; p?: string; s?: string; n?: (number | null)[]; u?: number[] };
/** Numbers as differences: document i's value is the previous non-null value (0 at first) plus `v[i]`; `u` as in NumberColumn. */
export type DeltaNumberColumn = { t: 'nd'; v: (number | null)[]; u?: number[] };

/** A column as stored in the index file; `decodeColumn` turns it into the form the engine reads. */
export type IndexColumn = Column | UniqueStringColumn | DeltaNumberColumn;

export type EmbeddedIndex = {
  format: typeof INDEX_FORMAT;
  /** Number of documents. */
  count: number;
  primaryKey: string;
  settings: SearchSettings;
  /** Filter, facet, sort and search columns. */
  columns: Record<string, IndexColumn>;
  /** Columns only result cards read (kept apart so the search columns' size can be judged on its own). */
  display: Record<string, IndexColumn>;
};

/** Codes in order of frequency, so the most common values get the shortest codes (and gzip sees repeats); ties alphabetical. */
export function dictionary(values: readonly string[]): { d: string[]; code: Map<string, number> } {
  const freq = new Map<string, number>();
  for (const v of values) freq.set(v, (freq.get(v) ?? 0) + 1);
  const keys = [...freq.keys()];
  // All different: plain code-unit order, which is what the comparator below gives, only faster.
  const d = keys.length === values.length ? keys.sort() : keys.sort((a, b) => freq.get(b)! - freq.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  return { d, code: new Map(d.map((v, i) => [v, i])) };
}

/** The string's characters in one flat piece (Number() of a non-numeric string reads, and so flattens, it). */
function flat(s: string): string {
  Number(s);
  return s;
}

function decodeUnique(col: UniqueStringColumn): StringColumn {
  const { v, n } = col;
  const p = col.p ?? '';
  const s = col.s ?? '';
  const missing = new Set(col.u ?? []);
  const values: (string | null)[] = new Array(v.length);
  let x = 0;
  for (let i = 0; i < v.length; i++) {
    const head = v[i];
    const delta = n?.[i] ?? null;
    if (delta !== null) x += delta;
    // Flat strings: a concatenation stays a rope in V8, which every later scan (tokenising, sorting) pays for.
    values[i] = head === null ? null : flat(p + head + (delta !== null ? String(x) : '') + s);
  }
  // Usually every value is different: the dictionary is then the values in code-unit order, found by sorting
  // document numbers (no maps); a repeated value (adjacent once sorted) takes the general way.
  const docs: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] !== null) docs.push(i);
  docs.sort((a, b) => {
    const x = values[a]!;
    const y = values[b]!;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  let distinct = true;
  for (let k = 1; k < docs.length && distinct; k++) distinct = values[docs[k]!] !== values[docs[k - 1]!];
  const codes: number[] = values.map((x, i) => (x !== null ? 0 : missing.has(i) ? MISSING_CODE : NULL_CODE));
  if (distinct) {
    const d = docs.map((i) => values[i]!);
    docs.forEach((doc, k) => {
      codes[doc] = k;
    });
    return { t: 's', d, v: codes };
  }
  const { d, code } = dictionary(values.filter((x): x is string => x !== null));
  values.forEach((x, i) => {
    if (x !== null) codes[i] = code.get(x)!;
  });
  return { t: 's', d, v: codes };
}

function decodeDelta(col: DeltaNumberColumn): NumberColumn {
  let x = 0;
  const v = col.v.map((delta) => (delta === null ? null : (x += delta)));
  return { t: 'n', v, ...(col.u ? { u: col.u } : {}) };
}

const decoded = new WeakMap<IndexColumn, Column>();

/** The column in the form the engine reads (the stored forms 'u' and 'nd' decoded once, then remembered). */
export function decodeColumn(col: IndexColumn): Column {
  if (col.t !== 'u' && col.t !== 'nd') return col;
  let out = decoded.get(col);
  if (!out) {
    out = col.t === 'u' ? decodeUnique(col) : decodeDelta(col);
    decoded.set(col, out);
  }
  return out;
}

/** The value document `i` holds in a column, as it was in the source document (undefined = missing). */
export function columnValue(stored: IndexColumn, i: number): unknown {
  const col = decodeColumn(stored);
  switch (col.t) {
    case 's': {
      const c = col.v[i];
      return c === NULL_CODE ? null : c === undefined || c === MISSING_CODE ? undefined : col.d[c];
    }
    case 'sa': {
      const c = col.v[i];
      if (c === undefined) return undefined;
      if (typeof c === 'number') return c === NULL_CODE ? null : undefined;
      return c.map((code) => col.d[code]);
    }
    case 'n':
      if (col.u && col.v[i] === null && col.u.includes(i)) return undefined;
      return col.v[i];
    case 'b': {
      const c = col.v[i];
      return c === NULL_CODE ? null : c === MISSING_CODE ? undefined : c === 1;
    }
  }
}

export function isEmbeddedIndex(value: unknown): value is EmbeddedIndex {
  return typeof value === 'object' && value !== null && (value as { format?: unknown }).format === INDEX_FORMAT;
}
