import { normalizeFacet, type ColumnView } from './columns';
import type { Relevance } from './text-index';

export type SortKey = { attribute: string; desc: boolean };

type Comparator = (a: number, b: number) => number;

/** Sort values per result position: numbers, or normalized text; NaN / null mark a missing value. */
function sortComparator(key: SortKey, view: ColumnView | undefined, docs: Int32Array): Comparator {
  const sign = key.desc ? -1 : 1;
  if (!view) return () => 0;
  const { col } = view;
  if (col.t === 'n' || col.t === 'b') {
    const values = Float64Array.from(docs, (d) => { const x = col.v[d]; return x === null || x < 0 && col.t === 'b' ? NaN : (x as number); });
    return (a, b) => {
      const x = values[a];
      const y = values[b];
      // Documents without the attribute come last, whichever the direction.
      if (x !== x) return y !== y ? 0 : 1;
      if (y !== y) return -1;
      return x === y ? 0 : x < y ? -sign : sign;
    };
  }
  const text = Array.from(docs, (d): string | null => {
    if (col.t === 's') return col.v[d] >= 0 ? normalizeFacet(col.d[col.v[d]]) : null;
    const c = col.v[d];
    return typeof c === 'number' || c.length === 0 ? null : normalizeFacet(col.d[c[0]]);
  });
  return (a, b) => {
    const x = text[a];
    const y = text[b];
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return x === y ? 0 : x < y ? -sign : sign;
  };
}

const RELEVANCE_RULES = new Set(['words', 'typo', 'proximity', 'attribute', 'exactness']);

/**
 * Orders result documents by the ranking rules: relevance rules (when there was a query), `sort` for the
 * requested sort keys, custom `attr:asc|desc` rules; ties keep index order (Meilisearch's internal id order).
 */
export function orderDocuments(
  docs: Int32Array, relevance: Relevance | null, sort: SortKey[], rankingRules: readonly string[], columns: Map<string, ColumnView>,
): Int32Array {
  const comparators: Comparator[] = [];
  let sortUsed = false;
  for (const rule of rankingRules) {
    if (RELEVANCE_RULES.has(rule)) {
      if (relevance) { const scores = relevance[rule as keyof Relevance]; comparators.push((a, b) => scores[a] - scores[b]); }
    } else if (rule === 'sort') {
      sortUsed = true;
      for (const key of sort) comparators.push(sortComparator(key, columns.get(key.attribute), docs));
    } else {
      const m = /^(.+):(asc|desc)$/.exec(rule);
      if (m) comparators.push(sortComparator({ attribute: m[1], desc: m[2] === 'desc' }, columns.get(m[1]), docs));
    }
  }
  if (!sortUsed) for (const key of sort) comparators.push(sortComparator(key, columns.get(key.attribute), docs));
  if (comparators.length === 0) return docs;
  const positions = Array.from({ length: docs.length }, (_, i) => i);
  positions.sort((a, b) => {
    for (const cmp of comparators) { const r = cmp(a, b); if (r !== 0) return r; }
    return docs[a] - docs[b];
  });
  return Int32Array.from(positions, (p) => docs[p]);
}
