import { useInstantSearch } from 'react-instantsearch';

/* A search client that always answers (the range slider tests read its facet stats), and a widget reading the refinements back. */

// The demo stock's ends: 10..283,214 km, $9,990..$138,990.
export const stats = { km: { min: 10, max: 283214 }, price: { min: 9990, max: 138990 } };

/** Each search's numeric filters, as JSON, in the order asked. */
export const asked: string[] = [];

/** A search client that answers with the stock's facet stats, whatever the refinement. */
export const client = {
  search(requests: { indexName: string; params?: { numericFilters?: unknown } }[]) {
    asked.push(JSON.stringify(requests[0]?.params?.numericFilters ?? null));
    return Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName,
        hits: [],
        nbHits: 299,
        page: 0,
        nbPages: 15,
        hitsPerPage: 21,
        processingTimeMS: 1,
        query: '',
        params: '',
        exhaustiveNbHits: true,
        facets: { km: {}, price: {} },
        facets_stats: stats,
      })),
    });
  },
};

/** The index's UI state as <Spy /> last rendered it (a live binding: importers see each update). */
export let ui: Record<string, unknown> = {};
export function Spy() {
  ui = useInstantSearch().indexUiState as Record<string, unknown>;
  return null;
}
