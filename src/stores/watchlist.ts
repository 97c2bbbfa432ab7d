import { atom } from 'nanostores';
// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { EVENT_UNSAVE } from '../domain/analytics-events';
import { track } from '../lib/analytics';
import { persistedAtom } from './persisted';

/** Car ids on the signed-in shopper's watchlist, cached locally so every page knows at once. */
export const $watchlist = persistedAtom('Watchlist', z.array(z.string()), []);

export type Toast = { id: number; title: string; message: string; action: { label: string; href: string } | null };
/** Toast limit 1: a new toast replaces the one showing. */
export const $toast = atom<Toast | null>(null);
let toastSeq = 0;
export function showToast(t: Omit<Toast, 'id'>): void {
  $toast.set({ ...t, id: ++toastSeq });
}
export function dismissToast(): void {
  $toast.set(null);
}

/** token: the session token from sign-in; the API refuses watchlist calls without it. */
export type WatchlistContext = { apiBase: string; phone: string; watchlistPath: string; token?: string | null; fetcher?: typeof fetch };

/** POST /api/watchlist/{save-car|remove-car} with phone_number and car_id; the answer's success flag decides. */
async function call(ctx: WatchlistContext, action: 'save-car' | 'remove-car', carId: string): Promise<boolean> {
  const f = ctx.fetcher ?? fetch;
  try {
    const res = await f(`${ctx.apiBase.replace(/\/$/, '')}/api/watchlist/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ctx.token ? { authorization: `Bearer ${ctx.token}` } : {}) },
      body: JSON.stringify({ phone_number: ctx.phone, car_id: carId }),
    });
    const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: string; message?: string };
    if (!res.ok || !body.success) throw new Error(body.error ?? body.message ?? `Watchlist request failed (${res.status})`);
    return true;
  } catch (err) {
    // Spec 8: alert with the error message; treated as unsuccessful.
    if (typeof window !== 'undefined') window.alert((err as Error).message);
    return false;
  }
}

/** Optimistic add: saved at once, then the server; a failure takes it back out. */
export async function saveToWatchlist(car: { id: string; name: string }, ctx: WatchlistContext): Promise<boolean> {
  $watchlist.set([...$watchlist.get().filter((id) => id !== car.id), car.id]);
  track(39, { car_id: car.id, kind: 'watchlist' });
  const ok = await call(ctx, 'save-car', car.id);
  if (!ok) {
    $watchlist.set($watchlist.get().filter((id) => id !== car.id));
    return false;
  }
  showToast({ title: 'Car Saved In Watchlist', message: `The ${car.name} is now available in your watchlist.`, action: { label: 'View List', href: ctx.watchlistPath } });
  return true;
}

/** Optimistic remove: gone at once, then the server; a failure puts it back. */
export async function removeFromWatchlist(car: { id: string; name: string }, ctx: WatchlistContext): Promise<boolean> {
  $watchlist.set($watchlist.get().filter((id) => id !== car.id));
  const ok = await call(ctx, 'remove-car', car.id);
  if (!ok) {
    $watchlist.set([...$watchlist.get(), car.id]);
    return false;
  }
  track(EVENT_UNSAVE, { car_id: car.id, kind: 'watchlist' });
  showToast({ title: 'Car Removed', message: `The ${car.name} is no longer in your watchlist.`, action: { label: 'View List', href: ctx.watchlistPath } });
  return true;
}
