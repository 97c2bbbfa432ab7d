import { useEffect, useRef, useState } from 'react';
import type { SearchTransport } from '../../../search/client';
import type { PathPreset } from '../../../search/routing';
import type { QueryRules } from '../../../search/route-query';

/** Counting waits for the shopper to pause, as the search's typed-text URL write does (spec: 300 ms). */
export const COUNT_DELAY_MS = 300;

type Counter = (url: string) => Promise<number>;

/**
 * A counter over the dealer's search (same transport and engine as the search island, whose loaded index it
 * shares): how many cars the search page will show for a URL. Loaded on first use, so the budget tool's own
 * code stays small until it counts.
 */
async function createCounter(transport: SearchTransport, preset: PathPreset, rules: QueryRules): Promise<Counter> {
  const [{ createSearchClient }, { urlToRoute }, { countParams }] = await Promise.all([
    import('../../../search/client'),
    import('../../../search/routing'),
    import('../../../search/route-query'),
  ]);
  const client = createSearchClient({ ...transport, options: { meiliSearchParams: { attributesToHighlight: [], attributesToRetrieve: [] } } });
  return async (url) => {
    const u = new URL(url, window.location.origin);
    const params = countParams(urlToRoute(u.pathname, u.search, preset), rules);
    const { results } = await client.search([{ indexName: transport.indexUid, params }] as never);
    return (results[0] as { nbHits?: number }).nbHits ?? 0;
  };
}

/** `url`: the address `count` is for (the last one counted). */
export type CarCount = { count: number | null; pending: boolean; url?: string };

/**
 * The live count for `url` (null: nothing to count yet). While a new count is on its way the last one stays,
 * marked pending, so the button does not flash; a failed count leaves no number (the button still works).
 */
export function useCarCount(url: string | null, transport: SearchTransport, preset: PathPreset, rules: QueryRules): CarCount {
  const [state, setState] = useState<CarCount>({ count: null, pending: false });
  const counter = useRef<Promise<Counter> | null>(null);
  const latest = useRef(0);
  useEffect(() => {
    if (!url) return;
    const ask = ++latest.current;
    setState((s) => ({ ...s, pending: true }));
    const timer = window.setTimeout(async () => {
      try {
        counter.current ??= createCounter(transport, preset, rules);
        const count = await (await counter.current)(url);
        if (ask === latest.current) setState({ count, pending: false, url });
      } catch (err) {
        counter.current = null;
        console.warn('Budget tool: the cars in budget could not be counted', err);
        if (ask === latest.current) setState({ count: null, pending: false });
      }
    }, COUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);
  return state;
}
