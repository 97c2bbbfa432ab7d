import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * How many columns a CSS grid shows now (its resolved `grid-template-columns` lists one size per track), so the
 * first step of new results renders just the rows a screen shows: one column on a phone, three on a desktop.
 * `fallback` while the grid is not in the page or not laid out as a grid.
 */
export function columnsShown(grid: Element | null, fallback: number): number {
  if (!grid || typeof getComputedStyle !== 'function') return fallback;
  const tracks = getComputedStyle(grid)
    .gridTemplateColumns.split(/\s+/)
    .filter((t) => /^\d+(\.\d+)?px$/.test(t));
  return tracks.length > 0 ? tracks.length : fallback;
}

/**
 * The content height most car cards of the first two rows have (always laid out: search.css), or null before they
 * are. Off-screen cards are drawn at this height until laid out (`--sr-card-h`, a content height like
 * contain-intrinsic-size's), so laying them out moves nothing below. The most common height, not the tallest: a row
 * with an offer's "was" line is one line taller than the rest.
 */
export function typicalCardHeight(grid: Element, columns: number): number | null {
  const seen = new Map<number, { height: number; count: number }>();
  for (const card of [...grid.children].slice(0, columns * 2)) {
    if (!card.classList.contains('sr-card') || card.classList.contains('sr-promo')) continue;
    const height = card.getBoundingClientRect().height;
    if (height <= 0) continue;
    const key = Math.round(height);
    const entry = seen.get(key) ?? { height, count: 0 };
    entry.count++;
    seen.set(key, entry);
  }
  let best: { height: number; count: number } | undefined;
  for (const entry of seen.values()) if (!best || entry.count > best.count || (entry.count === best.count && entry.height > best.height)) best = entry;
  if (!best) return null;
  // Borders and padding are drawn around a skipped card's intrinsic size, as around its laid-out content.
  const style = getComputedStyle(grid.querySelector('.sr-card:not(.sr-promo)')!);
  const frame = ['borderTopWidth', 'borderBottomWidth', 'paddingTop', 'paddingBottom'] as const;
  return best.height - frame.reduce((sum, side) => sum + (parseFloat(style[side]) || 0), 0);
}

/** Reads the grid's columns into `columns` and the typical card height into --sr-card-h (when it changed). */
function measure(el: HTMLDivElement, columns: RefObject<number>, fallback: number): void {
  columns.current = columnsShown(el, fallback);
  const height = typicalCardHeight(el, columns.current);
  const px = height === null ? '' : `${height.toFixed(2)}px`;
  if (px && el.style.getPropertyValue('--sr-card-h') !== px) el.style.setProperty('--sr-card-h', px);
}

/**
 * The grid's column count (and the off-screen cards' height, above), kept current by a ResizeObserver: its callback
 * comes right after the browser's own layout, so reading the resolved tracks there forces no extra layout, which
 * reading it after each commit did (measured: slower filter clicks with the drawer open). `gridRef` goes on the grid
 * element.
 *
 * Until the height is first known, it is also read in a layout effect after each render, before the browser paints:
 * the island's grid is hidden until its first answer, and when it was shown the observer's first reading came two
 * frames later, so the skipped cards were drawn 420 px tall for those frames and the pager then moved by 5 rows' difference
 * (286 px on demo-motors), under a click aimed at it in between.
 */
export function useColumnsShown(fallback: number): { gridRef: (el: HTMLDivElement | null) => (() => void) | undefined; columns: RefObject<number> } {
  const columns = useRef(fallback);
  const grid = useRef<HTMLDivElement | null>(null);
  const gridRef = useCallback(
    (el: HTMLDivElement | null) => {
      grid.current = el;
      if (!el || typeof ResizeObserver !== 'function') return undefined;
      // Read here, right after the browser's layout; a new value restyles only the cards not yet laid out.
      const observer = new ResizeObserver(() => measure(el, columns, fallback));
      observer.observe(el);
      return () => observer.disconnect();
    },
    [fallback],
  );
  useLayoutEffect(() => {
    const el = grid.current;
    if (el && !el.style.getPropertyValue('--sr-card-h')) measure(el, columns, fallback);
  });
  return { gridRef, columns };
}
