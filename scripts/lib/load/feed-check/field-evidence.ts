/*
 * How a Car field shows itself in an export: the words of the trade its key is written in (any case, any
 * separator, any order of camelCase or snake_case: `StockNo`, `stock_no`, `Stock No.`), words that rule a key out
 * (`fuel consumption` is not the fuel type), and the shape its values must have (years are four digits, a price is
 * a plausible number). A key is proposed for a field only when both its name and its values fit; the dealer then
 * confirms the mapping (feed:check --write), so a wrong guess is seen before it reaches a site.
 */
import { carKeys } from '../../../../src/domain/schemas';
import type { SourceProfile } from './source-profile';

export type Shape =
  'number' | 'year' | 'price' | 'distance' | 'text' | 'short-text' | 'long-text' | 'unique' | 'bool' | 'date' | 'photos' | 'list' | 'url' | 'vin';

export interface FieldEvidence {
  field: string;
  /** Phrases (space-separated words); the longest one found in the key's words counts. */
  names: string[];
  /** Words that rule a key out for this field. */
  not?: string[];
  shape: Shape;
}

export const FIELD_EVIDENCE: readonly FieldEvidence[] = [
  {
    field: 'id',
    names: ['id', 'vehicle id', 'listing id', 'ad id', 'advert id', 'record id', 'unique id', 'uid', 'guid', 'uuid', 'reference', 'ref'],
    not: ['location', 'dealer', 'branch', 'dealership', 'site', 'image', 'photo', 'make', 'model', 'variant', 'nvic', 'redbook', 'glass'],
    shape: 'unique',
  },
  {
    field: 'stocknum',
    names: ['stock no', 'stock number', 'stock num', 'stock code', 'stock ref', 'stock #', 'stock id', 'stockno', 'stocknumber', 'stk no', 'stk', 'stock'],
    not: ['status', 'type', 'date', 'days', 'age', 'in'],
    shape: 'short-text',
  },
  { field: 'vin', names: ['vin', 'vin number', 'chassis', 'chassis number', 'chassis no'], shape: 'vin' },
  {
    field: 'regplate',
    names: ['rego', 'registration', 'registration number', 'reg no', 'reg', 'plate', 'number plate', 'licence plate', 'license plate', 'registration plate'],
    not: ['expiry', 'expires', 'due', 'date', 'state'],
    shape: 'short-text',
  },
  { field: 'rego_expiry', names: ['rego expiry', 'registration expiry', 'rego expires', 'rego due', 'reg expiry', 'registration due'], shape: 'date' },
  { field: 'year', names: ['year', 'model year', 'yr', 'build year', 'year model', 'my'], not: ['age', 'compliance', 'month'], shape: 'year' },
  { field: 'make', names: ['make', 'manufacturer', 'brand', 'marque', 'make name'], not: ['model', 'id', 'code'], shape: 'short-text' },
  { field: 'model', names: ['model', 'model name'], not: ['year', 'id', 'code', 'make', 'series'], shape: 'short-text' },
  {
    field: 'badge',
    names: ['badge', 'variant', 'trim', 'grade', 'variant name', 'trim level', 'badge description'],
    not: ['colour', 'color', 'id', 'code'],
    shape: 'short-text',
  },
  { field: 'series', names: ['series', 'generation', 'series code'], shape: 'short-text' },
  {
    field: 'name',
    names: ['title', 'name', 'heading', 'headline', 'vehicle name', 'listing title', 'vehicle title', 'display name', 'ad title'],
    not: ['make', 'model', 'location', 'branch', 'dealer', 'colour', 'first', 'last', 'contact', 'file', 'image'],
    shape: 'short-text',
  },
  {
    field: 'price',
    names: [
      'price',
      'retail price',
      'drive away',
      'driveaway',
      'drive away price',
      'dap',
      'asking',
      'asking price',
      'sale price',
      'selling price',
      'advertised price',
      'list price',
      'retail',
      'rrp',
      'egc',
      'price amount',
      'amount',
      'internet price',
      'web price',
      'display price',
    ],
    not: [
      'was',
      'before',
      'old',
      'previous',
      'special',
      'offer',
      'weekly',
      'week',
      'monthly',
      'month',
      'subscription',
      'cost',
      'type',
      'qualifier',
      'currency',
      'trade',
      'wholesale',
      'buy',
      'purchase',
      'reconditioning',
    ],
    shape: 'price',
  },
  { field: 'before_price', names: ['was price', 'before price', 'old price', 'previous price', 'was', 'original price'], shape: 'price' },
  {
    field: 'offer_price',
    names: ['special price', 'offer price', 'special', 'sale special', 'promo price'],
    not: ['weekly', 'week', 'text', 'description'],
    shape: 'price',
  },
  { field: 'subscription_price', names: ['weekly price', 'per week', 'price per week', 'subscription price', 'weekly'], shape: 'price' },
  { field: 'price_type', names: ['price type', 'price qualifier', 'price label'], shape: 'short-text' },
  {
    field: 'km',
    names: [
      'km',
      'kms',
      'odometer',
      'odo',
      'mileage',
      'kilometres',
      'kilometers',
      'miles',
      'odometer reading',
      'odometer value',
      'distance',
      'kilometres travelled',
    ],
    not: ['unit', 'units', 'warranty', 'service', 'range', 'per'],
    shape: 'distance',
  },
  {
    field: 'car_type',
    names: [
      'condition',
      'car type',
      'new used',
      'new or used',
      'stock type',
      'listing type',
      'sale type',
      'vehicle condition',
      'usage',
      'type',
      'new used demo',
      'category',
    ],
    not: ['body', 'fuel', 'transmission', 'drive', 'price', 'engine', 'item', 'record', 'file'],
    shape: 'short-text',
  },
  {
    field: 'status',
    names: ['status', 'stock status', 'availability', 'listing status', 'vehicle status', 'state of sale'],
    not: ['rego', 'registration'],
    shape: 'short-text',
  },
  { field: 'sold', names: ['sold', 'is sold'], not: ['date', 'at', 'on'], shape: 'bool' },
  { field: 'reserved', names: ['on hold', 'onhold', 'hold', 'reserved', 'under offer', 'deposit taken', 'is reserved', 'is on hold'], shape: 'bool' },
  { field: 'certified', names: ['certified', 'cpo', 'certified pre owned', 'is certified'], shape: 'bool' },
  { field: 'preorder', names: ['preorder', 'pre order'], shape: 'bool' },
  { field: 'sold_at', names: ['sold date', 'date sold', 'sold at', 'sold on'], shape: 'date' },
  {
    field: 'created_at',
    names: [
      'date in',
      'in stock date',
      'stock date',
      'date listed',
      'listed',
      'listed at',
      'date added',
      'created',
      'created at',
      'arrival date',
      'date received',
      'received',
      'in date',
      'listing date',
    ],
    not: ['sold', 'updated', 'modified'],
    shape: 'date',
  },
  {
    field: 'updated_at',
    names: ['updated', 'updated at', 'modified', 'last updated', 'last modified', 'date modified', 'changed', 'last changed'],
    shape: 'date',
  },
  { field: 'build_date', names: ['build date', 'built', 'manufacture date', 'date built', 'build'], not: ['year'], shape: 'date' },
  { field: 'compliance_date', names: ['compliance', 'compliance date', 'complied', 'compliance plate'], shape: 'date' },
  {
    field: 'colour',
    names: ['colour', 'color', 'exterior colour', 'exterior color', 'ext colour', 'ext color', 'paint', 'body colour', 'body color'],
    not: ['interior', 'trim', 'code'],
    shape: 'short-text',
  },
  { field: 'interior_colour', names: ['interior colour', 'interior color', 'interior', 'trim colour', 'trim color', 'upholstery'], shape: 'short-text' },
  {
    field: 'fuel',
    names: ['fuel', 'fuel type', 'fuel kind', 'energy', 'power source'],
    not: ['consumption', 'economy', 'capacity', 'tank', 'combined', 'urban', 'efficiency', 'litres', 'l'],
    shape: 'short-text',
  },
  {
    field: 'body',
    names: ['body', 'body type', 'body style', 'shape', 'body shape'],
    not: ['colour', 'color', 'width', 'length', 'configuration'],
    shape: 'short-text',
  },
  { field: 'trans', names: ['transmission', 'trans', 'gearbox', 'transmission type', 'gear type', 'geartype'], not: ['gears', 'speeds'], shape: 'short-text' },
  { field: 'gearnum', names: ['gears', 'gear count', 'number of gears', 'speeds', 'no of gears'], shape: 'number' },
  { field: 'drive', names: ['drive', 'drive type', 'drivetrain', 'drive train', 'driven wheels', 'drive wheels'], not: ['away', 'test'], shape: 'short-text' },
  { field: 'seats', names: ['seats', 'seating', 'seat count', 'seating capacity', 'no of seats', 'number of seats'], shape: 'number' },
  { field: 'doors', names: ['doors', 'door count', 'no of doors', 'number of doors'], shape: 'number' },
  {
    field: 'engine_size',
    names: ['engine', 'engine size', 'engine cc', 'cc', 'engine capacity', 'capacity', 'displacement', 'engine displacement'],
    not: ['litres', 'l', 'number', 'no', 'type', 'code', 'fuel', 'tank', 'hours'],
    shape: 'short-text',
  },
  { field: 'engine_size_litres', names: ['engine litres', 'engine size litres', 'engine l', 'litres'], not: ['fuel', 'tank'], shape: 'short-text' },
  {
    field: 'location_id',
    names: [
      'location',
      'branch',
      'yard',
      'site',
      'store',
      'lot',
      'dealer',
      'dealership',
      'location code',
      'branch code',
      'location id',
      'branch id',
      'site code',
      'store code',
      'dealer code',
      'outlet',
    ],
    not: ['phone', 'address', 'email', 'suburb', 'postcode', 'state', 'city', 'street', 'lat', 'long', 'url', 'comments', 'group'],
    shape: 'short-text',
  },
  {
    field: 'dealercomments',
    names: [
      'comments',
      'description',
      'dealer comments',
      'notes',
      'remarks',
      'advert text',
      'ad text',
      'seller comments',
      'details',
      'vehicle description',
      'blurb',
      'marketing text',
    ],
    not: ['badge', 'short', 'title', 'colour'],
    shape: 'long-text',
  },
  {
    field: 'images',
    names: [
      'images',
      'photos',
      'pictures',
      'image urls',
      'photo urls',
      'gallery',
      'media',
      'image',
      'photo',
      'pics',
      'image list',
      'photo list',
      'picture urls',
    ],
    not: ['count', 'number', 'thumb', 'thumbnail', 'thumbnails', 'spin', 'video', 'main', 'primary', 'cover', '360', 'interior'],
    shape: 'photos',
  },
  { field: 'primary_image_url', names: ['main image', 'primary image', 'cover image', 'hero image', 'main photo', 'primary photo'], shape: 'url' },
  { field: 'video_url', names: ['video', 'video url', 'youtube', 'youtube url', 'video link'], shape: 'url' },
  {
    field: 'features',
    names: ['features', 'options', 'equipment', 'extras', 'feature list', 'accessories', 'standard features', 'optional extras', 'highlights'],
    shape: 'list',
  },
];

