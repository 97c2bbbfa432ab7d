import { atom } from 'nanostores';

/**
 * The live search's dearest car, for the budget tool on the same page (spec: its amount is capped at the maximum
 * price in the results). `search` is the page URL's filters (pathname + query, less page, sort and price range,
 * as bodySearchUrl keeps them) the figure belongs to, so a stale figure is never used for other filters.
 */
export type ResultsPriceMax = { search: string; max: number };

export const $resultsPriceMax = atom<ResultsPriceMax | null>(null);
