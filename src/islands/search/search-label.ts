import { formatRangeValue } from './facets';
import { SORT_LABELS, type RangeAttribute, type RouteState } from '../../search/routing';

/** A short human label for a search, for the recent-searches list: 'Toyota, SUV, up to $30,000'. */
export function searchLabel(route: RouteState): string {
  const parts: string[] = [];
  if (route.query) parts.push(`"${route.query}"`);
  for (const values of Object.values(route.refinements)) if (values?.length) parts.push(values.join(' or '));
  for (const [attr, v] of Object.entries(route.ranges) as [RangeAttribute, string][]) {
    const [min, max] = (v ?? ':').split(':');
    const f = (n: string) => formatRangeValue(attr, Number(n));
    if (min && max) parts.push(`${f(min)} to ${f(max)}`);
    else if (max) parts.push(`up to ${f(max)}`);
    else if (min) parts.push(`from ${f(min)}`);
  }
  if (route.sortBy) parts.push(SORT_LABELS[route.sortBy].toLowerCase());
  return parts.length ? parts.join(', ') : 'All stock';
}