/** How well a key's words name a field: 3 the whole key (or its last step) is a phrase, 2 a phrase within it, 0 none. */
export function nameScore(profile: SourceProfile, ev: FieldEvidence): { score: number; phrase: string | null } {
  const words = profile.words;
  if (ev.not?.some((w) => words.includes(w))) return { score: 0, phrase: null };
  const steps = profile.path.split('.');
  const last = steps.length > 1 ? wordsOfStep(steps[steps.length - 1]!) : words;
  const joined = ` ${words.join(' ')} `;
  const lastJoined = last.join(' ');
  // A value under a generic last step (`price.amount`, `odometer.value`) is named by its parent.
  const parent = steps.length > 1 && GENERIC_STEPS.has(lastJoined) ? wordsOfStep(steps[steps.length - 2]!).join(' ') : null;
  let best = { score: 0, phrase: null as string | null };
  for (const phrase of ev.names) {
    const squashed = phrase.replace(/ /g, '');
    let score = 0;
    if (words.join(' ') === phrase || lastJoined === phrase || parent === phrase || words.join('') === squashed || last.join('') === squashed) score = 3;
    else if (joined.includes(` ${phrase} `)) score = 2;
    // Longer phrases are more specific: `retail price` beats `price` for the same key.
    if (score && (score > best.score || (score === best.score && phrase.length > (best.phrase?.length ?? 0))))
      best = { score: score + phrase.length / 100, phrase };
  }
  return best;
}

