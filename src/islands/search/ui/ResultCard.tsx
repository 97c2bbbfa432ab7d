import { memo, type ReactNode } from 'react';
import type { CardView } from '../../../lib/card-view';

type Props = {
  view: CardView;
  eager?: boolean;
  /**
   * The save button. Undefined: this grid shows none. Null: this car has none (sold, or not eligible) while others
   * do; its row is kept, empty, so the card is as tall as the others (docs/decisions.md, Cards of one height).
   */
  favourite?: ReactNode;
};

/** One result card: image, tag badge, title, price block, key specs and (when given) the save button. */
export function ResultCard({ view, eager = false, favourite }: Props) {
  const { price } = view;
  return (
    <article className={`card sr-card${view.sold ? ' is-sold' : ''}`} data-car-id={view.id}>
      <a href={view.href} className="sr-media" tabIndex={-1} aria-hidden="true">
        {view.picture ? (
          <img
            src={view.picture.src}
            srcSet={view.picture.srcset}
            sizes={view.picture.sizes}
            alt=""
            width={view.picture.width}
            height={view.picture.height}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="sr-noimg" />
        )}
      </a>
      {view.badge && <span className={`badge sr-badge badge--${view.badge.kind}`}>{view.badge.text}</span>}
      <div className="sr-body">
        <h2 className="sr-title">
          <a href={view.href} title={view.name}>
            {view.name}
          </a>
        </h2>
        <div className="sr-price">
          {price.was && <p className="sr-was">{price.was}</p>}
          <p className="sr-amount">
            <strong className={price.reduced ? 'is-reduced' : undefined}>{price.text}</strong>
            {price.suffix && <span className="sr-suffix"> {price.suffix}</span>}
            {price.reduced && <span className="reduced-tag"> Reduced</span>}
          </p>
          {price.label && (
            <p className="sr-type" title={price.label}>
              {price.label}
            </p>
          )}
        </div>
        {view.specs.length > 0 && (
          <ul role="list" className="sr-specs">
            {view.specs.map((s) => (
              <li key={s} title={s}>
                {s}
              </li>
            ))}
          </ul>
        )}
        {favourite !== undefined && <div className="sr-actions">{favourite}</div>}
      </div>
    </article>
  );
}

/**
 * The grid re-renders on every search state change (loading, results, facet counts); a card whose car and
 * position did not change keeps its DOM untouched. `favourite` is derived from the view, so it is not compared.
 */
export const MemoResultCard = memo(ResultCard, (a, b) => a.eager === b.eager && a.view.id === b.view.id && JSON.stringify(a.view) === JSON.stringify(b.view));
