import { useEffect, useRef } from 'react';
import type { Crumb } from '../../domain/breadcrumbs';
import type { ModelPath } from '../../domain/search-page-paths';
import { searchHeading } from '../../domain/search-heading';
import { routeToUrl, uiStateToRoute, type IndexUiState, type PathPreset, type RouteState } from '../../search/routing';
import { useSearchState } from './search-state';

/** Ids of the page's static heading and breadcrumb trail, which this keeps in step with the live search. */
export const HEADING_ID = 'search-heading';
export const CRUMBS_ID = 'search-crumbs';

function renderCrumbs(nav: HTMLElement, crumbs: Crumb[]) {
  const old = nav.querySelector('ol');
  // Astro scopes the trail's styles by data-astro-cid-* attributes: new elements carry the same ones.
  const scope = [...(old?.attributes ?? [])].filter((a) => a.name.startsWith('data-astro-cid'));
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K) => {
    const el = document.createElement(tag);
    for (const a of scope) el.setAttribute(a.name, a.value);
    return el;
  };
  const ol = make('ol');
  for (const c of crumbs) {
    const li = make('li');
    const el = c.href ? make('a') : make('span');
    if (c.href) el.setAttribute('href', c.href);
    else el.setAttribute('aria-current', 'page');
    el.textContent = c.label;
    li.append(el);
    ol.append(li);
  }
  if (old) old.replaceWith(ol);
  else nav.append(ol);
}

const TRAIL_LEVELS = ['car_type', 'make', 'model', 'body'] as const;

/** The filters the heading and the trail are made of, as one comparable string. */
function trailKey(refinements: Partial<Record<string, readonly string[]>>): string {
  return JSON.stringify(TRAIL_LEVELS.map((k) => [...(refinements[k] ?? [])].sort()));
}

/** The trail's levels and the page's own filters: other filters (fuel, price) change neither the trail nor the path. */
function trailRefinements(refinements: RouteState['refinements'], preset: PathPreset): RouteState['refinements'] {
  const keep = new Set<string>([...TRAIL_LEVELS, ...Object.keys(preset.refinements)]);
  return Object.fromEntries(Object.entries(refinements).filter(([k]) => keep.has(k)));
}

/**
 * The heading, <title> and breadcrumb are rendered at build time for the page's path; once the shopper changes
 * the filters (untick Toyota, tick Mazda) they would describe other cars than the ones shown. This rewrites them
 * from the live filters, by the same rules the build uses (searchHeading, searchBreadcrumbs).
 */
export function LiveHeading({ preset, knownModels, modelPath }: { preset: PathPreset; knownModels: readonly string[]; modelPath: ModelPath }) {
  const { indexUiState } = useSearchState();
  const route = uiStateToRoute(indexUiState as IndexUiState);
  const heading = searchHeading(route.refinements);
  // The page's address as far as the trail goes, query string included: on /search/used-cars/?make=Ford the Used
  // Cars crumb is a level above the page, not the page itself.
  const path = routeToUrl({ refinements: trailRefinements(route.refinements, preset), ranges: {} }, preset);
  // The build's heading and title, so the dealer-name part of the title is kept as the layout wrote it.
  const initial = useRef<{ heading: string; title: string } | null>(null);
  // The trail follows the same filters as the heading (car type, make, model, body), whatever the address: on the
  // all-stock page every filter lives in the query string, so the path alone never changes.
  const trail = trailKey(route.refinements);
  // The trail's slugs need transliteration tables (~8 KB): loaded on the first change of filters, not with the page.
  const trailMoved = useRef(false);
  const latest = useRef(0);
  useEffect(() => {
    const h1 = document.getElementById(HEADING_ID);
    if (!h1) return;
    initial.current ??= { heading: h1.textContent ?? '', title: document.title };
    if (h1.textContent !== heading) h1.textContent = heading;
    const { heading: first, title } = initial.current;
    document.title = first && title.includes(first) ? title.replace(first, heading) : heading;
    const nav = document.getElementById(CRUMBS_ID);
    // The build wrote the trail for the page's own filters: nothing to redo until they change.
    if (!nav || (!trailMoved.current && trail === trailKey(preset.refinements))) return;
    trailMoved.current = true;
    const run = ++latest.current;
    const refinements = route.refinements;
    void import('../../domain/search-breadcrumbs').then(({ searchBreadcrumbs }) => {
      if (run === latest.current) renderCrumbs(nav, searchBreadcrumbs(refinements, heading, knownModels, path, modelPath));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the trail's key stands for the refinements; the known models are fixed for the page
  }, [heading, path, trail]);
  return null;
}
