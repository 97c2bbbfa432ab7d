import { analyticsItem } from '../domain/analytics-mapping';
import { formatKms } from '../domain/number-format';
import { currentPrice } from '../domain/pricing';
import type { Car } from '../domain/schemas';
import { vehicleView, type SiteLike } from './view-model';

/** The page's meta description: the car, its key facts, its price and place, and what a shopper can do there. */
export function vehicleDescription(car: Car, v: Pick<ReturnType<typeof vehicleView>, 'priceLine' | 'placeName' | 'available'>): string {
  const facts = `${car.km != null ? `, ${formatKms(car.km)}` : ''}${car.simple_transmission ? `, ${car.simple_transmission}` : ''}`;
  const next = v.available ? 'Enquire, book a test drive or get finance online.' : 'This vehicle has been sold; we can find you something similar.';
  return `${car.name}${facts} for ${v.priceLine} at ${v.placeName}. ${next}`;
}

/**
 * Everything the vehicle page (src/pages/cars/[slug].astro) shows and hands its islands, worked out here so its
 * frontmatter only reads and passes: the view model, the description, the lead fields, the record the
 * recently-viewed list keeps, and the analytics item (the lead fields come from src/api/lead-payload.ts, beside).
 */
export function vehiclePageView(car: Car, site: SiteLike) {
  const v = vehicleView(car, site);
  const photos = v.slides.filter((s) => s.kind === 'image');
  const firstImage = photos[0];
  return {
    v,
    now: new Date(site.now),
    description: vehicleDescription(car, v),
    /** The first photo: the page's social image and the one the browser preloads. */
    firstImage,
    // Every photo of the car as a link to the full photo, for a browser without JavaScript (the gallery needs it).
    photoLinks: photos,
    // A car at no known location offers no branch to book at.
    testDriveLocations: v.location?.distribution_locations ?? [],
    // With JavaScript the enquiry-style links go to /contact?car_id= (its form reads the car); their plain href is #enquire.
    jsHrefs: Object.fromEntries(v.actions.filter((a) => a.jsHref).map((a) => [a.kind, a.jsHref])),
    /** What the recently-viewed list keeps of this car. */
    viewed: {
      id: car.id,
      stocknum: car.stocknum ?? null,
      make: car.make,
      model: car.model,
      body: car.body ?? null,
      simple_body: car.simple_body ?? null,
      car_type: car.car_type,
      name: car.name,
      slug: car.slug,
      image: firstImage && firstImage.kind === 'image' ? firstImage.thumb : null,
      price: v.priceLine,
    },
    // The car as analytics item (view_item, and every later event on this page: docs/analytics.md).
    item: analyticsItem(car, currentPrice(car), site.config.currency),
  };
}
