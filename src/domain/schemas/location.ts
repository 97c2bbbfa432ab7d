import { z } from 'zod';
import { feedText, safeUrl, slugString } from './common';
import { reviewSchema } from './review';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time-zone';

/** Opening hours for one weekday (0 = Sunday). */
export const openingHourSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  status: z.enum(['Open', 'Closed']),
  formated_hours: feedText,
  open: feedText,
  close: feedText,
});
export type OpeningHour = z.infer<typeof openingHourSchema>;

/** A one-off change of hours (public holidays). */
export const specialHoursSchema = z.strictObject({
  date: z.string().min(1),
  status: z.enum(['Open', 'Closed']),
  start_hour: feedText,
  end_hour: feedText,
  department: feedText,
  location_name: feedText,
});
export type SpecialHours = z.infer<typeof specialHoursSchema>;

export const locationTypeSchema = z.enum(['sales', 'service', 'parts', 'service-and-parts', '']);

/*
 * A location as the dealer writes it in dealer.json: numbers and yes/no are JSON numbers and booleans, as
 * docs/dealer.schema.json says (a quoted "-27.47" or "yes" is refused with the field named, not read leniently as
 * a feed value would be), so an editor and the build give the same verdict.
 */
export const locationSchema = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  slug: slugString,
  /**
   * Other names and codes the stock feed uses for this branch (`ORG`, `Orange Yard`): a car whose location is one
   * of them is placed here, in any letter case and spacing (locations.ts, matchLocation).
   */
  codes: z.array(z.string().min(1)).default([]),
  primary: z.boolean().default(false),
  /** Empty counts as sales (spec). */
  location_type: locationTypeSchema.nullish().transform((v) => v ?? ''),
  location_subtype: feedText,
  manufacturers: z.array(z.string()).default([]),
  dealership_id: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v) => (v == null ? null : String(v))),
  dealership_slug: feedText,
  visible: z.boolean().default(true),
  phone: feedText,
  city: feedText,
  address: z.strictObject({
    street: feedText,
    city: feedText,
    state: feedText,
    postcode: feedText,
    lat: z.number().min(-90).max(90).nullish(),
    long: z.number().min(-180).max(180).nullish(),
    place_id: feedText,
    place_url: safeUrl.nullish(),
    map_key: feedText,
  }),
  distribution_locations: z.array(z.strictObject({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() })).default([]),
  contact_detail: z
    .strictObject({
      phone: feedText,
      landline_phone: feedText,
      /** Numbers by car type where the site chooses the phone by new/used/demo. */
      phone_new: feedText,
      phone_used: feedText,
      phone_demo: feedText,
      opening_hours: z.array(openingHourSchema).default([]),
    })
    .default({ opening_hours: [] }),
  special_hours: z.array(specialHoursSchema).default([]),
  /** IANA time zone of the location's opening hours ('Australia/Sydney'); today's row and "open now" are read on its clock in the browser. */
  time_zone: z
    .string()
    .refine(isTimeZone, { message: "must be an IANA time zone such as 'Australia/Sydney' (Region/City)" })
    .meta({ pattern: String.raw`^(?:UTC|[A-Za-z_]+(?:/[A-Za-z0-9_+-]+)+)$` })
    .default(DEFAULT_TIME_ZONE),
  image: safeUrl.nullish(),
  dealer_license_number: feedText,
  motor_vehicle_repairer: feedText,
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).nullable().default(null),
  reviews: z.array(reviewSchema).default([]),
});
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;
