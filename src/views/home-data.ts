import { isAvailable } from '../domain/availability';
import type { Car, Make } from '../domain/schemas';
import { toSlug } from './slug';
import { bodyDisplayName, bodyType } from '../domain/body-type';
import { nounMapBy } from '../domain/stock-noun';
import { bodySearchPath, makeSearchPath } from '../domain/search-page-paths';

export interface Tile {
  label: string;
  count: number;
  href: string;
  logo?: string | null;
  /** The word its count is in ('Car', 'Motorcycle'): the item type of most of its vehicles. */
  noun: string;
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

/**
 * Each body's and each make's noun, so a tile of motorcycles counts motorcycles ('Naked 8 motorcycles'), not cars.
 * The body is the search's (bodyType), the value the tiles' counts are keyed by.
 */
export function tileNouns(cars: readonly Pick<Car, 'make' | 'simple_body' | 'body' | 'item_type'>[]): {
  body: Record<string, string>;
  make: Record<string, string>;
} {
  return { body: nounMapBy(cars, bodyType), make: nounMapBy(cars, (c) => c.make) };
}

/** Body tiles: 4 by default; a custom list (search.body_tiles) shows up to 20, in its own order. */
export function bodyTiles(bodyCounts: Record<string, number>, custom: string[] | null, nouns: Record<string, string> = {}): Tile[] {
  const found = ranked(bodyCounts);
  const list = custom
    ? custom
        .map((b) => found.find(([name]) => toSlug(name) === toSlug(bodyDisplayName(b))))
        .filter((x): x is [string, number] => !!x)
        .slice(0, 20)
    : found.slice(0, 4);
  return list.map(([label, count]) => ({ label, count, href: bodySearchPath(label), noun: nouns[label] ?? 'Car' }));
}

/** Make tiles with count and logo (makes.json); a make without a logo shows its name only. */
export function makeTiles(makeCounts: Record<string, number>, makes: Make[], limit = 12, nouns: Record<string, string> = {}): Tile[] {
  const bySlug = new Map(makes.map((m) => [m.slug, m]));
  return ranked(makeCounts)
    .slice(0, limit)
    .map(([label, count]) => ({
      label,
      count,
      href: makeSearchPath(label),
      logo: bySlug.get(toSlug(label))?.logo ?? null,
      noun: nouns[label] ?? 'Car',
    }));
}

/** Newest available stock first. */
export function latestCars(cars: Car[], n = 8): Car[] {
  return cars
    .filter(isAvailable)
    .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''))
    .slice(0, n);
}
