/** '1,234 views' for a positive count; null (show nothing new) for a missing, zero or malformed one. */
export function viewCountText(views: unknown): string | null {
  if (typeof views !== 'number' || !Number.isFinite(views) || views <= 0) return null;
  return `${Math.floor(views).toLocaleString('en-AU')} ${views === 1 ? 'view' : 'views'}`;
}
