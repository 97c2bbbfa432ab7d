// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import whenStored, { storedHasEntries } from '../../../src/islands/hydrate-when-stored';

/** Runs the directive as Astro would and reports whether the island was loaded (hydrated) once the browser is idle. */
async function hydrates(value: unknown): Promise<boolean> {
  const load = vi.fn(async () => async () => {});
  whenStored(load, { name: 'RecentlyViewed', value: value as string }, document.createElement('astro-island'));
  await vi.runAllTimersAsync();
  return load.mock.calls.length > 0;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.dataset.site = 'demo-motors';
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('client:stored: hydrate only when this browser keeps something to show', () => {
  it('a first visit (nothing stored) never loads the island', async () => {
    expect(await hydrates('ViewCar')).toBe(false);
    localStorage.setItem('demo-motors-ViewCar', '[]');
    expect(await hydrates('ViewCar')).toBe(false);
  });

  it("a stored list under the site's own key loads it; another site's key does not", async () => {
    localStorage.setItem('other-site-ViewCar', '[{"id":"1"}]');
    expect(await hydrates('ViewCar')).toBe(false);
    localStorage.setItem('demo-motors-ViewCar', '[{"id":"1"}]');
    expect(await hydrates('ViewCar')).toBe(true);
  });

  it("a vehicle page's strip waits for a car other than the one on screen", async () => {
    localStorage.setItem('demo-motors-ViewCar', '[{"id":"7"}]');
    expect(await hydrates({ key: 'ViewCar', except: '7' })).toBe(false);
    localStorage.setItem('demo-motors-ViewCar', '[{"id":"7"},{"id":"8"}]');
    expect(await hydrates({ key: 'ViewCar', except: '7' })).toBe(true);
  });

  it('unreadable or odd values never load it', () => {
    expect(storedHasEntries('{broken', '7')).toBe(false);
    expect(storedHasEntries('{"id":"8"}', '7')).toBe(false);
    expect(storedHasEntries('[null, {}, {"id":"7"}, "7", 7, true]', '7')).toBe(false);
    expect(storedHasEntries(' null ')).toBe(false);
  });
});

describe("client:stored with several keys (the vehicle page's compare link)", () => {
  const value = { key: ['FavouritedCars', 'Watchlist'], except: '7' };
  it('any key holding another car will do: favourites are objects, the watchlist is ids', async () => {
    localStorage.setItem('demo-motors-FavouritedCars', '[{"id":"7"}]');
    localStorage.setItem('demo-motors-Watchlist', '["7"]');
    expect(await hydrates(value)).toBe(false);
    localStorage.setItem('demo-motors-Watchlist', '["7","9"]');
    expect(await hydrates(value)).toBe(true);
  });

  it('another tab saving a car later hydrates it then', async () => {
    const load = vi.fn(async () => async () => {});
    whenStored(load, { name: 'CompareLink', value: value as unknown as string }, document.createElement('astro-island'));
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    localStorage.setItem('demo-motors-FavouritedCars', '[{"id":"8"}]');
    window.dispatchEvent(new StorageEvent('storage', { key: 'demo-motors-FavouritedCars' }));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
