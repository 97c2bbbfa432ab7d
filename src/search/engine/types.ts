/** Meilisearch's filter parameter: a string, or an array whose items are ANDed and whose inner arrays are ORed. */
export type Filter = string | (string | string[])[];

/** The subset of Meilisearch's search body the embedded engine answers (what instant-meilisearch sends). */
export type SearchRequest = {
  q?: string | null;
  filter?: Filter | null;
  facets?: string[] | null;
  sort?: string[] | null;
  offset?: number;
  limit?: number;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[] | null;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  /** Accepted; values are returned uncropped (cards never ask for crops). */
  attributesToCrop?: string[] | null;
  cropLength?: number;
  cropMarker?: string;
  matchingStrategy?: 'last' | 'all' | 'frequency';
  attributesToSearchOn?: string[] | null;
  [other: string]: unknown;
};

export type Hit = Record<string, unknown> & { _formatted?: Record<string, unknown> };

export type FacetDistribution = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number }>;

type Common = {
  hits: Hit[];
  query: string;
  processingTimeMs: number;
  facetDistribution?: FacetDistribution;
  facetStats?: FacetStats;
};
/** offset/limit mode. */
export type OffsetSearchResponse = Common & { limit: number; offset: number; estimatedTotalHits: number };
/** page/hitsPerPage mode. */
export type PagedSearchResponse = Common & { hitsPerPage: number; page: number; totalPages: number; totalHits: number };
export type SearchResponse = OffsetSearchResponse | PagedSearchResponse;

export type MeiliErrorCode =
  | 'invalid_search_filter'
  | 'invalid_search_sort'
  | 'invalid_search_facets'
  | 'invalid_search_q'
  | 'invalid_search_offset'
  | 'invalid_search_limit'
  | 'invalid_search_page'
  | 'invalid_search_hits_per_page'
  | 'invalid_search_attributes_to_retrieve'
  | 'invalid_search_attributes_to_highlight'
  | 'invalid_search_matching_strategy'
  | 'invalid_search_attributes_to_search_on'
  | 'invalid_search_highlight_pre_tag'
  | 'invalid_search_highlight_post_tag'
  | 'index_not_found'
  | 'missing_index_uid'
  | 'malformed_payload'
  | 'bad_request'
  | 'not_found'
  | 'internal';

/** Meilisearch's error body. */
export type MeiliError = { message: string; code: MeiliErrorCode; type: 'invalid_request' | 'internal'; link: string };

export type MultiSearchQuery = SearchRequest & { indexUid: string };
export type MultiSearchResult = SearchResponse & { indexUid: string };
