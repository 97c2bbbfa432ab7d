import { DISPLAY_ONLY_ATTRIBUTES, PRIMARY_KEY, searchSettings, type SearchDocument, type SearchSettings } from './document';
import {
  decodeColumn,
  dictionary,
  INDEX_FORMAT,
  MISSING_CODE,
  NULL_CODE,
  type Column,
  type DeltaNumberColumn,
  type EmbeddedIndex,
  type IndexColumn,
  type NumberColumn,
  type StringColumn,
  type UniqueStringColumn,
} from './index-format';

type Doc = Record<string, unknown>;

/** A text column goes without a dictionary when at least this share of its values are different. */
const UNIQUE_SHARE = 0.8;

const jsonLength = (x: unknown) => JSON.stringify(x).length;

function commonPrefix(values: readonly string[]): string {
  // No values have no prefix in common.
  let p = values[0] ?? '';
  for (const v of values) {
    let k = 0;
    while (k < p.length && k < v.length && p.charCodeAt(k) === v.charCodeAt(k)) k++;
    p = p.slice(0, k);
    if (!p) break;
  }
  return p;
}

function commonSuffix(values: readonly string[], skip: number): string {
  let s = (values[0] ?? '').slice(skip);
  for (const v of values) {
    let k = 0;
    while (k < s.length && k < v.length - skip && s.charCodeAt(s.length - 1 - k) === v.charCodeAt(v.length - 1 - k)) k++;
    s = s.slice(s.length - k);
    if (!s) break;
  }
  return s;
}

/** A trailing integer a document's text ends with (canonical digits, exactly representable), and the text before it. */
const TRAILING = /^([\s\S]*?)(0|[1-9][0-9]{0,14})$/;

/**
 * The dictionary-less form of a text column (see UniqueStringColumn), or null when it would not come back exactly.
 * Values are documents' texts, null, or undefined (missing).
 */
function uniqueColumn(texts: readonly (string | null | undefined)[], reference: StringColumn): UniqueStringColumn | null {
  const present = texts.filter((x): x is string => typeof x === 'string');
  if (present.length === 0) return null;
  let p = commonPrefix(present);
  const minLength = Math.min(...present.map((x) => x.length));
  let s = commonSuffix(present, p.length);
  if (p.length + s.length > minLength) s = s.slice(p.length + s.length - minLength);
  // Never cut a surrogate pair in two: JSON would write each half as a 6-character escape.
  const high = (c: number) => c >= 0xd800 && c <= 0xdbff;
  const low = (c: number) => c >= 0xdc00 && c <= 0xdfff;
  if (p && high(p.charCodeAt(p.length - 1))) p = p.slice(0, -1);
  if (s && low(s.charCodeAt(0))) s = s.slice(1);
  const middles = texts.map((x) => (typeof x === 'string' ? x.slice(p.length, x.length - s.length) : null));
  const missing = texts.flatMap((x, i) => (x === undefined ? [i] : []));
  const col: UniqueStringColumn = { t: 'u', v: middles, ...(p ? { p } : {}), ...(s ? { s } : {}), ...(missing.length ? { u: missing } : {}) };
  // Trailing integers as differences from the previous one (sequential ids become a run of 1s), when shorter.
  let prev = 0;
  const heads: (string | null)[] = [];
  const deltas: (number | null)[] = [];
  for (const m of middles) {
    const [, head, digits] = (m === null ? null : TRAILING.exec(m)) ?? [];
    if (head === undefined || digits === undefined) {
      heads.push(m);
      deltas.push(null);
      continue;
    }
    const x = Number(digits);
    heads.push(head);
    deltas.push(x - prev);
    prev = x;
  }
  const withNumbers: UniqueStringColumn = { ...col, v: heads, n: deltas };
  const chosen = jsonLength(withNumbers) < jsonLength(col) ? withNumbers : col;
  const back = decodeColumn(chosen) as StringColumn;
  const same = back.d.length === reference.d.length && back.d.every((x, i) => x === reference.d[i]) && back.v.every((c, i) => c === reference.v[i]);
  return same ? chosen : null;
}

