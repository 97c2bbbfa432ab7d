import { memo, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Configure, InstantSearch } from 'react-instantsearch';
import { useStore } from '@nanostores/react';
import { stockCountLabel } from '../../domain/search-shaping';
import type { Range } from '../../domain/sliders';
import type { ModelPath } from '../../domain/search-page-paths';
import { createSearchClient, type SearchTransport } from '../../search/client';
import { withRouteFilters } from '../../search/route-query';
import { createSearchRouter, createStateMapping, routeToUrl, uiStateToRoute, type IndexUiState, type PathPreset, type RouteState } from '../../search/routing';
import { $liveSearch } from '../../stores/search-results';
import { $searchHistory, recordSearch } from '../../stores/search-history';
import { CARD_ATTRIBUTES, type CardConfig } from '../../lib/card-view';
import { FACETS, FACET_LIST_LIMIT, HIDDEN_FACETS, facetShowMoreLabel } from './facets';
import { withResultsCache } from './results-cache';
import { withImageCdn } from './with-image-cdn';
import { LiveHeading } from './LiveHeading';
import { searchLabel } from './search-label';
import { SearchStateProvider, useSearchState } from './search-state';
import { useSkipLoadingRender } from './skip-loading-render';
import { useMediaQuery } from './use-media-query';
import { DRAWER_OVERLAY_QUERY, FilterDrawer } from './ui/FilterDrawer';
import { FirstLoadError } from './ui/FirstLoadError';
import { Facet, HiddenFacet, ModelFacet } from './widgets/Facet';
import { Pagination } from './widgets/Pagination';
import { RangeFacet } from './widgets/RangeFacet';
import { Results, type PromoSettings } from './widgets/Results';
import { SearchInput } from './widgets/SearchInput';
import { Sort } from './widgets/Sort';
import './ui/search.css';

export type SearchAppProps = {
  transport: SearchTransport;
  preset: PathPreset;
  /** Models the breadcrumb may name (the build's known-models list), for the live trail. */
  knownModels: readonly string[];
  /** Where the trail's model level links (search.model_path). */
  modelPath: ModelPath;
  /** Each model's makes in the stock, so the model list can name the make ('Mazda 6'). */
  modelMakes: Readonly<Record<string, readonly string[]>>;
  hitsPerPage: number;
  cardsPerRow: 3 | 4;
  makeListLength: number;
  modelLimit: number;
  stockCountOverride: number | null;
  priceAscExcludesZero: boolean;
  cacheSize: number;
  clearFiltersPath: string;
  promo: PromoSettings;
  /** The dealer's clock (primary location's time zone) for promo cards' dated start and expiry. */
  timeZone?: string;
  card: CardConfig;
  /** Whole-stock bounds for the sliders, from the build. */
  ranges: Partial<Record<'price' | 'subscription_price' | 'km' | 'year', Range>>;
  now: string;
  /** id of the pre-rendered first page, hidden once live results show. */
  staticId: string;
};

function searchConfig(p: Pick<SearchAppProps, 'stockCountOverride' | 'priceAscExcludesZero'>) {
  return { search: { stock_count_override: p.stockCountOverride, price_asc_excludes_zero: p.priceAscExcludesZero } };
}

/** Results per page. The route's own filters (price > 0 on the ascending price sort, price > 1000 under an upper
 * price limit) are added to each request by withRouteFilters (search/route-query.ts), not here. */
export function QueryParams({ props }: { props: Pick<SearchAppProps, 'hitsPerPage'> }) {
  return <Configure hitsPerPage={props.hitsPerPage} />;
}

/**
 * Tells the budget tool on the same page which search is on screen (its URL, ahead of the debounced address
 * bar) and the dearest car in its results (spec: the budget amount is capped at the maximum price in the results).
 */
export function PublishLiveSearch({ preset }: { preset: PathPreset }) {
  const { results, indexUiState } = useSearchState();
  const answered = !!results && !(results as { __isArtificial?: boolean }).__isArtificial;
  const max = answered ? results.getFacetStats('price')?.max : undefined;
  const url = routeToUrl(uiStateToRoute(indexUiState as IndexUiState), preset);
  useEffect(() => {
    if (answered) $liveSearch.set({ url, priceMax: typeof max === 'number' && max > 0 ? max : null });
  }, [answered, url, max]);
  return null;
}

/** 'N cars' by the stock count rules (over 1999: configured count or the sum of car-type counts). */
function useCountLabel(props: SearchAppProps): string {
  const { results } = useSearchState();
  if (!results || (results as { __isArtificial?: boolean }).__isArtificial) return '';
  const values = (results.getFacetValues('car_type', {}) ?? []) as { name: string; count: number }[];
  const facetCounts = Object.fromEntries(values.map((v) => [v.name, v.count]));
  return stockCountLabel(results.nbHits ?? 0, searchConfig(props), facetCounts);
}

