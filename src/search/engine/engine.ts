import { columnValue, type EmbeddedIndex } from '../index-format';
import { viewColumns, type ColumnView } from './columns';
import { isMeiliError, meiliError, SearchRequestError } from './errors';
import { computeFacets, type FacetOrder } from './facets';
import { evaluateFilter } from './filter-eval';
import { formatValue } from './highlight';
import { orderDocuments } from './order';
import { parseRequest, type ParsedRequest } from './request';
import { queryWords, type QueryWord } from './text';
import { finish, prepareTextIndex, scoreDocuments, type Relevance, type TextIndex } from './text-index';
import type { Hit, MeiliError, MultiSearchQuery, MultiSearchResult, SearchRequest, SearchResponse } from './types';

export type EmbeddedEngineOptions = {
  /** The index uid this engine answers for; other uids get index_not_found. Unset: any uid is answered. */
  indexUid?: string;
  /** Per-facet value order (Meilisearch's faceting.sortFacetValuesBy); default alpha for all. */
  sortFacetValuesBy?: Record<string, FacetOrder>;
};

export type EmbeddedEngine = {
  readonly indexUid: string | undefined;
  readonly documentCount: number;
  search(indexUid: string, request: SearchRequest): SearchResponse | MeiliError;
  multiSearch(body: { queries: MultiSearchQuery[] }): { results: MultiSearchResult[] } | MeiliError;
  /** Positions of every document a filter keeps, in index order and not capped by maxTotalHits (build-time use). */
  matching(filter: SearchRequest['filter']): number[] | MeiliError;
  /**
   * Builds part of the text index while `timeLeft()` (ms) stays above zero; true once it is complete. The page calls
   * it when idle so the shopper's first keystroke does not wait for the whole index (hundreds of ms at 20,000 cars).
   */
  prepareText(timeLeft: () => number): boolean;
};

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

