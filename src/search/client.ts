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
 * The InstantSearch searchClient for a dealer. Both transports speak Meilisearch's protocol through
 * instant-meilisearch, so the UI is the same; the embedded one loads the index once, on the first search.
 */
export function createSearchClient(config: SearchClientConfig): InstantMeiliSearchInstance {
  const options: InstantMeiliSearchOptions = { finitePagination: true, ...config.options };
  if (config.engine === 'meilisearch') {
    if (!config.host) throw new Error('search.host is required when search.engine is "meilisearch".');
    return instantMeiliSearch(config.host, config.searchKey ?? '', options).searchClient;
  }
  const load = config.loadIndex ?? (() => fetchIndex(config.indexUrl ?? '/search-index.json'));
  const engine = async (): Promise<EmbeddedEngine> => createEmbeddedEngine(await load(), { indexUid: config.indexUid });
  return instantMeiliSearch(EMBEDDED_HOST, '', { ...options, httpClient: createEmbeddedHttpClient(engine) }).searchClient;
}
