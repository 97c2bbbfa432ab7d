import { z } from 'zod';
import { isSafeUrl, slugString } from './common';
import { gives, outputOf } from './feed-output';
import {
  boolValue,
  check,
  feedField,
  feedList,
  foundShape,
  idValue,
  numberValue,
  readDate,
  readNumber,
  readText,
  required,
  readId,
  textValue,
  type NumberInput,
  type Read,
} from './feed-values';
import { parseFeedRecord, type FeedIssue, type FeedRecordResult } from './feed-record';
import { withFeedOptions, type FeedNote, type FeedReadOptions } from './feed-context';
import { readStatus } from './car-status';
import { CarKeys, type UnknownKey } from './car-keys';
import { applyFeedMapping } from './feed-mapping-apply';
import { gluedUrlProblem, httpsPhoto, photoExtensionProblem, splitTextList, toImage } from './car-shapes';
import { readDistance, readMoney } from './feed-units';
import { finishCar } from './car-checks';
import { financeLenderSchema } from './finance-lender';
import { carTypeOfWords } from './car-type-words';

/*
 * The Car record as dealer feeds send it. Every field reads the shapes real feeds use (numbers as text, text as
 * numbers, yes/no in five spellings, Australian dates, any letter case for car_type and status) and normalises
 * them here, once; docs/feed-format.md is the table. parseCar decides what an unreadable value costs.
 */

export const carTypeSchema = z.enum(['new', 'used', 'demo']);
export type CarType = z.infer<typeof carTypeSchema>;

/** The fields a vehicle page cannot exist without: an unreadable one refuses the record; any other costs only itself. */
export const CAR_REQUIRED_FIELDS: ReadonlySet<string> = new Set(['id', 'name', 'make', 'model', 'year', 'car_type']);

const URL_MESSAGE = 'must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused)';
const readUrl = check(readText, isSafeUrl, URL_MESSAGE);
/** A link or image address from the feed: an http(s) URL or a site path; anything else could run script in an href. */
const urlValue = feedField<string | null, string | null>(readUrl);
const requiredText = gives(feedField<string, string>(required(readText)), z.string().min(1));

/** new, used or demo, also in a dealer system's words (Pre-Owned, Used Vehicle, Demonstrator, Ex-Demo, Brand New: car-type-words.ts). */
const readCarType = (v: unknown) => {
  const r = required(readText)(v);
  if (!r.ok) return r;
  const t = carTypeOfWords(r.value);
  return t ? { ok: true as const, value: t } : { ok: false as const, message: 'must be new, used or demo' };
};

/** "expected an object (what it holds); found a list" in place of zod's bare "expected object". */
const objectOf = (what: string) => ({ error: (iss: { input?: unknown }) => `expected an object (${what}); found ${foundShape(iss.input)}` });

/** A list item given as a bare URL string is the same as { url }. */
const urlObject = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? { url: v } : v);
const positiveInt = feedField<number | null, NumberInput>(check(readNumber, (n) => Number.isInteger(n) && n > 0, 'must be a whole number above 0'));

/** A photo's URL: as any URL, and a file a browser shows (JPEG, PNG, WebP or AVIF by its extension, when it has one). */
const readPhotoUrl = (v: unknown): Read<string> => {
  const r = required(readPhotoLink)(v);
  if (!r.ok) return r;
  const problem = photoExtensionProblem(r.value);
  return problem ? { ok: false, message: problem } : r;
};

/**
 * Any photo's address (thumbnails, spin frames, the primary image too): one URL, not two run together, and https
 * (an http:// photo is read as https://, noted once per feed: the site's pages, JSON-LD and both ad feeds carry
 * https only).
 */
function readPhotoLink(v: unknown): Read<string | null> {
  const r = readUrl(v);
  if (!r.ok || r.value === null) return r;
  const glued = gluedUrlProblem(r.value);
  return glued ? { ok: false, message: glued } : { ok: true, value: httpsPhoto(r.value) };
}
const photoLink = feedField<string | null, string | null>(readPhotoLink);

/** An image in any shape of car-shapes.ts (a URL string, { src }, { image: { url } }...) as { url, thumb, width, height }. */
const imageShape = z.unknown().transform((v, ctx) => {
  const r = toImage(v);
  if (r.ok) return r.value;
  ctx.addIssue({ code: 'custom', message: r.message });
  return z.NEVER;
});

