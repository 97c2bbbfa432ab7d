import type { SavedCarSummary } from '../../domain/saved-cars';

/*
 * The parts of a car's search card that the saved-cars rows and the compare page's columns draw: its price (the
 * 'Was' line, the price, its suffix) and its badge. They draw the card view's own values (toCardView, priceView),
 * never a price or badge worked out here.
 */

type Price = SavedCarSummary['price'] | { text: string; suffix: string | null; was: string | null };
type Badge = SavedCarSummary['badge'] | { kind: string; text: string } | null;

/** The card's price lines; `name` prefixes their classes (`saved` gives .saved-was, .saved-price, .saved-suffix). */
export function CardPrice({ price, name }: { price: Price; name: string }) {
  return (
    <>
      {price.was && <p className={`${name}-was`}>{price.was}</p>}
      <p className={`${name}-price`}>
        {price.text}
        {price.suffix && <span className={`${name}-suffix`}> {price.suffix}</span>}
      </p>
    </>
  );
}

/** The card's tag badge (SOLD, Reserved, Electric, a certified make, the dealer's tag…), when it has one. */
export function CardBadge({ badge }: { badge: Badge }) {
  return badge ? <span className={`badge badge--${badge.kind}`}>{badge.text}</span> : null;
}
