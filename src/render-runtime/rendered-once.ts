/*
 * HTML rendered once per dealer and key (src/components/site/RenderedOnce.astro). Keyed by the dealer's site data
 * object, so a render process that builds several dealers starts afresh with each (site-data.ts keeps one at a time)
 * and the old dealer's parts go with its data.
 */
import type { SiteData } from '../views/site-data';

const stores = new WeakMap<SiteData, Map<string, Promise<string>>>();

/** The HTML `render` gives for this dealer and key, rendered the first time only (pages in flight share the promise). */
export function renderedOnce(site: SiteData, key: string, render: () => Promise<string>): Promise<string> {
  let store = stores.get(site);
  if (!store) stores.set(site, (store = new Map()));
  let html = store.get(key);
  if (!html) {
    html = render().then((text) => {
      // An island repeated from another page would hydrate with that page's ids and props: never cache one.
      if (text.includes('<astro-island')) throw new Error(`renderedOnce: "${key.replace('\u0000', ' ')}" holds an island; render it on every page instead`);
      return text;
    });
    store.set(key, html);
    // A failed render is not kept: the next page tries again (and fails the build itself if it must).
    html.catch(() => store.delete(key));
  }
  return html;
}
