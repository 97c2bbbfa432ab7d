import { z } from 'zod';
import { cssColor, cssFontStack, cssLength, httpUrl, isHttpUrl, isSitePath, safeUrl, sitePath, slugString } from './common';
import { leadsSettingsSchema } from './lead-delivery';
import { locationSchema } from './location';
import { popupSchema } from './popup';
import { promoCardSchema } from './promo-card';

/*
 * DealerConfig: every per-dealer switch of the spec. Composed from one schema per area; every field has the
 * spec's default so a dealer file only states what differs from its template (src/domain/templates.ts).
 * JSDoc on each field is turned into the README settings table by `npm run settings:doc`.
 */

const link = z.strictObject({ label: z.string().min(1), href: safeUrl });
export type MenuLink = z.infer<typeof link>;
const menuItem = z.strictObject({
  label: z.string().min(1),
  href: safeUrl.optional(),
  /** Dropdown entries; `"@models"` / `"@stock"` expand to the model list and stock search links at build time. */
  children: z.union([z.array(link), z.enum(['@models', '@stock'])]).optional(),
});
export type MenuItem = z.infer<typeof menuItem>;

export const identitySchema = z.strictObject({
  /** Folder name and site key; prefixes every browser storage key. */
  slug: slugString,
  /** Template whose defaults apply before this file: franchise, caravan, group or used. */
  template: z.enum(['franchise', 'caravan', 'group', 'used']).default('franchise'),
  /** Trading name shown in the header, titles and structured data. */
  name: z.string().min(1),
  /** Website id (sent as website_id, matched against offers' excluded_website_ids). */
  id: z.union([z.number(), z.string()]).transform(String),
  /** Dealership id sent as car_dealership_id on leads. */
  dealership_id: z.union([z.number(), z.string()]).transform(String),
  /** Public URL of the site, used for canonical links, sitemap and share links. */
  url: httpUrl,
  /** Logo path under public/ or the dealer folder, or an absolute URL. */
  logo: safeUrl.default('/dealer/logo.svg'),
  /** Franchise manufacturer (used for manufacturer_slug on leads and the New Vehicles menu). */
  manufacturer: z.strictObject({ name: z.string(), slug: slugString }).nullable().default(null),
  /** Default state for finance/market figures (spec default qld). */
  state: z.string().default('qld'),
  /** Dealer group id; finance info is never shown for groups listed in finance.excluded_dealer_groups. */
  dealer_group: z.string().nullable().default(null),
  /** Site language. */
  lang: z.string().default('en-AU'),
  /** ISO currency of prices. */
  currency: z.string().default('AUD'),
});

export const themeSchema = z.strictObject({
  /** Brand colour for buttons and links (CSS colour). */
  primary: cssColor.default('#0b5cad'),
  /** Text colour on the primary colour. */
  on_primary: cssColor.default('#ffffff'),
  /** Accent for badges and highlights. */
  accent: cssColor.default('#e0362c'),
  /** Page background. */
  background: cssColor.default('#ffffff'),
  /** Body text colour. */
  text: cssColor.default('#1b1f24'),
  /** Header background. */
  header_background: cssColor.default('#ffffff'),
  /** Font stack for body text (system fonts by default: no font download). */
  font_body: cssFontStack.default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
  /** Font stack for headings. */
  font_heading: cssFontStack.default('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'),
  /** Corner radius of cards and buttons. */
  radius: cssLength.default('8px'),
}).prefault({});

const financeLimit = z.strictObject({ min: z.number(), max: z.number(), step: z.number(), default: z.number() });
export const financeSchema = z.strictObject({
  /** Finance provider kind whose lender data the site shows (Taurus, Car Clarity, Manual, 360 Finance, Angle, Powertorque, Nissan Finance, AusLoans), or null for none. */
  provider: z.enum(['Taurus', 'Car Clarity', 'Manual', '360 Finance', 'Angle', 'Powertorque', 'Nissan Finance', 'AusLoans']).nullable().default(null),
  /** Display name of the provider on this site. */
  provider_label: z.string().nullable().default(null),
  /** Finance page linked from the vehicle page (/finance, /finance-enquiry, /apply-for-finance). */
  path: sitePath.default('/finance'),
  /** Menu/footer finance page. */
  pre_approval_path: sitePath.default('/finance-pre-approval'),
  /** Calculator amount slider. */
  amount: financeLimit.default({ min: 1000, max: 100000, step: 500, default: 30000 }),
  /** Amount slider max becomes 105 % of the price when that is higher. */
  amount_max_from_price: z.boolean().default(false),
  /** Amount default is the car's price instead of amount.default. */
  amount_default_from_price: z.boolean().default(false),
  /** Loan term in years. */
  term: financeLimit.default({ min: 1, max: 7, step: 0.5, default: 5 }),
  /** Interest rate in percent. */
  interest: financeLimit.default({ min: 0.5, max: 15, step: 0.5, default: 12.94 }),
  /** Lowest purchase price accepted by the calculator. */
  min_price: z.number().default(1000),
  /** Highest purchase price accepted by the calculator. */
  max_price: z.number().default(250000),
  /** Establishment fees added to the financed amount. */
  establishment_fee: z.number().default(0),
  /** Deposit as a fraction of price (one provider uses 0.1), or null. */
  deposit_fraction: z.number().min(0).max(1).nullable().default(null),
  /** Round repayments up to whole dollars. */
  round_up: z.boolean().default(false),
  /** Calculator details section starts collapsed. */
  details_collapsed: z.boolean().default(false),
  /** Comparison-rate wording basis. */
  comparison_basis: z.string().default('Comparison rate is based on a 5-year secured loan of $30,000.'),
  /** Makes for which finance info is never shown. */
  excluded_makes: z.array(z.string()).default([]),
  /** Dealer groups for which finance info is never shown. */
  excluded_dealer_groups: z.array(z.string()).default([]),
  /** Dealership ids for which finance info is never shown. */
  excluded_dealerships: z.array(z.string()).default([]),
  /** Disclaimer under the calculator. */
  disclaimer: z.string().default('The repayment figure is an estimate only and does not constitute a quote or an offer of finance. Fees, charges and lending criteria apply. Your actual repayment will depend on your circumstances and the lender you choose. Speak with our finance team for a personalised quote.'),
}).prefault({});

