import { useId } from 'react';
import { formatNumber } from '../../../domain/number-format';
import { afterPaint, usePending } from '../after-paint';

export type FacetItem = { label: string; value: string; count: number; isRefined: boolean };

type Props = {
  title: string;
  items: FacetItem[];
  /** The widget's state behind `items` (InstantSearch's own array): a ticked box shows ticked until it changes. */
  source?: unknown;
  onToggle: (value: string) => void;
  /** 'Show all makes' style toggle, shown only when there are more values than the list shows. */
  showMore?: { canToggle: boolean; isShowingMore: boolean; onToggle: () => void; moreLabel: string; lessLabel: string };
};

/** A checkbox list of facet values with counts. */
export function FacetList({ title, items, source = items, onToggle, showMore }: Props) {
  const id = useId();
  const [pending, setPending] = usePending<{ value: string; checked: boolean }>(source);
  if (items.length === 0) return null;
  return (
    <fieldset className="sr-facet" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sr-facet-title">
        {title}
      </legend>
      <ul role="list" className="sr-facet-list">
        {items.map((item) => (
          <li key={item.value}>
            <label className={item.isRefined ? 'is-refined' : undefined}>
              <input
                type="checkbox"
                checked={pending?.value === item.value ? pending.checked : item.isRefined}
                onChange={(e) => {
                  setPending({ value: item.value, checked: e.currentTarget.checked });
                  afterPaint(() => onToggle(item.value));
                }}
              />
              <span className="sr-facet-label">{item.label}</span>
              <span className="sr-facet-count">{formatNumber(item.count)}</span>
            </label>
          </li>
        ))}
      </ul>
      {showMore?.canToggle && (
        <button type="button" className="sr-link" onClick={showMore.onToggle}>
          {showMore.isShowingMore ? showMore.lessLabel : showMore.moreLabel}
        </button>
      )}
    </fieldset>
  );
}
