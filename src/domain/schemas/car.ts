import { z } from 'zod';
import { isSafeUrl } from './common';
import {
  boolValue, check, dateValue, feedField, feedList, idValue, numberValue, readNumber, readText, required, readId, textValue,
  type NumberInput,
} from './feed-values';
import { parseFeedRecord, type FeedRecordResult } from './feed-record';
import { financeLenderSchema } from './finance-lender';

/*
 * The Car record as dealer feeds send it. Every field reads the shapes real feeds use (numbers as text, text as
 * numbers, yes/no in five spellings, Australian dates, any letter case for car_type and status) and normalises
 * them here, once; docs/feed-format.md is the table. parseCar decides what an unreadable value costs.
 */

export const carTypeSchema = z.enum(['new', 'used', 'demo']);
export type CarType = z.infer<typeof carTypeSchema>;

/** The fields a vehicle page cannot exist without: an unreadable one refuses the record; any other costs only itself. */
export const CAR_REQUIRED_FIELDS: ReadonlySet<string> = new Set(['id', 'slug', 'name', 'make', 'model', 'year', 'car_type']);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const URL_MESSAGE = 'must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused)';
const readUrl = check(readText, isSafeUrl, URL_MESSAGE);
/** A link or image address from the feed: an http(s) URL or a site path; anything else could run script in an href. */
const urlValue = feedField<string | null, string | null>(readUrl);
const requiredText = feedField<string, string>(required(readText));

const readCarType = (v: unknown) => {
  const r = required(readText)(v);
  if (!r.ok) return r;
  const t = r.value.toLowerCase();
  return carTypeSchema.safeParse(t).success ? { ok: true as const, value: t as CarType } : { ok: false as const, message: 'must be new, used or demo' };
};

/** Status in any letter case, spaces or hyphens for underscores ("In Stock" is in_stock); missing means in stock. */
const readStatus = (v: unknown) => {
  if (typeof v === 'number') return { ok: false as const, message: 'not a status (in_stock, coming_soon, sold)' };
  const r = readText(v);
  return r.ok ? { ok: true as const, value: r.value === null ? 'in_stock' : r.value.toLowerCase().replace(/[\s-]+/g, '_') } : r;
};

const NOT_AN_OBJECT = { error: 'not an object' };

/** A list item given as a bare URL string is the same as { url }. */
const urlObject = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? { url: v } : v);
const positiveInt = feedField<number | null, NumberInput>(check(readNumber, (n) => Number.isInteger(n) && n > 0, 'must be a whole number above 0'));

const imageSchema = z.preprocess(urlObject, z.object({
  url: feedField<string, string>(required(readUrl)),
  thumb: z.preprocess(urlObject, z.object({ url: feedField<string, string>(required(readUrl)) }, NOT_AN_OBJECT)).nullish() as z.ZodType<{ url: string } | null | undefined, { url: string } | string | null | undefined>,
  width: positiveInt.optional(),
  height: positiveInt.optional(),
}, NOT_AN_OBJECT)) as unknown as z.ZodType<{ url: string; thumb?: { url: string } | null; width?: number | null; height?: number | null }, { url: string; thumb?: { url: string } | null; width?: NumberInput; height?: NumberInput } | string>;

const percent = feedField<number, NumberInput>(check(required(readNumber), (n) => n >= 0 && n <= 100, 'must be a percentage from 0 to 100'));
const hotspotSchema = z.object({
  /** Frame index (spin angle step) at which the hotspot is visible. */
  angle: feedField<number, NumberInput>(check(required(readNumber), (n) => Number.isInteger(n) && n >= 0, 'must be a whole number from 0')),
  /** Position inside the frame, as percentages 0..100. */
  x: percent,
  y: percent,
  title: textValue.optional(),
  description: textValue.optional().transform((v) => v ?? ''),
}, NOT_AN_OBJECT);

const textList = feedList(textValue);
const urlList = feedList(urlValue);
/** A list that is never null on the Car: missing, null and unreadable are all []. */
const alwaysList = <T, I>(list: z.ZodType<T[] | null, I[] | null>) => list.optional().transform((v) => v ?? []);

/** An optional group of fields (variant, specifications...): missing is null. */
const object = <O, I>(schema: z.ZodType<O, I>) => schema.nullish().transform((v) => v ?? null);

/** Caravan dimensions; lengths may be given in feet ("21'6" or "21.5 ft"). */
const caravanSpecsSchema = z.object({
  body_width: textValue, body_length: textValue, tare_weight: textValue, axle_type: textValue, sleeps: textValue, aggregate_trailer_mass: textValue,
}, NOT_AN_OBJECT).partial();

const variantSchema = z.object({
  cylinders: textValue, enginesize: textValue, enginesize_litres: textValue, induction: textValue,
  geartype: textValue, fuelconsumptioncombined: textValue, fuelcapacity: textValue, grossvehiclemass: textValue,
  vehiclelength: textValue, vehicleheight: textValue, vehiclewidth: textValue, torque: textValue,
  bodyconfiguration: textValue, ancaprating: textValue,
}, NOT_AN_OBJECT).partial();

