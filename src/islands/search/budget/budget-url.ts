/** The search URL a budget tool selection starts from: the search path plus one body parameter per chosen body type. */
export function bodySearchUrl(searchPath: string, bodies: readonly string[]): string {
  if (bodies.length === 0) return searchPath;
  return `${searchPath}?${bodies.map((b) => `body=${encodeURIComponent(b).replace(/%20/g, '+')}`).join('&')}`;
}

/** Cheapest and dearest price among the chosen bodies (all stock when none is chosen). */
export function priceSpan(prices: BudgetPrices, bodies: readonly string[]): { min: number; max: number } | null {
  if (bodies.length === 0) return prices.all;
  const spans = bodies.map((b) => prices.byBody[b]).filter((s): s is { min: number; max: number } => !!s);
  if (spans.length === 0) return null;
  return { min: Math.min(...spans.map((s) => s.min)), max: Math.max(...spans.map((s) => s.max)) };
}

export type BudgetPrices = { all: { min: number; max: number } | null; byBody: Record<string, { min: number; max: number }> };