const GENERIC_STEPS = new Set(['value', 'amount', 'reading', 'text', '#text', 'name', 'display', 'label', 'number', 'code', 'id']);

function wordsOfStep(step: string): string[] {
  return step
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9#]+/)
    .filter(Boolean);
}

/** The share (0..1) of a key's values that have the field's shape; 0 rules the key out. */
export function shapeScore(p: SourceProfile, shape: Shape, total: number): number {
  const n = p.present || 1;
  const scalars = n - p.objects - p.lists;
  const avgLength = scalars > 0 ? p.textLength / scalars : 0;
  switch (shape) {
    case 'unique':
      return p.objects || p.lists ? 0 : p.distinctCapped || p.distinct.size === p.present ? p.present / Math.max(total, 1) : 0;
    case 'year':
      return p.years / n;
    case 'number':
      return p.numbers / n;
    case 'price':
    case 'distance':
      return p.objects || p.lists ? 0 : p.numbers / n >= 0.5 || shape === 'distance' ? Math.max(p.numbers / n, 0.5) : 0;
    case 'bool':
      return p.bools / n;
    case 'date':
      return (p.dates + p.numbers * 0.5) / n > 0.5 ? 1 : 0;
    case 'vin':
      return [...p.distinct.keys()].filter((v) => /^[A-HJ-NPR-Z0-9]{11,17}$/i.test(v)).length / Math.max(p.distinct.size, 1);
    case 'photos':
      return p.urlLists / n >= 0.5 || (p.lists && p.objectLists / Math.max(p.lists, 1) >= 0.5) || p.urls / n >= 0.5 ? 1 : 0;
    case 'url':
      return p.urls / n;
    case 'list':
      return p.lists / n >= 0.5 || p.separators.size ? 1 : scalars / n >= 0.5 ? 0.6 : 0;
    case 'long-text':
      return scalars / n >= 0.5 && avgLength >= 20 ? 1 : 0;
    case 'short-text':
      return scalars / n >= 0.5 && avgLength <= 120 ? 1 : 0;
    case 'text':
      return scalars / n;
  }
}

