import { atom } from 'nanostores';

/**
 * The search the island on this page shows, for the budget tool below it: `url` is the search page with the
 * current filters (what the address bar will say once its debounced write lands) and `priceMax` the dearest car
 * in those results (spec: the budget amount is capped at the maximum price in the results), null when none.
 */
export type LiveSearch = { url: string; priceMax: number | null };

export const $liveSearch = atom<LiveSearch | null>(null);
