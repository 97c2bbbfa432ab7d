/**
 * Results cached per query signature (spec 4); once full, the oldest entry is evicted. Wraps any
 * InstantSearch searchClient so going back to an earlier filter set answers without searching again.
 */
export class ResultsCache<V> {
  private readonly entries = new Map<string, V>();
  private readonly size: number;
  constructor(size: number) {
    this.size = size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    // Map keeps insertion order, so the first key is the oldest.
    while (this.entries.size > Math.max(1, this.size)) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get count(): number {
    return this.entries.size;
  }
}

/** The signature of one InstantSearch call: every request's index and params, order kept. */
export function querySignature(requests: unknown): string {
  return JSON.stringify(requests);
}

type Client = { search: (requests: never) => Promise<unknown> } & Record<string, unknown>;

export function withResultsCache<C extends Client>(client: C, size: number): C {
  const cache = new ResultsCache<Promise<unknown>>(size);
  const search = (requests: never) => {
    const key = querySignature(requests);
    const hit = cache.get(key);
    if (hit) return hit;
    const pending = client.search(requests);
    cache.set(key, pending);
    // A failed search is not remembered: the next identical query tries again.
    pending.catch(() => {
      if (cache.get(key) === pending) cache.delete(key);
    });
    return pending;
  };
  return { ...client, search } as C;
}
