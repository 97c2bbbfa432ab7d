/*
 * Stands in for the `qs` package in the browser bundle. instantsearch.js imports it only for its default
 * history router's URLs; the search island always passes its own router (src/search/routing.ts), so qs and the
 * seven packages under it (object-inspect, side-channel, get-intrinsic...; ~20 KB gzipped) would be downloaded
 * and never run. Swapped in by astro.config.mjs for instantsearch.js's client code only. Should a future
 * version call it after all, the search fails loudly (tests/e2e cover routing) instead of writing wrong URLs.
 */
function unused(): never {
  throw new Error('qs is not bundled: the search island supplies its own router (src/search/routing.ts)');
}

export const stringify = unused;
export const parse = unused;
export default { stringify, parse };
