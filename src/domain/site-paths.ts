import { ALL_STOCK_PATH } from './all-stock-path';
import { boundedSegment, MAX_NAME_BYTES } from './bounded-name';
import { gatedRoutes } from './gated-routes';
import type { DealerConfig } from './schemas';

/*
 * Every URL shape of a dealer site, decided here once: pages, islands, build scripts and the reference API link
 * with these functions and never write `/cars/...` by hand, so a shape changes in one place. Page paths end with
 * a slash (the build writes one folder per page, and the sitemap and canonical links use that form); a path
 * with a query (?car_id=) or a file (.json) has none. This lives in the domain, not src/views, because browser
 * islands link to cars too.
 */

/** The site's public url without its trailing slash, for absolute URLs (canonical, sitemap, share, JSON-LD). */
export const siteBase = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** An absolute URL of a site path. */
export const absoluteUrl = (siteUrl: string, path: string) => siteBase(siteUrl) + path;

// ----- Vehicle pages -----

/** The vehicle page: /cars/{slug}/. */
export const carPath = (slug: string) => `/cars/${slug}/`;

/** The vehicle page's absolute URL (canonical, share links, JSON-LD, sitemap). */
export const carUrl = (siteUrl: string, slug: string) => absoluteUrl(siteUrl, carPath(slug));

/** The data of one car's print sheet, drawn by the /print page: /cars/{slug}/print.json. */
export const carPrintDataPath = (slug: string) => `${carPath(slug)}print.json`;

/** Reserve: /cars/{slug}/checkout, or /cars/{slug}/buy-online on sites with purchase.buy_online. */
export const carReservePath = (slug: string, buyOnline: boolean) => `${carPath(slug)}${buyOnline ? 'buy-online' : 'checkout'}`;

/** The print sheet page: one static page that draws the car its ?car_id= names (spec: /print?car_id={slug}). */
export const PRINT_PATH = '/print';
export const printSheetPath = (slug: string) => `${PRINT_PATH}?car_id=${encodeURIComponent(slug)}`;

/**
 * The addresses of a removed car that its visitors still ask for, as exact paths (a CDN's static redirects),
 * most asked-for first, since Cloudflare keeps only 2,000 such rules: its page as every link, the sitemap and
 * search engines name it; its reserve page as the CDN serves it, with the trailing slash (Cloudflare answers the
 * linked form with a 308 that adds it, so that is the address in history and bookmarks); the reserve page as the
 * site links it; and the page without its slash (typed or cut short). Cloudflare matches a static rule exactly, so
 * each form needs its own rule; Netlify matches either form. Its data files (print.json, lead-car.json) are left to
 * answer 404: the print page and the recently-viewed list read a 404 as "no longer listed", and a redirect would
 * hand them a search page instead of JSON.
 */
export function removedCarPaths(slug: string, buyOnline: boolean): string[] {
  const page = carPath(slug);
  const reserve = carReservePath(slug, buyOnline).replace(/\/$/, '');
  return [page, `${reserve}/`, reserve, page.slice(0, -1)];
}

// ----- Lead-car files -----
// Forms on other pages than the car's (/contact, the finance pages, /cars/trade-in, /checkout-journey) read the
// one car their `?car_id=` names, which is a slug on some routes and an id on others, so each car has one file
// per key: /cars/{slug}/lead-car.json and /cars/lead-car-{key}.json (slugs have no dots, so no clash).

/**
 * The path segment of an id. Ids are free text in feeds, so a plain id (lowercase letters, digits, `_`, `-`)
 * is used as it is and any other is written as `x-` and the hex of its UTF-8 bytes: the mapping is one-to-one,
 * safe in a URL and on a case-insensitive disk (ids `ab` and `AB` stay two files). A hex key too long for a file
 * name (an id over about 110 bytes) is cut with a hash of the whole at the end, so it still names one car.
 */
