import { z } from 'zod';
import { httpUrl, safeUrl, sitePath } from '../common';
import { link } from './menus';

/*
 * Settings area `features` of dealer.json: Per-site switches of the vehicle page, contact, locations and home
 * page. Strict: an unknown key is a problem naming the closest known key.
 */

export const featuresSchema = z.strictObject({
  /** Subscription pricing ('/ week') and 'Available' wording. */
  offers_subscription: z.boolean().default(false),
  /** Garage (signed-in user area, watchlist). */
  garage_enabled: z.boolean().default(false),
  /** Reserve button. */
  reserve: z.boolean().default(true),
  /** Reserve goes to /cars/{slug}/buy-online instead of /checkout. */
  buy_online: z.boolean().default(false),
  /** Online purchase via /checkout-journey?car_id={slug}. */
  checkout_journey: z.boolean().default(false),
  /** Tag of a car listed within the last 8 days: worded as an arrival, so a used car never reads as car_type new. */
  new_arrival_text: z.string().trim().min(1).max(30).default('JUST ARRIVED'),
  /** Optional disclaimer under the test-drive form (licence, insurance excess...); null: none. */
  test_drive_disclaimer: z.string().trim().min(1).max(2000).nullable().default(null),
  /** Reserve price label. */
  reserve_price_text: z.string().default('$200'),
  /** Reservation payment hand-over: processor name (as in a car's payment_processors) to the https address the shopper goes to once the reservation lead is stored; {car_id}, {stock_number}, {slug}, {amount}, {lead_id} are filled in. Empty: /success. */
  payment_processors: z.record(z.string(), z.string().regex(/^https:\/\//, 'an https:// address')).default({}),
  /** Trade-in / valuation feature. */
  trade_in: z.boolean().default(true),
  /** Trade-in path (/cars/trade-in, /trade-in, /sell-your-car). */
  trade_in_path: sitePath.default('/cars/trade-in'),
  /** Phone number shown unmasked from the start. */
  phone_revealed_at_start: z.boolean().default(false),
  /** Choose the location phone by new/used/demo. */
  phone_by_car_type: z.boolean().default(false),
  /** Hide the Twitter share button. */
  hide_twitter: z.boolean().default(false),
  /** Make whose certified used cars get the certified badge, or null. */
  certified_make: z.string().nullable().default(null),
  /** Certified programme flag. */
  certified_enabled: z.boolean().default(false),
  /** Certified badge image. */
  certified_image: safeUrl.default('/badges/certified.svg'),
  /** Electric/Hybrid tag badges. */
  fuel_tags: z.boolean().default(false),
  /** 360 view default mode (gallery on one site kind, else spinner). */
  default_view_mode: z.enum(['spinner', 'gallery']).default('spinner'),
  /** 360 auto-rotate interval, ms. */
  spin_interval_ms: z.number().int().min(16).default(100),
  /** Video embed address that gets an iframe (others play natively). */
  video_embed_host: httpUrl.default('https://www.youtube.com/embed/'),
  /** Custom second gallery slide (image URL), or null. */
  custom_second_slide: safeUrl.nullable().default(null),
  /** End-of-financial-year sale path (/eofy, /pages/eofy-sale...). */
  eofy_path: sitePath.default('/eofy'),
  /** Service booking link (internal /service or an external booking page). */
  service_link: safeUrl.default('/service'),
  /** Text when no real price exists. */
  no_price_text: z.string().default('Enquire for price'),
  /** Enquiry button text. */
  enquire_text: z.string().default('Enquire Now'),
  /** Closed hours text: Closed, By appointment only or Enquire Now. */
  closed_text: z.enum(['Closed', 'By appointment only', 'Enquire Now']).default('Closed'),
  /** Minimum review rating shown. */
  min_review_rating: z.number().min(0).max(5).default(4),
  /** Require agreeing to terms before a general enquiry is sent. */
  require_terms: z.boolean().default(false),
  /** Menus open on hover as well as click. */
  menu_hover: z.boolean().default(false),
  /** Value propositions on the home page. */
  value_propositions: z.array(z.string()).default(['3-year mechanical warranty on used cars', 'Finance approved in hours', 'Trade-ins welcome']),
  /** Blog links under similar cars. */
  blogs: z.array(link).default([]),
  /** Sticky footer calls to action on the vehicle page. */
  sticky_footer_cta: z.boolean().default(true),
  /** Delivery estimates by postcode range. */
  delivery_regions: z.array(z.strictObject({ name: z.string(), from: z.number().int(), to: z.number().int(), price: z.number() })).default([]),
  /** Quick-pick amounts under the budget search's deposit input ($300,000..$800,000 on one site). */
  budget_quick_picks: z.array(z.number().int().positive()).max(8).default([5000, 10000, 20000, 30000, 50000, 70000]),
}).prefault({});
