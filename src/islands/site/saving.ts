import type { FetchLike } from '../../api/client';
import { EVENT_UNSAVE } from '../../domain/analytics-events';
import { alertShopper } from '../../lib/alert';
import { track } from '../../lib/analytics';
import { toggleFavourite as toggleFavouriteState, type Favourite } from '../../stores/favourites';
import { showToast } from '../../stores/toast';
import { reportFavourite } from '../vehicle/favourite-report';
import { addToWatchlistState, removeFromWatchlistState } from '../../stores/watchlist';

/*
 * What the save buttons do: the stores change state, the API client talks to the dealer API, and this is
 * where the two meet with analytics, the toast and the spec's alert (stores hold state only).
 */

/** SAVE / SAVED toggle; adding fires analytics event 39, removing 49 (src/domain/analytics-events.ts). Returns true when the car is now saved. */
export function toggleFavourite(car: Favourite): boolean {
  const saved = toggleFavouriteState(car);
  reportFavourite(car, saved);
  return saved;
}

/** token: the session token from sign-in; the API refuses watchlist calls without it. */
export type WatchlistContext = { apiBase: string; phone: string; watchlistPath: string; token?: string | null; fetch?: FetchLike };

/**
 * The API's success flag decides; a failure is the spec's browser alert with the error message. The API client is
 * loaded on the first watchlist click, not with every card's SAVE button
 * (see docs/decisions.md, JavaScript before the first interaction).
 */
async function call(ctx: WatchlistContext, action: 'save' | 'remove', carId: string): Promise<boolean> {
  let r: { success: boolean; error?: string };
  try {
    const { createApiClient } = await import('../../api/client');
    const client = createApiClient({ baseUrl: ctx.apiBase, fetch: ctx.fetch });
    r = action === 'save' ? await client.saveCar(ctx.phone, carId, ctx.token) : await client.removeCar(ctx.phone, carId, ctx.token);
  } catch (e) {
    // The client's code could not be loaded (offline): the same failure as a call that did not get through.
    r = { success: false, error: e instanceof Error ? e.message : undefined };
  }
  if (!r.success) alertShopper(r.error ?? 'Watchlist request failed');
  return r.success;
}

/** Optimistic add: saved at once, then the server; a failure takes it back out. */
export async function saveToWatchlist(car: { id: string; name: string }, ctx: WatchlistContext): Promise<boolean> {
  addToWatchlistState(car.id);
  track(39, { car_id: car.id, kind: 'watchlist' });
  if (!(await call(ctx, 'save', car.id))) {
    removeFromWatchlistState(car.id);
    return false;
  }
  showToast({
    title: 'Car Saved In Watchlist',
    message: `The ${car.name} is now available in your watchlist.`,
    action: { label: 'View List', href: ctx.watchlistPath },
  });
  return true;
}

/** Optimistic remove: gone at once, then the server; a failure puts it back. */
export async function removeFromWatchlist(car: { id: string; name: string }, ctx: WatchlistContext): Promise<boolean> {
  removeFromWatchlistState(car.id);
  if (!(await call(ctx, 'remove', car.id))) {
    addToWatchlistState(car.id);
    return false;
  }
  track(EVENT_UNSAVE, { car_id: car.id, kind: 'watchlist' });
  showToast({ title: 'Car Removed', message: `The ${car.name} is no longer in your watchlist.`, action: { label: 'View List', href: ctx.watchlistPath } });
  return true;
}
