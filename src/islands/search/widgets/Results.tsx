import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useHits, usePagination } from 'react-instantsearch';
import { insertPromoCards, placePromoCards, type PromoSettings } from '../../../domain/promo-cards';
import type { CarType } from '../../../domain/schemas';
import FavouriteButton from '../../vehicle/FavouriteButton';
import { toCardView, type CardConfig, type CardHit } from '../../../lib/card-view';
import { EmptyResults } from '../ui/EmptyResults';
import { PastLastPage } from '../ui/PastLastPage';
import { SearchError } from '../ui/SearchError';
import { ResultsGrid } from '../ui/ResultsGrid';
import { useColumnsShown } from '../grid-columns';
import { useDelayedFlag } from '../use-delayed-flag';
import { useRenderInSteps } from '../use-render-in-steps';
import { useSearchState } from '../search-state';

export type { PromoSettings };

type Props = {
  card: CardConfig;
  now: string;
  cardsPerRow: 3 | 4;
  promo: PromoSettings;
  /** The dealer's clock (its primary location's time zone): a promo card's dated start and expiry are days there. */
  timeZone?: string;
  clearFiltersPath: string;
  /** Called once the island has real results to show (the static first page then steps aside). */
  onReady: () => void;
  /** 'N cars' as the toolbar says it (the stock count rules), for the past-the-last-page notice. */
  countLabel?: (nbHits: number, carTypeCounts: Record<string, number>) => string;
  /**
   * The open filter drawer covers the page (phones, tablets): new results reach the cards behind it one frame after
   * the drawer's counts, so a filter click's answer is painted without building cards no one can see
   * (see docs/decisions.md, Search paints the shopper's input first).
   */
  covered?: boolean;
};

/**
 * Hook adapter for the grid: hits turned into cards (sold runs were collapsed once, in the listing, so a page
 * shows every hit the engine counted) through the domain rules, promo cards
 * placed for the current car-type filter. While a search runs the previous results stay (spec 4).
 */
function carTypeCounts(results: { getFacetValues: (a: string, o: object) => unknown }): Record<string, number> {
  const values = (results.getFacetValues('car_type', {}) ?? []) as { name: string; count: number }[];
  return Object.fromEntries(values.map((v) => [v.name, v.count]));
}

export function Results({ card, now, cardsPerRow, promo, timeZone, clearFiltersPath, onReady, countLabel, covered = false }: Props) {
  // No highlights are rendered and React escapes text itself, so InstantSearch's own escaping pass is skipped.
  const { items, results } = useHits<CardHit & Record<string, unknown>>({ escapeHTML: false });
  // catchError: a failed search (server down, index not downloaded) is shown here instead of thrown.
  const { status, indexUiState, refresh } = useSearchState();
  const { refine: goToPage, createURL: pageUrl } = usePagination();
  const artificial = !results || (results as { __isArtificial?: boolean }).__isArtificial === true;
  const carTypes = (indexUiState.refinementList?.car_type ?? []) as CarType[];
  const typesKey = carTypes.join(',');
  // Placement is random on some sites; fixed per filter so cards do not jump on every re-render. Whether a card is
  // live is read on the browser's clock, not the build's: a page built before a card's start shows it from that day.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- typesKey is the car types' value; the array is new on every render
  const placed = useMemo(() => placePromoCards({ search: promo }, { now: new Date(), timeZone, carTypes, random: Math.random }), [typesKey, promo, timeZone]);
  const loading = status === 'loading' || status === 'stalled';
  // 'stalled' is InstantSearch's own 200 ms later (and the only one rendered: skip-loading-render.ts).
  const slow = useDelayedFlag(status === 'loading', 200) || status === 'stalled';
  // Two rows of the columns on screen fill it: two cards on a phone, six on a desktop. search.css keeps the same two
  // rows out of content-visibility's skipping, per breakpoint (CSS cannot read this count).
  const { gridRef, columns } = useColumnsShown(cardsPerRow);
  // Behind the open drawer the first step keeps the cards there; in view, it renders two rows of the new ones.
  const shown = useRenderInSteps(artificial ? null : results, covered ? 0 : columns.current * 2);
  const lastGrid = useRef<ReactNode>(null);
  useEffect(() => {
    if (!artificial) onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- told once the first real answer is in, not again for each new callback
  }, [artificial]);
  const failed = status === 'error' ? <SearchError onRetry={refresh} /> : null;
  if (artificial)
    return (
      <>
        {failed}
        <ResultsGrid gridRef={gridRef} items={[]} cardsPerRow={cardsPerRow} loading skeletons={cardsPerRow * 2} />
      </>
    );
  // No new card in this frame (behind the drawer): the grid last rendered, the same element, which React skips.
  if (shown === 0 && lastGrid.current)
    return (
      <>
        {failed}
        {lastGrid.current}
      </>
    );
  lastGrid.current = null;
  if (items.length === 0 && !loading && !failed) {
    // Cars match, but the address asks for a page past the last one (?page=99).
    if (results.nbHits > 0) {
      return (
        <PastLastPage
          page={results.page + 1}
          pageCount={results.nbPages}
          countLabel={countLabel ? countLabel(results.nbHits, carTypeCounts(results)) : `${results.nbHits.toLocaleString('en-AU')} cars`}
          firstPageUrl={pageUrl(0)}
          onFirstPage={() => goToPage(0)}
        />
      );
    }
    return <EmptyResults clearFiltersPath={clearFiltersPath} />;
  }
  const views = items.map((hit) => toCardView(hit, card, new Date(now)));
  const grid = (
    <ResultsGrid
      gridRef={gridRef}
      items={insertPromoCards(views, placed).slice(0, shown)}
      cardsPerRow={cardsPerRow}
      loading={slow}
      renderFavourite={card.favourites.enabled ? (v) => v.favourite && <FavouriteButton car={v.favourite} style={card.favourites.style} /> : undefined}
    />
  );
  lastGrid.current = grid;
  return (
    <>
      {failed}
      {grid}
    </>
  );
}
