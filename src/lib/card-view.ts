import { displayPrice, priceTypeLabel, wasNowLine } from '../domain/pricing';
import { tagBadge, type TagBadge } from '../domain/tag-badge';
import { canShowFavouriteButton, type FavouriteFacts } from '../domain/eligibility';
import type { DealerConfig } from '../domain/schemas';
import { CARD_ATTRIBUTES, type CardHit } from '../search/card-attributes';
import { formatNumber } from '../domain/number-format';
import { responsiveImage, type ImageSlot, type ResponsiveImage } from '../domain/responsive-image';
import { contextOf, imageSettings, type ImageSettings } from './image-cdn';
import { carPath } from '../domain/site-paths';

/** The slice of DealerConfig a result card needs; passed to the island instead of the whole config. */
export type CardConfig = {
  pricing: Pick<DealerConfig['pricing'], 'offers_subscription' | 'no_price_text'>;
  badges: Pick<DealerConfig['badges'], 'fuel_tags' | 'certified_enabled' | 'certified_make' | 'certified_image'> &
    Partial<Pick<DealerConfig['badges'], 'new_arrival_text'>>;
  favourites: { enabled: boolean; style: 'favourites' | 'compare'; compare_used_only: boolean };
  /** The dealer's image CDN, so cards the browser renders get the same srcset as the build's (optional: fixtures leave it out). */
  images?: ImageSettings;
  /** search.cards_per_row: the grid's columns on wide screens (the cards' sizes). */
  cardsPerRow?: 3 | 4;
};

export function cardConfigOf(config: DealerConfig): CardConfig {
  const { pricing: p, badges: f } = config;
  return {
    pricing: {
      offers_subscription: p.offers_subscription,
      no_price_text: p.no_price_text,
    },
    badges: {
      fuel_tags: f.fuel_tags,
      certified_enabled: f.certified_enabled,
      certified_make: f.certified_make,
      certified_image: f.certified_image,
      new_arrival_text: f.new_arrival_text,
    },
    favourites: { ...config.favourites },
    images: imageSettings(config),
    cardsPerRow: config.search.cards_per_row,
  };
}

export { CARD_ATTRIBUTES, type CardHit };

export type CardView = {
  id: string;
  href: string;
  name: string;
  image: string | null;
  /** What the card's <img> draws (srcset/sizes for the grid's layout). */
  picture: ResponsiveImage | null;
  price: { text: string; suffix: string | null; reduced: boolean; was: string | null; label: string | null };
  specs: string[];
  badge: TagBadge | null;
  sold: boolean;
  favourite: { id: string; name: string; slug: string; make: string; model: string; primary_image_url: string | null } | null;
};

/** The favourite rule's facts as a hit carries them (the document's `image` is the car's main photo). */
export function favouriteFactsOfHit(hit: CardHit): FavouriteFacts {
  return { status: hit.status, sold: hit.sold, car_type: hit.car_type, price: hit.price ?? null, image: hit.image ?? null };
}

const NO_IMAGE_SETTINGS: ImageSettings = { cdn: 'none', siteUrl: 'https://localhost/', local: false };

/** The photo's box (its width/height attributes) in a slot: a card's 4:3, the compare table's 3:2 columns. */
const PHOTO_BOX: Partial<Record<ImageSlot, { width: number; height: number }>> = { compare: { width: 240, height: 160 } };
const CARD_BOX = { width: 800, height: 600 };

/** The price fields a card's price block reads. */
export type PriceFacts = {
  price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  before_price: number | null;
  price_type?: string | null;
};

/**
 * The price block every view of a car draws (result card, home and similar-car cards, the vehicle page's sidebar,
 * the reserve page): the shown price by the spec's priority, the 'Was' line, the price type.
 */
export function priceView(car: PriceFacts, config: Pick<CardConfig, 'pricing'>): CardView['price'] {
  const price = displayPrice(car, config);
  return {
    text: price.text,
    suffix: price.suffix,
    reduced: price.reduced,
    was: wasNowLine(car, config),
    label: price.amount !== null ? priceTypeLabel(car.price_type) : null,
  };
}

/**
 * Hit to what a card shows, through the domain rules (price priority, tag badge) so cards match vehicle pages.
 * `slot`: the grid the card is drawn in (the search grid's by default).
 */
export function toCardView(hit: CardHit, config: CardConfig, now: Date, slot?: ImageSlot): CardView {
  const car = {
    price: hit.price ?? null,
    offer_price: hit.offer_price ?? null,
    subscription_price: hit.subscription_price ?? null,
    preorder: hit.preorder ?? false,
    before_price: hit.before_price ?? null,
    price_type: hit.price_type ?? null,
  };
  const badge = tagBadge(
    {
      status: hit.status as never,
      sold: hit.sold,
      reserved: hit.reserved,
      certified: hit.certified ?? false,
      car_type: hit.car_type as never,
      make: hit.make,
      tag: hit.tag ?? null,
      fuel: hit.fuel ?? null,
      simple_fuel: hit.fuel ?? null,
      created_at: new Date((hit.created_at ?? 0) * 1000).toISOString(),
    },
    config,
    now,
  );
  const specs = [hit.km != null ? `${formatNumber(hit.km)} km` : null, hit.transmission ?? null, hit.fuel ?? null, hit.body ?? null].filter(
    (s): s is string => !!s,
  );
  const showFav = canShowFavouriteButton(favouriteFactsOfHit(hit), config);
  return {
    id: hit.id,
    href: carPath(hit.slug),
    name: hit.name,
    image: hit.image ?? null,
    picture: hit.image
      ? responsiveImage(
          { url: hit.image, thumb: hit.image_thumb ?? null, width: hit.image_w ?? null, height: hit.image_h ?? null },
          slot ?? (config.cardsPerRow === 4 ? 'search-card-4' : 'search-card'),
          contextOf(config.images ?? NO_IMAGE_SETTINGS),
          (slot && PHOTO_BOX[slot]) ?? CARD_BOX,
        )
      : null,
    price: priceView(car, config),
    specs,
    badge,
    sold: badge?.kind === 'sold',
    favourite: showFav ? { id: hit.id, name: hit.name, slug: hit.slug, make: hit.make, model: hit.model, primary_image_url: hit.image ?? null } : null,
  };
}
