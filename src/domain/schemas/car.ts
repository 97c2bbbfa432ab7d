import { z } from 'zod';
import { feedBool, feedNumber, feedText, feedUrl, safeUrl, slugString } from './common';
import { financeLenderSchema } from './finance-lender';

export const carStatusSchema = z.enum(['in_stock', 'coming_soon', 'sold']).or(z.string());
export const carTypeSchema = z.enum(['new', 'used', 'demo']);

/** An image address a browser can load: absolute http(s) or a site path. Anything else is a broken feed value. */
const imageUrl = safeUrl;

const imageSchema = z.object({
  url: imageUrl,
  thumb: z.object({ url: imageUrl }).nullish(),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});

const hotspotSchema = z.object({
  /** Frame index (spin angle step) at which the hotspot is visible. */
  angle: z.number().int().nonnegative(),
  /** Position inside the frame, as percentages 0..100. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  title: feedText,
  description: z.string(),
});

/** Caravan dimensions; lengths may be given in feet ("21'6" or "21.5 ft"). */
const caravanSpecsSchema = z.object({
  body_width: feedText,
  body_length: feedText,
  tare_weight: feedText,
  axle_type: feedText,
  sleeps: feedText,
  aggregate_trailer_mass: feedText,
}).partial();

const variantSchema = z.object({
  cylinders: feedText, enginesize: feedText, enginesize_litres: feedText, induction: feedText,
  geartype: feedText, fuelconsumptioncombined: feedText, fuelcapacity: feedText, grossvehiclemass: feedText,
  vehiclelength: feedText, vehicleheight: feedText, vehiclewidth: feedText, torque: feedText,
  bodyconfiguration: feedText, ancaprating: feedText,
}).partial();

/** Market data from the price-comparison service, captured in the nightly snapshot. */
const autograbSchema = z.object({
  state_average_market_price: feedNumber.optional(),
  average_market_price: feedNumber.optional(),
  fill: feedNumber.optional(),
  listing_price: feedNumber.optional(),
  market_range_min: feedNumber.optional(),
  market_range_max: feedNumber.optional(),
  confidence: feedNumber.optional(),
  description: feedText,
}).partial();

/** A stock record, with the spec's snake_case field names. Nullable wherever real feeds leave fields empty. */
export const carSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  slug: slugString,
  path: feedText,
  name: z.string().min(1),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: feedText,
  series: feedText,
  colour: feedText,
  interior_colour: feedText,
  km: feedNumber.optional().default(null),
  price: feedNumber.optional().default(null),
  before_price: feedNumber.optional().default(null),
  offer_price: feedNumber.optional().default(null),
  subscription_price: feedNumber.optional().default(null),
  price_type: feedText,
  preorder: feedBool.optional().default(false),
  car_type: carTypeSchema,
  item_type: feedText,
  status: carStatusSchema,
  sold: feedBool.optional().default(false),
  tag: feedText,
  reserved: feedBool.optional().default(false),
  certified: feedBool.optional().default(false),
  has_nvic: feedBool.optional().default(false),
  created_at: z.string().min(1),
  updated_at: feedText,
  /** When the car was sold; drives include_sold_cars_days. */
  sold_at: feedText,
  stocknum: feedText,
  vin: feedText,
  regplate: feedText,
  rego_expiry: feedText,
  build_date: feedText,
  compliance_date: feedText,
  fuel: feedText,
  simple_fuel: feedText,
  simple_body: feedText,
  body: feedText,
  simple_transmission: feedText,
  trans: feedText,
  gearnum: feedText,
  drive: feedText,
  seats: feedNumber.optional().default(null),
  doors: feedNumber.optional().default(null),
  engine_size: feedText,
  engine_size_litres: feedText,
  bodyconfiguration: feedText,
  views: feedNumber.optional().default(null),
  photos_count: feedNumber.optional().default(null),
  location_id: z.union([z.number(), z.string()]).nullish().transform((v) => (v == null ? null : String(v))),
  location: feedText,
  private_suburb: feedText,
  private_postcode: feedText,
  dealership_id: z.union([z.number(), z.string()]).nullish().transform((v) => (v == null ? null : String(v))),
  dealership_slug: feedText,
  dealership_name: feedText,
  city: feedText,
  state: feedText,
  location_name: feedText,
  /** HTML from the dealer feed; sanitised at build time before it reaches a page. */
  dealercomments: feedText,
  carsales_title: feedText,
  images: z.array(imageSchema).nullish().transform((v) => v ?? []),
  thumbnails: z.array(z.string()).nullish(),
  primary_image_url: feedUrl,
  video_url: feedUrl,
  external_video_url: feedUrl,
  spin_images: z.array(z.string()).nullish().transform((v) => v ?? []),
  spin_code: feedText,
  spin_interior_image: feedUrl,
  hotspots: z.object({ exterior: z.array(hotspotSchema).default([]), interior: z.array(hotspotSchema).default([]) }).nullish(),
  standardEquipment: z.object({
    featured: z.array(z.string()).default([]),
    specifications: z.array(z.string()).default([]),
    summary: z.array(z.string()).default([]),
  }).partial().nullish(),
  features: z.array(z.string()).nullish().transform((v) => v ?? []),
  used_car_checks: z.array(z.string()).nullish().transform((v) => v ?? []),
  /** History report file (URL); the button shows only when present. */
  file: feedUrl,
  /** Site-specific series flags (duo, city, sport on one site). */
  series_values: z.record(z.string(), z.boolean()).nullish(),
  finance_lenders: z.record(z.string(), financeLenderSchema).nullish(),
  payment_processors: z.array(z.string()).nullish(),
  specifications: caravanSpecsSchema.nullish(),
  autograb_data: autograbSchema.nullish(),
  variant: variantSchema.nullish(),
  categories: z.array(z.string()).nullish(),
  filtered_features: z.array(z.string()).nullish(),
});
export type Car = z.infer<typeof carSchema>;
export type CarInput = z.input<typeof carSchema>;
export type CarType = z.infer<typeof carTypeSchema>;