const imageSchema = imageShape.pipe(
  z
    .object({
      url: feedField<string, string>(readPhotoUrl),
      thumb: z.preprocess(urlObject, z.object({ url: feedField<string, string>(readPhotoUrl) }, objectOf('`url`'))).nullish() as z.ZodType<
        { url: string } | null | undefined,
        { url: string } | string | null | undefined
      >,
      width: positiveInt.optional(),
      height: positiveInt.optional(),
    })
    .nullable(),
) as unknown as z.ZodType<Image | null, ImageInput>;
/** What imageSchema gives (feed-output.ts): an image read, as site data holds it. */
const imageOutput = z.strictObject({
  url: z.string().min(1),
  thumb: z.strictObject({ url: z.string().min(1) }).nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});
type Image = { url: string; thumb?: { url: string } | null; width?: number | null; height?: number | null };
/** The image shapes fixtures may be typed with; feeds send more (car-shapes.ts). */
type ImageInput = { url: string; thumb?: { url: string } | string | null; width?: NumberInput; height?: NumberInput } | string | Record<string, unknown>;

const percent = feedField<number, NumberInput>(check(required(readNumber), (n) => n >= 0 && n <= 100, 'must be a percentage from 0 to 100'));
const hotspotSchema = gives(
  z.object(
    {
      /** Frame index (spin angle step) at which the hotspot is visible. */
      angle: feedField<number, NumberInput>(check(required(readNumber), (n) => Number.isInteger(n) && n >= 0, 'must be a whole number from 0')),
      /** Position inside the frame, as percentages 0..100. */
      x: percent,
      y: percent,
      title: textValue.optional(),
      description: textValue.optional().transform((v) => v ?? ''),
    },
    objectOf('`angle`, `x`, `y`, `title`, `description`'),
  ),
  z.strictObject({ angle: z.number().int().min(0), x: z.number(), y: z.number(), title: z.string().nullable().optional(), description: z.string() }),
);

const textList = feedList(textValue);
/** A text list, or one string of items separated by |, ; or line breaks (top-level lists are split on the record, car-keys.ts). */
const splitTextListField = z.preprocess(splitTextList, textList) as unknown as typeof textList;
/** Thumbnails and spin frames: photo addresses (readPhotoLink). */
const photoList = feedList(photoLink);
/** A list that is never null on the Car: missing, null and unreadable are all []. */
const alwaysList = <T, I>(list: z.ZodType<T[] | null, I[] | null>, item: z.ZodType<T>) =>
  gives(
    list.optional().transform((v) => v ?? []),
    z.array(item),
  );

/** An optional group of fields (variant, specifications...): missing is null. */
const object = <O, I>(schema: z.ZodType<O, I>) =>
  // What it gives is made from the schema itself (outputOf), null added: the same type, which a generic O cannot show gives().
  gives(
    schema.nullish().transform((v) => v ?? null),
    outputOf(schema).nullable() as never,
  );

/** Caravan dimensions; lengths may be given in feet ("21'6" or "21.5 ft"). */
const caravanSpecsSchema = z
  .object(
    {
      body_width: textValue,
      body_length: textValue,
      tare_weight: textValue,
      axle_type: textValue,
      sleeps: textValue,
      aggregate_trailer_mass: textValue,
    },
    objectOf('body_width, body_length, tare_weight...'),
  )
  .partial();

const variantSchema = z
  .object(
    {
      cylinders: textValue,
      enginesize: textValue,
      enginesize_litres: textValue,
      induction: textValue,
      geartype: textValue,
      fuelconsumptioncombined: textValue,
      fuelcapacity: textValue,
      grossvehiclemass: textValue,
      vehiclelength: textValue,
      vehicleheight: textValue,
      vehiclewidth: textValue,
      torque: textValue,
      bodyconfiguration: textValue,
      ancaprating: textValue,
    },
    objectOf('cylinders, enginesize, fuelconsumptioncombined...'),
  )
  .partial();

/** Market data from the price-comparison service, captured in the nightly snapshot. */
const autograbSchema = z
  .object(
    {
      state_average_market_price: numberValue,
      average_market_price: numberValue,
      fill: numberValue,
      listing_price: numberValue,
      market_range_min: numberValue,
      market_range_max: numberValue,
      confidence: numberValue,
      description: textValue,
    },
    objectOf('state_average_market_price, average_market_price...'),
  )
  .partial();

