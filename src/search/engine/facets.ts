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
    // Prices can have thousands of distinct values: sort the numbers natively and count runs, stopping once
    // enough values are counted for the alpha (ascending) order.
    const v = view.col.v;
    const values = new Float64Array(docs.length);
    let len = 0;
    for (let k = 0; k < docs.length; k++) { const x = v[docs[k]]; if (x !== null) values[len++] = x; }
    const sorted = values.subarray(0, len).sort();
    entries = [];
    const limit = order === 'alpha' ? maxValues : Infinity;
    for (let i = 0; i < len && entries.length < limit;) {
      let j = i + 1;
      while (j < len && sorted[j] === sorted[i]) j++;
      entries.push([String(sorted[i]), j - i, sorted[i]]);
      i = j;
    }
  } else {
    const counts = new Int32Array(view.labels.length);
    forEachGroup(view, docs, (_doc, g) => { counts[g]++; });
    entries = [];
    counts.forEach((c, g) => { if (c > 0) entries.push([view.labels[g], c, normalizeFacet(view.labels[g])]); });
    entries.sort((a, b) => (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0));
  }
  if (order === 'count') entries.sort((a, b) => b[1] - a[1]);
  const out: Record<string, number> = {};
  for (const [label, count] of entries.slice(0, maxValues)) out[label] = count;
  return out;
}

/** min and max of a numeric facet over the result documents; undefined when none has a number. */
export function facetStat(view: ColumnView | undefined, docs: Int32Array): { min: number; max: number } | undefined {
  if (!view || view.col.t !== 'n') return undefined;
  let min = Infinity;
  let max = -Infinity;
  const v = view.col.v;
  for (let k = 0; k < docs.length; k++) {
    const x = v[docs[k]];
    if (x !== null) { if (x < min) min = x; if (x > max) max = x; }
  }
  return min === Infinity ? undefined : { min, max };
}

export function computeFacets(
  facets: string[], columns: Map<string, ColumnView>, docs: Int32Array, maxValues: number, orderOf: (facet: string) => FacetOrder,
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
