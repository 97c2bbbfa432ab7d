import { budgetPriceFilters } from '../domain/budget';
import { withPriceSortFilter } from '../domain/search-shaping';
import { RANGE_ATTRIBUTES, URL_FACETS, sortIndexName, type RouteState } from './routing';

export type QueryRules = { price_asc_excludes_zero: boolean };

/**
 * The filters every search of a route carries besides its facets and ranges (domain rules): price > 1000 under
 * an upper price limit (the budget search), price > 0 on an ascending sort by the raw price when the dealer says
 * so (withPriceSortFilter: the route's 'Lowest price' sorts by the shown price, unpriced cars last, none dropped).
 * The search island configures them and the budget counter sends them, so both count the same cars.
 */
export function routeFilters(route: Pick<RouteState, 'ranges' | 'sortBy'>, rules: QueryRules): string {
  return sortRouteFilters(route.ranges.price, route.sortBy ? sortIndexName(route.sortBy, '') : null, rules);
}

/** routeFilters from an upper price range and the sort rule as an index name writes it ('cars:sort_price:asc'). */
function sortRouteFilters(priceRange: string | undefined, sortRule: string | null, rules: QueryRules): string {
  const filters = withPriceSortFilter(budgetPriceFilters(priceRange), sortRule, { search: rules });
  return filters.map((f) => `(${f})`).join(' AND ');
}

/** 'min:max' (either side optional) as the numeric filters InstantSearch's range widget sends. */
function rangeFilters(attribute: string, value: string): string[] {
  const [min, max] = value.split(':');
  const out: string[] = [];
  if (min !== undefined && min !== '' && Number.isFinite(Number(min))) out.push(`${attribute}>=${Number(min)}`);
  if (max !== undefined && max !== '' && Number.isFinite(Number(max))) out.push(`${attribute}<=${Number(max)}`);
  return out;
}

/** InstantSearch-style search parameters asking only how many cars a route matches (no hits, no facets). */
export type CountParams = { query: string; hitsPerPage: 0; facetFilters: string[][]; numericFilters: string[]; filters: string };

/**
 * What the search page asks for a route, less the hits: each URL facet's values OR-ed (the refinement lists are
 * disjunctive), facets AND-ed, ranges as numeric filters, plus routeFilters.
 */
export function countParams(route: RouteState, rules: QueryRules): CountParams {
  const facetFilters = URL_FACETS.map((facet) => (route.refinements[facet] ?? []).map((v) => `${facet}:${v}`)).filter((group) => group.length > 0);
  const numericFilters = RANGE_ATTRIBUTES.flatMap((a) => (route.ranges[a] ? rangeFilters(a, route.ranges[a]!) : []));
  return { query: route.query ?? '', hitsPerPage: 0, facetFilters, numericFilters, filters: routeFilters(route, rules) };
}

type SearchRequest = { indexName: string; params?: { filters?: string; numericFilters?: unknown } & Record<string, unknown> };

/**
 * routeFilters for one InstantSearch request, read from the request itself: its index name is the sort, an
 * upper price is among its numeric filters. The same rules as the route's, so a search and the budget count agree.
 */
export function requestRouteFilters(request: SearchRequest, rules: QueryRules): string {
  const numeric = [request.params?.numericFilters].flat(2).filter((f): f is string => typeof f === 'string');
  const max = numeric.map((f) => /^\s*price\s*<=\s*(-?\d+(?:\.\d+)?)\s*$/.exec(f)?.[1]).find((m) => m !== undefined);
  // The index name's own sort rule: a raw price:asc (older clients) is not the site's sort_price:asc.
  return sortRouteFilters(max === undefined ? undefined : `:${max}`, request.indexName, rules);
}

type Client = { search: (requests: never) => Promise<unknown> } & Record<string, unknown>;

/**
 * Adds each request's route filters (requestRouteFilters) on its way to the engine. Done here, not by a Configure
 * widget fed from the search state: that widget only learns of a new sort or price limit after the search for it
 * has run and rendered, and then searches again (an ascending price sort first showed the unpriced cars, then
 * re-sorted: two searches and two renders for one choice).
 */
export function withRouteFilters<C extends Client>(client: C, rules: QueryRules): C {
  const search = (requests: never) =>
    client.search(
      (requests as SearchRequest[]).map((r) => {
        const extra = requestRouteFilters(r, rules);
        if (!extra) return r;
        const filters = r.params?.filters ? `(${r.params.filters}) AND ${extra}` : extra;
        return { ...r, params: { ...r.params, filters } };
      }) as never,
    );
  return { ...client, search } as C;
}