export function leadCarIdKey(id: string): string {
  if (/^(?!x-)[a-z0-9_-]{1,80}$/.test(id)) return id;
  const hex = `x-${[...new TextEncoder().encode(id)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  return boundedSegment(hex, MAX_NAME_BYTES - LEAD_CAR_ID_FILE('').length);
}

const LEAD_CAR_ID_FILE = (key: string) => `lead-car-${key}.json`;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const leadCarSlugPath = (slug: string) => `${carPath(slug)}lead-car.json`;

export const leadCarIdPath = (id: string) => `/cars/${LEAD_CAR_ID_FILE(leadCarIdKey(id))}`;

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

// ----- Search -----

/** The all-stock search page. */
export { ALL_STOCK_PATH };

/** A search page from its path segments, each already a URL slug: /search/{a}/{b}/. */
export const searchPagePath = (...slugs: string[]) => `/search/${slugs.join('/')}/`;

/** The all-stock search with a query string (?query=, ?dealership_slug=...). */
export const allStockSearchUrl = (params: Record<string, string>) => `${ALL_STOCK_PATH}?${new URLSearchParams(params)}`;

// ----- Other pages -----

/** The site's own service booking page (contact.service_link's default). */
export const SERVICE_PATH = '/service';

/**
 * Where a site link goes once the dealer's service booking link (contact.service_link) is applied: a link to the
 * service page (a menu entry, the "Book service online" tile, a location's "Book a service") goes to the booking
 * link the dealer set, an outside booking page or another path; every other link is left as it is.
 */
export function withServiceLink(href: string, serviceLink: string): string {
  return href.replace(/\/+$/, '') === SERVICE_PATH ? serviceLink : href;
}

/** A location's page: /locations/{slug}/. */
export const locationPath = (slug: string) => `/locations/${slug}/`;

/** A location's contact page: /contact-us/{slug}/. */
export const locationContactPath = (slug: string) => `/contact-us/${slug}/`;

/** An offer's page: /offers/{manufacturer}/{id}/ when it names a manufacturer, else /offers/{id}/. */
export const offerPath = (offer: { id: string | number; manufacturer?: { slug: string } | null }) =>
  offer.manufacturer ? `/offers/${offer.manufacturer.slug}/${encodeURIComponent(offer.id)}/` : `/offers/${encodeURIComponent(offer.id)}/`;

export const SPECIAL_OFFERS_PATH = '/special-offers/';
export const COMPARE_PATH = '/compare/';
export const WATCHLIST_PATH = '/watchlist/';
/** The saved cars' data file the watchlist page reads. */
export const WATCHLIST_CARS_FILE = '/watchlist/cars.json';
export const SIGN_IN_PATH = '/sign-in';
export const SUCCESS_PATH = '/success';

// ----- Private pages: one list for robots.txt, the sitemap and noindex -----

/**
 * Pages with nothing for a search engine: personal (saved cars, compare, sign-in, thank-you), per-car reserve
 * forms, the print sheet page and the 404 page. `*` stands for one path segment (a car slug).
 */
const ALWAYS_PRIVATE = [PRINT_PATH, SIGN_IN_PATH, SUCCESS_PATH, '/404', COMPARE_PATH, WATCHLIST_PATH, '/cars/*/checkout', '/cars/*/buy-online'].map(
  (p) => '/' + p.replace(/^\/+|\/+$/g, ''),
);

/**
 * The private pages of this site: the fixed list and the site's gated routes (spec 6: checkout, personalised
 * finance, spin-to-win, online payment... need a signed-in shopper, so there is nothing to index). Each entry
 * covers the path and anything under it. robots.txt disallows exactly these, the sitemap leaves them out and
 * their pages carry noindex.
 */
export function privatePages(config: Pick<DealerConfig, 'gated_routes'>): string[] {
  const gated = gatedRoutes(config).filter((g) => g !== '/');
  return [...new Set([...ALWAYS_PRIVATE, ...gated])];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The private list as one regular expression over a path (no query): the sitemap filter (astro.config.mjs, which
 * is plain JavaScript and is handed this source) and `isPrivatePath` match with the same expression.
 */
export function privatePagesPattern(config: Pick<DealerConfig, 'gated_routes'>): string {
  const alternatives = privatePages(config).map((p) => p.split('*').map(escapeRe).join('[^/]+'));
  return `^(?:${alternatives.join('|')})(?:/.*)?$`;
}

// Every page asks (its noindex): the expression is made once a list of gated routes, not once a page.
const privateRes = new Map<string, RegExp>();

/** Whether a page path (with or without its trailing slash or .html) is private: noindex, not in the sitemap. */
export function isPrivatePath(pathname: string, config: Pick<DealerConfig, 'gated_routes'>): boolean {
  const path = pathname.split(/[?#]/)[0]!.replace(/(?:\/index)?\.html$/, '');
  const key = config.gated_routes.join('\n');
  let re = privateRes.get(key);
  if (!re) privateRes.set(key, (re = new RegExp(privatePagesPattern(config))));
  return re.test(path);
}

/**
 * The robots.txt rule of a private page: its folder (every page is written as {path}/index.html). Not the bare
 * path, because a robots rule is a prefix: a gated /finance's `Disallow: /finance` would also hide the public
 * /finance-enquiry/.
 */
export const robotsRule = (privatePage: string) => `${privatePage}/`;

/** The inventory feeds' folder (src/domain/inventory-feeds): allowed by name, the ad platforms' fetchers read it. */
export const FEEDS_PATH = '/feeds/';

/** robots.txt: the feeds allowed by name, every private page disallowed, the sitemap index named. */
export function robotsTxt(config: Pick<DealerConfig, 'gated_routes' | 'url'>): string {
  const disallow = privatePages(config)
    .map((p) => `Disallow: ${robotsRule(p)}\n`)
    .join('');
  return `User-agent: *\nAllow: /\nAllow: ${FEEDS_PATH}\n${disallow}\nSitemap: ${absoluteUrl(config.url, '/sitemap-index.xml')}\n`;
}
