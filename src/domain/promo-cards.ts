import type { CarType, DealerConfig, PromoCard } from './schemas';
import { DEFAULT_TIME_ZONE, zoneClock } from './time-zone';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Start and expiry bound a card; a missing one leaves that side open. A date without a time is a day on the
 * dealer's clock (its primary location's time zone): the card starts at that day's midnight there, and its expiry
 * day is the last it shows. A date with a time is that instant. Decided in the shopper's browser at the moment they
 * look; the build decides only the HTML shown without JavaScript.
 */
export function isPromoCardLive(card: Pick<PromoCard, 'start' | 'expiry'>, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  const t = now.getTime();
  let today: string | undefined;
  const day = () => (today ??= zoneClock(now, timeZone).date);
  if (card.start && !Number.isNaN(Date.parse(card.start))) {
    if (DATE_ONLY.test(card.start) ? day() < card.start : t < Date.parse(card.start)) return false;
  }
  if (card.expiry && !Number.isNaN(Date.parse(card.expiry))) {
    if (DATE_ONLY.test(card.expiry) ? day() > card.expiry : t >= Date.parse(card.expiry)) return false;
  }
  return true;
}

/** Card shows for the current car-type filter: empty display = all; strict_display needs exactly one listed type. */
function matchesCarTypes(card: PromoCard, carTypes: readonly CarType[]): boolean {
  if (card.display.length === 0) return true;
  if (card.strict_display) {
    const [only] = carTypes;
    return carTypes.length === 1 && only !== undefined && card.display.includes(only);
  }
  if (carTypes.length === 0) return true;
  return carTypes.some((t) => card.display.includes(t));
}

/** The settings promo-card placement reads. */
export type PromoSettings = Pick<DealerConfig['search'], 'promo_cards' | 'promo_cards_all_types' | 'promo_shuffle' | 'promo_random_offset'>;

/** Promo cards only when the filter is used only, or the site allows them for every type. */
export function promoCardsAllowed(carTypes: readonly CarType[], config: { search: Pick<PromoSettings, 'promo_cards_all_types'> }): boolean {
  return config.search.promo_cards_all_types || (carTypes.length === 1 && carTypes[0] === 'used');
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    // 0 <= j <= i < a.length
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export type PlacedPromo = { card: PromoCard; position: number };

/**
 * Live cards for this filter, ordered by position then optionally shuffled; each takes the next position slot in
 * order, shifted by a random start offset 0..2 where configured. Positions are 1-based card slots.
 */
export function placePromoCards(
  config: { search: PromoSettings },
  ctx: { now: Date; carTypes: readonly CarType[]; random: () => number; timeZone?: string },
): PlacedPromo[] {
  if (!promoCardsAllowed(ctx.carTypes, config)) return [];
  const live = config.search.promo_cards.filter((c) => isPromoCardLive(c, ctx.now, ctx.timeZone) && matchesCarTypes(c, ctx.carTypes));
  const byPosition = [...live].sort((a, b) => a.position - b.position);
  const order = config.search.promo_shuffle ? shuffle(byPosition, ctx.random) : byPosition;
  const offset = config.search.promo_random_offset ? Math.floor(ctx.random() * 3) : 0;
  // The i-th card shown takes the i-th position slot (the positions in ascending order).
  return byPosition.flatMap(({ position }, i) => {
    const card = order[i];
    return card ? [{ card, position: position + offset }] : [];
  });
}

export type ResultItem<T> = { type: 'car'; car: T } | { type: 'promo'; card: PromoCard };

/** Interleave placed cards into a page of hits so each card lands at its 1-based position (or at the end). */
export function insertPromoCards<T>(hits: readonly T[], placed: readonly PlacedPromo[]): ResultItem<T>[] {
  const out: ResultItem<T>[] = hits.map((car) => ({ type: 'car', car }));
  for (const p of [...placed].sort((a, b) => a.position - b.position)) {
    out.splice(Math.min(p.position - 1, out.length), 0, { type: 'promo', card: p.card });
  }
  return out;
}
