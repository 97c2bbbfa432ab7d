import { closestKey } from './friendly-errors';
import { isBlank, readBool, readDate } from './feed-values';
import { orderedImages, splitGluedItems, splitTextList, splitUrlList } from './car-shapes';
import { isCertifiedCarType } from './car-type-words';
import { distanceUnitStem, KILOMETRES, MILES } from './feed-units';

/*
 * Other names feeds give the spec's fields, in one table (docs/feed-format.md, "Key names"): a key is matched in
 * any letter case and with or without `_`, `-` or spaces (`Price`, `PRICE`, `Stock-Number`). A key that is neither
 * a Car field nor one of these is reported with the closest field's name, once per key for the whole feed.
 */

/** Spec field ← the other names feeds use for it. */
export const KEY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  id: ['vehicle_id', 'listing_id'],
  name: ['title', 'vehicle_name', 'listing_title'],
  year: ['model_year', 'year_model'],
  make: ['manufacturer', 'brand'],
  model: ['model_name'],
  badge: ['trim', 'grade', 'variant_name'],
  colour: ['color', 'exterior_colour', 'exterior_color', 'ext_colour', 'ext_color', 'paint'],
  interior_colour: ['interior_color', 'trim_colour', 'trim_color'],
  km: ['odometer', 'odo', 'kms', 'kilometres', 'kilometers', 'mileage', 'odometer_km', 'odometer_reading'],
  price: ['asking_price', 'sale_price', 'selling_price', 'retail_price', 'advertised_price', 'list_price'],
  before_price: ['was_price', 'previous_price', 'old_price'],
  offer_price: ['special_price'],
  car_type: ['condition', 'vehicle_condition', 'new_used'],
  status: ['stock_status', 'listing_status', 'availability'],
  created_at: ['date_listed', 'listed_at', 'date_added', 'created'],
  updated_at: ['last_updated', 'modified_at', 'date_modified', 'updated'],
  sold_at: ['sold_date', 'date_sold'],
  stocknum: ['stock_number', 'stockno', 'stock_no', 'stock_code', 'stock_num', 'stock_ref'],
  vin: ['vin_number', 'chassis_number', 'chassis'],
  regplate: ['rego', 'registration', 'registration_number', 'rego_number', 'plate', 'number_plate'],
  rego_expiry: ['registration_expiry', 'rego_expires', 'rego_due'],
  fuel: ['fuel_type', 'fuel_kind'],
  body: ['body_type', 'body_style'],
  trans: ['transmission', 'gearbox', 'transmission_type'],
  gearnum: ['gears', 'gear_count', 'number_of_gears'],
  drive: ['drive_type', 'drivetrain', 'drive_train'],
  seats: ['seat_count', 'seating_capacity', 'num_seats'],
  doors: ['door_count', 'num_doors'],
  engine_size: ['engine_cc', 'engine_capacity', 'engine_capacity_cc'],
  engine_size_litres: ['engine_litres', 'engine_size_l', 'displacement'],
  location_name: ['branch', 'yard', 'branch_name'],
  dealercomments: ['description', 'comments', 'dealer_comments', 'notes'],
  images: ['photos', 'pictures', 'image_urls', 'photo_urls', 'image_list', 'gallery', 'photo_list'],
  primary_image_url: ['main_image', 'primary_image', 'cover_image', 'hero_image'],
  thumbnails: ['thumbs'],
  video_url: ['video', 'youtube_url'],
  features: ['options', 'feature_list', 'equipment', 'extras'],
};

const NO_KEYS = Object.freeze([]) as unknown as UnknownKey[];
const norm = (key: string) => key.toLowerCase().replace(/[\s_.-]+/g, '');

export interface UnknownKey {
  key: string;
  /** The key is another name of this field, which the record also has: that field's value is used. */
  duplicateOf?: string;
  /** Why the key was not read, when the feed mapping decided it (feed-mapping-apply.ts). */
  message?: string;
}

export interface PreparedRecord {
  record: unknown;
  unknownKeys: UnknownKey[];
}

/** Looks up keys, and makes the cross-field shapes the schema cannot see (sold as a date, location as an object). */
export class CarKeys {
  private readonly lookup = new Map<string, string>();
  private readonly aliasNames: string[] = [];
  private readonly fields: ReadonlySet<string>;

  constructor(fields: ReadonlySet<string>) {
    this.fields = fields;
    for (const f of fields) this.lookup.set(norm(f), f);
    for (const [field, aliases] of Object.entries(KEY_ALIASES)) {
      for (const a of aliases) {
        this.lookup.set(norm(a), field);
        this.aliasNames.push(a);
      }
    }
  }

  /** The record with other key names renamed to the spec's, and its keys that are not the spec's or an alias. */
  prepare(raw: unknown): PreparedRecord {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { record: raw, unknownKeys: [] };
    const src = raw as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    let unknownKeys: UnknownKey[] = NO_KEYS;
    let distanceUnit: unknown;
    for (const key in src) {
      if (this.fields.has(key)) continue;
      if (unknownKeys === NO_KEYS) unknownKeys = [];
      const target = this.lookup.get(norm(key));
      if (!target) {
        // A unit beside the distance (`mileage_unit: "mi"`) is read with it (unitShapes), not reported as unknown.
        if (this.isDistanceUnit(key, src[key])) distanceUnit = src[key];
        else unknownKeys.push({ key });
      } else if (!isBlank((out ?? src)[target])) {
        if (!isBlank(src[key])) unknownKeys.push({ key, duplicateOf: target });
      } else (out ??= { ...src })[target] = src[key];
    }
    const rec = out ?? src;
    const edits = crossFieldShapes(rec);
    const units = valueShapes(edits ? { ...rec, ...edits } : rec, distanceUnit);
    if (units?.variantIgnored) (unknownKeys === NO_KEYS ? (unknownKeys = []) : unknownKeys).push({ key: 'variant', duplicateOf: 'badge' });
    const all = units ? { ...edits, ...units.edits } : edits;
    return { record: all ? { ...rec, ...all } : rec, unknownKeys };
  }

