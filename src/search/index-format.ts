import type { SearchSettings } from './document';

/**
 * The embedded index: column-oriented JSON, one column per document attribute. Strings are dictionary-encoded
 * (each distinct value once, documents hold small integer codes, most frequent value first so the common codes
 * are one digit), numbers are plain arrays. Small gzipped because each column is a run of similar tokens.
 *
 * Codes: -1 = null, -2 = attribute missing from the document (Meilisearch tells the two apart for IS NULL / EXISTS).
 */
export const INDEX_FORMAT = 'dealer-sites/embedded-search@1';

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

export type EmbeddedIndex = {
  format: typeof INDEX_FORMAT;
  /** Number of documents. */
  count: number;
  primaryKey: string;
  settings: SearchSettings;
  /** Filter, facet, sort and search columns. */
  columns: Record<string, Column>;
  /** Columns only result cards read (kept apart so the search columns' size can be judged on its own). */
  display: Record<string, Column>;
};

/** The value document `i` holds in a column, as it was in the source document (undefined = missing). */
export function columnValue(col: Column, i: number): unknown {
  switch (col.t) {
    case 's': {
      const c = col.v[i];
      return c === NULL_CODE ? null : c === MISSING_CODE ? undefined : col.d[c];
    }
    case 'sa': {
      const c = col.v[i];
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