/** Market data from the price-comparison service, captured in the nightly snapshot. */
const autograbSchema = z.object({
  state_average_market_price: numberValue, average_market_price: numberValue, fill: numberValue, listing_price: numberValue,
  market_range_min: numberValue, market_range_max: numberValue, confidence: numberValue, description: textValue,
}, NOT_AN_OBJECT).partial();

// Missing and unreadable read as null (false for yes/no), so a field left out has one shape on every car.
const text = textValue.optional().default(null);
const num = () => numberValue.optional().default(null);
const bool = () => boolValue.optional().default(false);
const date = dateValue.optional().default(null);
const url = urlValue.optional().default(null);

/** A stock record, with the spec's snake_case field names. Nullable wherever real feeds leave fields empty. */
export const carSchema = z.object({
  id: feedField<string, string | number>(required(readId)),
  slug: feedField<string, string>(check(required(readText), (s) => SLUG.test(s), 'must be lowercase letters, digits and single hyphens')),
  path: text,
  name: requiredText,
  year: feedField<number, NumberInput>(check(required(readNumber), (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, 'must be a year from 1900 to 2100')),
  make: requiredText,
  model: requiredText,
  badge: text,
  series: text,
  colour: text,
  interior_colour: text,
  km: num(),
  price: num(),
  before_price: num(),
  offer_price: num(),
  subscription_price: num(),
  price_type: text,
  preorder: bool(),
  car_type: feedField<CarType, string>(readCarType),
  item_type: text,
  status: feedField<string, string>(readStatus).optional().default('in_stock'),
  sold: bool(),
  tag: text,
  reserved: bool(),
  certified: bool(),
  has_nvic: bool(),
  created_at: date,
  updated_at: date,
  /** When the car was sold; drives include_sold_cars_days. */
  sold_at: date,
  stocknum: text,
  vin: text,
  regplate: text,
  rego_expiry: date,
  build_date: date,
  compliance_date: date,
  fuel: text,
  simple_fuel: text,
  simple_body: text,
  body: text,
  simple_transmission: text,
  trans: text,
  gearnum: text,
  drive: text,
  seats: num(),
  doors: num(),
  engine_size: text,
  engine_size_litres: text,
  bodyconfiguration: text,
  views: num(),
  photos_count: num(),
  location_id: idValue.optional().default(null),
  location: text,
  private_suburb: text,
  private_postcode: text,
  dealership_id: idValue.optional().default(null),
  dealership_slug: text,
  dealership_name: text,
  city: text,
  state: text,
  location_name: text,
  /** HTML from the dealer feed; sanitised at build time before it reaches a page. */
  dealercomments: text,
  carsales_title: text,
  images: alwaysList(feedList(imageSchema)),
  thumbnails: alwaysList(urlList),
  primary_image_url: url,
  video_url: url,
  external_video_url: url,
  spin_images: alwaysList(urlList),
  spin_code: text,
  spin_interior_image: url,
  hotspots: object(z.object({ exterior: alwaysList(feedList(hotspotSchema)), interior: alwaysList(feedList(hotspotSchema)) }, NOT_AN_OBJECT)),
  standardEquipment: object(z.object({ featured: alwaysList(textList), specifications: alwaysList(textList), summary: alwaysList(textList) }, NOT_AN_OBJECT)),
  features: alwaysList(textList),
  used_car_checks: alwaysList(textList),
  /** History report file (URL); the button shows only when present. */
  file: url,
  /** Site-specific series flags (duo, city, sport on one site). */
  series_values: object(z.record(z.string(), boolValue, NOT_AN_OBJECT)),
  finance_lenders: object(z.record(z.string(), z.object(financeLenderSchema.shape, NOT_AN_OBJECT), NOT_AN_OBJECT)),
  payment_processors: alwaysList(textList),
  specifications: object(caravanSpecsSchema),
  autograb_data: object(autograbSchema),
  variant: object(variantSchema),
  categories: alwaysList(textList),
  filtered_features: alwaysList(textList),
});
export type Car = z.infer<typeof carSchema>;
export type CarInput = z.input<typeof carSchema>;

/**
 * Reads one stock record: unreadable values are left out with a warning (the car keeps its page); only an
 * unreadable id, slug, name, make, model, year or car_type refuses the record.
 */
export function parseCar(raw: unknown): FeedRecordResult<Car> {
  return parseFeedRecord(compiledCarSchema(), raw, CAR_REQUIRED_FIELDS);
}

let compiled: typeof carSchema | undefined;
/**
 * The Car schema through zod's generated parser (z.compile): a 20,000-car stock parses in about 60 % of the time and
 * with less garbage (the build's parent process peaks while it reads the stock). A record the fast path would refuse
 * is handed to zod's runtime parser, so problems read exactly as before; built on first use, in the build only
 * (the generated parser is made with `new Function`, which the sites' Content-Security-Policy refuses in a browser).
 */
export function compiledCarSchema(): typeof carSchema {
  return (compiled ??= z.compile(carSchema));
}
