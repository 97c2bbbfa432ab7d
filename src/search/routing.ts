import { ALL_STOCK_PATH } from '../domain/site-paths';
import { bodyDisplayName } from '../domain/body-type';
/**
 * The one module that owns the stock-search URL (spec 2: query, page, sortBy, one parameter per facet,
 * range[price]=min:max, a dealership_slug refinement). Pure mapping functions plus a small InstantSearch
 * router that writes history entries, debounced by what changed, and restores state on back/forward.
 */

/** Facets carried in the URL, one repeated parameter each (`?make=Toyota&make=Mazda`). */
export const URL_FACETS = [
  'item_type',
  'make',
  'model',
  'make_model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'location_name',
  'city',
  'state',
  'car_type',
  'status',
  'tag',
  'dealership_name',
  'dealership_slug',
  'categories',
  'filtered_features',
  'price_range',
  'weekly_price_range',
] as const;
export type UrlFacet = (typeof URL_FACETS)[number];

/** subscription_price (weekly) is a filter on subscription sites only (pricing.offers_subscription). */
export const RANGE_ATTRIBUTES = ['price', 'subscription_price', 'km', 'year'] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Sort keys as written in the URL; 'relevant' is the default and never written. */
export const SORT_KEYS = ['relevant', 'latest', 'price-desc', 'price-asc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = {
  relevant: 'Most relevant',
  latest: 'Latest',
  'price-desc': 'Highest price',
  'price-asc': 'Lowest price',
};
/** The price sorts order by the shown price (sort_price), the same rule the cards display. */
const SORT_RULE: Record<SortKey, string | null> = { relevant: null, latest: 'created_at:desc', 'price-desc': 'sort_price:desc', 'price-asc': 'sort_price:asc' };
/** Index-name sort rules of older links ('Car_production:price:desc', spec) read as today's keys. */
const LEGACY_SORT_RULE: Record<string, SortKey> = { 'price:desc': 'price-desc', 'price:asc': 'price-asc' };

/** Debounce of URL writes (spec 5): 400 ms for sliders, 300 ms for typed text, filters at once (once the page is idle). */
export const URL_DEBOUNCE_MS = { slider: 400, text: 300, other: 0 } as const;

export type RouteState = {
  query?: string;
  /** 1-based; 1 is never written. */
  page?: number;
  sortBy?: SortKey;
  refinements: Partial<Record<UrlFacet, string[]>>;
  /** 'min:max' with either side optional, as InstantSearch's range state writes it. */
  ranges: Partial<Record<RangeAttribute, string>>;
};

/** The refinements a search path stands for (/search/toyota = make Toyota); its own params stay off its URL. */
export type PathPreset = { path: string; refinements: Partial<Record<UrlFacet, string[]>> };

export { ALL_STOCK_PATH };

/** InstantSearch index name for a sort: the index uid, or uid:attribute:direction (instant-meilisearch's form). */
export function sortIndexName(key: SortKey, indexUid: string): string {
  const rule = SORT_RULE[key];
  return rule ? `${indexUid}:${rule}` : indexUid;
}

/**
 * URL sortBy to a sort key. Besides our own keys it reads index-name forms such as the budget screen's
 * 'Car_production:price:desc' (spec), whatever the index prefix, so old and shared links keep their order.
 */
export function parseSortParam(value: string | null | undefined): SortKey | undefined {
  if (!value) return undefined;
  if ((SORT_KEYS as readonly string[]).includes(value)) return value === 'relevant' ? undefined : (value as SortKey);
  const rule = /:([a-z_]+:(?:asc|desc))$/i.exec(value)?.[1]?.toLowerCase();
  const found = (Object.keys(SORT_RULE) as SortKey[]).find((k) => SORT_RULE[k] === rule) ?? (rule ? LEGACY_SORT_RULE[rule] : undefined);
  return found && found !== 'relevant' ? found : undefined;
}

function isRangeValue(v: string): boolean {
  return /^-?\d*(\.\d+)?:-?\d*(\.\d+)?$/.test(v) && v !== ':';
}

/** Query string (with or without '?') to route state; unknown or malformed parameters are ignored. */
export function parseSearchParams(search: string): RouteState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const route: RouteState = { refinements: {}, ranges: {} };
  const query = params.get('query')?.trim();
  if (query) route.query = query;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  if (Number.isFinite(page) && page > 1) route.page = page;
  const sort = parseSortParam(params.get('sortBy'));
  if (sort) route.sortBy = sort;
  for (const facet of URL_FACETS) {
    // Body codes of older links (?body=cabChassis) read as the body's one name, the value the index holds.
    const read = facet === 'body' ? bodyDisplayName : (v: string) => v.trim();
    const values = [...new Set(params.getAll(facet).map(read).filter(Boolean))];
    if (values.length) route.refinements[facet] = values;
  }
  // The spec's "refinement" parameter filters by dealership_slug.
  const refinement = params.getAll('refinement').filter(Boolean);
  if (refinement.length && !route.refinements.dealership_slug) route.refinements.dealership_slug = refinement;
  for (const attr of RANGE_ATTRIBUTES) {
    const v = params.get(`range[${attr}]`);
    if (v && isRangeValue(v)) route.ranges[attr] = v;
  }
  return route;
}

