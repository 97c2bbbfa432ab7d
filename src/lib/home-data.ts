import { isAvailable } from '../domain/availability';
import { bodyType } from '../domain/body-type';
import type { Car, Make } from '../domain/schemas';
import { toSlug } from './slug';

export interface Tile { label: string; count: number; href: string; logo?: string | null }

function counts(cars: Car[], key: (c: Car) => string | null | undefined): Array<[string, number]> {
  const m = new Map<string, number>();
  for (const c of cars) { const k = key(c)?.trim(); if (k) m.set(k, (m.get(k) ?? 0) + 1); }
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Body tiles: 4 by default; a custom list (search.body_tiles) shows up to 20, in its own order. */
export function bodyTiles(cars: Car[], custom: string[] | null): Tile[] {
  const found = counts(cars.filter(isAvailable), bodyType);
  const list = custom
    ? custom.map((b) => found.find(([name]) => toSlug(name) === toSlug(b))).filter((x): x is [string, number] => !!x).slice(0, 20)
    : found.slice(0, 4);
  return list.map(([label, count]) => ({ label, count, href: `/search/${toSlug(label)}` }));
}

/** Make tiles with count and logo (makes.json); a make without a logo shows its name only. */
export function makeTiles(cars: Car[], makes: Make[], limit = 12): Tile[] {
  const bySlug = new Map(makes.map((m) => [m.slug, m]));
  return counts(cars.filter(isAvailable), (c) => c.make).slice(0, limit).map(([label, count]) => ({
    label, count, href: `/search/${toSlug(label)}`, logo: bySlug.get(toSlug(label))?.logo ?? null,
  }));
}

/** Newest available stock first. */
export function latestCars(cars: Car[], n = 8): Car[] {
  return cars.filter(isAvailable).sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '')).slice(0, n);
}