// eslint-disable-next-line max-lines-per-function -- the engine's search, facet and count calls close over one loaded index and its caches
export function createEmbeddedEngine(index: EmbeddedIndex, opts: EmbeddedEngineOptions = {}): EmbeddedEngine {
  const { settings, count } = index;
  const columns = viewColumns(index);
  const allDocs = Int32Array.from({ length: count }, (_, i) => i);
  const displayed = settings.displayedAttributes.filter((a) => columns.has(a));
  // The vocabulary is built by prepareText when the page is idle, or else on the first text query, so browsing
  // never waits for it.
  let textIndex: TextIndex | null = null;
  let preparing: Generator<void, TextIndex> | null = null;
  const textSteps = () => (preparing ??= prepareTextIndex(settings.searchableAttributes, columns));
  function prepareText(timeLeft: () => number): boolean {
    while (!textIndex && timeLeft() > 0) {
      const r = textSteps().next();
      if (r.done) textIndex = r.value;
    }
    return textIndex !== null;
  }
  const restricted = new Map<string, TextIndex>();
  const textFor = (attrs: string[] | null): TextIndex => {
    textIndex ??= finish(textSteps());
    if (!attrs) return textIndex;
    const key = attrs.join('\u0000');
    let t = restricted.get(key);
    if (!t) {
      const full = textIndex;
      t = { ...full, attributes: full.attributes.filter((a) => attrs.includes(a.view.name)) };
      restricted.set(key, t);
    }
    return t;
  };
  const facetOrder = (facet: string): FacetOrder => opts.sortFacetValuesBy?.[facet] ?? opts.sortFacetValuesBy?.['*'] ?? 'alpha';

  function candidates(req: ParsedRequest): Int32Array {
    if (!req.filter) return allDocs;
    const mask = evaluateFilter(req.filter, columns, count);
    const out: number[] = [];
    for (let i = 0; i < count; i++) if (mask[i]) out.push(i);
    return Int32Array.from(out);
  }

  function hit(doc: number, req: ParsedRequest, words: QueryWord[]): Hit {
    const wanted =
      !req.attributesToRetrieve || req.attributesToRetrieve.includes('*') ? displayed : displayed.filter((a) => req.attributesToRetrieve!.includes(a));
    const out: Hit = {};
    for (const attr of wanted) {
      const value = columnValue((columns.get(attr) as ColumnView).col, doc);
      if (value !== undefined) out[attr] = value;
    }
    if (req.formatted) {
      const highlight = req.attributesToHighlight ?? [];
      const all = highlight.includes('*');
      const formatted: Record<string, unknown> = {};
      for (const [attr, value] of Object.entries(out)) formatted[attr] = all || highlight.includes(attr) ? formatValue(value, words, req.pre, req.post) : value;
      out._formatted = formatted;
    }
    return out;
  }

  function run(req: ParsedRequest): SearchResponse {
    const started = now();
    let docs = candidates(req);
    let relevance: Relevance | null = null;
    const words = queryWords(req.q, settings.typoTolerance);
    if (words.length > 0) {
      const scored = scoreDocuments(textFor(req.attributesToSearchOn), words, docs, req.strategy);
      docs = scored.docs;
      relevance = scored.relevance;
    }
    const facets = req.facets ? computeFacets(req.facets, columns, docs, settings.faceting.maxValuesPerFacet, facetOrder) : null;
    // Meilisearch counts and serves at most pagination.maxTotalHits results.
    const total = Math.min(docs.length, settings.pagination.maxTotalHits);
    const start = req.paged ? Math.max(0, req.page - 1) * req.hitsPerPage : req.offset;
    const end = req.paged ? (req.page === 0 ? 0 : start + req.hitsPerPage) : start + req.limit;
    const ordered = orderDocuments(docs, relevance, req.sort, settings.rankingRules, columns, Math.min(end, total));
    const hits: Hit[] = [];
    for (const doc of ordered.subarray(start, Math.min(end, total))) hits.push(hit(doc, req, words));
    const head = { hits, query: req.q, processingTimeMs: Math.round(now() - started) };
    const tail = facets ? { facetDistribution: facets.facetDistribution, facetStats: facets.facetStats } : {};
    if (req.paged) {
      const totalPages = req.hitsPerPage === 0 ? 0 : Math.ceil(total / req.hitsPerPage);
      return { ...head, hitsPerPage: req.hitsPerPage, page: req.page, totalPages, totalHits: total, ...tail };
    }
    return { ...head, limit: req.limit, offset: req.offset, estimatedTotalHits: total, ...tail };
  }

  function search(indexUid: string, request: SearchRequest): SearchResponse | MeiliError {
    if (opts.indexUid !== undefined && indexUid !== opts.indexUid) return meiliError('index_not_found', `Index \`${indexUid}\` not found.`);
    try {
      return run(parseRequest(request, settings));
    } catch (e) {
      if (e instanceof SearchRequestError) return e.error;
      // The engine answers every request; an unexpected fault is reported like a server's internal error.
      return meiliError('internal', e instanceof Error ? e.message : String(e));
    }
  }

  function multiSearch(body: { queries: MultiSearchQuery[] }): { results: MultiSearchResult[] } | MeiliError {
    if (typeof body !== 'object' || body === null || !Array.isArray(body.queries)) {
      return meiliError('bad_request', 'Missing field `queries`: expected an array of search queries.');
    }
    const results: MultiSearchResult[] = [];
    for (const [i, query] of body.queries.entries()) {
      if (typeof query?.indexUid !== 'string') return meiliError('missing_index_uid', `Inside \`.queries[${i}]\`: Missing field \`indexUid\`.`);
      const { indexUid, ...request } = query;
      const result = search(indexUid, request);
      // Meilisearch fails the whole multi-search with the first failing query, naming it.
      if (isMeiliError(result)) return { ...result, message: `Inside \`.queries[${i}]\`: ${result.message}` };
      results.push({ indexUid, ...result });
    }
    return { results };
  }

  function matching(filter: SearchRequest['filter']): number[] | MeiliError {
    try {
      return Array.from(candidates(parseRequest({ filter }, settings)));
    } catch (e) {
      if (e instanceof SearchRequestError) return e.error;
      throw e;
    }
  }

  return { indexUid: opts.indexUid, documentCount: count, search, multiSearch, matching, prepareText };
}
