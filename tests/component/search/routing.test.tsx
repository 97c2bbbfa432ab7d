// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchRouter,
  formatSearchParams,
  parseSearchParams,
  parseSortParam,
  replaceNextWrite,
  routeToUiState,
  routeToUrl,
  uiStateToRoute,
  urlToRoute,
  writeDelay,
  type PathPreset,
} from '../../../src/search/routing';

const all: PathPreset = { path: '/search/new-used-and-demo-cars/', refinements: {} };
const toyota: PathPreset = { path: '/search/toyota/', refinements: { make: ['Toyota'] } };

describe('search URL (spec 2: query, page, sortBy, one parameter per facet, range[price])', () => {
  it('reads query, page, sortBy, repeated facet params and range[price]=min:max', () => {
    const r = parseSearchParams('?query=hilux&make=Toyota&make=Mazda&body=SUV&range[price]=5000:30000&sortBy=price-asc&page=3');
    expect(r).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'price-asc',
      refinements: { make: ['Toyota', 'Mazda'], body: ['SUV'] },
      ranges: { price: '5000:30000' },
    });
  });

  it('accepts the budget tool max-only range[price]=:{amount}', () => {
    expect(parseSearchParams('range[price]=:54000').ranges).toEqual({ price: ':54000' });
    expect(parseSearchParams('range%5Bprice%5D=:54000').ranges).toEqual({ price: ':54000' });
  });

  it('maps sortBy=Car_production:price:desc to the highest-price sort', () => {
    expect(parseSortParam('Car_production:price:desc')).toBe('price-desc');
    expect(parseSortParam('cars:price:asc')).toBe('price-asc');
    expect(parseSortParam('relevant')).toBeUndefined();
    expect(parseSortParam('nonsense')).toBeUndefined();
  });

  it('carries the spec facets item_type, badge, make_model and the weekly subscription range', () => {
    const r = parseSearchParams('?item_type=motorcycle&item_type=truck&badge=GXL&make_model=Mazda+3&range[subscription_price]=100:250');
    expect(r.refinements).toEqual({ item_type: ['motorcycle', 'truck'], badge: ['GXL'], make_model: ['Mazda 3'] });
    expect(r.ranges).toEqual({ subscription_price: '100:250' });
    expect(formatSearchParams(r)).toBe('?item_type=motorcycle&item_type=truck&make_model=Mazda+3&badge=GXL&range[subscription_price]=100:250');
    expect(uiStateToRoute(routeToUiState(r, 'cars'))).toEqual(r);
  });

  it('filters by dealership_slug, also through the refinement parameter', () => {
    expect(parseSearchParams('dealership_slug=north').refinements).toEqual({ dealership_slug: ['north'] });
    expect(parseSearchParams('refinement=south').refinements).toEqual({ dealership_slug: ['south'] });
  });

  it('writes defaults out (page 1, most relevant) and round-trips the rest', () => {
    const route = { query: 'ranger xl', page: 2, sortBy: 'latest' as const, refinements: { make: ['Ford'] }, ranges: { price: ':30000' } };
    expect(formatSearchParams(route)).toBe('?query=ranger+xl&make=Ford&range[price]=:30000&sortBy=latest&page=2');
    expect(parseSearchParams(formatSearchParams(route))).toEqual(route);
    expect(formatSearchParams({ page: 1, sortBy: 'relevant', refinements: {}, ranges: {} })).toBe('');
  });

  it('a preset path stands for its refinements and leaves them out of its URL', () => {
    expect(urlToRoute('/search/toyota', '', toyota).refinements).toEqual({ make: ['Toyota'] });
    expect(routeToUrl({ refinements: { make: ['Toyota'], body: ['SUV'] }, ranges: {} }, toyota)).toBe('/search/toyota/?body=SUV');
  });

  it('leaving the preset (unticking Toyota) moves to the all-stock path with every refinement written', () => {
    expect(routeToUrl({ refinements: { make: ['Mazda'] }, ranges: {} }, toyota)).toBe('/search/new-used-and-demo-cars/?make=Mazda');
    expect(routeToUrl({ refinements: {}, ranges: {} }, toyota)).toBe('/search/new-used-and-demo-cars/');
  });

  it('maps to and from InstantSearch UI state with instant-meilisearch sort index names', () => {
    const ui = routeToUiState({ sortBy: 'price-desc', page: 2, refinements: { make: ['Kia'] }, ranges: { km: '0:50000' } }, 'cars');
    expect(ui).toEqual({ sortBy: 'cars:sort_price:desc', page: 2, refinementList: { make: ['Kia'] }, range: { km: '0:50000' } });
    expect(uiStateToRoute(ui)).toEqual({ sortBy: 'price-desc', page: 2, refinements: { make: ['Kia'] }, ranges: { km: '0:50000' } });
  });
});

