import { DISPLAY_ONLY_ATTRIBUTES, PRIMARY_KEY, searchSettings, type SearchDocument, type SearchSettings } from './document';
import { INDEX_FORMAT, MISSING_CODE, NULL_CODE, type Column, type EmbeddedIndex } from './index-format';

type Doc = Record<string, unknown>;

/** Codes in order of frequency, so the most common values get the shortest codes (and gzip sees repeats). */
function dictionary(values: Iterable<string>): { d: string[]; code: Map<string, number> } {
  const freq = new Map<string, number>();
  for (const v of values) freq.set(v, (freq.get(v) ?? 0) + 1);
  const d = [...freq.keys()].sort((a, b) => freq.get(b)! - freq.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  return { d, code: new Map(d.map((v, i) => [v, i])) };
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));

function encodeColumn(values: unknown[]): Column {
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

/**
 * Column-oriented index of the given documents, in their order (which is also the tie-break order of results).
 * A site's one index is built from its listing by scripts/lib/prepare-site.ts; nothing else filters documents.
 */
export function buildEmbeddedIndex(docs: readonly SearchDocument[] | readonly Doc[], settings: SearchSettings = searchSettings()): EmbeddedIndex {
  const rows = docs as readonly Doc[];
  const attributes = new Set<string>();
  for (const doc of rows) for (const key of Object.keys(doc)) attributes.add(key);
  const displayOnly = new Set<string>(DISPLAY_ONLY_ATTRIBUTES);
  const columns: Record<string, Column> = {};
  const display: Record<string, Column> = {};
  for (const attr of attributes) {
    const col = encodeColumn(rows.map((doc) => doc[attr]));
    // Searchable or filterable attributes stay with the search columns even if cards also show them.
    const needed = settings.searchableAttributes.includes(attr) || settings.filterableAttributes.includes(attr) || settings.sortableAttributes.includes(attr);
    (displayOnly.has(attr) && !needed ? display : columns)[attr] = col;
  }
  return { format: INDEX_FORMAT, count: rows.length, primaryKey: PRIMARY_KEY, settings, columns, display };
}