// Missing and unreadable read as null (false for yes/no), so a field left out has one shape on every car.
const someText = z.string().nullable();
const someNumber = z.number().nullable();
const text = gives(textValue.optional().default(null), someText);
// Numbers and dates name their field, for the notes a reader makes (a number or date that reads two ways).
const num = (field: string) => gives(feedField<number | null, NumberInput>(readNumber, field).optional().default(null), someNumber);
const bool = () => gives(boolValue.optional().default(false), z.boolean());
const date = (field: string) => gives(feedField<string | null, string | number | null>(readDate, field).optional().default(null), someText);
const url = gives(urlValue.optional().default(null), someText);
/** An id of another record (location, dealership). */
const reference = gives(idValue.optional().default(null), someText);
const photo = gives(photoLink.optional().default(null), someText);
/** Kilometres; miles converted (feed-units.ts). */
const distance = (field: string) =>
  gives(feedField<number | null, NumberInput | Record<string, unknown>>(readDistance, field).optional().default(null), someNumber);
/** A price: a number, text with currency, or { amount, currency } in the site's currency (feed-units.ts). */
const money = (field: string) => gives(feedField<number | null, NumberInput | Record<string, unknown>>(readMoney, field).optional().default(null), someNumber);

/** A stock record, with the spec's snake_case field names. Nullable wherever real feeds leave fields empty. */
export const carSchema = z.object({
  id: gives(feedField<string, string | number>(required(readId)), z.string().min(1)),
  /** Missing: made from year, make, model, badge and id; not lowercase-hyphen: tidied (car-checks.ts). '' until then. */
  slug: gives(
    feedField<string, string | number | null>((v) => {
      const r = readText(v);
      return r.ok ? { ok: true, value: r.value ?? '' } : r;
    })
      .optional()
      .transform((v) => v ?? ''),
    slugString,
  ),
  path: text,
  name: requiredText,
  /** Any four-digit year reads; one outside 1900 to next year + 1 is a warning (car-checks.ts). */
  year: gives(
    feedField<number, NumberInput>(check(required(readNumber), (n) => Number.isInteger(n) && n >= 1000 && n <= 9999, 'expected a four-digit year')),
    z.number().int(),
  ),
  make: requiredText,
  model: requiredText,
  badge: text,
  series: text,
  colour: text,
  interior_colour: text,
  km: distance('km'),
  price: money('price'),
  before_price: money('before_price'),
  offer_price: money('offer_price'),
  subscription_price: money('subscription_price'),
  price_type: text,
  preorder: bool(),
  car_type: gives(feedField<CarType, string>(readCarType), carTypeSchema),
  item_type: text,
  status: gives(feedField<string, string>(readStatus, 'status').optional().default('in_stock'), z.string()),
  sold: bool(),
  tag: text,
  reserved: bool(),
  certified: bool(),
  has_nvic: bool(),
  created_at: date('created_at'),
  updated_at: date('updated_at'),
  /** When the car was sold; drives include_sold_cars_days. */
  sold_at: date('sold_at'),
  stocknum: text,
  vin: text,
  regplate: text,
  rego_expiry: date('rego_expiry'),
  build_date: date('build_date'),
  compliance_date: date('compliance_date'),
  fuel: text,
  simple_fuel: text,
  simple_body: text,
  body: text,
  simple_transmission: text,
  trans: text,
  gearnum: text,
  drive: text,
  seats: num('seats'),
  doors: num('doors'),
  engine_size: text,
  engine_size_litres: text,
  bodyconfiguration: text,
  views: num('views'),
  photos_count: num('photos_count'),
  location_id: reference,
  location: text,
  private_suburb: text,
  private_postcode: text,
  dealership_id: reference,
  dealership_slug: text,
  dealership_name: text,
  city: text,
  state: text,
  location_name: text,
  /** HTML from the dealer feed; sanitised at build time before it reaches a page. */
  dealercomments: text,
  carsales_title: text,
  /** One string of URLs is split on the record (car-keys.ts), so a bad one is left out by its index. */
  images: alwaysList(feedList(imageSchema), imageOutput),
  thumbnails: alwaysList(photoList, z.string()),
  primary_image_url: photo,
  video_url: url,
  external_video_url: url,
  spin_images: alwaysList(photoList, z.string()),
  spin_code: text,
  spin_interior_image: photo,
  hotspots: object(
    z.object(
      { exterior: alwaysList(feedList(hotspotSchema), outputOf(hotspotSchema)), interior: alwaysList(feedList(hotspotSchema), outputOf(hotspotSchema)) },
      objectOf('`exterior`, `interior`'),
    ),
  ),
  /** A plain list is read as features (car-keys.ts). */
  standardEquipment: object(
    z.object(
      {
        featured: alwaysList(splitTextListField, z.string()),
        specifications: alwaysList(splitTextListField, z.string()),
        summary: alwaysList(splitTextListField, z.string()),
      },
      objectOf('`featured`, `specifications`, `summary`, or a plain list'),
    ),
  ),
  features: alwaysList(textList, z.string()),
  used_car_checks: alwaysList(textList, z.string()),
  /** History report file (URL); the button shows only when present. */
  file: url,
  /** Site-specific series flags (duo, city, sport on one site). */
  series_values: object(z.record(z.string(), boolValue, objectOf('flag names with yes/no values'))),
  finance_lenders: object(
    z.record(z.string(), z.object(financeLenderSchema.shape, objectOf('interestRate, paymentWeek...')), objectOf('lenders by provider name')),
  ),
  payment_processors: alwaysList(textList, z.string()),
  specifications: object(caravanSpecsSchema),
  autograb_data: object(autograbSchema),
  variant: object(variantSchema),
  categories: alwaysList(textList, z.string()),
  filtered_features: alwaysList(textList, z.string()),
});
export type Car = z.infer<typeof carSchema>;
export type CarInput = z.input<typeof carSchema>;

