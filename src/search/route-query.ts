import { budgetPriceFilters } from '../domain/budget';
import { withPriceSortFilter } from '../domain/search-shaping';
import { RANGE_ATTRIBUTES, URL_FACETS, type RouteState } from './routing';

export type QueryRules = { price_asc_excludes_zero: boolean };

/**
 * The filters every search of a route carries besides its facets and ranges (domain rules): price > 1000 under
 * an upper price limit (the budget search), price > 0 on the ascending price sort when the dealer says so.
 * The search island configures them and the budget counter sends them, so both count the same cars.
 */
export function routeFilters(route: Pick<RouteState, 'ranges' | 'sortBy'>, rules: QueryRules): string {
  const sort = route.sortBy === 'price-asc' ? 'price:asc' : route.sortBy;
  const filters = withPriceSortFilter(budgetPriceFilters(route.ranges.price), sort, { search: rules });
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
  const facetFilters = URL_FACETS
    .map((facet) => (route.refinements[facet] ?? []).map((v) => `${facet}:${v}`))
    .filter((group) => group.length > 0);
  const numericFilters = RANGE_ATTRIBUTES.flatMap((a) => (route.ranges[a] ? rangeFilters(a, route.ranges[a]!) : []));
  return { query: route.query ?? '', hitsPerPage: 0, facetFilters, numericFilters, filters: routeFilters(route, rules) };
}
