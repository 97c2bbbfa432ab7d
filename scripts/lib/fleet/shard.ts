/**
 * Splitting a fleet of dealers across machines (CI matrix jobs, Kubernetes Indexed Job pods), like Playwright's
 * --shard i/n: every machine computes its own part from the same list, so the parts must be deterministic,
 * disjoint and together cover every dealer, with no coordination between machines.
 */

export interface Shard {
  index: number;
  total: number;
}

/** Parses "i/n" (1-based, 1 ≤ i ≤ n); returns an error message for anything else. */
export function parseShard(text: string): Shard | { error: string } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) return { error: `--shard must look like i/n (e.g. 2/4), got "${text}"` };
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1) return { error: `--shard ${text}: the number of shards must be at least 1` };
  if (index < 1 || index > total) return { error: `--shard ${text}: the shard number must be between 1 and ${total}` };
  return { index, total };
}

/**
 * Shard `index` of `total` of the names, sorted first so every machine sees the same order whatever order its
 * directory listing gives. Contiguous parts whose sizes differ by at most one (the first `length % total` parts
 * get one more), as Playwright splits its tests. A shard past the number of names is empty.
 */
export function shardOf(names: readonly string[], { index, total }: Shard): string[] {
  const sorted = [...new Set(names)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const base = Math.floor(sorted.length / total);
  const extra = sorted.length % total;
  const start = (index - 1) * base + Math.min(index - 1, extra);
  const size = base + (index <= extra ? 1 : 0);
  return sorted.slice(start, start + size);
}
