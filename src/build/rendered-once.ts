/*
 * HTML rendered once per dealer and key (src/components/site/RenderedOnce.astro). Keyed by the dealer's site data
 * object, so a render process that builds several dealers starts afresh with each (site-data.ts keeps one at a time)
 * and the old dealer's parts go with its data.
 */
import type { SiteData } from './site-data';

const stores = new WeakMap<SiteData, Map<string, Promise<string>>>();

/** The HTML `render` gives for this dealer and key, rendered the first time only (pages in flight share the promise). */
export function renderedOnce(site: SiteData, key: string, render: () => Promise<string>): Promise<string> {
  let store = stores.get(site);
  if (!store) stores.set(site, (store = new Map()));
  let html = store.get(key);
  if (!html) {
    html = render();
    store.set(key, html);
    // A failed render is not kept: the next page tries again (and fails the build itself if it must).
    html.catch(() => store.delete(key));
  }
  return html;
}
