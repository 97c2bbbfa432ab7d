import type { ReactNode, Ref } from 'react';
import type { ResultItem } from '../../../domain/promo-cards';
import type { CardView } from '../../../lib/card-view';
import { PromoCard } from './PromoCard';
import { MemoResultCard } from './ResultCard';
import { SkeletonCard } from './SkeletonCard';
import './search.css';

type Props = {
  items: ResultItem<CardView>[];
  cardsPerRow: 3 | 4;
  /** Searching: with items shown they stay (spec 4), dimmed; with none, skeletons fill the grid. */
  loading?: boolean;
  skeletons?: number;
  /** Each card's save button, null for a car without one; left out, no card has a row for it. */
  renderFavourite?: (view: CardView) => ReactNode;
  gridRef?: Ref<HTMLDivElement>;
};

/** The result grid: 3 across on large screens (4 where configured), promo cards in their slots. */
export function ResultsGrid({ items, cardsPerRow, loading = false, skeletons = 6, renderFavourite, gridRef }: Props) {
  const showSkeletons = loading && items.length === 0;
  return (
    <div ref={gridRef} className={`sr-grid sr-grid--${cardsPerRow}${loading ? ' is-loading' : ''}`} aria-busy={loading} data-testid="results">
      {showSkeletons
        ? Array.from({ length: skeletons }, (_, i) => <SkeletonCard key={i} />)
        : items.map((item, i) =>
            item.type === 'car' ? (
              <MemoResultCard key={item.car.id} view={item.car} eager={i < 2} favourite={renderFavourite ? (renderFavourite(item.car) ?? null) : undefined} />
            ) : (
              <PromoCard key={`promo-${i}`} title={item.card.title} text={item.card.text} link={item.card.link} image={item.card.image ?? null} />
            ),
          )}
    </div>
  );
}
