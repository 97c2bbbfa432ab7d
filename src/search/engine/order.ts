import { normalizeFacet, type ColumnView } from './columns';
import type { Relevance } from './text-index';

export type SortKey = { attribute: string; desc: boolean };

type Comparator = (a: number, b: number) => number;

/**
 * Sort values per result position: numbers, or normalized text; NaN / null mark a missing value. `docs` are
 * documents of the column, and the comparator is given positions in `docs`, so the lookups are in range.
 */
function sortComparator(key: SortKey, view: ColumnView | undefined, docs: Int32Array): Comparator {
  const sign = key.desc ? -1 : 1;
  if (!view) return () => 0;
  const { col } = view;
  if (col.t === 'n' || col.t === 'b') {
    const values = Float64Array.from(docs, (d) => {
      const x = col.v[d]!;
      return x === null || (x < 0 && col.t === 'b') ? NaN : x;
    });
    return (a, b) => {
      const x = values[a]!;
      const y = values[b]!;
      // Documents without the attribute come last, whichever the direction.
      if (x !== x) return y !== y ? 0 : 1;
      if (y !== y) return -1;
      return x === y ? 0 : x < y ? -sign : sign;
    };
  }
  const text = Array.from(docs, (d): string | null => {
    if (col.t === 's') {
      const code = col.v[d]!;
      return code >= 0 ? normalizeFacet(col.d[code]!) : null;
    }
    const c = col.v[d]!;
    const first = typeof c === 'number' ? undefined : c[0];
    return first === undefined ? null : normalizeFacet(col.d[first]!);
  });
  return (a, b) => {
    const x = text[a]!;
    const y = text[b]!;
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return x === y ? 0 : x < y ? -sign : sign;
  };
}

const RELEVANCE_RULES = new Set(['words', 'typo', 'proximity', 'attribute', 'exactness']);

/**
 * Orders result documents by the ranking rules: relevance rules (when there was a query), `sort` for the
 * requested sort keys, custom `attr:asc|desc` rules; ties keep index order (Meilisearch's internal id order).
 * Only the first `limit` documents are ordered and returned (the rest are never shown).
 */
export function orderDocuments(
  docs: Int32Array,
  relevance: Relevance | null,
  sort: SortKey[],
  rankingRules: readonly string[],
  columns: Map<string, ColumnView>,
  limit: number = docs.length,
): Int32Array {
  const comparators: Comparator[] = [];
  let sortUsed = false;
  for (const rule of rankingRules) {
    if (RELEVANCE_RULES.has(rule)) {
      if (relevance) {
        const scores = relevance[rule as keyof Relevance];
        comparators.push((a, b) => scores[a]! - scores[b]!);
      }
    } else if (rule === 'sort') {
      sortUsed = true;
      for (const key of sort) comparators.push(sortComparator(key, columns.get(key.attribute), docs));
    } else {
      const [, attribute, direction] = /^(.+):(asc|desc)$/.exec(rule) ?? [];
      if (attribute !== undefined) comparators.push(sortComparator({ attribute, desc: direction === 'desc' }, columns.get(attribute), docs));
    }
  }
  if (!sortUsed) for (const key of sort) comparators.push(sortComparator(key, columns.get(key.attribute), docs));
  if (comparators.length === 0) return docs;
  const compare = (a: number, b: number) => {
    for (const cmp of comparators) {
      const r = cmp(a, b);
      if (r !== 0) return r;
    }
    return docs[a]! - docs[b]!;
  };
  const positions = Array.from({ length: docs.length }, (_, i) => i);
  const top = limit < docs.length / 4 ? smallest(positions, compare, limit) : positions.sort(compare);
  return Int32Array.from(top, (p) => docs[p]!);
}

/**
 * The first `k` items in order, by a bounded max-heap: a results page needs the top 21 of thousands, which is
 * far cheaper than sorting them all.
 */
function smallest(items: number[], compare: (a: number, b: number) => number, k: number): number[] {
  if (k <= 0) return [];
  // Every index below is checked against heap.length (or is a parent of one that is), so the `!`s hold.
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (compare(heap[i]!, heap[p]!) <= 0) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1,
        r = l + 1;
      let m = i;
      if (l < heap.length && compare(heap[l]!, heap[m]!) > 0) m = l;
      if (r < heap.length && compare(heap[r]!, heap[m]!) > 0) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
