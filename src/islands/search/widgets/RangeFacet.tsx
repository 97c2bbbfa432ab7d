import { useEffect, useState } from 'react';
import { useRange } from 'react-instantsearch';
import { clampRange, moveThumb, rangeRefinement, sliderBounds, sliderStep, type Range } from '../../../domain/sliders';
import type { RangeAttribute } from '../../../search/routing';
import { formatRangeValue } from '../facets';
import { RangeSlider } from '../ui/RangeSlider';

/** bounds: the whole stock's min/max from the build, so the slider's scale stays put while it filters. */
type Props = { attribute: RangeAttribute; title: string; bounds: Partial<Range> | null };

/**
 * Hook adapter for price/km/year: the domain slider rules (bounds from facet stats, step 1/100 of the range,
 * price/km rounded to 1000, thumbs never cross, out-of-range moves logged and ignored). Results refine as the
 * thumb moves; the router holds the URL write for 400 ms.
 */
export function RangeFacet({ attribute, title, bounds: fixed }: Props) {
  // Bounds are not passed to useRange: with min/max it writes them as a refinement on every search.
  const { start, range, refine } = useRange({ attribute });
  const bounds = sliderBounds({ min: fixed?.min ?? range.min ?? undefined, max: fixed?.max ?? range.max ?? undefined });
  // A range from the address (a shared link, the budget screen) is held to the same rules as a moved thumb:
  // inside the bounds, price/km to the nearest 1000, min never past max (spec 5).
  const fromState = (): Range => clampRange(attribute, {
    min: Number.isFinite(start[0]) ? Number(start[0]) : undefined,
    max: Number.isFinite(start[1]) ? Number(start[1]) : undefined,
  }, bounds);
  const [value, setValue] = useState<Range>(fromState);
  useEffect(() => setValue(fromState()), [start[0], start[1], bounds.min, bounds.max]);
  if (range.min === undefined && range.max === undefined) return null;
  return (
    <RangeSlider
      title={title}
      bounds={bounds}
      value={value}
      step={sliderStep(bounds)}
      format={(n) => formatRangeValue(attribute, n)}
      onMove={(thumb, raw) => {
        const moved = moveThumb(attribute, value, thumb, raw, bounds);
        if (moved.ignored) { console.warn(`Slider ${attribute}: ${raw} is outside ${bounds.min}..${bounds.max}, ignored`); return; }
        setValue(moved.range);
        refine(rangeRefinement(moved.range, bounds));
      }}
    />
  );
}
