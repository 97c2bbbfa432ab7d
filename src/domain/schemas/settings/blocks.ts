import { z } from 'zod';
import { safeUrl } from '../common';
import { popupSchema } from '../popup';
import { ALL_STOCK_PATH } from '../../all-stock-path';

/*
 * Settings area `blocks` of dealer.json: Home-page and site blocks: announcement bar, popup, banners, sales
 * counter, hero, group blocks. Strict: an unknown key is a problem naming the closest known key.
 */

export const blocksSchema = z
  .strictObject({
    /** Text of the bar above the header, or null. */
    announcement_bar: z
      .strictObject({ text: z.string(), href: safeUrl.nullable().default(null) })
      .nullable()
      .default(null),
    /** Popup block (once per session unless dismissed). */
    popup: popupSchema.nullable().default(null),
    /** Feature banner tiles. */
    feature_banner: z.array(z.strictObject({ title: z.string(), text: z.string(), href: safeUrl })).default([
      { title: 'Latest offers', text: "See this month's deals", href: '/special-offers' },
      { title: 'Book service online', text: 'Pick a time that suits you', href: '/service' },
      { title: 'Sell your car', text: 'Get an instant offer in 2 minutes', href: '/sell-my-car' },
    ]),
    /** Sales counter on the home page. */
    sales_counter: z
      .strictObject({ enabled: z.boolean().default(false), base: z.number().int().default(0), since: z.string().default('2026-01-01') })
      .prefault({}),
    /** Hero slides (1920 x 540). */
    hero: z.array(z.strictObject({ image: safeUrl, title: z.string(), text: z.string().default(''), href: safeUrl.default(ALL_STOCK_PATH) })).default([]),
    /** Payment cards strip. */
    payment_cards: z.boolean().default(true),
    /** Stats banner on the home and About Us pages (on by default on the group template). */
    stats_banner: z.boolean().default(false),
    /** Figures of the stats banner, the dealer's own (the demo group: 50+ Locations, 40+ Brands, 30+ Years Est.); none set: no banner, and a build warning when the banner is on. */
    stats: z.array(z.strictObject({ value: z.string(), label: z.string() })).default([]),
    /** Brand directory: /brands, a /{brand}/overview page per brand of brands.json and the home page's brand strip (on by default on the group template). */
    brand_directory: z.boolean().default(false),
    /** Group division pages /twg-cars, /twg-rental, /twg-tyres, /finance-and-insurance, /neotek, /4x4-outdoor (on by default on the group template). */
    group_pages: z.boolean().default(false),
    /** Group profile text on /about-us. */
    profile: z.string().default(''),
  })
  .prefault({});
