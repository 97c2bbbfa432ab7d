import type { Car } from './schemas';
import { formatMoney, shownPurchasePrice, type PriceSettings } from './pricing';

/** Spec 9: market price threshold $499 ("more than $499 below"). */
export const MARKET_PRICE_THRESHOLD = 499;

export type MarketIndicator = { basis: 'state' | 'national'; marketPrice: number; below: number };

/**
 * Shown only when the price on screen (shownPurchasePrice: the offer when there is one) is more than $499 below
 * the market average: the state average when known, else the national average. A car with no shown purchase
 * price ("Enquire for price", PREORDER, a weekly subscription) has nothing to compare, so no indicator.
 */
export function marketPriceIndicator(
  car: Pick<Car, 'price' | 'offer_price' | 'subscription_price' | 'preorder' | 'autograb_data'>,
  config: PriceSettings,
): MarketIndicator | null {
  const price = shownPurchasePrice(car, config);
  if (price === null) return null;
  const state = car.autograb_data?.state_average_market_price;
  const national = car.autograb_data?.average_market_price;
  const basis = typeof state === 'number' && state > 0 ? 'state' : 'national';
  const marketPrice = basis === 'state' ? state : national;
  if (typeof marketPrice !== 'number' || marketPrice <= 0) return null;
  const below = marketPrice - price;
  return below > MARKET_PRICE_THRESHOLD ? { basis, marketPrice, below } : null;
}

export type PriceComparison = {
  fill?: number | null;
  listing_price?: number | null;
  market_range_min?: number | null;
  market_range_max?: number | null;
  confidence?: number | null;
  description?: string | null;
};

/** Minimum confidence: the panel hides at 0.2 or less. */
export const MIN_COMPARISON_CONFIDENCE = 0.2;

/** Price-comparison panel: hidden on load failure, missing data, confidence <= 0.2, or market_range_max below listing_price. */
export function isPriceComparisonShown(result: PriceComparison | null | undefined, failed = false): boolean {
  if (failed || !result) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = result;
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((v) => typeof v !== 'number')) return false;
  if ((confidence as number) <= MIN_COMPARISON_CONFIDENCE) return false;
  return (market_range_max as number) >= (listing_price as number);
}

/**
 * A market answer measured against the price on screen: the API may place its own listing price (the feed's
 * price) in the range, while the page shows an offer below it. With no shown price there is nothing to place,
 * so null (the panel stays hidden); a different shown price moves the gauge to where that price sits.
 */
export function comparisonAtShownPrice(result: PriceComparison | null | undefined, shown: number | null): PriceComparison | null {
  if (!result || shown === null) return null;
  if (result.listing_price === shown) return result;
  const { market_range_min: min, market_range_max: max } = result;
  const fill = typeof min === 'number' && typeof max === 'number' ? (max === min ? 0.5 : Math.min(1, Math.max(0, (shown - min) / (max - min)))) : result.fill;
  return { ...result, listing_price: shown, fill };
}

/** Gauge animation length, ms. */
export const PRICE_GAUGE_ANIMATION_MS = 2500;

/** The indicator's words: '$2,500 below the average market price in this state' (or nationally). */
export function marketPriceText(indicator: MarketIndicator): string {
  const where = indicator.basis === 'state' ? 'the state average market price' : 'the national average market price';
  return `${formatMoney(Math.round(indicator.below))} below ${where}`;
}
