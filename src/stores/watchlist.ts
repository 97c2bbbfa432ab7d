// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/**
 * Car ids on the signed-in shopper's watchlist, cached locally so every page knows at once. State only: saving
 * and removing (the API call, the toast, analytics) is src/islands/site/saving.ts.
 */
export const $watchlist = persistedAtom('Watchlist', z.array(z.string()), []);

export function addToWatchlistState(id: string): void {
  $watchlist.set([...$watchlist.get().filter((x) => x !== id), id]);
}

export function removeFromWatchlistState(id: string): void {
  $watchlist.set($watchlist.get().filter((x) => x !== id));
}
