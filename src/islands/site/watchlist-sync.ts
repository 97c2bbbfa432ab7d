import type { FetchLike } from '../../api/client';
import { mergeWatchlists } from '../../domain/watchlist-merge';
import { $watchlist } from '../../stores/watchlist';

export type WatchlistSyncContext = { apiBase: string; phone: string; token?: string | null; fetch?: FetchLike };
export type WatchlistSyncResult = { loaded: boolean; saved: string[]; notSaved: string[] };

/**
 * Reads the signed-in shopper's watchlist from the server and joins it with this browser's (mergeWatchlists):
 * the page shows both at once, and every car only this browser had is saved to the server. Nothing is dropped:
 * when the server cannot be read the local list stays as it is, and a car the server would not save stays in
 * this browser's list (reported in the console) to be saved on the next sign-in or visit.
 */
export async function syncWatchlist(ctx: WatchlistSyncContext): Promise<WatchlistSyncResult> {
  const { createApiClient } = await import('../../api/client');
  const client = createApiClient({ baseUrl: ctx.apiBase, fetch: ctx.fetch });
  const server = await client.watchlist(ctx.phone, ctx.token);
  if (!server) {
    console.warn("Watchlist: the saved list could not be read from the server; showing this browser's list only.");
    return { loaded: false, saved: [], notSaved: [] };
  }
  // Read local after the answer: a car saved while the request was out must not be lost.
  const { merged, toSave } = mergeWatchlists($watchlist.get(), server);
  $watchlist.set(merged);
  const saved: string[] = [];
  const notSaved: string[] = [];
  for (const id of toSave) {
    const r = await client.saveCar(ctx.phone, id, ctx.token);
    (r.success ? saved : notSaved).push(id);
    if (!r.success) console.warn(`Watchlist: car ${id} saved in this browser could not be saved to the server: ${r.error ?? 'no answer'}`);
  }
  return { loaded: true, saved, notSaved };
}
