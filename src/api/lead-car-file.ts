/*
 * Where one car's lead fields are published (issue 21): a small JSON per car instead of one list of every car
 * (77 KB for 294 cars, 5 MB at 20,000). Forms on other pages than the car's (/contact, the finance pages,
 * /cars/trade-in, /checkout-journey) read the one car their `?car_id=` names, which is a slug on some routes
 * (contact, checkout journey) and an id on others (finance, trade-in), so each car has one file per key:
 *   /cars/{slug}/lead-car.json      (src/pages/cars/[slug]/lead-car.json.ts)
 *   /cars/lead-car-{key}.json       (src/pages/cars/lead-car-[key].json.ts; slugs have no dots, so no clash)
 */

/**
 * The path segment of an id. Ids are free text in feeds, so a plain id (lowercase letters, digits, `_`, `-`)
 * is used as it is and any other is written as `x-` and the hex of its UTF-8 bytes: the mapping is one-to-one,
 * safe in a URL and on a case-insensitive disk (ids `ab` and `AB` stay two files).
 */
export function leadCarIdKey(id: string): string {
  if (/^(?!x-)[a-z0-9_-]{1,80}$/.test(id)) return id;
  return `x-${[...new TextEncoder().encode(id)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function leadCarSlugPath(slug: string): string {
  return `/cars/${slug}/lead-car.json`;
}

export function leadCarIdPath(id: string): string {
  return `/cars/lead-car-${leadCarIdKey(id)}.json`;
}

/**
 * The files that may hold the car a `?car_id=` names, most likely first: an all-digit value is usually an id
 * (it is also a valid slug, so both are tried), anything else a slug; a value that cannot be a slug is an id.
 */
export function leadCarPaths(idOrSlug: string): string[] {
  const key = idOrSlug.trim();
  if (!key) return [];
  if (!SLUG.test(key)) return [leadCarIdPath(key)];
  return /^\d+$/.test(key) ? [leadCarIdPath(key), leadCarSlugPath(key)] : [leadCarSlugPath(key), leadCarIdPath(key)];
}
