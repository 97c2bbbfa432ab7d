/*
 * Spec: every key the site keeps in the browser is prefixed by the site slug ('demo-motors-FavouritedCars'),
 * so sites on one domain (a group and its dealers) never read each other's data. One rule, used by the browser
 * storage module (src/api/storage.ts) and by the build's inline gate script (src/views/gate-script.ts).
 */
export function siteStorageKey(slug: string, name: string): string {
  return `${slug}-${name}`;
}