  /**
   * Whether a key names the distance's unit: `<name of km>_unit` (`mileage_unit`, `odometer_units`, `km_uom`,
   * `distance_unit`, whatever its value), or a bare `unit` / `units` whose value is a distance unit (`mi`, `km`).
   */
  private isDistanceUnit(key: string, value: unknown): boolean {
    const stem = distanceUnitStem(key);
    if (stem === null) return false;
    if (stem === '') return typeof value === 'string' && (MILES.test(value.trim()) || KILOMETRES.test(value.trim()));
    return stem === 'distance' || this.lookup.get(stem) === 'km';
  }

  /** The spec field a key not known is closest to: a typo of an alias names the alias's field (`odometr` → km). */
  closest(key: string): { field: string; near: boolean } {
    const near = closestKey(key, [...this.fields, ...this.aliasNames]);
    if (near) return { field: this.lookup.get(norm(near)) ?? near, near: true };
    let best = { field: '', d: Infinity };
    for (const f of this.fields) {
      const d = levenshteinish(norm(key), norm(f));
      if (d < best.d) best = { field: f, d };
    }
    return { field: best.field, near: false };
  }
}

function levenshteinish(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const PHOTO_LISTS = ['images', 'thumbnails', 'spin_images'] as const;

/**
 * Values whose shape says more than the field: a distance with a unit key beside it (read in that unit,
 * feed-units.ts), `variant` as text (the badge, when the record has none: a `Variant` column is a trim name, not
 * the variant object of engine details), photo lists with URLs run together (split) or images with an order key
 * (sorted). Null when the record has none of them.
 */
function valueShapes(rec: Record<string, unknown>, distanceUnit: unknown): { edits: Record<string, unknown>; variantIgnored: boolean } | null {
  let edits: Record<string, unknown> | null = null;
  let variantIgnored = false;
  if (!isBlank(distanceUnit) && !isBlank(rec.km)) {
    const km = rec.km;
    // { value, unit } is what the distance reader takes; an object keeps its own unit.
    if (!isObject(km)) (edits ??= {}).km = { value: km, unit: distanceUnit };
    else if (!Object.keys(km).some((k) => distanceUnitStem(k) === '')) (edits ??= {}).km = { ...km, unit: distanceUnit };
  }
  const variant = rec.variant;
  if ((typeof variant === 'string' || typeof variant === 'number') && !isBlank(variant)) {
    edits ??= {};
    edits.variant = null;
    if (isBlank(rec.badge)) edits.badge = variant;
    else variantIgnored = String(variant).trim() !== String(rec.badge).trim();
  }
  for (const f of PHOTO_LISTS) {
    const list = rec[f];
    if (!Array.isArray(list)) continue;
    const split = splitGluedItems(list, f);
    const ordered = f === 'images' ? orderedImages(split ?? list) : null;
    if (ordered ?? split) (edits ??= {})[f] = ordered ?? split;
  }
  return edits ? { edits, variantIgnored } : null;
}

/**
 * Shapes that set another field: `sold` as the date it sold (sold = true; the date is sold_at when that is missing),
 * `location` as an object { id, name } (location_id and location_name when missing), and `standardEquipment` as a
 * plain list (its items are features). Null when the record has none of them.
 */
const LIST_FIELDS: [string[], (v: unknown) => unknown][] = [
  [['images', 'thumbnails', 'spin_images'], splitUrlList],
  [['features', 'categories', 'filtered_features', 'used_car_checks', 'payment_processors'], splitTextList],
];

function crossFieldShapes(rec: Record<string, unknown>): Record<string, unknown> | null {
  let edits: Record<string, unknown> | null = null;
  // Lists sent as one string are split here, on the record, so a bad item is left out by its own index.
  for (const [fields, split] of LIST_FIELDS) {
    for (const f of fields) {
      if (typeof rec[f] === 'string' && !isBlank(rec[f])) (edits ??= {})[f] = split(rec[f]);
    }
  }
  const sold = rec.sold;
  if ((typeof sold === 'string' || typeof sold === 'number') && !isBlank(sold) && !readBool(sold).ok && readDate(sold).ok) {
    (edits ??= {}).sold = true;
    if (isBlank(rec.sold_at)) edits.sold_at = sold;
  }
  // "Certified Pre-Owned" is a car type and a flag: the type reads as used (car-type-words.ts), the car is certified.
  if (typeof rec.car_type === 'string' && isBlank(rec.certified) && isCertifiedCarType(rec.car_type)) (edits ??= {}).certified = true;
  const loc = rec.location;
  if (loc && typeof loc === 'object' && !Array.isArray(loc)) {
    const o = loc as Record<string, unknown>;
    const id = o.id ?? o.location_id ?? o.code;
    const name = o.name ?? o.location_name ?? o.title;
    if (id !== undefined || name !== undefined) {
      edits ??= {};
      edits.location = name ?? null;
      if (isBlank(rec.location_id) && id !== undefined) edits.location_id = id;
      if (isBlank(rec.location_name) && name !== undefined) edits.location_name = name;
    }
  }
  if (Array.isArray(rec.standardEquipment)) {
    edits ??= {};
    const features = edits?.features ?? rec.features;
    edits.features = [...(Array.isArray(features) ? features : isBlank(features) ? [] : [features]), ...rec.standardEquipment];
    edits.standardEquipment = null;
  }
  return edits;
}
