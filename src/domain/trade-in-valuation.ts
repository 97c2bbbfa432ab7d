import { currentPrice, isRealPrice } from './pricing';
import type { Car } from './schemas';

/*
 * Trade-in valuation of the reference API. The spec gives the calls (rego lookup, adjustment answers,
 * valuation saved with column_name 'valuation', offer accepted), not how a value is found; this formula over the
 * snapshot's market data is the project's, and the page says so:
 *  1. comparables: listings of the same make and model within 3 model years with a real price;
 *  2. market value: their median (the car's national average market price when the snapshot has one);
 *  3. 6% less per model year older than the comparables' median year (6% more per year newer);
 *  4. $0.08 less per km above their median km (more below it), at most 25% of the value either way;
 *  5. times the condition factor, times 82% (a dealer's margin for reconditioning and resale);
 *  6. the offer is that figure rounded down to $100; the range is the offer to 10% above it.
 */
/** The valuation's lead posts in order (spec 7's variants): only the offer accepted ends the form. */
export const VALUATION_STEPS = ['rego_lookup', 'valuation_adjustments', 'offer_accepted'] as const;
export type ValuationStep = (typeof VALUATION_STEPS)[number];

/** Spec 4 "On the last step the lead is submitted": every earlier post says it is not the last. */
export function isLastValuationStep(step: ValuationStep): boolean {
  return step === VALUATION_STEPS[VALUATION_STEPS.length - 1];
}

export const TRADE_IN_CONDITIONS = { excellent: 1, good: 0.95, fair: 0.85, poor: 0.7 } as const;
export type TradeInCondition = keyof typeof TRADE_IN_CONDITIONS;
export const TRADE_MARGIN = 0.82;
export const YEAR_STEP = 0.06;
export const KM_RATE = 0.08;
export const COMPARABLE_YEARS = 3;

export type ValuationInput = { make: string; model: string; year: number; km: number; condition: TradeInCondition };
export type Valuation = { offer: number; high: number; comparables: number };

type MarketCar = Pick<Car, 'make' | 'model' | 'year' | 'price' | 'offer_price' | 'km' | 'autograb_data'>;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  // For an odd count both are the middle value.
  const lower = s[(s.length - 1) >> 1];
  const upper = s[s.length >> 1];
  return lower === undefined || upper === undefined ? NaN : (lower + upper) / 2;
};

/** The offer for a shopper's car, or null when the snapshot has no comparable listing (then a person values it). */
export function tradeInValuation(input: ValuationInput, market: readonly MarketCar[]): Valuation | null {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  const comps = market.filter(
    (c) => same(c.make, input.make) && same(c.model, input.model) && Math.abs(c.year - input.year) <= COMPARABLE_YEARS && isRealPrice(currentPrice(c)),
  );
  if (comps.length === 0 || !Number.isFinite(input.year) || !Number.isFinite(input.km) || input.km < 0) return null;
  const value = median(comps.map((c) => c.autograb_data?.average_market_price ?? currentPrice(c)!));
  const byYear = value * (1 + YEAR_STEP * (input.year - median(comps.map((c) => c.year))));
  const kms = comps.map((c) => c.km).filter((k): k is number => typeof k === 'number');
  const kmDelta = kms.length ? (median(kms) - input.km) * KM_RATE : 0;
  const byKm = byYear + Math.max(-0.25 * byYear, Math.min(0.25 * byYear, kmDelta));
  const offer = Math.max(0, Math.floor((byKm * TRADE_IN_CONDITIONS[input.condition] * TRADE_MARGIN) / 100) * 100);
  return offer > 0 ? { offer, high: Math.round((offer * 1.1) / 100) * 100, comparables: comps.length } : null;
}
