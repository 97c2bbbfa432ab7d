import { decodeColumn, MISSING_CODE, NULL_CODE, type Column, type EmbeddedIndex, type IndexColumn } from '../index-format';

/** Meilisearch compares filter and facet strings after lower-casing and trimming; values differing only so are one facet value. */
export function normalizeFacet(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A column ready for queries. Text values are grouped by their normalized form: `group[code]` is the group of a
 * dictionary entry, `labels[g]` the spelling shown in facetDistribution (the first one met), `byNorm` finds a
 * group from a filter value.
 */
export type ColumnView = {
  name: string;
  col: Column;
  count: number;
  group: Int32Array;
  labels: string[];
  byNorm: Map<string, number>;
  /** Documents where the attribute is missing (number columns). */
  missing: Set<number>;
};

export function viewColumn(name: string, stored: IndexColumn, count: number): ColumnView {
  const col = decodeColumn(stored);
  const byNorm = new Map<string, number>();
  const labels: string[] = [];
  let group = new Int32Array(0);
  if (col.t === 's' || col.t === 'sa') {
    group = new Int32Array(col.d.length);
    col.d.forEach((value, code) => {
      const norm = normalizeFacet(value);
      let g = byNorm.get(norm);
      if (g === undefined) {
        g = labels.length;
        labels.push(value);
        byNorm.set(norm, g);
      }
      group[code] = g;
    });
  } else if (col.t === 'b') {
    // Meilisearch indexes booleans as the strings "true" and "false".
    labels.push('false', 'true');
    byNorm.set('false', 0).set('true', 1);
  }
  return { name, col, count, group, labels, byNorm, missing: new Set(col.t === 'n' ? (col.u ?? []) : []) };
}

export function viewColumns(index: EmbeddedIndex): Map<string, ColumnView> {
  const views = new Map<string, ColumnView>();
  for (const [name, col] of Object.entries({ ...index.display, ...index.columns })) views.set(name, viewColumn(name, col, index.count));
  return views;
}

/**
 * Calls `fn(doc, group)` for each text value document-by-document (booleans as groups 0/1). `docs` are documents
 * of the column and its codes index `group`, so the lookups below are in range.
 */
export function forEachGroup(view: ColumnView, docs: ArrayLike<number>, fn: (doc: number, group: number) => void): void {
  const { col, group } = view;
  if (col.t === 's') {
    for (let k = 0; k < docs.length; k++) {
      const i = docs[k]!;
      const c = col.v[i]!;
      if (c >= 0) fn(i, group[c]!);
    }
  } else if (col.t === 'sa') {
    for (let k = 0; k < docs.length; k++) {
      const i = docs[k]!;
      const c = col.v[i]!;
      if (typeof c !== 'number') {
        // A value listed twice in one document counts once.
        if (c.length === 1) fn(i, group[c[0]!]!);
        else for (const g of new Set(c.map((x) => group[x]!))) fn(i, g);
      }
    }
  } else if (col.t === 'b') {
    for (let k = 0; k < docs.length; k++) {
      const i = docs[k]!;
      const c = col.v[i]!;
      if (c >= 0) fn(i, c);
    }
  }
}

export const isAbsent = (code: number) => code === NULL_CODE || code === MISSING_CODE;
