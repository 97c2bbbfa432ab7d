import { formatNumber } from '../domain/number-format';
import { isPopupExpired } from '../domain/popup-rule';
import { salesCounterValue } from '../domain/sales-counter';
import { primaryLocation } from '../domain/locations';
import { endSentence } from '../domain/sentence';
import { imageSettings } from '../lib/image-cdn';
import { listingCounts } from './first-page';
import { bodyTiles, latestCars, makeTiles, tileNouns } from './home-data';
import { siteImage } from './images';
import { visibleLocations } from './location-view';
import { featureBannerTiles, stockLinks } from './menus';
import type { SiteData } from './site-data';
import { siteOffers } from './site-offers';
import { siteJsonLd } from './social-meta';

/**
 * Everything the home page (src/pages/index.astro) shows, worked out here so its frontmatter only reads and passes:
 * the blocks the dealer turned on, each with what it shows. Every count is the search page's: the all-stock query of
 * the build's one index (same listing, same cap rule).
 */
export function homePageView(site: SiteData) {
  const { config } = site;
  const b = config.blocks;
  const now = new Date(site.now);
  const counts = listingCounts(site);
  const nouns = tileNouns(site.cars);
  const locations = visibleLocations(config.locations);
  const primary = primaryLocation(locations);
  const popup = b.popup && !isPopupExpired(b.popup, now) ? b.popup : null;
  const sc = b.sales_counter;
  const initial = sc.enabled ? salesCounterValue(now, sc) : 0;
  // Hero slides are 1920 x 540 across the whole width; the first is the page's largest paint, so it is preloaded.
  const heroSlides = b.hero.map((h) => ({ ...h, picture: siteImage(h.image, 'hero', config, { width: 1920, height: 540 }) }));
  return {
    config,
    blocks: b,
    now,
    title: `${config.name}: new, used and demo vehicles`,
    description: `Browse ${counts.total} vehicles at ${endSentence(config.name)}`,
    jsonLd: siteJsonLd(config),
    total: counts.total,
    totalText: formatNumber(counts.total),
    heroSlides,
    lcp: heroSlides[0]?.picture,
    stockLinks: stockLinks(site.cars),
    counter: sc.enabled ? { base: sc.base, since: sc.since, initial, chars: formatNumber(initial).length } : null,
    bodyTiles: bodyTiles(counts.body, config.search.body_tiles, nouns.body),
    makeTiles: makeTiles(counts.make, site.makes, undefined, nouns.make),
    latest: latestCars(site.cars, 8),
    images: imageSettings(config),
    featureTiles: featureBannerTiles(config),
    offers: siteOffers(site).slice(0, 3),
    ourBrands: b.brand_directory ? site.brands.filter((x) => x.kind === 'car').slice(0, 12) : [],
    reviews: { reviews: site.reviews, minRating: config.contact.min_review_rating, average: primary?.average_rating, count: primary?.review_count },
    locations,
    popup: popup && {
      src: popup.src,
      expiry_date: popup.expiry_date,
      link_to: popup.link_to,
      title: popup.title,
      description: popup.description,
      button_text: popup.button_text,
    },
  };
}
