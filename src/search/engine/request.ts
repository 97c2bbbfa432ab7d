import type { SearchSettings } from '../document';
import { meiliError, SearchRequestError } from './errors';
import { filterAttributes, parseFilter, type FilterNode } from './filter-parser';
import type { SortKey } from './order';
import type { MeiliErrorCode, SearchRequest } from './types';

/** A search request checked and read into the engine's terms. */
export type ParsedRequest = {
  q: string;
  filter: FilterNode | null;
  facets: string[] | null;
  sort: SortKey[];
  paged: boolean;
  offset: number;
  limit: number;
  page: number;
  hitsPerPage: number;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[] | null;
  formatted: boolean;
  pre: string;
  post: string;
  strategy: 'last' | 'all';
  attributesToSearchOn: string[] | null;
};

function reject(code: MeiliErrorCode, message: string): never {
  throw new SearchRequestError(meiliError(code, message));
}

const list = (attrs: readonly string[]) => [...attrs].sort().join(', ');

function count(value: unknown, name: string, code: MeiliErrorCode, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    reject(code, `Invalid value type at \`.${name}\`: expected a positive integer, but found ${JSON.stringify(value)}.`);
  return value;
}

function strings(value: unknown, name: string, code: MeiliErrorCode): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    reject(code, `Invalid value type at \`.${name}\`: expected an array of strings, but found ${JSON.stringify(value)}.`);
  return value as string[];
}

function text(value: unknown, name: string, code: MeiliErrorCode, fallback: string): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') reject(code, `Invalid value type at \`.${name}\`: expected a string, but found ${JSON.stringify(value)}.`);
  return value;
}

export function parseSort(sort: string[] | null, settings: SearchSettings): SortKey[] {
  return (sort ?? []).map((expr) => {
    const [, name, direction] = /^(.+):(asc|desc)$/.exec(expr.trim()) ?? [];
    if (name === undefined)
      reject('invalid_search_sort', `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expr}\`.`);
    const attribute = name.trim();
    if (!settings.sortableAttributes.includes(attribute)) {
      reject('invalid_search_sort', `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${list(settings.sortableAttributes)}\`.`);
    }
    return { attribute, desc: direction === 'desc' };
  });
}

export function parseRequest(body: SearchRequest, settings: SearchSettings): ParsedRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) reject('bad_request', 'Invalid value type: expected an object.');
  const q = text(body.q, 'q', 'invalid_search_q', '');
  const filter = parseFilter(body.filter as never);
  for (const { attribute, at } of filterAttributes(filter)) {
    if (!settings.filterableAttributes.includes(attribute)) {
      reject(
        'invalid_search_filter',
        `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${list(settings.filterableAttributes)}\`.\n${at.start + 1}:${at.end + 1} ${at.source}`,
      );
    }
  }
  let facets = strings(body.facets, 'facets', 'invalid_search_facets');
  if (facets?.includes('*')) facets = [...settings.filterableAttributes];
  for (const facet of facets ?? []) {
    if (!settings.filterableAttributes.includes(facet)) {
      reject(
        'invalid_search_facets',
        `Invalid facet distribution, attribute \`${facet}\` is not filterable. The available filterable attributes are \`${list(settings.filterableAttributes)}\`.`,
      );
    }
  }
  const sort = parseSort(strings(body.sort, 'sort', 'invalid_search_sort'), settings);
  const paged = (body.page !== undefined && body.page !== null) || (body.hitsPerPage !== undefined && body.hitsPerPage !== null);
  const attributesToSearchOn = strings(body.attributesToSearchOn, 'attributesToSearchOn', 'invalid_search_attributes_to_search_on');
  for (const attr of attributesToSearchOn ?? []) {
    if (!settings.searchableAttributes.includes(attr)) {
      reject(
        'invalid_search_attributes_to_search_on',
        `Attribute \`${attr}\` is not searchable. Available searchable attributes are: \`${list(settings.searchableAttributes)}\`.`,
      );
    }
  }
  const strategy = body.matchingStrategy ?? 'last';
  if (strategy !== 'last' && strategy !== 'all' && strategy !== 'frequency') {
    reject(
      'invalid_search_matching_strategy',
      `Unknown value \`${String(strategy)}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\`.`,
    );
  }
  const attributesToHighlight = strings(body.attributesToHighlight, 'attributesToHighlight', 'invalid_search_attributes_to_highlight');
  const attributesToCrop = strings(body.attributesToCrop, 'attributesToCrop', 'invalid_search_attributes_to_highlight');
  return {
    q,
    filter,
    facets,
    sort,
    paged,
    offset: count(body.offset, 'offset', 'invalid_search_offset', 0),
    limit: count(body.limit, 'limit', 'invalid_search_limit', 20),
    page: count(body.page, 'page', 'invalid_search_page', 1),
    hitsPerPage: count(body.hitsPerPage, 'hitsPerPage', 'invalid_search_hits_per_page', 20),
    attributesToRetrieve: strings(body.attributesToRetrieve, 'attributesToRetrieve', 'invalid_search_attributes_to_retrieve'),
    attributesToHighlight,
    formatted: (attributesToHighlight?.length ?? 0) > 0 || (attributesToCrop?.length ?? 0) > 0,
    pre: text(body.highlightPreTag, 'highlightPreTag', 'invalid_search_highlight_pre_tag', '<em>'),
    post: text(body.highlightPostTag, 'highlightPostTag', 'invalid_search_highlight_post_tag', '</em>'),
    // 'frequency' drops the rarest words first; with car stock the last-word rule is a close, cheaper stand-in.
    strategy: strategy === 'all' ? 'all' : 'last',
    attributesToSearchOn,
  };
}
