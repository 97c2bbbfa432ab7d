import { persistedAtom } from './persisted';

/**
 * Car ids on the signed-in shopper's watchlist, cached locally so every page knows at once. State only: saving
 * and removing (the API call, the toast, analytics) is src/islands/site/saving.ts.
 */
export const $watchlist = persistedAtom('Watchlist', []);

export function addToWatchlistState(id: string): void {
  $watchlist.set([...$watchlist.get().filter((x) => x !== id), id]);
}

export function removeFromWatchlistState(id: string): void {
  $watchlist.set($watchlist.get().filter((x) => x !== id));
}
