import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/* The built pages of a dealer by type: read by the e2e specs and by `npm run bench` (scripts never import tests). */

export const DIST = path.resolve(import.meta.dirname, '../../../dist');

/** Every built HTML page of a dealer, as site paths ("/cars/x/"); `dist`: the folder holding the dealers' sites. */
export function builtPages(dealer: string, dist = DIST): string[] {
  const root = path.join(dist, dealer);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map(
      (e) =>
        '/' +
        path
          .relative(root, path.join(e.parentPath, e.name))
          .replace(/index\.html$/, '')
          .replace(/\.html$/, ''),
    )
    .sort();
}

/** One page of each type the dealer has: home, vehicle, search, location, offer, brands... */
export function pageTypes(dealer: string, dist = DIST): Record<string, string> {
  const pages = builtPages(dealer, dist);
  const first = (re: RegExp) => pages.find((p) => re.test(p));
  const types: Record<string, string | undefined> = {
    home: '/',
    vehicle: first(/^\/cars\/(?!trade-in\/)[^/]+\/$/),
    search: first(/^\/search\/new-used-and-demo-cars\/$/) ?? first(/^\/search\//),
    'search-make': first(/^\/search\/[^/]+\/[^/]+\/$/),
    location: first(/^\/locations\/[^/]+\/$/),
    offers: first(/^\/special-offers\/$/),
    offer: first(/^\/offers\/[^/]+\/$/),
    brands: first(/^\/brands\/$/),
    finance: first(/^\/finance\/$/),
    contact: first(/^\/contact\/$/),
    'not-found': '/404',
  };
  return Object.fromEntries(Object.entries(types).filter((e): e is [string, string] => !!e[1]));
}