/**
 * Earlier searches, newest first, without the one on screen. The one on screen is read from the search state, not
 * from the address bar at the island's first render: the router writes each new search into the history, and an
 * address read once would list the shopper's own current search as a recent one from the first refinement on.
 */
export function History({ preset }: { preset: PathPreset }) {
  const { url: current } = useCurrentSearchUrl(preset);
  const list = useStore($searchHistory)
    .filter((e) => e.url !== current)
    .slice(0, 5);
  if (list.length === 0) return null;
  return (
    <nav className="sr-history" aria-label="Recent searches">
      <span className="muted">Recent searches:</span>
      <ul role="list">
        {list.map((e) => (
          <li key={e.url}>
            <a href={e.url}>{e.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The live stock count; its own component so that a search state change re-renders only the count. */
function StockCount({ props, fallback = '' }: { props: SearchAppProps; fallback?: string }) {
  return <>{useCountLabel(props) || fallback}</>;
}

/**
 * The filter panel. It takes no search state itself: each facet's hook re-renders its own facet when results
 * arrive, so a refinement does not re-render the whole panel (or the page) twice, once for 'loading' and once
 * for the answer.
 */
const FacetPanel = memo(function FacetPanel({ props }: { props: SearchAppProps }) {
  const shown = FACETS.filter((f) => f.kind === 'list' || !f.subscription || props.card.pricing.offers_subscription);
  return (
    <>
      {shown.map((f) =>
        f.kind === 'range' ? (
          <RangeFacet key={f.attribute} attribute={f.attribute} title={f.title} bounds={props.ranges[f.attribute] ?? null} />
        ) : f.attribute === 'model' ? (
          <ModelFacet
            key={f.attribute}
            attribute={f.attribute}
            title={f.title}
            limit={props.modelLimit}
            showMoreLabel={facetShowMoreLabel(f)}
            modelMakes={props.modelMakes}
          />
        ) : (
          <Facet
            key={f.attribute}
            attribute={f.attribute}
            title={f.title}
            limit={f.limit === 'make' ? props.makeListLength : f.limit === 'model' ? props.modelLimit : FACET_LIST_LIMIT}
            showMoreLabel={facetShowMoreLabel(f)}
            choiceOnly={f.kind === 'list' && f.choiceOnly}
            order={f.kind === 'list' ? f.order : undefined}
          />
        ),
      )}
    </>
  );
});

/** The search page with the current filters (the URL the router will write), for 'Show me N cars'. */
function useCurrentSearchUrl(preset: PathPreset): { url: string; route: RouteState } {
  const { indexUiState } = useSearchState();
  const route = uiStateToRoute(indexUiState as IndexUiState);
  return { url: routeToUrl(route, preset), route };
}

/**
 * The drawer with its 'Show me N cars' link. Its own component so a search state change re-renders the link,
 * not the whole layout.
 */
function Drawer({ props, open, setOpen }: { props: SearchAppProps; open: boolean; setOpen: (v: boolean) => void }) {
  const { url, route } = useCurrentSearchUrl(props.preset);
  const show = () => {
    // Write the address now: a slider move or typed text would otherwise reach it only after its debounce.
    if (`${window.location.pathname}${window.location.search}` !== url) {
      window.history.pushState(null, '', url);
      recordSearch({ url, label: searchLabel(route) });
    }
    setOpen(false);
    document.getElementById('search-results')?.scrollIntoView({ block: 'start' });
  };
  return (
    <FilterDrawer open={open} onClose={() => setOpen(false)} count={<StockCount props={props} fallback="cars" />} href={url} onShow={show}>
      <FacetPanel props={props} />
    </FilterDrawer>
  );
}

function Layout({ props, onReady }: { props: SearchAppProps; onReady: () => void }) {
  const [open, setOpen] = useState(false);
  // Where the open drawer covers the page, the cards behind it take new results a frame after its counts (Results' `covered`).
  const overlay = useMediaQuery(DRAWER_OVERLAY_QUERY);
  const covered = open && overlay;
  return (
    <div className="sr-layout">
      <Drawer props={props} open={open} setOpen={setOpen} />
      <div id="search-results">
        <SearchInput />
        <History preset={props.preset} />
        <div className="sr-toolbar">
          <p className="sr-count" aria-live="polite" data-testid="stock-count">
            <StockCount props={props} />
          </p>
          <button type="button" className="btn btn--outline sr-open-filters" onClick={() => setOpen(true)}>
            Filters
          </button>
          <Sort indexUid={props.transport.indexUid} />
        </div>
        <Results
          card={props.card}
          now={props.now}
          cardsPerRow={props.cardsPerRow}
          promo={props.promo}
          timeZone={props.timeZone}
          clearFiltersPath={props.clearFiltersPath}
          onReady={onReady}
          countLabel={(n, types) => stockCountLabel(n, searchConfig(props), types)}
          covered={covered}
        />
        <Pagination />
      </div>
      {HIDDEN_FACETS.map((a) => (
        <HiddenFacet key={a} attribute={a} />
      ))}
    </div>
  );
}

/** InstantSearch's widgets render once a search, with its answer (skip-loading-render.ts). */
function OneRenderPerSearch() {
  useSkipLoadingRender();
  return null;
}

/** The page marks itself when its address carries search state the pre-rendered first page lacks (search-stale-script). */
const STALE_ATTRIBUTE = 'data-search-stale';

/**
 * Before the first live answer the island itself is hidden (the static first page stands in), so a search that
 * cannot start (index download failed) is told here, outside the hidden part, with Try again; the static page is
 * marked failed so its skeleton cards stop and its inert controls no longer look ready.
 */
function FirstLoadStatus({ live, staticId }: { live: boolean; staticId: string }) {
  const { status, refresh } = useSearchState();
  const failed = !live && status === 'error';
  useEffect(() => {
    const block = document.getElementById(staticId);
    if (!block) return;
    if (failed) block.setAttribute('data-state', 'failed');
    else block.removeAttribute('data-state');
  }, [failed, staticId]);
  if (!failed) return null;
  const staticShown = !document.documentElement.hasAttribute(STALE_ATTRIBUTE);
  return <FirstLoadError staticShown={staticShown} onRetry={refresh} />;
}

/**
 * The stock-search island. The page ships the first page of results as static HTML; this takes over once its
 * first live answer arrives (the embedded index is fetched on that first search, not before).
 */
export default function SearchApp(props: SearchAppProps) {
  const { transport } = props;
  const [live, setLive] = useState(false);
  const searchClient = useMemo(
    () =>
      withImageCdn(
        withResultsCache(
          withRouteFilters(
            createSearchClient({
              engine: transport.engine,
              host: transport.host,
              searchKey: transport.searchKey,
              indexUid: transport.indexUid,
              indexUrl: transport.indexUrl,
              // Cards show no highlighted text. Asking for none keeps _formatted out of every hit, which InstantSearch
              // would otherwise copy and escape field by field on each refinement (the largest cost of a filter click);
              // and only the fields cards read come back.
              options: { meiliSearchParams: { attributesToHighlight: [], attributesToRetrieve: [...CARD_ATTRIBUTES] } },
            }) as never,
            { price_asc_excludes_zero: props.priceAscExcludesZero },
          ),
          props.cacheSize,
        ),
        props.card.images?.cdn ?? 'none',
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one search client for the island's life: its cache and index download outlive any re-render
    [],
  );
  const routing = useMemo(
    () =>
      typeof window === 'undefined'
        ? undefined
        : {
            router: createSearchRouter({ preset: props.preset, onWrite: (url: string, route: RouteState) => recordSearch({ url, label: searchLabel(route) }) }),
            stateMapping: createStateMapping(transport.indexUid),
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one router for the island's life: InstantSearch reads it once
    [],
  );
  const onReady = () => {
    if (!live) setLive(true);
  };
  // Swap in the same frame React shows the live results: hiding the static page earlier (before the re-render
  // commits) left a frame with neither, and everything below jumped up and back (layout shift). It is removed,
  // not hidden: its inert copy of the toolbar would otherwise stay in the page as a second 'Sort by' control.
  useLayoutEffect(() => {
    if (live) document.getElementById(props.staticId)?.remove();
  }, [live, props.staticId]);
  // Server HTML and the first client render are empty (the static first page stands in); mount after.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div className="sr-app" data-live={live ? 'true' : 'false'}>
      <InstantSearch searchClient={searchClient} indexName={transport.indexUid} routing={routing as never} future={{ preserveSharedStateOnUnmount: true }}>
        <OneRenderPerSearch />
        <SearchStateProvider>
          <QueryParams props={props} />
          <PublishLiveSearch preset={props.preset} />
          <LiveHeading preset={props.preset} knownModels={props.knownModels} modelPath={props.modelPath} />
          <FirstLoadStatus live={live} staticId={props.staticId} />
          <div className="sr-live" hidden={!live}>
            <Layout props={props} onReady={onReady} />
          </div>
        </SearchStateProvider>
      </InstantSearch>
    </div>
  );
}
