import { formatMoney } from './pricing';

/*
 * The search's price range and weekly price range filters (the spec's facet attributes price_range and
 * weekly_price_range): each car in one bucket by the price its card shows, and by the weekly finance figure its
 * card shows, so a shopper can tick "$20,000 – $29,999" beside the slider. The buckets' order is their own, not
 * the alphabet's; a car with no such figure is in none.
 */

/** [lowest, below] in dollars; the last bucket has no upper end. */
type Bucket = { from: number; below: number | null; label: string };

const bucket = (from: number, below: number | null, unit = ''): Bucket => ({
  from,
  below,
  label:
    below === null
      ? `${formatMoney(from)}${unit} and over`
      : from === 0
        ? `Under ${formatMoney(below)}${unit}`
        : `${formatMoney(from)} – ${formatMoney(below - 1)}${unit}`,
});

const PRICE_BUCKETS: readonly Bucket[] = [
  bucket(0, 10_000),
  bucket(10_000, 20_000),
  bucket(20_000, 30_000),
  bucket(30_000, 40_000),
  bucket(40_000, 50_000),
  bucket(50_000, 75_000),
  bucket(75_000, 100_000),
  bucket(100_000, null),
];

const WEEKLY_BUCKETS: readonly Bucket[] = [
  bucket(0, 100, ' a week'),
  bucket(100, 150, ' a week'),
  bucket(150, 200, ' a week'),
  bucket(200, 300, ' a week'),
  bucket(300, null, ' a week'),
];

const bucketOf = (buckets: readonly Bucket[], amount: number | null | undefined): string | null => {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  const whole = Math.round(amount);
  return buckets.find((b) => whole >= b.from && (b.below === null || whole < b.below))?.label ?? null;
};

/** The price range of a shown price (currentPrice); null without one. */
export const priceRangeOf = (price: number | null | undefined): string | null => bucketOf(PRICE_BUCKETS, price);

/** The weekly price range of a car's weekly finance figure (weeklyFinanceFigure); null without one. */
export const weeklyPriceRangeOf = (weekly: number | null | undefined): string | null => bucketOf(WEEKLY_BUCKETS, weekly);

/** Every bucket label of each filter, cheapest first: the order the filter lists them in. */
export const PRICE_RANGE_ORDER: Readonly<Record<'price_range' | 'weekly_price_range', readonly string[]>> = {
  price_range: PRICE_BUCKETS.map((b) => b.label),
  weekly_price_range: WEEKLY_BUCKETS.map((b) => b.label),
};
