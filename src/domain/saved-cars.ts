import type { TagBadge } from './tag-badge';

/**
 * The card view fields a saved row draws (the same names and values as CardView, src/lib/card-view.ts):
 * the saved-cars page and the compare page's car headers show a car as its search card does.
 */
export type SavedCardFields = {
  id: string;
  name: string;
  href: string;
  image: string | null;
  price: { text: string; suffix: string | null; was: string | null };
  badge: TagBadge | null;
};

/**
 * One car of the watchlist car table (/watchlist/cars.json): its search card's view (toCardView at build time, the
 * build's clock), cut to what a saved row shows. A field without a value is left out (most cars have no suffix,
 * Was line or badge), so a 10,000-car stock's table stays about the size of the old summary (id, name, slug,
 * image, price text): see docs/site-pages.md, Watchlist page.
 */
export type SavedCarSummary = {
  id: string;
  name: string;
  href: string;
  image?: string;
  price: { text: string; suffix?: string; was?: string };
  badge?: { kind: TagBadge['kind']; text: string };
};

/** A card view as the watchlist table carries it: the row's fields, nothing empty. */
export function savedCarSummary(view: SavedCardFields): SavedCarSummary {
  const { text, suffix, was } = view.price;
  return {
    id: view.id,
    name: view.name,
    href: view.href,
    ...(view.image ? { image: view.image } : {}),
    price: { text, ...(suffix ? { suffix } : {}), ...(was ? { was } : {}) },
    ...(view.badge ? { badge: { kind: view.badge.kind, text: view.badge.text } } : {}),
  };
}
