/*
 * Spec 2: navigation prefetches the search page. Links into stock search carry Astro's data-astro-prefetch
 * (its script is on every page; the strategy is astro.config's defaultStrategy: hover or focus), so the search
 * page is usually in the cache before the click. Other links are left alone to keep phones' data use down.
 */
export function prefetchAttr(href: string | null | undefined): '' | undefined {
  return href && /^\/search\//.test(href) ? '' : undefined;
}
