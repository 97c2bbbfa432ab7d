import { isAvailable } from '../domain/availability';
import type { Brand } from '../domain/schemas';
import { endSentence } from '../domain/sentence';
import { locationPath, searchPagePath } from '../domain/site-paths';
import { BRAND_SECTIONS } from './brand-sections';
import { renderMarkdown } from './content';
import { listingCounts } from './first-page';
import { siteImage } from './images';
import type { SiteData } from './site-data';
import { toSlug } from './slug';

/** Cars of the brand on its overview page: the newest few, as the home page's latest stock. */
const LATEST_STOCK = 4;

/** What a brand's overview page (/{brand}/overview, src/pages/[brand]/overview.astro) shows. */
export function brandOverviewView(brand: Brand, site: SiteData) {
  const { config } = site;
  // The button's count is the make's count in the one index: what /search/{brand}/ says (sold cars it lists included).
  const listed = Object.entries(listingCounts(site).make)
    .filter(([make]) => toSlug(make) === brand.slug)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    title: `${brand.title} overview`,
    description: brand.description.slice(0, 160) || `${brand.title} at ${endSentence(config.name)}`,
    banner: brand.banner ? siteImage(brand.banner, 'banner', config, { width: 1920, height: 540 }) : null,
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Brands', href: '/brands' },
      { label: brand.title, href: null },
    ],
    section: BRAND_SECTIONS.find((s) => s.kind === brand.kind)?.title ?? '',
    html: brand.description ? renderMarkdown(brand.description) : null,
    /** "View all 12 Ford vehicles", to the make's search page; none when the index lists none. */
    stockLink: listed > 0 ? { href: searchPagePath(brand.slug), text: `View all ${listed} ${brand.title} vehicles` } : null,
    locations: config.locations
      .filter((l) => l.visible && l.manufacturers.some((m) => toSlug(m) === brand.slug))
      .map((l) => ({ name: l.name, href: locationPath(l.slug) })),
    latest: site.cars.filter((c) => isAvailable(c) && toSlug(c.make) === brand.slug).slice(0, LATEST_STOCK),
    now: new Date(site.now),
  };
}
