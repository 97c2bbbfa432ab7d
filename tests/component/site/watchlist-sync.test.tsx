// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SignInForm from '../../../src/islands/forms/SignInForm';
import SavedCars, { EMPTY_TITLE } from '../../../src/islands/site/SavedCars';
import { syncWatchlist } from '../../../src/islands/site/watchlist-sync';
import { $sessionUser } from '../../../src/stores/session-user';
import { $watchlist } from '../../../src/stores/watchlist';

/*
 * Signing in reads the server's watchlist back and joins it with this browser's: a fresh browser shows the car
 * saved on another device, and a car saved here (while signed out) is saved to the server, each car once.
 */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake API: sign-in, and a watchlist held per phone. */
function fakeApi(serverList: string[]) {
  const calls: { method: string; path: string; auth: string | null; body: unknown }[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://site.test');
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method: init?.method ?? 'GET', path: u.pathname, auth: new Headers(init?.headers).get('authorization'), body });
    if (u.pathname === '/api/sign-in/request') return json(200, { success: true });
    if (u.pathname === '/api/sign-in/verify') return json(200, { success: true, token: 'tok-1', phone_number: '0412345678' });
    if (u.pathname === '/api/watchlist' && u.searchParams.get('phone_number') === '0412345678') return json(200, { car_ids: serverList });
    if (u.pathname === '/api/watchlist/save-car') {
      serverList.push(body.car_id);
      return json(200, { success: true });
    }
    return json(404, { error: 'not here' });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, serverList };
}

beforeEach(() => {
  localStorage.clear();
  $sessionUser.set(null);
  $watchlist.set([]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function signIn() {
  window.history.replaceState(null, '', '/sign-in/?type=watchlist&redirect=%2Fwatchlist%2F');
  const navigate = vi.fn();
  const user = userEvent.setup();
  render(<SignInForm apiBaseUrl="" navigate={navigate} />);
  await user.type(screen.getByLabelText('Mobile number'), '0412 345 678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/watchlist/'));
}

describe('watchlist read back on sign-in', () => {
  it("a fresh browser gets the server's saved car before going on", async () => {
    const { calls } = fakeApi(['101']);
    await signIn();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/watchlist' && c.auth === 'Bearer tok-1')).toBe(true);
    expect($watchlist.get()).toEqual(['101']);
  });

  it('a car saved here while signed out is saved to the server; no duplicates', async () => {
    $watchlist.set(['202', '101']);
    const { calls, serverList } = fakeApi(['101']);
    await signIn();
    expect($watchlist.get()).toEqual(['101', '202']);
    expect(calls.filter((c) => c.path === '/api/watchlist/save-car').map((c) => c.body)).toEqual([{ phone_number: '0412345678', car_id: '202' }]);
    expect(serverList).toEqual(['101', '202']);
  });

  it('when the server cannot be read, the local list stays as it was', async () => {
    $watchlist.set(['202']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<h1>502</h1>', { status: 502 })),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await syncWatchlist({ apiBase: '', phone: '0412345678', token: 't' })).toEqual({ loaded: false, saved: [], notSaved: [] });
    expect($watchlist.get()).toEqual(['202']);
  });
});

describe('the watchlist page of a signed-in shopper', () => {
  it("shows the server's cars, not 'No saved cars yet'", async () => {
    $sessionUser.set({ signedIn: true, phone: '0412345678', token: 'tok-1' });
    const table = [{ id: '101', name: '2022 Toyota Hilux SR5', href: '/cars/2022-toyota-hilux-sr5-abc123/', price: { text: '$54,990' } }];
    const fetcher = vi.fn(async (url: string) =>
      url.startsWith('/watchlist/cars.json')
        ? json(200, table)
        : url.includes('/api/watchlist?')
          ? json(200, { car_ids: ['101'] })
          : json(404, { error: 'no' }),
    );
    render(<SavedCars carsUrl="/watchlist/cars.json" apiBase="" searchPath="/search/" fetcher={fetcher as unknown as typeof fetch} />);
    expect(await screen.findByRole('link', { name: '2022 Toyota Hilux SR5' })).toBeTruthy();
    expect(screen.queryByText(EMPTY_TITLE)).toBeNull();
  });
});