/** The difference form of a number column, when it is shorter and comes back exactly. */
function deltaColumn(col: NumberColumn): DeltaNumberColumn | null {
  if (!col.v.every((x) => x === null || Number.isSafeInteger(x))) return null;
  let prev = 0;
  const v = col.v.map((x) => {
    if (x === null) return null;
    const d = x - prev;
    prev = x;
    return d;
  });
  if (!v.every((d) => d === null || Number.isSafeInteger(d))) return null;
  const delta: DeltaNumberColumn = { t: 'nd', v, ...(col.u ? { u: col.u } : {}) };
  if (jsonLength(delta) >= jsonLength(col) * 0.9) return null;
  const back = decodeColumn(delta) as NumberColumn;
  return back.v.every((x, i) => x === col.v[i]) ? delta : null;
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The column as the engine reads it (dictionary form for text). */
export function encodeColumn(values: unknown[]): Column {
  const present = values.filter((v) => v !== null && v !== undefined);
  const special = (v: unknown) => (v === null ? NULL_CODE : MISSING_CODE);
  if (present.length > 0 && present.every(Array.isArray)) {
    const { d, code } = dictionary((present as unknown[][]).flat().map(asText));
    return { t: 'sa', d, v: values.map((v) => (Array.isArray(v) ? v.map((x) => code.get(asText(x))!) : special(v))) };
  }
  if (present.length > 0 && present.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    const missing = values.flatMap((v, i) => (v === undefined ? [i] : []));
    return { t: 'n', v: values.map((v) => (v === undefined ? null : (v as number | null))), ...(missing.length ? { u: missing } : {}) };
  }
  if (present.length > 0 && present.every((v) => typeof v === 'boolean')) {
    return { t: 'b', v: values.map((v) => (v === true ? 1 : v === false ? 0 : special(v))) };
  }
  const { d, code } = dictionary(present.map(asText));
  return { t: 's', d, v: values.map((v) => (v === null || v === undefined ? special(v) : code.get(asText(v))!)) };
}

/** The column as the index file stores it: the engine's form, or a smaller one that decodes back to exactly that. */
export function storedColumn(values: unknown[]): IndexColumn {
  const col = encodeColumn(values);
  if (col.t === 'n') return deltaColumn(col) ?? col;
  if (col.t !== 's') return col;
  const present = col.v.filter((c) => c >= 0).length;
  if (present === 0 || col.d.length < UNIQUE_SHARE * present) return col;
  const texts = col.v.map((c) => (c >= 0 ? col.d[c] : c === NULL_CODE ? null : undefined));
  const unique = uniqueColumn(texts, col);
  return unique && jsonLength(unique) < jsonLength(col) ? unique : col;
}

/**
 * Column-oriented index of the given documents, in their order (which is also the tie-break order of results).
 * A site's one index is built from its listing by scripts/lib/derive/prepare-site.ts; nothing else filters documents.
 */
export function buildEmbeddedIndex(docs: readonly SearchDocument[] | readonly Doc[], settings: SearchSettings = searchSettings()): EmbeddedIndex {
  const rows = docs as readonly Doc[];
  const attributes = new Set<string>();
  for (const doc of rows) for (const key of Object.keys(doc)) attributes.add(key);
  const displayOnly = new Set<string>(DISPLAY_ONLY_ATTRIBUTES);
  const columns: Record<string, IndexColumn> = {};
  const display: Record<string, IndexColumn> = {};
  for (const attr of attributes) {
    const col = storedColumn(rows.map((doc) => doc[attr]));
    // Searchable or filterable attributes stay with the search columns even if cards also show them.
    const needed = settings.searchableAttributes.includes(attr) || settings.filterableAttributes.includes(attr) || settings.sortableAttributes.includes(attr);
    (displayOnly.has(attr) && !needed ? display : columns)[attr] = col;
  }
  return { format: INDEX_FORMAT, count: rows.length, primaryKey: PRIMARY_KEY, settings, columns, display };
}
