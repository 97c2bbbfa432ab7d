import { z } from 'zod';
import { sitePath } from '../common';

/*
 * Settings area `purchase` of dealer.json: Buying from the vehicle page: reserve, buy online, checkout journey,
 * payment hand-over, trade-in. Strict: an unknown key is a problem naming the closest known key. These settings
 * were under `features` until the catch-all was split by area; `features.<key>` is still read, with a deprecation
 * warning (dealer-settings.ts).
 */

export const purchaseSchema = z
  .strictObject({
    /** Reserve button. */
    reserve: z.boolean().default(true),
    /** Reserve goes to /cars/{slug}/buy-online instead of /checkout. */
    buy_online: z.boolean().default(false),
    /** Online purchase via /checkout-journey?car_id={slug}. */
    checkout_journey: z.boolean().default(false),
    /** Reserve price label. */
    reserve_price_text: z.string().default('$200'),
    /** Reservation payment hand-over: processor name (as in a car's payment_processors) to the https address the shopper goes to once the reservation lead is stored; {car_id}, {stock_number}, {slug}, {amount}, {lead_id} are filled in. Empty: /success. */
    payment_processors: z.record(z.string(), z.string().regex(/^https:\/\//, 'an https:// address')).default({}),
    /** Trade-in / valuation feature. */
    trade_in: z.boolean().default(true),
    /** Trade-in path (/cars/trade-in, /trade-in, /sell-your-car). */
    trade_in_path: sitePath.default('/cars/trade-in'),
  })
  .prefault({});