/** Route state to a query string ('' or '?...'), omitting defaults; brackets in range[...] are kept readable. */
export function formatSearchParams(route: RouteState, omit: Partial<Record<UrlFacet, string[]>> = {}): string {
  const parts: string[] = [];
  const enc = (v: string) => encodeURIComponent(v).replace(/%20/g, '+');
  if (route.query) parts.push(`query=${enc(route.query)}`);
  for (const facet of URL_FACETS) {
    const values = route.refinements[facet];
    if (!values?.length || sameValues(values, omit[facet])) continue;
    for (const v of values) parts.push(`${facet}=${enc(v)}`);
  }
  for (const attr of RANGE_ATTRIBUTES) {
    const v = route.ranges[attr];
    if (v) parts.push(`range[${attr}]=${v}`);
  }
  if (route.sortBy && route.sortBy !== 'relevant') parts.push(`sortBy=${route.sortBy}`);
  if (route.page && route.page > 1) parts.push(`page=${route.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (!a?.length || !b?.length || a.length !== b.length) return false;
  const lower = new Set(a.map((v) => v.toLowerCase()));
  return b.every((v) => lower.has(v.toLowerCase()));
}

/** Does the route still contain exactly the preset's refinements (so the preset path can stand for them)? */
export function keepsPreset(route: RouteState, preset: PathPreset): boolean {
  return (Object.keys(preset.refinements) as UrlFacet[]).every((f) => sameValues(route.refinements[f], preset.refinements[f]));
}

/**
 * Full URL (path + query) for a route on a preset path: the preset path while its refinements are intact,
 * otherwise the all-stock path with every refinement written out.
 */
export function routeToUrl(route: RouteState, preset: PathPreset): string {
  if (keepsPreset(route, preset)) return `${preset.path}${formatSearchParams(route, preset.refinements)}`;
  return `${ALL_STOCK_PATH}${formatSearchParams(route)}`;
}

function normalisePath(p: string): string {
  return p.replace(/\/+$/, '') || '/';
}

/**
 * The pre-rendered address of a further page of a search path (0-based page; page 0 is the path itself):
 * /search/used-cars/page/2/. Without JavaScript these are real pages; with it the island reads them as ?page=2.
 */
export function pagePath(presetPath: string, page: number): string {
  const base = presetPath.endsWith('/') ? presetPath : `${presetPath}/`;
  return page <= 0 ? base : `${base}page/${page + 1}/`;
}

/** A pre-rendered page address split into its search path and 1-based page; null for any other path. */
export function parsePagePath(pathname: string): { path: string; page: number } | null {
  const [, path, digits] = /^(.*\/)page\/(\d+)\/?$/.exec(pathname) ?? [];
  const page = Number(digits);
  return path !== undefined && page >= 1 ? { path, page } : null;
}

/** Route for a location: query parameters, plus the preset's refinements when on the preset path and not overridden. */
export function urlToRoute(pathname: string, search: string, preset: PathPreset): RouteState {
  const route = parseSearchParams(search);
  // On /search/used-cars/page/3/ the page is the path's (a ?page= in the address still wins).
  const paged = parsePagePath(pathname);
  if (paged && normalisePath(paged.path) === normalisePath(preset.path)) {
    pathname = paged.path;
    if (!new URLSearchParams(search).has('page') && paged.page > 1) route.page = paged.page;
  }
  if (normalisePath(pathname) === normalisePath(preset.path)) {
    for (const [facet, values] of Object.entries(preset.refinements) as [UrlFacet, string[]][]) {
      if (!route.refinements[facet]) route.refinements[facet] = [...values];
    }
  }
  return route;
}

/** InstantSearch's per-index UI state (the subset the search page uses). */
export type IndexUiState = {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
  range?: Record<string, string>;
  configure?: unknown;
};

export function uiStateToRoute(ui: IndexUiState): RouteState {
  const route: RouteState = { refinements: {}, ranges: {} };
  if (ui.query?.trim()) route.query = ui.query.trim();
  if (ui.page && ui.page > 1) route.page = ui.page;
  const sort = parseSortParam(ui.sortBy);
  if (sort) route.sortBy = sort;
  for (const facet of URL_FACETS) {
    const values = ui.refinementList?.[facet];
    if (values?.length) route.refinements[facet] = [...values];
  }
  for (const attr of RANGE_ATTRIBUTES) {
    const v = ui.range?.[attr];
    if (v && isRangeValue(v)) route.ranges[attr] = v;
  }
  return route;
}

export function routeToUiState(route: RouteState, indexUid: string): IndexUiState {
  const ui: IndexUiState = {};
  if (route.query) ui.query = route.query;
  if (route.page && route.page > 1) ui.page = route.page;
  if (route.sortBy) ui.sortBy = sortIndexName(route.sortBy, indexUid);
  const refinementList = Object.fromEntries(Object.entries(route.refinements).filter(([, v]) => v?.length));
  if (Object.keys(refinementList).length) ui.refinementList = refinementList as Record<string, string[]>;
  const range = Object.fromEntries(Object.entries(route.ranges).filter(([, v]) => v));
  if (Object.keys(range).length) ui.range = range as Record<string, string>;
  return ui;
}

/** How long to hold a URL write: slider moves 400 ms, typing 300 ms, anything else at once. */
export function writeDelay(prev: RouteState | null, next: RouteState): number {
  if (!prev) return URL_DEBOUNCE_MS.other;
  const sameRefinements = JSON.stringify(prev.refinements) === JSON.stringify(next.refinements) && prev.sortBy === next.sortBy;
  if (!sameRefinements) return URL_DEBOUNCE_MS.other;
  if (JSON.stringify(prev.ranges) !== JSON.stringify(next.ranges)) return URL_DEBOUNCE_MS.slider;
  if ((prev.query ?? '') !== (next.query ?? '')) return URL_DEBOUNCE_MS.text;
  return URL_DEBOUNCE_MS.other;
}

/** The InstantSearch router interface (instantsearch.js `Router`), with our RouteState as its route. */
export type SearchRouter = {
  read(): RouteState;
  write(route: RouteState): void;
  createURL(route: RouteState): string;
  onUpdate(callback: (route: RouteState) => void): void;
  dispose(): void;
  start?(): void;
};

type RouterOptions = {
  preset: PathPreset;
  /** Told after each URL write (search history records it). */
  onWrite?: (url: string, route: RouteState) => void;
  win?: Window;
};

/*
 * A correction of the address the shopper arrived at (a range from a link snapped to the slider's steps) is not a step
 * of theirs: added as a history entry, Back would land on the uncorrected address, which corrects itself again and
 * adds the entry again, so Back could never leave the page. Marked here just before the refinement it causes, it
 * replaces the current entry instead. The mark is for the write that refinement makes (InstantSearch hands it over in
 * a microtask); a refinement that writes nothing leaves no mark for a later step of the shopper's.
 */
let replaceNext = false;
export function replaceNextWrite(): void {
  replaceNext = true;
  setTimeout(() => {
    replaceNext = false;
  }, 0);
}

/**
 * History router: pushState per change (so back/forward walks filter steps), debounced by writeDelay, and
 * popstate hands the restored route back to InstantSearch. A write marked by replaceNextWrite replaces the
 * current entry.
 */
export function createSearchRouter({ preset, onWrite, win = window }: RouterOptions): SearchRouter {
  let last: RouteState | null = null;
  let cancel: (() => void) | null = null;
  // Whether the writes waiting to go out include a step of the shopper's (see write).
  let step = false;
  let listener: ((e: PopStateEvent) => void) | null = null;
  const read = () => urlToRoute(win.location.pathname, win.location.search, preset);
  /*
   * An undebounced write (a filter click) still waits until the page is idle: pushState and the search history
   * cost a few milliseconds that belong after the new results are painted, not before.
   */
  const later = (fn: () => void, delay: number): (() => void) => {
    if (delay === 0 && typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(fn, { timeout: 150 });
      return () => win.cancelIdleCallback(id);
    }
    const id = setTimeout(fn, delay);
    return () => clearTimeout(id);
  };
  return {
    read,
    createURL: (route) => routeToUrl(route, preset),
    write(route) {
      const delay = writeDelay(last, route);
      // Writes that come together are written once: as a step of the shopper's (a new entry) if any of them was one,
      // in place of the current entry if they only correct it or restate it.
      const correction = replaceNext;
      replaceNext = false;
      if (!correction && routeToUrl(route, preset) !== routeToUrl(read(), preset)) step = true;
      last = route;
      cancel?.();
      cancel = later(() => {
        cancel = null;
        const asStep = step;
        step = false;
        const url = routeToUrl(route, preset);
        const current = `${win.location.pathname}${win.location.search}`;
        if (url === current || routeToUrl(read(), preset) === url) return;
        if (asStep) win.history.pushState(null, '', url);
        else win.history.replaceState(null, '', url);
        onWrite?.(url, route);
      }, delay);
    },
    onUpdate(callback) {
      listener = () => {
        cancel?.();
        cancel = null;
        step = false;
        last = read();
        callback(last);
      };
      win.addEventListener('popstate', listener);
    },
    dispose() {
      cancel?.();
      if (listener) win.removeEventListener('popstate', listener);
    },
  };
}

/** InstantSearch stateMapping between its UI state and our route, for the one index on the page. */
export function createStateMapping(indexUid: string) {
  return {
    stateToRoute: (uiState: Record<string, IndexUiState>): RouteState => uiStateToRoute(uiState[indexUid] ?? {}),
    routeToState: (route: RouteState): Record<string, IndexUiState> => ({ [indexUid]: routeToUiState(route, indexUid) }),
  };
}
