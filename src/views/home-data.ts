import { isAvailable } from '../domain/availability';
import type { Car, Make } from '../domain/schemas';
import { toSlug } from './slug';
import { bodyDisplayName } from '../domain/body-type';
import { bodySearchPath, makeSearchPath } from '../domain/search-page-paths';

export interface Tile {
  label: string;
  count: number;
  href: string;
  logo?: string | null;
}

/**
 * Tile counts are facet counts of the one search index (listingCounts in build/first-page.ts), so a
 * tile says what the search page's facet list and its "N cars" say. Biggest first, then by name.
 */
function ranked(counts: Record<string, number>): Array<[string, number]> {
  return Object.entries(counts)
    .filter(([k, n]) => k.trim() !== '' && n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Body tiles: 4 by default; a custom list (search.body_tiles) shows up to 20, in its own order. */
export function bodyTiles(bodyCounts: Record<string, number>, custom: string[] | null): Tile[] {
  const found = ranked(bodyCounts);
  const list = custom
    ? custom
        .map((b) => found.find(([name]) => toSlug(name) === toSlug(bodyDisplayName(b))))
        .filter((x): x is [string, number] => !!x)
        .slice(0, 20)
    : found.slice(0, 4);
  return list.map(([label, count]) => ({ label, count, href: bodySearchPath(label) }));
}

/** Make tiles with count and logo (makes.json); a make without a logo shows its name only. */
export function makeTiles(makeCounts: Record<string, number>, makes: Make[], limit = 12): Tile[] {
  const bySlug = new Map(makes.map((m) => [m.slug, m]));
  return ranked(makeCounts)
    .slice(0, limit)
    .map(([label, count]) => ({
      label,
      count,
      href: makeSearchPath(label),
      logo: bySlug.get(toSlug(label))?.logo ?? null,
    }));
}

/** Newest available stock first. */
export function latestCars(cars: Car[], n = 8): Car[] {
  return cars
    .filter(isAvailable)
    .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''))
    .slice(0, n);
}