describe('URL write debounce (spec 5: 400 ms slider, 300 ms text)', () => {
  const base = { refinements: {}, ranges: {} };
  it('delays slider moves 400 ms, typing 300 ms, other filters not at all', () => {
    expect(writeDelay(base, { ...base, ranges: { price: ':20000' } })).toBe(400);
    expect(writeDelay(base, { ...base, query: 'cor' })).toBe(300);
    expect(writeDelay(base, { ...base, refinements: { make: ['Kia'] } })).toBe(0);
  });

  afterEach(() => vi.useRealTimers());

  it('pushes one history entry after the text debounce, and popstate hands back the restored route', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/');
    const onWrite = vi.fn();
    const router = createSearchRouter({ preset: all, onWrite });
    const restored = vi.fn();
    router.onUpdate(restored);
    router.write({ ...base, refinements: { make: ['Kia'] } });
    // A filter is written at once, but after the click's own work (happy-dom has no idle callback: a 0 ms timer).
    expect(window.location.search).toBe('');
    vi.advanceTimersByTime(0);
    expect(window.location.search).toBe('?make=Kia');
    router.write({ query: 'c', refinements: { make: ['Kia'] }, ranges: {} });
    router.write({ query: 'ce', refinements: { make: ['Kia'] }, ranges: {} });
    vi.advanceTimersByTime(299);
    expect(window.location.search).toBe('?make=Kia');
    vi.advanceTimersByTime(1);
    expect(window.location.search).toBe('?query=ce&make=Kia');
    expect(onWrite).toHaveBeenCalledTimes(2);
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?make=Kia');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(restored).toHaveBeenCalledWith({ refinements: { make: ['Kia'] }, ranges: {} });
    router.dispose();
  });

  /*
   * A range from a link (the budget tool's range[price]=:47500) is snapped to the slider's steps and written back. As
   * a new entry, Back landed on the unsnapped address, which snapped and added the entry again: Back never left.
   */
  it('writes a correction of the address in place of the current entry; the shopper steps after it add entries', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?range[price]=:47500');
    const entries = window.history.length;
    const router = createSearchRouter({ preset: all });
    replaceNextWrite();
    router.write({ ...base, ranges: { price: ':48000' } });
    vi.advanceTimersByTime(0);
    expect(decodeURIComponent(window.location.search)).toBe('?range[price]=:48000');
    expect(window.history.length).toBe(entries);
    // The shopper's own next step is a step Back undoes.
    router.write({ ...base, ranges: { price: ':48000' }, refinements: { make: ['Kia'] } });
    vi.advanceTimersByTime(0);
    expect(window.history.length).toBe(entries + 1);
    // A mark no write took (the refinement changed nothing) is gone by the next task: a later step still adds an entry.
    replaceNextWrite();
    vi.advanceTimersByTime(0);
    router.write({ ...base, ranges: { price: ':48000' }, refinements: { make: ['Ford'] } });
    vi.advanceTimersByTime(0);
    expect(window.history.length).toBe(entries + 2);
    // A correction arriving while a step of the shopper's waits for its write goes out with that step, as one entry.
    router.write({ ...base, ranges: { price: ':30000' } });
    replaceNextWrite();
    router.write({ ...base, ranges: { price: ':30000' } });
    vi.advanceTimersByTime(400);
    expect(decodeURIComponent(window.location.search)).toBe('?range[price]=:30000');
    expect(window.history.length).toBe(entries + 3);
    // A write that only restates the address (as the page's first one does) waiting when a correction comes: in place.
    window.history.replaceState(null, '', '/search/new-used-and-demo-cars/?range[price]=:47500');
    router.write({ ...base, ranges: { price: ':47500' } });
    replaceNextWrite();
    router.write({ ...base, ranges: { price: ':48000' } });
    vi.advanceTimersByTime(400);
    expect(decodeURIComponent(window.location.search)).toBe('?range[price]=:48000');
    expect(window.history.length).toBe(entries + 3);
    router.dispose();
  });
});
