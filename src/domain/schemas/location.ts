import { z } from 'zod';
import { feedBool, feedNumber, feedText, safeUrl, slugString } from './common';
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

export const locationSchema = z.strictObject({
  id: z.union([z.number(), z.string()]).transform(String),
  name: z.string().min(1),
  slug: slugString,
  primary: feedBool.optional().default(false),
  /** Empty counts as sales (spec). */
  location_type: locationTypeSchema.nullish().transform((v) => v ?? ''),
  location_subtype: feedText,
  manufacturers: z.array(z.string()).default([]),
  dealership_id: z.union([z.number(), z.string()]).nullish().transform((v) => (v == null ? null : String(v))),
  dealership_slug: feedText,
  visible: z.boolean().default(true),
  phone: feedText,
  city: feedText,
  address: z.strictObject({
    street: feedText,
    city: feedText,
    state: feedText,
    postcode: feedText,
    lat: feedNumber.optional(),
    long: feedNumber.optional(),
    place_id: feedText,
    place_url: safeUrl.nullish(),
    map_key: feedText,
  }),
  distribution_locations: z.array(z.strictObject({ id: z.union([z.number(), z.string()]).transform(String), name: z.string() })).default([]),
  contact_detail: z.strictObject({
    phone: feedText,
    landline_phone: feedText,
    /** Numbers by car type where the site chooses the phone by new/used/demo. */
    phone_new: feedText,
    phone_used: feedText,
    phone_demo: feedText,
    opening_hours: z.array(openingHourSchema).default([]),
  }).default({ opening_hours: [] }),
  special_hours: z.array(specialHoursSchema).default([]),
  /** IANA time zone of the location's opening hours ('Australia/Sydney'); today's row and "open now" are read on its clock in the browser. */
  time_zone: z.string().refine(isTimeZone, { message: "must be an IANA time zone such as 'Australia/Sydney' (Region/City)" }).default(DEFAULT_TIME_ZONE),
  image: safeUrl.nullish(),
  dealer_license_number: feedText,
  motor_vehicle_repairer: feedText,
  average_rating: feedNumber.optional().default(null),
  review_count: feedNumber.optional().default(null),
  reviews: z.array(reviewSchema).default([]),
});
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;
