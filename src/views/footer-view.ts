import { locationPhone } from '../domain/location-phone';
import type { DealerConfig, Location, MenuLink } from '../domain/schemas';
import { copyrightLine } from '../domain/sentence';
import { locationPath } from '../domain/site-paths';
import { hasAnyTag } from '../domain/tag-hosts';
import { footerColumns } from './menus';

/** Locations the footer lists by name before "Find your nearest". */
const FOOTER_LOCATIONS = 8;

/**
 * What the site footer shows (src/components/site/Footer.astro). `now`: the build's "now" (site data), not the
 * clock, so a rebuild of the same input gives the same page.
 */
export function footerView(config: DealerConfig, models: MenuLink[], primary: Location | undefined, now: string) {
  const visible = config.locations.filter((l) => l.visible);
  return {
    columns: footerColumns(config, models),
    // A list of one would only repeat the "Visit us" address beside it.
    locations: visible.length > 1 ? visible.slice(0, FOOTER_LOCATIONS).map((l) => ({ name: l.name, href: locationPath(l.slug) })) : [],
    visit: primary
      ? {
          name: primary.name,
          href: locationPath(primary.slug),
          street: primary.address.street,
          place: [primary.address.city, primary.address.state, primary.address.postcode].filter(Boolean).join(' '),
          phone: locationPhone(primary, config),
          licence: primary.dealer_license_number,
        }
      : null,
    copyright: copyrightLine(new Date(now).getUTCFullYear(), config.name),
    // Change the cookie choice (docs/analytics.md): only where a banner asks; shown by src/lib/tags.ts once it runs.
    consentLink: hasAnyTag(config.analytics) && config.consent.required,
  };
}
