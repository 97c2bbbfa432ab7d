import { forEachGroup, normalizeFacet, type ColumnView } from './columns';
import type { FacetDistribution, FacetStats } from './types';

export type FacetOrder = 'alpha' | 'count';

/**
 * Counts per value over the result documents. Order as Meilisearch's default `sortFacetValuesBy: alpha`
 * (normalized value, A to Z; numbers ascending), or by count (highest first); at most `maxValues` values.
 */
export function facetValues(view: ColumnView | undefined, docs: Int32Array, maxValues: number, order: FacetOrder = 'alpha'): Record<string, number> {
  if (!view) return {};
  let entries: [string, number, string | number][];
  if (view.col.t === 'n') {
    const v = view.col.v;
    entries = [];
    const limit = order === 'alpha' ? maxValues : Infinity;
    const byValue = numericOrder(view);
    if (docs.length * Math.log2(docs.length + 1) < byValue.length) {
      // A few documents: sort their numbers natively and count runs.
      const values = new Float64Array(docs.length);
      let len = 0;
      // Result documents are documents of the column, and i < len is inside `sorted`.
      for (let k = 0; k < docs.length; k++) {
        const x = v[docs[k]!]!;
        if (x !== null) values[len++] = x;
      }
      const sorted = values.subarray(0, len).sort();
      for (let i = 0; i < len && entries.length < limit;) {
        const value = sorted[i]!;
        let j = i + 1;
        while (j < len && sorted[j] === value) j++;
        entries.push([String(value), j - i, value]);
        i = j;
      }
    } else {
      // Many: walk every document in value order (sorted once per engine), counting the ones in the result,
      // and stop once enough values are counted for the alpha (ascending) order.
      const inResult = new Uint8Array(view.count);
      for (let k = 0; k < docs.length; k++) inResult[docs[k]!] = 1;
      let current = NaN,
        run = 0;
      for (let i = 0; i < byValue.length; i++) {
        const doc = byValue[i]!;
        if (!inResult[doc]) continue;
        const x = v[doc] as number;
        if (x !== current) {
          if (run > 0) {
            entries.push([String(current), run, current]);
            if (entries.length >= limit) {
              run = 0;
              break;
            }
          }
          current = x;
          run = 0;
        }
        run++;
      }
      if (run > 0 && entries.length < limit) entries.push([String(current), run, current]);
    }
  } else {
    const counts = new Int32Array(view.labels.length);
    // Groups index the labels, which `counts` has one slot per.
    forEachGroup(view, docs, (_doc, g) => {
      counts[g]!++;
    });
    entries = [];
    counts.forEach((c, g) => {
      const label = view.labels[g];
      if (c > 0 && label !== undefined) entries.push([label, c, normalizeFacet(label)]);
    });
    entries.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
  }
  if (order === 'count') entries.sort((a, b) => b[1] - a[1]);
  const out: Record<string, number> = {};
  for (const [label, count] of entries.slice(0, maxValues)) out[label] = count;
  return out;
}

const orders = new WeakMap<ColumnView, Int32Array>();

/** The documents having a number in this column, in ascending value order (computed once per column view). */
function numericOrder(view: ColumnView): Int32Array {
  let order = orders.get(view);
  if (!order && view.col.t === 'n') {
    const v = view.col.v;
    const docs: number[] = [];
    for (let i = 0; i < v.length; i++) if (v[i] !== null) docs.push(i);
    order = Int32Array.from(docs).sort((a, b) => (v[a] as number) - (v[b] as number));
    orders.set(view, order);
  }
  return order ?? new Int32Array(0);
}

/** min and max of a numeric facet over the result documents; undefined when none has a number. */
export function facetStat(view: ColumnView | undefined, docs: Int32Array): { min: number; max: number } | undefined {
  if (!view || view.col.t !== 'n') return undefined;
  let min = Infinity;
  let max = -Infinity;
  const v = view.col.v;
  for (let k = 0; k < docs.length; k++) {
    const x = v[docs[k]!]!;
    if (x !== null) {
      if (x < min) min = x;
      if (x > max) max = x;
    }
  }
  return min === Infinity ? undefined : { min, max };
}

export function computeFacets(
  facets: string[],
  columns: Map<string, ColumnView>,
  docs: Int32Array,
  maxValues: number,
  orderOf: (facet: string) => FacetOrder,
): { facetDistribution: FacetDistribution; facetStats: FacetStats } {
  const facetDistribution: FacetDistribution = {};
  const facetStats: FacetStats = {};
  for (const facet of facets) {
    const view = columns.get(facet);
    facetDistribution[facet] = facetValues(view, docs, maxValues, orderOf(facet));
    const stat = facetStat(view, docs);
    if (stat) facetStats[facet] = stat;
  }
  return { facetDistribution, facetStats };
}
