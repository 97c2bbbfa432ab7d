/*
 * Recently viewed (beyond the spec): the spec's ViewCar records, shown back to the shopper: most recent
 * first, up to 6, never the car on screen, only records that can be shown (name and slug), and a car that sold or
 * left the stock marked as sold.
 */
export const RECENTLY_VIEWED_SHOWN = 6;

export type ViewedRecord = { id: string; name?: string; slug?: string; image?: string | null; price?: string };
export type CarStatus = { id: string; status: string; sold?: boolean };
export type RecentCar = { id: string; name: string; slug: string; image: string | null; price: string | null; sold: boolean };

/** The records the strip can show: most recent first, up to 6, never the current car, only with name and slug. */
export function recentlyViewedCandidates<R extends ViewedRecord>(records: readonly R[], currentId: string | null): (R & { name: string; slug: string })[] {
  const out: (R & { name: string; slug: string })[] = [];
  for (const r of records) {
    if (out.length === RECENTLY_VIEWED_SHOWN) break;
    if (r.id === currentId || !r.name || !r.slug) continue;
    out.push(r as R & { name: string; slug: string });
  }
  return out;
}

/** The strip's cars, each marked sold when the stock says so or no longer lists it. */
export function recentlyViewedList(records: readonly ViewedRecord[], currentId: string | null, stock: readonly CarStatus[]): RecentCar[] {
  const byId = new Map(stock.map((c) => [String(c.id), c]));
  return recentlyViewedCandidates(records, currentId).map((r) => {
    const now = byId.get(r.id);
    const sold = !now || now.sold === true || (now.status !== 'in_stock' && now.status !== 'coming_soon');
    return { id: r.id, name: r.name, slug: r.slug, image: r.image ?? null, price: r.price ?? null, sold };
  });
}
