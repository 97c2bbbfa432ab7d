import { z } from 'zod';
import { feedText, safeUrl } from './common';

/** A card inserted among search results ("We Want Your Car!"). */
export const promoCardSchema = z.strictObject({
  title: z.string().default('We Want Your Car!'),
  text: z.string().default('We buy all types of cars. Our high turnover means we can pay more'),
  link: safeUrl.default('/sell-my-car'),
  image: safeUrl.nullish(),
  /** Open-ended when missing. */
  start: feedText,
  expiry: feedText,
  /** 1-based card position in the results page. */
  position: z.number().int().min(1),
  /** Car types for which it shows; empty = all. */
  display: z.array(z.enum(['new', 'used', 'demo'])).default([]),
  /** When true the card shows only when the car-type filter is exactly one of `display`. */
  strict_display: z.boolean().default(false),
});
export type PromoCard = z.infer<typeof promoCardSchema>;
