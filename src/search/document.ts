import type { Car, DealerConfig } from '../domain/schemas';
import { engineSize } from '../domain/engine-size';
import { bodyType } from '../domain/body-type';
import { primaryPhotoUrl } from '../domain/car-photo';
import { isFinanceInfoShown } from '../domain/eligibility';
import { weeklyFinanceFigure } from '../domain/finance';
import { priceRangeOf, weeklyPriceRangeOf } from '../domain/price-ranges';
import { currentPrice } from '../domain/pricing';

/**
 * The flat record stored in the search index, identical for both transports: the embedded index is built from
 * these and `npm run sync:search` pushes these to Meilisearch. Unknown values are `null` (never left out), so
 * `EXISTS` / `IS NULL` answer the same on both sides.
 */
export type SearchDocument = {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  /** "Make Model", the make/model facet used by the model list under each make. */
  make_model: string;
  badge: string | null;
  series: string | null;
  car_type: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  certified: boolean;
  preorder: boolean;
  has_nvic: boolean;
  tag: string | null;
  item_type: string | null;
  price: number | null;
  before_price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  /**
   * The purchase price the shopper sees (currentPrice: offer, else price, null when the car shows PREORDER or the
   * no-price text): what the price sorts order by, so a $10 placeholder sorts with the unpriced cars, last.
   * Optional: fixtures and benchmarks may leave it out (then the car sorts as unpriced).
   */
  sort_price?: number | null;
  km: number | null;
  colour: string | null;
  /** simple_body when the feed has it, else body. */
  body: string | null;
  /** simple_fuel when the feed has it, else fuel. */
  fuel: string | null;
  /** simple_transmission when the feed has it, else trans. */
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  city: string | null;
  state: string | null;
  location_name: string | null;
  dealership_id: string | null;
  dealership_slug: string | null;
  dealership_name: string | null;
  /** Epoch seconds, so "latest" is a numeric sort. */
  created_at: number;
  /** Primary image URL (primary_image_url, else the first image). */
  image: string | null;
  image_w: number | null;
  image_h: number | null;
  /** The feed's thumbnail of that image; cards use it when no CDN resizes the photo (optional: fixtures leave it out). */
  image_thumb?: string | null;
  stocknum: string | null;
  categories: string[];
  filtered_features: string[];
  /** The price range filter's bucket of the shown price (price-ranges.ts); null without a price. */
  price_range?: string | null;
  /** The weekly price range filter's bucket of the weekly figure below (build documents only). */
  weekly_price_range?: string | null;
  /*
   * Display-only columns of the compare page (/compare): never filtered, sorted or searched, so optional (test
   * fixtures and benchmarks leave them out); the build's documents always carry them, null when unknown.
   */
  /** The car's one weekly finance figure (weeklyFinanceFigure, as its page shows it), to the cent; null without one. */
  weekly?: number | null;
  /** 'lender' (the lender's quote) or 'estimate' (the site's calculator on the car's price). */
  weekly_basis?: string | null;
  /** Engine size as the vehicle page's details show it ('2.0L'). */
  engine?: string | null;
  /** Combined fuel use, L/100km. */
  fuel_economy?: number | null;
};

/**
 * What a document needs from the site beyond the car: the weekly figure depends on the finance settings and,
 * for a lender's quote, on the build date (toSiteSearchDocument). toSearchDocument alone (filters over the cars,
 * benchmarks) leaves the figure null.
 */
export type DocumentSite = { config: Pick<DealerConfig, 'finance' | 'dealer_group'>; now: Date | string };

/** Feeds write missing text as '', whitespace or the text 'null'; the index stores all of those as null. */
function text(value: string | null | undefined): string | null {
  if (value == null) return null;
  const t = value.trim();
  return t === '' || t.toLowerCase() === 'null' ? null : t;
}

function primaryImage(car: Car): { url: string | null; w: number | null; h: number | null; thumb: string | null } {
  const url = primaryPhotoUrl(car);
  if (!url) return { url: null, w: null, h: null, thumb: null };
  const same = car.images.find((img) => img.url.trim() === url);
  return { url, w: same?.width ?? null, h: same?.height ?? null, thumb: same?.thumb?.url ?? null };
}

