import { formatNumber } from '../domain/number-format';
/** '1,234 views' for a positive count; null (show nothing new) for a missing, zero or malformed one. */
export function viewCountText(views: unknown): string | null {
  if (typeof views !== 'number' || !Number.isFinite(views) || views <= 0) return null;
  return `${formatNumber(Math.floor(views))} ${views === 1 ? 'view' : 'views'}`;
}
