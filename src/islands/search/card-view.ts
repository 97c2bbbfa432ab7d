import { displayPrice, priceTypeLabel, wasNowLine } from '../../domain/pricing';
import { tagBadge, type TagBadge } from '../../domain/tag-badge';
import { canShowFavouriteButton, type FavouriteFacts } from '../../domain/eligibility';
import type { DealerConfig } from '../../domain/schemas';
import type { SearchDocument } from '../../search/document';
import { formatNumber } from '../../domain/number-format';
import { responsiveImage, type ResponsiveImage } from '../../domain/responsive-image';
import { contextOf, imageSettings, type ImageSettings } from '../../lib/image-cdn';
import { carPath } from '../../domain/site-paths';

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

/**
 * The document fields a result card reads. The search island asks only for these (attributesToRetrieve): a hit is
 * then about half a document, which InstantSearch copies once per hit on every answer.
 */
export const CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'make',
  'model',
  'car_type',
  'status',
  'sold',
  'reserved',
  'certified',
  'preorder',
  'tag',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'km',
  'body',
  'fuel',
  'transmission',
  'created_at',
  'image',
  'image_w',
  'image_h',
  'image_thumb',
] as const satisfies readonly (keyof SearchDocument)[];

/** A search hit: the fields cards and rules read, typed so that reading a field not in CARD_ATTRIBUTES fails to compile. */
export type CardHit = Pick<SearchDocument, 'id' | 'slug' | 'name' | 'make' | 'model' | 'car_type' | 'status' | 'sold' | 'reserved'> &
  Partial<Pick<SearchDocument, (typeof CARD_ATTRIBUTES)[number]>>;

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

/** Hit to what a card shows, through the domain rules (price priority, tag badge) so cards match vehicle pages. */
export function toCardView(hit: CardHit, config: CardConfig, now: Date): CardView {
  const car = {
    price: hit.price ?? null,
    offer_price: hit.offer_price ?? null,
    subscription_price: hit.subscription_price ?? null,
    preorder: hit.preorder ?? false,
    before_price: hit.before_price ?? null,
  };
  const price = displayPrice(car, config);
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
          config.cardsPerRow === 4 ? 'search-card-4' : 'search-card',
          contextOf(config.images ?? NO_IMAGE_SETTINGS),
          { width: 800, height: 600 },
        )
      : null,
    price: {
      text: price.text,
      suffix: price.suffix,
      reduced: price.reduced,
      was: wasNowLine(car, config),
      label: price.amount !== null ? priceTypeLabel(hit.price_type) : null,
    },
    specs,
    badge,
    sold: badge?.kind === 'sold',
    favourite: showFav ? { id: hit.id, name: hit.name, slug: hit.slug, make: hit.make, model: hit.model, primary_image_url: hit.image ?? null } : null,
  };
}