export interface CarRecordResult extends FeedRecordResult<Car> {
  /** Keys of the record that are neither a Car field nor another name of one (car-keys.ts): the loader counts them per feed. */
  unknownKeys: UnknownKey[];
  /** Caveats counted over the whole feed rather than reported per record (a date that reads both ways, a slug made). */
  counted: FeedNote[];
  /** A refused record's id and stock number as sent (read through the same key names), so the report can name it. */
  ident?: { id: string | null; stocknum: string | null };
}

/** The id or stock number a record was sent with, as text; null when it has none a person could look up. */
const identText = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);

export type CarReadOptions = FeedReadOptions;
const NO_NOTES = Object.freeze([]) as unknown as FeedNote[];

/** The Car fields, for telling another name of a field from a key no reader knows. */
export const CAR_FIELDS: ReadonlySet<string> = new Set(Object.keys(carSchema.shape));
export const carKeys = new CarKeys(CAR_FIELDS);

/**
 * Reads one stock record: other key names are read as the spec's, unreadable values are left out with a warning
 * (the car keeps its page), a missing slug is made; only an unreadable id, name, make, model, year or car_type
 * refuses the record. `options` are the dealer's feed settings (dealer.json `feed`).
 */
export function parseCar(raw: unknown, options: CarReadOptions = {}): CarRecordResult {
  return parseCarWith(compiledCarSchema(), raw, options);
}

/** parseCar with a given schema (the compiled one, or zod's runtime parser to check the compiled one against). */
export function parseCarWith(schema: typeof carSchema, raw: unknown, options: CarReadOptions = {}): CarRecordResult {
  const { result, notes } = withFeedOptions(options, () => {
    const mapped = applyFeedMapping(raw, options.fields);
    const prepared = carKeys.prepare(mapped.record);
    const r = parseFeedRecord(schema, prepared.record, CAR_REQUIRED_FIELDS) as CarRecordResult;
    if (r.data) finishCar(r.data, prepared.record);
    else {
      const rec = prepared.record && typeof prepared.record === 'object' ? (prepared.record as Record<string, unknown>) : {};
      r.ident = { id: identText(rec.id), stocknum: identText(rec.stocknum) };
    }
    r.unknownKeys = mapped.notes.length ? [...prepared.unknownKeys, ...mapped.notes] : prepared.unknownKeys;
    r.counted = NO_NOTES;
    return r;
  });
  if (!notes.length) return result;
  result.counted = notes.filter((n) => n.counted);
  const noted: FeedIssue[] = notes.filter((n) => !n.counted && n.field !== '').map((n) => ({ path: [n.field], message: n.message }));
  if (noted.length) result.warnings = [...result.warnings, ...noted];
  return result;
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
