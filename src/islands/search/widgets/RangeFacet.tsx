import { useEffect, useRef, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { addressRange, keyboardStep, moveThumb, rangeRefinement, sliderBounds, sliderStep, snapAddressRange, type Range } from '../../../domain/sliders';
import { replaceNextWrite, type RangeAttribute } from '../../../search/routing';
import { afterPaint } from '../after-paint';
import { formatRangeValue } from '../facets';
import { RangeSlider } from '../ui/RangeSlider';
import { useSearchState } from '../search-state';

/** bounds: the search path's own min/max from the build (used cars' prices on /search/used-cars/). */
type Props = { attribute: RangeAttribute; title: string; bounds: Partial<Range> | null };

const isLimit = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/**
 * Hook adapter for price/km/year: the domain slider rules (bounds from facet stats, step 1/100 of the range,
 * price/km rounded to 1000, thumbs never cross, out-of-range moves logged and ignored). Results refine as the
 * thumb moves, after the moved thumb has painted (a drag's moves within one frame make one search: the last);
 * the router holds the URL write for 400 ms.
 *
 * The scale is the current filter's: while this slider sets no limit, its ends are the live results' min and
 * max (tick Mazda, and the price slider spans Mazda prices); once it limits, the scale stays where it was, so
 * the thumb does not jump under the finger and the limit can be widened again. A page opened with the limit
 * already in its address starts from the search path's bounds.
 */
export function RangeFacet({ attribute, title, bounds: fixed }: Props) {
  // Bounds are not passed to useRange: with min/max it writes them as a refinement on every search.
  const { start, range } = useRange({ attribute });
  const [startMin, startMax] = start;
  const { setIndexUiState, results } = useSearchState();
  const limited = isLimit(start[0]) || isLimit(start[1]);
  // No cars, no scale: the engine's 0..0 for an empty answer would shut the slider; the last scale stays.
  const found = (results?.nbHits ?? 0) > 0;
  const live = found && isLimit(range.min) && isLimit(range.max) ? { min: range.min as number, max: range.max as number } : null;
  const scale = useRef<Range | null>(null);
  if (!limited && live) scale.current = live;
  const bounds = sliderBounds(scale.current ?? (fixed?.min !== undefined && fixed?.max !== undefined ? fixed : null) ?? live);
  /*
   * Written to the UI state directly, not through useRange's refine: that one drops any value outside the
   * live results' own min and max, which a limit narrows, so a narrowed slider could never be widened (and a
   * scale wider than the results, as the whole stock's was on /search/used-cars/, ignored every move).
   */
  const refine = ([lo, hi]: [number | undefined, number | undefined]) =>
    setIndexUiState((state) => {
      const ranges = { ...(state.range ?? {}) };
      if (lo === undefined && hi === undefined) delete ranges[attribute];
      else ranges[attribute] = `${lo ?? ''}:${hi ?? ''}`;
      return { ...state, range: ranges, page: undefined };
    });
  // A range from the address (a shared link, the budget screen) is held inside the bounds, min never past max,
  // and shown as given: only a moved thumb rounds price/km to the nearest 1000 (spec 5), so a budget's bound
  // finds the cars its button counted (sliders.ts addressRange).
  const fromState = (): Range =>
    addressRange(
      attribute,
      {
        min: Number.isFinite(start[0]) ? Number(start[0]) : undefined,
        max: Number.isFinite(start[1]) ? Number(start[1]) : undefined,
      },
      bounds,
    );
  const [value, setValue] = useState<Range>(fromState);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the numbers, not each render's new closure
  useEffect(() => setValue(fromState()), [startMin, startMax, bounds.min, bounds.max]);
  /*
   * The address's own numbers are held the same way and written back, so the filter and the URL say what the
   * labels say (range[price]=5:999999999 becomes the bounds' ends, range[year]=2013.13: becomes 2013:). Against
   * the scale or the search path's bounds only: the live results under this very limit are no scale for it.
   * Without either, only whole units apply.
   */
  const known = scale.current ?? (fixed?.min !== undefined && fixed?.max !== undefined ? sliderBounds(fixed) : null);
  useEffect(() => {
    const given = { min: Number.isFinite(start[0]) ? Number(start[0]) : undefined, max: Number.isFinite(start[1]) ? Number(start[1]) : undefined };
    if (given.min === undefined && given.max === undefined) return;
    const snapped = known
      ? snapAddressRange(attribute, given, known)
      : {
          min: given.min === undefined ? undefined : Math.round(given.min),
          max: given.max === undefined ? undefined : Math.round(given.max),
        };
    if (snapped.min !== given.min || snapped.max !== given.max) {
      // A correction of the address, not the shopper's step: it replaces the history entry (Back still leaves).
      replaceNextWrite();
      refine([snapped.min, snapped.max]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- snaps once per new address range or scale, not on each render's new closures
  }, [startMin, startMax, known?.min, known?.max]);
  // The refinement waiting for the next paint (the thumb answers the finger first).
  const queued = useRef<ReturnType<typeof rangeRefinement> | null>(null);
  const refineAfterPaint = (next: ReturnType<typeof rangeRefinement>) => {
    const first = queued.current === null;
    queued.current = next;
    if (first)
      afterPaint(() => {
        const latest = queued.current;
        queued.current = null;
        if (latest) refine(latest);
      });
  };
  if (range.min === undefined && range.max === undefined) return null;
  return (
    <RangeSlider
      title={title}
      bounds={bounds}
      value={value}
      step={sliderStep(bounds, attribute)}
      keyStep={(current, direction) => keyboardStep(attribute, current, direction, bounds)}
      format={(n) => formatRangeValue(attribute, n)}
      onMove={(thumb, raw) => {
        const moved = moveThumb(attribute, value, thumb, raw, bounds);
        if (moved.ignored) {
          console.warn(`Slider ${attribute}: ${raw} is outside ${bounds.min}..${bounds.max}, ignored`);
          return;
        }
        setValue(moved.range);
        refineAfterPaint(rangeRefinement(moved.range, bounds));
      }}
    />
  );
}
