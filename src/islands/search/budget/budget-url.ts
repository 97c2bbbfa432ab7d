/**
 * The search URL a budget tool selection starts from (spec: the budget is appended to the current search URL):
 * the search path with the current search's filters (`currentQuery`, the query string) less its page number and
 * any earlier price range or sort (the budget sets those), plus one body parameter per chosen body type. The path
 * is always the search path: the tool sits on its pages only, and a further page's /page/N/ is not kept.
 */
export function bodySearchUrl(searchPath: string, bodies: readonly string[], currentQuery = ''): string {
  const kept = new URLSearchParams(currentQuery);
  for (const key of ['page', 'range[price]', 'sortBy']) kept.delete(key);
  const chosen = bodies.filter((b) => !kept.getAll('body').includes(b));
  const query = [kept.toString(), ...chosen.map((b) => `body=${encodeURIComponent(b).replace(/%20/g, '+')}`)].filter(Boolean).join('&');
  return query ? `${searchPath}?${query}` : searchPath;
}

/** Cheapest and dearest price among the chosen bodies (all stock when none is chosen). */
export function priceSpan(prices: BudgetPrices, bodies: readonly string[]): { min: number; max: number } | null {
  if (bodies.length === 0) return prices.all;
  const spans = bodies.map((b) => prices.byBody[b]).filter((s): s is { min: number; max: number } => !!s);
  if (spans.length === 0) return null;
  return { min: Math.min(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)) };
}

export type BudgetPrices = { all: { min: number; max: number } | null; byBody: Record<string, { min: number; max: number }> };