function epochSeconds(iso: string | null): number {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
}

function texts(list: readonly string[] | null | undefined): string[] {
  return (list ?? []).map(text).filter((v): v is string => v !== null);
}

/** Same choice as the vehicle page (view-model.ts): the lender's quote when the page shows it, else the estimate. */
function weekly(car: Car, site: DocumentSite): { amount: number; basis: string } | null {
  const provider = site.config.finance.provider;
  const lenderShown = !!provider && !!car.finance_lenders?.[provider] && isFinanceInfoShown(car, site.config, new Date(site.now));
  const figure = weeklyFinanceFigure(car, site.config, lenderShown);
  // Cents, so the page's rules ($25 or less: 'Enquire for Finance') read the same figure.
  return figure ? { amount: Math.round(figure.amount * 100) / 100, basis: figure.basis } : null;
}

function engineText(car: Car): string | null {
  if (car.engine_size_litres) return engineSize(car.engine_size_litres, null);
  const v = car.variant ?? {};
  return text(engineSize(v.enginesize_litres, null)) ?? text(engineSize(null, car.engine_size)) ?? text(engineSize(null, v.enginesize));
}

function fuelEconomy(car: Car): number | null {
  const n = Number.parseFloat(car.variant?.fuelconsumptioncombined ?? '');
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function toSearchDocument(car: Car): SearchDocument {
  const image = primaryImage(car);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} ${car.model}`,
    badge: text(car.badge),
    series: text(car.series),
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    has_nvic: car.has_nvic,
    tag: text(car.tag),
    item_type: text(car.item_type),
    price: car.price,
    before_price: car.before_price,
    offer_price: car.offer_price,
    subscription_price: car.subscription_price,
    price_type: text(car.price_type),
    sort_price: currentPrice(car),
    km: car.km,
    colour: text(car.colour),
    body: bodyType(car),
    fuel: text(car.simple_fuel) ?? text(car.fuel),
    transmission: text(car.simple_transmission) ?? text(car.trans),
    drive: text(car.drive),
    seats: car.seats,
    city: text(car.city),
    state: text(car.state),
    location_name: text(car.location_name),
    dealership_id: car.dealership_id,
    dealership_slug: text(car.dealership_slug),
    dealership_name: text(car.dealership_name),
    created_at: epochSeconds(car.created_at),
    image: image.url,
    image_w: image.w,
    image_h: image.h,
    // Only when it differs: an index of demo drawings whose thumb is the image itself stays as small as before.
    image_thumb: image.thumb !== image.url ? image.thumb : null,
    stocknum: text(car.stocknum),
    categories: texts(car.categories),
    filtered_features: texts(car.filtered_features),
    price_range: priceRangeOf(currentPrice(car)),
    weekly: null,
    weekly_basis: null,
    engine: engineText(car),
    fuel_economy: fuelEconomy(car),
  };
}

/** The document a site publishes (embedded index, Meilisearch sync): with the car's weekly figure on this site. */
export function toSiteSearchDocument(car: Car, site: DocumentSite): SearchDocument {
  const figure = weekly(car, site);
  return {
    ...toSearchDocument(car),
    weekly: figure?.amount ?? null,
    weekly_basis: figure?.basis ?? null,
    weekly_price_range: weeklyPriceRangeOf(figure?.amount),
  };
}

export const PRIMARY_KEY = 'id';

/** Every attribute a filter or facet may use (the spec's facet list, plus the flags and ids the base filter needs). */
export const FILTERABLE_ATTRIBUTES = [
  'id',
  'make',
  'model',
  'make_model',
  'badge',
  'series',
  'year',
  'car_type',
  'status',
  'sold',
  'reserved',
  'certified',
  'preorder',
  'has_nvic',
  'tag',
  'item_type',
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'price_type',
  'km',
  'colour',
  'body',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'city',
  'state',
  'location_name',
  'dealership_id',
  'dealership_slug',
  'dealership_name',
  'created_at',
  'stocknum',
  'categories',
  'filtered_features',
  'price_range',
  'weekly_price_range',
] as const;

/**
 * Sorts the UI offers: price both ways (by the shown price, sort_price), latest (created_at), plus km and year.
 * 'price' stays sortable for links and clients that still ask for it.
 */
export const SORTABLE_ATTRIBUTES = ['sort_price', 'price', 'km', 'year', 'created_at'] as const;

/**
 * Order matters: Meilisearch's attribute rule ranks a match in an earlier attribute higher. Location and
 * dealership names are not searched: they often name a make ('Ridgeline Toyota Brisbane'), so 'toyota' counted
 * that yard's Kias among the Toyotas; ranking them last would still count them. They stay filters (the Location
 * and Dealership facets), and the city stays searchable, so 'brisbane' still finds the cars there.
 */
export const SEARCHABLE_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'name',
  'body',
  'fuel',
  'colour',
  'series',
  'transmission',
  'drive',
  'year',
  'stocknum',
  'tag',
  'city',
] as const;

/** Meilisearch's default order: relevance first, the requested sort only breaks relevance ties. */
export const RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'] as const;

/** Meilisearch's default typo rules, pushed by the sync and applied by the embedded engine. */
export const TYPO_TOLERANCE = { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } } as const;

/**
 * Hits counted exhaustively, at least. Meilisearch's default is 1000; the spec caps shown counts at 1999 and
 * replaces bigger ones, so both transports count up to 2000, and further where the stock is bigger
 * (searchSettings(stockSize)): a 2,050-car dealer's paging must reach its 2,050th car.
 */
export const MAX_TOTAL_HITS = 2000;

/** Values per facet in facetDistribution (Meilisearch's default, faceting.maxValuesPerFacet). */
export const MAX_VALUES_PER_FACET = 100;

/**
 * Columns only a result card or the compare page (/compare) reads; the embedded index keeps them apart from the filter/facet/sort columns so
 * the size goal can be measured on what search itself needs.
 */
export const DISPLAY_ONLY_ATTRIBUTES = [
  'slug',
  'name',
  'image',
  'image_w',
  'image_h',
  'image_thumb',
  'stocknum',
  'weekly',
  'weekly_basis',
  'engine',
  'fuel_economy',
] as const satisfies readonly (keyof SearchDocument)[];

/**
 * Attributes returned in hits: every field of the document but sort_price (a sort key only), i.e. what filters and
 * facets read plus what only cards and compare read, so a field added to either list is shown without a third list.
 */
export const DISPLAYED_ATTRIBUTES: readonly (keyof SearchDocument)[] = [...new Set([...FILTERABLE_ATTRIBUTES, ...DISPLAY_ONLY_ATTRIBUTES])];

/** The index settings in Meilisearch's shape, as the sync pushes them and the embedded index records them. */
export type SearchSettings = {
  filterableAttributes: string[];
  sortableAttributes: string[];
  searchableAttributes: string[];
  displayedAttributes: string[];
  rankingRules: string[];
  typoTolerance: { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } };
  pagination: { maxTotalHits: number };
  faceting: { maxValuesPerFacet: number };
};

/**
 * The index settings both transports use. Meilisearch stops counting and paging at pagination.maxTotalHits and
 * returns faceting.maxValuesPerFacet values: both grow with the stock (never below the defaults, so small dealers
 * answer like Meilisearch's own defaults), or a big stock's last pages and rarer facet values would be lost.
 */
export function searchSettings(stockSize = 0): SearchSettings {
  return {
    filterableAttributes: [...FILTERABLE_ATTRIBUTES],
    sortableAttributes: [...SORTABLE_ATTRIBUTES],
    searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
    displayedAttributes: [...DISPLAYED_ATTRIBUTES],
    rankingRules: [...RANKING_RULES],
    typoTolerance: { enabled: TYPO_TOLERANCE.enabled, minWordSizeForTypos: { ...TYPO_TOLERANCE.minWordSizeForTypos } },
    pagination: { maxTotalHits: Math.max(MAX_TOTAL_HITS, stockSize) },
    faceting: { maxValuesPerFacet: Math.max(MAX_VALUES_PER_FACET, stockSize) },
  };
}