/**
 * The Car field an unknown key's name says it holds, by the words of the trade (`engine` engine_size, `DateIn`
 * created_at, `onHold` reserved); null when its words name none (a unit, an internal code): then no field is
 * suggested rather than the nearest spelling, which pointed the wrong way (`DateIn` → path).
 */
export function fieldNamedBy(key: string, minScore = 2): string | null {
  const steps = key.split('.');
  const profile = {
    path: key,
    words: steps.flatMap((s) =>
      s
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9#]+/)
        .filter(Boolean),
    ),
  };
  let best: { field: string; score: number } | null = null;
  for (const ev of FIELD_EVIDENCE) {
    const { score } = nameScore(profile as SourceProfile, ev);
    if (score >= minScore && (!best || score > best.score)) best = { field: ev.field, score };
  }
  return best?.field ?? null;
}

/**
 * What an unknown stock key is told: a key whose whole name is a word of the trade names its field; else a close
 * spelling of a field or other name (`odometr`: did you mean km?); else a field named within it; else none.
 */
export function unknownKeyHint(key: string): string {
  const mapIt = (field: string) => `its name reads as \`${field}\`: map it there in dealer.json feed.fields`;
  const whole = fieldNamedBy(key, 3);
  if (whole) return mapIt(whole);
  const near = carKeys.closest(key);
  if (near.near) return `did you mean \`${near.field}\`?`;
  const within = fieldNamedBy(key);
  return within ? mapIt(within) : 'no Car field is named like it: if it holds one, map it in dealer.json feed.fields';
}
