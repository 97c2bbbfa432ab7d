/*
 * Options of @astrojs/sitemap for one dealer site: used by astro.config.mjs for the dealer Astro builds, and by
 * render-more-dealers.mjs for each further dealer rendered in the same process, so both write the same sitemap.
 * Plain JavaScript: astro.config.mjs and the render processes run without the TypeScript loader.
 */

/**
 * @param {{ privatePages?: string, otherPages?: string[], lastmod?: Record<string, string> }} dealer
 *   privatePages: privatePagesPattern of the site (src/domain/site-paths.ts; these pages stay out, as robots.txt
 *   and the pages' noindex say); otherPages: car pages rendered by other processes (large stocks); lastmod: the
 *   <lastmod> of each car page, from the car's updated_at ({ url: ISO date }, written by build-dealer.ts).
 */
export function sitemapOptions({ privatePages, otherPages = [], lastmod = {} }) {
  const privatePage = new RegExp(privatePages ?? '^$');
  return {
    /** @param {string} page */
    filter: (page) => !privatePage.test(new URL(page).pathname),
    customPages: otherPages,
    /** @param {{ url: string }} item */
    serialize: (item) => (lastmod[item.url] ? { ...item, lastmod: lastmod[item.url] } : item),
  };
}
