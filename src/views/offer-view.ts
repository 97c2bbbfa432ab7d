import type { Car, DealerConfig, Offer } from '../domain/schemas';
import { locationPhone } from '../domain/location-phone';
import { primaryLocation } from '../domain/locations';
import { plainText } from '../domain/plain-text';
import { offerButtons, truncateOfferDescription, truncateOfferDisclaimer } from '../domain/offers';
import { sanitizeFeedHtml } from './feed-html';
import { siteImage } from './images';
import { toSlug } from './slug';
import { allStockSearchUrl, offerPath } from '../domain/site-paths';
import { modelSearchPath, type ModelPath } from '../domain/search-page-paths';

/** The offer's page (src/domain/site-paths.ts). */
export const offerHref = (offer: Pick<Offer, 'id' | 'manufacturer'>): string => offerPath(offer);

/**
 * Where 'Explore {model}' goes: the model's override_url, else the model's search page when that make/model is
 * in stock (the search pages exist only for stock; where they live is search.model_path, modelPath), else a
 * stock search for the model name.
 */
export function exploreHref(offer: Pick<Offer, 'model' | 'manufacturer'>, cars: Pick<Car, 'make' | 'model'>[], modelPath: ModelPath): string | null {
  const model = offer.model;
  if (!model) return null;
  if (model.override_url) return model.override_url;
  const car = cars.find((c) => toSlug(c.model) === toSlug(model.name) && (!offer.manufacturer || toSlug(c.make) === offer.manufacturer.slug));
  if (car) return modelSearchPath(car.make, car.model, modelPath);
  return allStockSearchUrl({ query: model.name });
}

export function offerImage(offer: Pick<Offer, 'image_url' | 'image_or_model_image'>): string | null {
  return offer.image_url || offer.image_or_model_image || null;
}

/** Feed HTML is sanitised on what is inserted, whatever the feed calls it (sanitized_description is only the feed's claim). */
const offerDescriptionHtml = (offer: Pick<Offer, 'sanitized_description' | 'description'>) =>
  sanitizeFeedHtml(offer.sanitized_description || offer.description);

/** What an offer's card shows (src/components/offers/OfferCard.astro). `cars`: the listed cars, where Explore finds its model. */
export function offerCardView(offer: Offer, config: DealerConfig, cars: Car[]) {
  const url = offerImage(offer);
  return {
    href: offerHref(offer),
    // Sanitised before the tags are stripped, so a <script>'s or <style>'s text never shows as the card's text.
    description: truncateOfferDescription(offerDescriptionHtml(offer)),
    disclaimer: truncateOfferDisclaimer(sanitizeFeedHtml(offer.disclaimer)),
    buttons: offerButtons(offer),
    explore: exploreHref(offer, cars, config.search.model_path),
    picture: url ? siteImage(url, 'offer', config, { width: 640, height: 360 }) : null,
  };
}

/** What an offer's own page shows (src/components/offers/OfferDetail.astro). */
export function offerDetailView(offer: Offer, config: DealerConfig, cars: Car[]) {
  const image = offerImage(offer);
  const description = offerDescriptionHtml(offer) ?? '';
  const plain = plainText(description);
  const primary = primaryLocation(config.locations);
  return {
    image,
    picture: image ? siteImage(image, 'offer-detail', config, { width: 960, height: 540 }) : null,
    /** Sanitised HTML, inserted as it is. */
    description,
    disclaimer: sanitizeFeedHtml(offer.disclaimer),
    metaDescription: plain.slice(0, 160) || `${offer.name} at ${config.name}`,
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Special offers', href: '/special-offers' },
      { label: offer.name, href: null },
    ],
    buttons: offerButtons(offer),
    explore: exploreHref(offer, cars, config.search.model_path),
    phone: primary ? locationPhone(primary, config) : null,
  };
}
