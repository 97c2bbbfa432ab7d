import { currentPrice, isRealPrice } from './pricing';
import type { PriceComparison } from './market-price';
import type { Car } from './schemas';

/** Fewest comparable cars that make a market range worth showing. */
export const MIN_COMPARABLES = 3;
/** Model years either side that still count as comparable. */
export const COMPARABLE_YEAR_SPAN = 2;

type PriceCar = Pick<Car, 'id' | 'make' | 'model' | 'year' | 'price' | 'offer_price' | 'autograb_data'>;

/**
 * Price-comparison data for the gauge, computed at build time: the snapshot's autograb_data when it carries a
 * full result, else a range from comparable stock (same make and model, within 2 model years, real prices).
 * Confidence grows with the number of comparables (0.1 each, at most 0.9), so thin data stays hidden.
 */
export function priceComparisonFor(car: PriceCar, stock: readonly PriceCar[]): PriceComparison | null {
  const a = car.autograb_data;
  if (a && typeof a.fill === 'number' && typeof a.market_range_max === 'number') {
    return {
      fill: a.fill,
      listing_price: a.listing_price ?? currentPrice(car),
      market_range_min: a.market_range_min,
      market_range_max: a.market_range_max,
      confidence: a.confidence,
      description: a.description ?? null,
    };
  }
  const listing = currentPrice(car);
  if (listing === null) return null;
  const prices = stock
    .filter(
      (c) =>
        c.id !== car.id &&
        c.make.toLowerCase() === car.make.toLowerCase() &&
        c.model.toLowerCase() === car.model.toLowerCase() &&
        Math.abs(c.year - car.year) <= COMPARABLE_YEAR_SPAN,
    )
    .map((c) => currentPrice(c))
    .filter(isRealPrice);
  if (prices.length < MIN_COMPARABLES) return null;
  const min = Math.min(...prices, listing);
  const max = Math.max(...prices);
  const fill = max === min ? 0.5 : Math.min(1, Math.max(0, (listing - min) / (max - min)));
  return {
    fill,
    listing_price: listing,
    market_range_min: min,
    market_range_max: max,
    confidence: Math.min(0.9, prices.length / 10),
    description: `Compared with ${prices.length} similar ${car.make} ${car.model} listings.`,
  };
}
