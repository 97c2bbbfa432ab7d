import type { Car, DealerConfig } from './schemas';
import { formatNumber } from './number-format';

/** Spec: "A price counts as real above 10" (feeds use 0, 1 or 10 as placeholders). */
export const REAL_PRICE_THRESHOLD = 10;

export function isRealPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > REAL_PRICE_THRESHOLD;
}

export type DisplayPrice =
  | { kind: 'subscription'; amount: number; text: string; suffix: '/ week'; reduced: false }
  | { kind: 'offer'; amount: number; text: string; suffix: null; reduced: boolean }
  | { kind: 'price'; amount: number; text: string; suffix: null; reduced: false }
  | { kind: 'preorder'; amount: null; text: 'PREORDER'; suffix: null; reduced: false }
  | { kind: 'none'; amount: null; text: string; suffix: null; reduced: false };

/** '$24,990': dollar sign, thousands separators, no decimals (spec 9, number format). */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}$${formatNumber(Math.abs(rounded))}`;
}

/**
 * A car's price as the feed gave it: whole dollars as formatMoney ('$32,990'), and an amount with cents shows
 * them ('$10.01', '$32,990.50'), so a price is never rounded into one the dealer did not set.
 */
export function formatPrice(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100) % 100;
  if (cents === 0) return formatMoney(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${formatNumber(Math.trunc(Math.abs(amount)))}.${String(cents).padStart(2, '0')}`;
}

type PriceFields = Pick<Car, 'price' | 'offer_price' | 'subscription_price' | 'preorder'>;

/** The two settings the shown price depends on (islands pass only these). */
export type PriceSettings = { pricing: Pick<DealerConfig['pricing'], 'offers_subscription' | 'no_price_text'> };

/** The spec's 5-step price priority: subscription, offer, price, PREORDER, configured no-price text. */
export function displayPrice(car: PriceFields, config: PriceSettings): DisplayPrice {
  const sub = car.subscription_price;
  if (config.pricing.offers_subscription && typeof sub === 'number' && sub > 0) {
    return { kind: 'subscription', amount: sub, text: formatPrice(sub), suffix: '/ week', reduced: false };
  }
  const purchase = currentPrice(car);
  if (purchase !== null && purchase === car.offer_price) {
    return { kind: 'offer', amount: purchase, text: formatPrice(purchase), suffix: null, reduced: purchase !== car.price };
  }
  if (purchase !== null) return { kind: 'price', amount: purchase, text: formatPrice(purchase), suffix: null, reduced: false };
  if (car.preorder) return { kind: 'preorder', amount: null, text: 'PREORDER', suffix: null, reduced: false };
  return { kind: 'none', amount: null, text: config.pricing.no_price_text, suffix: null, reduced: false };
}

/**
 * The purchase price the shopper sees: offer price when real, else price, else null (shown as PREORDER or the
 * no-price text). The display, the eligibility rules and the price sort all read this one rule, so a car shown
 * as "Enquire for price" ($10 placeholder in the feed) sorts with the unpriced cars.
 */
export function currentPrice(car: Pick<Car, 'price' | 'offer_price'>): number | null {
  if (isRealPrice(car.offer_price)) return car.offer_price;
  if (isRealPrice(car.price)) return car.price;
  return null;
}

/**
 * The purchase price on screen: the offer or price the shopper reads, null when the page shows a weekly
 * subscription, PREORDER or the no-price text. Market comparisons measure this, never the raw feed price.
 */
export function shownPurchasePrice(car: PriceFields, config: PriceSettings): number | null {
  const shown = displayPrice(car, config);
  return shown.kind === 'offer' || shown.kind === 'price' ? shown.amount : null;
}

/** 'Was {before price}, now:' only when before_price exceeds the price shown. */
export function wasNowLine(car: PriceFields & Pick<Car, 'before_price'>, config: PriceSettings): string | null {
  const shown = displayPrice(car, config);
  if (shown.amount === null || shown.kind === 'subscription') return null;
  if (typeof car.before_price !== 'number' || car.before_price <= shown.amount) return null;
  return `Was ${formatPrice(car.before_price)}, now:`;
}

/** Labels for the feed's price_type codes; Australian consumer law cares which one is shown. */
const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: 'Drive Away',
  driveaway: 'Drive Away',
  dap: 'Drive Away',
  egc: 'Excl. Govt. Charges',
  excl_govt_charges: 'Excl. Govt. Charges',
  excl_gov_charges: 'Excl. Govt. Charges',
  plus_orc: '+ ORC',
  orc: '+ ORC',
  negotiable: 'Negotiable',
};

/** Human label for price_type; unknown codes become Title Case, empty gives null. */
export function priceTypeLabel(priceType: string | null | undefined): string | null {
  if (!priceType || priceType === 'null') return null;
  const key = priceType
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (PRICE_TYPE_LABELS[key]) return PRICE_TYPE_LABELS[key];
  return priceType
    .trim()
    .replace(/[_-]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
}
