import { MISSING_CODE, NULL_CODE } from '../index-format';
import { normalizeFacet, type ColumnView } from './columns';
import type { FilterNode } from './filter-parser';

/** A set of documents as a byte per document (1 = in), cheap to AND/OR/NOT over a few thousand cars. */
export type Mask = Uint8Array;

function parseNumber(value: string): number {
  return value.trim() === '' ? NaN : Number(value);
}

// `n` is the number of documents, which every column holds one value for, and text codes index `group`: the
// lookups in the loops below are in range.

/** Documents whose text groups satisfy `test`. */
function byGroup(view: ColumnView, n: number, test: (g: number) => boolean): Mask {
  const mask = new Uint8Array(n);
  const { col, group } = view;
  if (col.t === 's') {
    const hit = Uint8Array.from(group, (g) => (test(g) ? 1 : 0));
    for (let i = 0; i < n; i++) {
      const c = col.v[i]!;
      if (c >= 0 && hit[c]) mask[i] = 1;
    }
  } else if (col.t === 'sa') {
    const hit = Uint8Array.from(group, (g) => (test(g) ? 1 : 0));
    for (let i = 0; i < n; i++) {
      const c = col.v[i]!;
      if (typeof c !== 'number')
        for (const x of c)
          if (hit[x]) {
            mask[i] = 1;
            break;
          }
    }
  } else if (col.t === 'b') {
    for (let i = 0; i < n; i++) {
      const c = col.v[i]!;
      if (c >= 0 && test(c)) mask[i] = 1;
    }
  }
  return mask;
}

function byNumber(view: ColumnView, n: number, test: (x: number) => boolean): Mask {
  const mask = new Uint8Array(n);
  if (view.col.t !== 'n') return mask;
  const v = view.col.v;
  for (let i = 0; i < n; i++) {
    const x = v[i]!;
    if (x !== null && test(x)) mask[i] = 1;
  }
  return mask;
}

/** `attribute = value`: case-insensitive for text, numeric for numbers (Meilisearch tries the value both ways). */
function equals(view: ColumnView | undefined, n: number, values: string[]): Mask {
  if (!view) return new Uint8Array(n);
  if (view.col.t === 'n') {
    const nums = new Set(values.map(parseNumber).filter((x) => !Number.isNaN(x)));
    return byNumber(view, n, (x) => nums.has(x));
  }
  const groups = new Set(values.map((v) => view.byNorm.get(normalizeFacet(v))).filter((g): g is number => g !== undefined));
  return byGroup(view, n, (g) => groups.has(g));
}

function not(mask: Mask): Mask {
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = mask[i]! ^ 1;
  return out;
}

function exists(view: ColumnView | undefined, n: number): Mask {
  const mask = new Uint8Array(n);
  if (!view) return mask;
  const { col } = view;
  for (let i = 0; i < n; i++) {
    if (col.t === 'n') mask[i] = view.missing.has(i) ? 0 : 1;
    else mask[i] = col.v[i] === MISSING_CODE ? 0 : 1;
  }
  return mask;
}

function isNull(view: ColumnView | undefined, n: number): Mask {
  const mask = new Uint8Array(n);
  if (!view) return mask;
  const { col } = view;
  for (let i = 0; i < n; i++) {
    if (col.t === 'n') mask[i] = col.v[i] === null && !view.missing.has(i) ? 1 : 0;
    else mask[i] = col.v[i] === NULL_CODE ? 1 : 0;
  }
  return mask;
}

/** IS EMPTY matches "", [] and {} (not null). */
function isEmpty(view: ColumnView | undefined, n: number): Mask {
  const mask = new Uint8Array(n);
  if (!view) return mask;
  const { col } = view;
  if (col.t === 's') {
    const empty = col.d.map((d) => d === '' || d === '{}');
    for (let i = 0; i < n; i++) {
      const c = col.v[i]!;
      if (c >= 0 && empty[c]) mask[i] = 1;
    }
  } else if (col.t === 'sa') {
    for (let i = 0; i < n; i++) {
      const c = col.v[i]!;
      if (typeof c !== 'number' && c.length === 0) mask[i] = 1;
    }
  }
  return mask;
}

const COMPARE: Record<'>' | '>=' | '<' | '<=', (a: number, b: number) => boolean> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

/** Evaluates a parsed filter over the columns. Comparisons and TO apply to numbers only, as documented. */
export function evaluateFilter(node: FilterNode, columns: Map<string, ColumnView>, n: number): Mask {
  switch (node.type) {
    case 'and':
    case 'or': {
      const [out, ...rest] = node.children.map((c) => evaluateFilter(c, columns, n));
      // The parser builds AND and OR nodes only with two children or more.
      if (!out) throw new Error(`Filter ${node.type.toUpperCase()} node without children`);
      // Every mask has n bytes.
      if (node.type === 'and') for (const m of rest) for (let i = 0; i < n; i++) out[i]! &= m[i]!;
      else for (const m of rest) for (let i = 0; i < n; i++) out[i]! |= m[i]!;
      return out;
    }
    case 'not':
      return not(evaluateFilter(node.child, columns, n));
    case 'in':
      return equals(columns.get(node.attribute), n, node.values);
    case 'exists':
      return exists(columns.get(node.attribute), n);
    case 'isNull':
      return isNull(columns.get(node.attribute), n);
    case 'isEmpty':
      return isEmpty(columns.get(node.attribute), n);
    case 'to': {
      const view = columns.get(node.attribute);
      const from = parseNumber(node.from);
      const to = parseNumber(node.to);
      if (!view || Number.isNaN(from) || Number.isNaN(to)) return new Uint8Array(n);
      return byNumber(view, n, (x) => x >= from && x <= to);
    }
    case 'compare': {
      const view = columns.get(node.attribute);
      if (node.op === '=') return equals(view, n, [node.value]);
      if (node.op === '!=') return not(equals(view, n, [node.value]));
      const target = parseNumber(node.value);
      if (!view || Number.isNaN(target)) return new Uint8Array(n);
      const cmp = COMPARE[node.op];
      return byNumber(view, n, (x) => cmp(x, target));
    }
  }
}
