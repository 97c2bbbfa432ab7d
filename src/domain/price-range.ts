import { formatMoney } from './pricing';

/**
 * A business's price range from the prices it shows ("$12,990 - $89,990"; one price when they are all equal),
 * or null when it shows none. Rounded as the pages show them.
 */
export function priceRangeText(amounts: readonly number[]): string | null {
  const real = amounts.filter((a) => Number.isFinite(a) && a > 0);
  if (real.length === 0) return null;
  const low = Math.min(...real);
  const high = Math.max(...real);
  return Math.round(low) === Math.round(high) ? formatMoney(low) : `${formatMoney(low)} - ${formatMoney(high)}`;
}
