import { isGatedPath } from '../domain/gated-routes';
import { locationPhone } from '../domain/location-phone';
import { locationType, primaryLocation } from '../domain/locations';
import { reserveDeposit } from '../domain/vehicle-actions';
import { imageSettings } from '../lib/image-cdn';
import { contentHtml, fillPlaceholders, renderMarkdown } from './content';
import type { ContentRoute } from './content-routes';
import { visibleLocations } from './location-view';
import { DEFAULT_CONTENT, PAGE_DEFAULTS } from './page-defaults';
import type { SiteData } from './site-data';

/**
 * Everything a plain content page (src/pages/[...page].astro: about, contact, finance, trade-in, service, parts...)
 * shows, worked out here so the page's frontmatter only reads and passes: its text (the dealer's Markdown or the
 * route's default), the phone its forms offer, the locations it lists and whether it sits behind the site gate.
 */
export function contentPageView(site: SiteData, route: ContentRoute) {
  const { config } = site;
  const eofyPath = '/' + config.site.eofy_path.replace(/^\/+|\/+$/g, '');
  const fallback = PAGE_DEFAULTS[route.path] ?? (route.path === eofyPath ? PAGE_DEFAULTS['/eofy'] : undefined) ?? DEFAULT_CONTENT;
  const primary = primaryLocation(config.locations);
  const locations = visibleLocations(config.locations);
  const serviceLocations = locations.filter((l) => ['service', 'service-and-parts'].includes(locationType(l)));
  return {
    config,
    description: fillPlaceholders(route.description, { name: config.name }),
    html: contentHtml(site, route.path, fallback),
    phone: primary ? locationPhone(primary, config) : null,
    locations,
    // A dealer that names no service location lists all of them on its service page.
    serviceLocations: serviceLocations.length ? serviceLocations : locations,
    gated: isGatedPath(route.path, config),
    profileHtml: config.blocks.profile ? renderMarkdown(config.blocks.profile) : null,
    images: imageSettings(config),
    deposit: reserveDeposit(config),
  };
}
