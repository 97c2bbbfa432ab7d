import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Crumb } from '../domain/breadcrumbs';
import { absoluteUrl } from '../domain/site-paths';

/**
 * The schema.org BreadcrumbList of a page's breadcrumb, built from the crumbs the page shows (Breadcrumbs.astro
 * renders both), so search results show the trail the shopper sees. Each crumb's link is absolute; the last crumb,
 * the page itself, has none, which Google allows for the last item
 * (https://developers.google.com/search/docs/appearance/structured-data/breadcrumb#list-item).
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: /^https?:\/\//.test(c.href) ? c.href : absoluteUrl(siteUrl, c.href) } : {}),
    })),
  };
}