export const stockVisibilitySchema = z.strictObject({
  /** Stock-visibility preset 0..14 (see README: which statuses and car types each shows). */
  preset: z.number().int().min(0).max(14).default(0),
  /** Extra base-filter: only these car types (empty = all). */
  car_types: z.array(z.enum(['new', 'used', 'demo'])).default([]),
  /** Extra base-filter: only these statuses (empty = preset decides). */
  statuses: z.array(z.string()).default([]),
  /** Makes never shown. */
  exclude_makes: z.array(z.string()).default([]),
  /** Stock numbers never shown. */
  exclude_stocknums: z.array(z.string()).default([]),
  /** A raw Meilisearch filter ANDed to the base filter. */
  extra_filter: z.string().nullable().default(null),
}).prefault({});

export const searchSchema = z.strictObject({
  /** embedded (default, no server) or meilisearch. */
  engine: z.enum(['embedded', 'meilisearch']).default('embedded'),
  /** Meilisearch host (engine meilisearch). */
  host: httpUrl.refine((s) => !/[?#]/.test(s), { message: 'must not carry a query string or fragment (a key there would be published); put the search-only key in search.search_key' }).nullable().default(null),
  /** Meilisearch search-only key; an admin/master key fails the build. */
  search_key: z.string().nullable().default(null),
  /** Meilisearch index uid. */
  index_uid: z.string().nullable().default(null),
  /** Results per page. */
  hits_per_page: z.number().int().min(1).max(100).default(21),
  /** Cards per row on large screens (3, or 4 on one site kind). */
  cards_per_row: z.union([z.literal(3), z.literal(4)]).default(3),
  /** Makes listed before 'Show all makes'. */
  make_list_length: z.number().int().min(1).default(7),
  /** Model facet limit. */
  model_limit: z.number().int().min(1).default(30),
  /** Keep only the first of a run of consecutive sold cars in results. */
  sold_handling: z.boolean().default(true),
  /** Days a sold car stays visible. */
  include_sold_cars_days: z.number().int().min(0).default(3),
  /** Per-make override of include_sold_cars_days (4 for one brand). */
  include_sold_cars_days_by_make: z.record(z.string(), z.number().int().min(0)).default({}),
  /** Shown instead of the real count when it is above 1999; null = sum of facet counts. */
  stock_count_override: z.number().int().nullable().default(null),
  /** Ascending price sort adds price > 0. */
  price_asc_excludes_zero: z.boolean().default(true),
  /** Promo cards inserted among results. */
  promo_cards: z.array(promoCardSchema).default([]),
  /** Promo cards also when the filter is not used-only. */
  promo_cards_all_types: z.boolean().default(false),
  /** Shuffle promo cards after ordering by position. */
  promo_shuffle: z.boolean().default(false),
  /** Random start offset 0..2 for promo positions (one site kind). */
  promo_random_offset: z.boolean().default(false),
  /** Where the empty-result 'Clear Filters' button goes. */
  clear_filters_path: sitePath.default('/special-offers'),
  /** Results cache size (query signatures). */
  cache_size: z.number().int().min(1).default(10),
  /** Body types for budget/browse tiles; a custom list shows up to 20, else 4. */
  body_tiles: z.array(z.string()).nullable().default(null),
  /** Stock-visibility preset and base-filter conditions. */
  visibility: stockVisibilitySchema,
}).prefault({});

export const favouritesSchema = z.strictObject({
  /** Favourites/compare feature on. */
  enabled: z.boolean().default(true),
  /** favourites or compare style of the save button. */
  style: z.enum(['favourites', 'compare']).default('favourites'),
  /** On compare-style sites, hide the button for non-used cars (one site kind). */
  compare_used_only: z.boolean().default(false),
}).prefault({});

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

export const siteBlocksSchema = z.strictObject({
  /** Text of the bar above the header, or null. */
  announcement_bar: z.strictObject({ text: z.string(), href: safeUrl.nullable().default(null) }).nullable().default(null),
  /** Popup block (once per session unless dismissed). */
  popup: popupSchema.nullable().default(null),
  /** Feature banner tiles. */
  feature_banner: z.array(z.strictObject({ title: z.string(), text: z.string(), href: safeUrl })).default([
    { title: 'Latest offers', text: 'See this month\'s deals', href: '/special-offers' },
    { title: 'Book service online', text: 'Pick a time that suits you', href: '/service' },
    { title: 'Sell your car', text: 'Get an instant offer in 2 minutes', href: '/sell-my-car' },
  ]),
  /** Sales counter on the home page. */
  sales_counter: z.strictObject({ enabled: z.boolean().default(false), base: z.number().int().default(0), since: z.string().default('2026-01-01') }).prefault({}),
  /** Hero slides (1920 x 540). */
  hero: z.array(z.strictObject({ image: safeUrl, title: z.string(), text: z.string().default(''), href: safeUrl.default('/search/new-used-and-demo-cars/') })).default([]),
  /** Payment cards strip. */
  payment_cards: z.boolean().default(true),
  /** Stats banner on the home and About Us pages (on by default on the group template). */
  stats_banner: z.boolean().default(false),
  /** Stats of the banner (50+ Locations, 40+ Brands, 30+ Years Est. when empty). */
  stats: z.array(z.strictObject({ value: z.string(), label: z.string() })).default([]),
  /** Brand directory: /brands, a /{brand}/overview page per brand of brands.json and the home page's brand strip (on by default on the group template). */
  brand_directory: z.boolean().default(false),
  /** Group division pages /twg-cars, /twg-rental, /twg-tyres, /finance-and-insurance, /neotek, /4x4-outdoor (on by default on the group template). */
  group_pages: z.boolean().default(false),
  /** Group profile text on /about-us. */
  profile: z.string().default(''),
}).prefault({});

export const menusSchema = z.strictObject({
  /** Header menu. */
  header: z.array(menuItem).default([]),
  /** Footer columns. */
  footer: z.array(z.strictObject({ title: z.string(), links: z.array(link) })).default([]),
}).prefault({});

/** What a build may publish: guards against a bad night of the stock feed (scripts/lib/publish-guard.ts). */
export const publishSchema = z.strictObject({
  /** Largest fall in listed cars, as a fraction of the last published build's count, that still publishes (0.5 = half the stock may go in one night; 1 = no limit). Larger falls need --force. */
  max_drop: z.number().min(0).max(1).default(0.5),
  /** Publish a build with no listed car (a dealer that really has no stock); otherwise an empty snapshot is refused unless --force. */
  allow_empty: z.boolean().default(false),
}).prefault({});

export const dealerConfigSchema = identitySchema.extend({
  // The JSON Schema an editor checks this file against (docs/dealer.schema.json); not a setting.
  $schema: z.string().optional(),
  theme: themeSchema,
  locations: z.array(locationSchema).min(1, 'a dealer needs at least one location'),
  finance: financeSchema,
  search: searchSchema,
  favourites: favouritesSchema,
  features: featuresSchema,
  blocks: siteBlocksSchema,
  menus: menusSchema,
  publish: publishSchema,
  /** Routes that redirect a signed-out visitor to /sign-in. */
  gated_routes: z.array(sitePath).default(['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment']),
  /** Dealer platform API. */
  api: z.strictObject({
    base_url: z.string().refine((s) => s === '' || isSitePath(s) || isHttpUrl(s), { message: 'must be empty (same site), a path on this site or an http(s) URL without user:password (credentials would be published)' }).default(''),
  }).prefault({}),
  /** Lead delivery by the reference API (webhook, ADF/XML e-mail); server-side only, secrets as env var names. */
  leads: leadsSettingsSchema,
  /** Known model names (breadcrumbs show the model only when listed); empty = models found in stock. */
  known_models: z.array(z.string()).default([]),
  /** Content pages' Markdown, by route (e.g. "/about-us"). */
  pages: z.record(z.string(), z.string()).default({}),
  /** http(s) URL the build fetches the stock snapshot from when no --stock is given (timeout, 3 attempts); null = dealers/<slug>/stock.json. Each fetched snapshot is kept in dealers/<slug>/.fetched/. */
  stock_url: z.url({ protocol: /^https?$/ }).nullable().default(null),
  /** Name of the environment variable holding a bearer token for stock_url (sent as Authorization: Bearer); the token itself never goes in this file or the site. */
  stock_token_env: z.string().regex(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/, 'must be the name of an environment variable, e.g. ACME_FEED_TOKEN').nullable().default(null),
});
export type DealerConfig = z.infer<typeof dealerConfigSchema>;
export type DealerConfigInput = z.input<typeof dealerConfigSchema>;
