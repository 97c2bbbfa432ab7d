import { instantMeiliSearch, type InstantMeiliSearchInstance, type InstantMeiliSearchOptions } from '@meilisearch/instant-meilisearch';
import { createEmbeddedEngine, type EmbeddedEngine } from './engine/engine';
import { createEmbeddedHttpClient } from './http-client';
import { isEmbeddedIndex, type EmbeddedIndex } from './index-format';

export type SearchClientConfig = {
  engine: 'embedded' | 'meilisearch';
  /** Meilisearch host (engine meilisearch). */
  host?: string | null;
  /** Meilisearch search-only key (engine meilisearch). */
  searchKey?: string | null;
  indexUid: string;
  /** Where the embedded index is served; default /search-index.json. */
  indexUrl?: string;
  /** Passed through to instantMeiliSearch (e.g. keepZeroFacets); httpClient is set here for the embedded engine. */
  options?: Omit<InstantMeiliSearchOptions, 'httpClient'>;
  /** Test hook: loads the embedded index instead of fetching indexUrl. */
  loadIndex?: () => Promise<EmbeddedIndex>;
};

/** How a dealer's pages reach its search: the search island's and the budget counter's props (from the build). */
export type SearchTransport = Pick<SearchClientConfig, 'engine' | 'indexUid'> & { host: string | null; searchKey: string | null; indexUrl: string };

/** instant-meilisearch needs a host even when every request is answered locally; this one is never contacted. */
const EMBEDDED_HOST = 'https://embedded-search.invalid';

async function fetchIndex(url: string): Promise<EmbeddedIndex> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Search index ${url} could not be loaded (HTTP ${res.status}).`);
  const data: unknown = await res.json();
  if (!isEmbeddedIndex(data)) throw new Error(`Search index ${url} is not an embedded search index.`);
  return data;
}

/**
 * One engine per served index for the whole page: the search island and the budget tool's counter each have a
 * client, and the index (downloaded and decoded once) is the heavy part. A failed load is forgotten so the next
 * search retries it.
 */
const sharedEngines = new Map<string, Promise<EmbeddedEngine>>();

/**
 * Builds the engine's text index in idle slices once the page has shown its first results, so the shopper's first
 * keystroke is answered like any other (at 20,000 cars building it takes hundreds of ms on a slowed phone).
 */
export function prepareTextWhenIdle(engine: EmbeddedEngine): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return;
  const slice = (deadline: IdleDeadline) => {
    if (!engine.prepareText(() => deadline.timeRemaining())) window.requestIdleCallback(slice);
  };
  window.requestIdleCallback(slice);
}

function sharedEngine(indexUrl: string, indexUid: string): Promise<EmbeddedEngine> {
  const key = `${indexUid} ${indexUrl}`;
  let engine = sharedEngines.get(key);
  if (!engine) {
    engine = fetchIndex(indexUrl).then((index) => {
      const e = createEmbeddedEngine(index, { indexUid });
      prepareTextWhenIdle(e);
      return e;
    });
    sharedEngines.set(key, engine);
    engine.catch(() => sharedEngines.delete(key));
  }
  return engine;
}

type MatchingStrategy = 'all' | 'last';
type ClientRequest = { indexName: string; params?: { query?: string } & Record<string, unknown> };
type ClientResponse = { results: { nbHits?: number }[] };

/** A query of two or more words (the tokenizer's words: letters and digits), where the matching strategies differ. */
const isMultiWord = (query: string | undefined): boolean => (query?.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) > 1;

/**
 * Text search: a car matches only when it matches every word of the query (matchingStrategy 'all'), so the count
 * for 'toyota hilux' is of Hiluxes, not of every Toyota (Meilisearch's default 'last' keeps any car matching the
 * first words, ranked below). Only when no car matches them all are the partial matches shown: the requests of that
 * query are asked again with 'last' (words dropped from the end). Done here, above both transports, so the
 * embedded engine and Meilisearch get the same requests and answer alike; the budget counter counts the same way.
 */
function withPartialFallback(all: InstantMeiliSearchInstance, last: InstantMeiliSearchInstance): InstantMeiliSearchInstance {
  const search = async (requests: ClientRequest[]) => {
    const answer = (await all.search(requests as never)) as unknown as ClientResponse;
    // The first request of a query is the results list (InstantSearch's disjunctive facet requests follow it).
    const empty = new Set<string>();
    const seen = new Set<string>();
    requests.forEach((r, i) => {
      const q = r.params?.query ?? '';
      if (seen.has(q)) return;
      seen.add(q);
      if (isMultiWord(q) && answer.results[i]?.nbHits === 0) empty.add(q);
    });
    if (!empty.size) return answer;
    const again = requests.flatMap((r, i) => (empty.has(r.params?.query ?? '') ? [i] : []));
    const partial = (await last.search(again.map((i) => requests[i]!) as never)) as unknown as ClientResponse;
    const results = [...answer.results];
    again.forEach((i, k) => {
      results[i] = partial.results[k]!;
    });
    return { ...answer, results };
  };
  return { ...all, search: search as never };
}

/**
 * The InstantSearch searchClient for a dealer. Both transports speak Meilisearch's protocol through
 * instant-meilisearch, so the UI is the same; the embedded one loads the index once, on the first search.
 */
export function createSearchClient(config: SearchClientConfig): InstantMeiliSearchInstance {
  const options = (matchingStrategy: MatchingStrategy): InstantMeiliSearchOptions => ({
    finitePagination: true,
    ...config.options,
    meiliSearchParams: { ...config.options?.meiliSearchParams, matchingStrategy },
  });
  if (config.engine === 'meilisearch') {
    if (!config.host) throw new Error('search.host is required when search.engine is "meilisearch".');
    const client = (strategy: MatchingStrategy) => instantMeiliSearch(config.host!, config.searchKey ?? '', options(strategy)).searchClient;
    return withPartialFallback(client('all'), client('last'));
  }
  const { loadIndex } = config;
  const engine = loadIndex
    ? async (): Promise<EmbeddedEngine> => createEmbeddedEngine(await loadIndex(), { indexUid: config.indexUid })
    : () => sharedEngine(config.indexUrl ?? '/search-index.json', config.indexUid);
  // One http client for both strategies: it loads the engine once.
  const httpClient = createEmbeddedHttpClient(engine);
  const client = (strategy: MatchingStrategy) => instantMeiliSearch(EMBEDDED_HOST, '', { ...options(strategy), httpClient }).searchClient;
  return withPartialFallback(client('all'), client('last'));
}
