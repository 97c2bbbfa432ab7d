import type { FeedSummary } from './vehicle-values';

/*
 * The build console's account of the ad feeds' losses: one line per cause, with its count and the first three
 * cars, instead of a line per car (a demo of 100 cars with drawings printed 200 such lines). A cause the Google
 * and Meta feeds share on the very same cars is one line for both. The per-car list stays in the feed report and
 * behind --verbose. Pure: the build prints the lines.
 */

/** The cars a line names before "all in the feed report". */
export const CARS_SHOWN = 3;

/** One feed's summary with the platform name the console gives it ("Google", "Meta"). */
export interface NamedFeed {
  platform: string;
  summary: FeedSummary;
}

/** A cause of loss and the cars it hit, in one or more feeds. */
export interface CauseGroup {
  /** The platforms whose feeds lost these cars (or photos) for this cause, in the order given. */
  platforms: string[];
  /** 'left out': the car is not in the feed; 'photos': the car is, without some of its photos. */
  kind: 'left out' | 'photos';
  /** Platform-neutral words: "photos are SVG", "no VIN", "no odometer reading". */
  cause: string;
  /** The cars, in feed order, as "id / slug". */
  cars: string[];
  /** Photos left out (kind 'photos' only; 0 otherwise). */
  photos: number;
}

/** What the platforms take, said once for every photo cause (the platforms' own lists are in each feed's file). */
const PHOTO_HINT = 'the platforms take JPEG or PNG; an images.cdn that makes JPEGs works too';

/** Each platform's name for an attribute, as the words a dealer reads. */
const FIELD_WORDS: Record<string, string> = {
  image_link: 'photo',
  'image[0].url': 'photo',
  price: 'price above $10',
  mileage: 'odometer reading',
  'mileage.value': 'odometer reading',
  VIN: 'VIN',
  vin: 'VIN',
  store_code: 'location',
  address: 'location',
  exterior_color: 'colour',
};

const typesText = (types: readonly string[]) => [...new Set(types.map((t) => t.toUpperCase()))].join('/');

/**
 * The platform-neutral cause of one "missing" entry of a car left out (vehicle-values.ts feedRows, the platform
 * files): the field in a dealer's words, per-car figures dropped so that the same cause on every car is one group.
 * "image_link (no photo the platform takes: 5 SVG left out; Merchant Center …)" is "photos are SVG".
 */
export function leftOutCause(missing: string): string {
  const open = missing.indexOf(' (');
  const field = open < 0 ? missing : missing.slice(0, open);
  const detail = open < 0 ? '' : missing.slice(open + 2).replace(/\)$/, '');
  const refused = /^no photo the platform takes: \d+ ([A-Z0-9, ]+) left out/.exec(detail);
  if (refused) return `photos are ${typesText(refused[1]!.split(/,\s*/))}`;
  if (field === 'id' && /^stock number .* is also car /.test(detail)) return 'stock number already used by another car';
  if (/not a VIN: 17 letters/.test(detail)) return 'VIN is not a valid VIN';
  const words = FIELD_WORDS[field];
  if (words) return `no ${words}`;
  // A field this table does not know keeps the platform's own words (the per-car part, if any, is the same for
  // every car it names: "address.city (location north)").
  return `missing ${missing}`;
}

/** Groups the losses of several feeds by cause; a cause on the same cars in several feeds is one group. Most cars first. */
export function groupLeftOutCauses(feeds: readonly NamedFeed[]): CauseGroup[] {
  const byKey = new Map<string, { platform: string; kind: CauseGroup['kind']; cause: string; cars: string[]; photos: number }>();
  const add = (platform: string, kind: CauseGroup['kind'], cause: string, car: string, photos = 0) => {
    const key = `${platform}\u0000${kind}\u0000${cause}`;
    const group = byKey.get(key) ?? { platform, kind, cause, cars: [], photos: 0 };
    // A car counts once per cause, even when two of its fields say the same ("address.city", "address.region").
    if (group.cars.at(-1) !== car) group.cars.push(car);
    group.photos += photos;
    byKey.set(key, group);
  };
  for (const { platform, summary } of feeds) {
    for (const car of summary.leftOut) for (const m of car.missing) add(platform, 'left out', leftOutCause(m), `${car.id} / ${car.slug}`);
    for (const car of summary.photosLeftOut) add(platform, 'photos', `photos are ${typesText(car.types)}`, `${car.id} / ${car.slug}`, car.count);
  }
  // The same cause on the same cars (and photos) in several feeds: one group naming every platform.
  const merged = new Map<string, CauseGroup>();
  for (const g of byKey.values()) {
    const key = `${g.kind}\u0000${g.cause}\u0000${g.photos}\u0000${g.cars.join('\u0000')}`;
    const found = merged.get(key);
    if (found) found.platforms.push(g.platform);
    else merged.set(key, { platforms: [g.platform], kind: g.kind, cause: g.cause, cars: g.cars, photos: g.photos });
  }
  return [...merged.values()].sort((a, b) => b.cars.length - a.cars.length);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "Google and Meta feeds", "Google feed". */
function feedsText(platforms: readonly string[]): string {
  if (platforms.length === 1) return `${platforms[0]} feed`;
  return `${platforms.slice(0, -1).join(', ')} and ${platforms.at(-1)} feeds`;
}

/**
 * The console line of a group: `warning: Google and Meta feeds: 100 cars left out, photos are SVG (…): 1 / car-1,
 * 2 / car-2, 3 / car-3; all in the feed report`.
 */
export function causeLine(group: CauseGroup, shown = CARS_SHOWN): string {
  const photo = group.cause.startsWith('photos are ');
  const what =
    group.kind === 'photos'
      ? `${plural(group.cars.length, 'car')} carried without ${plural(group.photos, 'photo')}, ${group.cause}`
      : `${plural(group.cars.length, 'car')} left out, ${group.cause}`;
  const cars = group.cars.slice(0, shown).join(', ');
  const rest = group.cars.length > shown ? '; all in the feed report' : '';
  const shownOnPage = group.kind === 'left out' ? SHOWN_ON_THE_PAGE[group.cause] : undefined;
  if (shownOnPage) {
    const pages = group.cars.length === 1 ? shownOnPage : shownOnPage.replace(/^its page shows/, 'their pages show');
    return `note: ${feedsText(group.platforms)}: ${what} (${pages}): ${cars}${rest}`;
  }
  return `warning: ${feedsText(group.platforms)}: ${what}${photo ? ` (${PHOTO_HINT})` : ''}: ${cars}${rest}`;
}

/**
 * Causes the car's own page already shows the shopper (its price as the no-price text, "Photos coming soon"): the
 * dealer chose them or they are a normal state of a car just in, so the line is a note, not a warning; the coverage
 * guard (feed-coverage.ts) is what catches a night on which every price or photo went.
 */
const SHOWN_ON_THE_PAGE: Record<string, string> = {
  'no price above $10': 'its page shows the no-price text',
  'no photo': 'its page shows "Photos coming soon"',
};

/** Every group's line, most cars first. */
export function leftOutCauseLines(feeds: readonly NamedFeed[]): string[] {
  return groupLeftOutCauses(feeds).map((g) => causeLine(g));
}
