/** Where the shopper is: the search page's path and query (with the filters already applied there). */
export type CurrentSearch = { pathname: string; search: string };

/**
 * The search URL a budget tool selection starts from (spec: the budget is appended to the current search URL):
 * the current page's filters when given, less its page number and any earlier price range or sort (the budget
 * sets those), plus one body parameter per chosen body type. Without a current page: the search path.
 */
export function bodySearchUrl(searchPath: string, bodies: readonly string[], current: CurrentSearch | null = null): string {
  const kept = new URLSearchParams(current?.search ?? '');
  for (const key of ['page', 'range[price]', 'sortBy']) kept.delete(key);
  const chosen = bodies.filter((b) => !kept.getAll('body').includes(b));
  const query = [kept.toString(), ...chosen.map((b) => `body=${encodeURIComponent(b).replace(/%20/g, '+')}`)].filter(Boolean).join('&');
  const path = current?.pathname ?? searchPath;
  return query ? `${path}?${query}` : path;
}

/**
 * What identifies a search's results for the budget cap: its path and filters, without page, sort and price
 * range (the budget link replaces those), parameters in a fixed order and decoded, so the search island's URL
 * and the address bar compare equal however each encodes brackets.
 */
export function searchKey(url: string): string {
  const u = new URL(url, 'https://key.invalid');
  const params = [...u.searchParams.entries()].filter(([k]) => !['page', 'sortBy', 'range[price]'].includes(k));
  params.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  return `${u.pathname.replace(/\/+$/, '')}?${params.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

/** Cheapest and dearest price among the chosen bodies (all stock when none is chosen). */
export function priceSpan(prices: BudgetPrices, bodies: readonly string[]): { min: number; max: number } | null {
  if (bodies.length === 0) return prices.all;
  const spans = bodies.map((b) => prices.byBody[b]).filter((s): s is { min: number; max: number } => !!s);
  if (spans.length === 0) return null;
  return { min: Math.min(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)) };
}

export type BudgetPrices = { all: { min: number; max: number } | null; byBody: Record<string, { min: number; max: number }> };
