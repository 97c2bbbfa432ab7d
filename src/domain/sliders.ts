/** Default slider max when facet stats are missing (spec 5). */
export const DEFAULT_SLIDER_MAX = 100000;
/** Budget-screen price thumbs: step 500, range 5,000..250,000. */
export const BUDGET_SLIDER = { min: 5000, max: 250000, step: 500 } as const;

export type Range = { min: number; max: number };

/** Price and kilometre sliders snap to the nearest 1000; others keep their value. */
export function roundSliderValue(attribute: string, value: number): number {
  return attribute === 'price' || attribute === 'km' ? Math.round(value / 1000) * 1000 : value;
}

/** Step is one hundredth of the range. */
export function sliderStep(bounds: Range): number {
  return (bounds.max - bounds.min) / 100;
}

/** Bounds from facet stats, defaulting the max to 100000. */
export function sliderBounds(stats: Partial<Range> | null | undefined): Range {
  const min = stats?.min ?? 0;
  const max = stats?.max ?? DEFAULT_SLIDER_MAX;
  return { min, max: Math.max(min, max) };
}

/**
 * Rounds a thumb position without ever leaving the bounds: a thumb at an end stays exactly on that end
 * (rounding 138,990 up to 139,000 or 10 down to 0 would show a value no car has, and keep a filter that
 * should read "no limit"), and a rounded value past an end becomes that end.
 */
export function snapToBounds(attribute: string, value: number, bounds: Range): number {
  if (value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  return Math.min(Math.max(roundSliderValue(attribute, value), bounds.min), bounds.max);
}

/** Clamp a chosen [min, max] to the bounds, round price/km (never out of range), and never let min pass max. */
export function clampRange(attribute: string, value: Partial<Range>, bounds: Range): Range {
  let min = snapToBounds(attribute, value.min ?? bounds.min, bounds);
  const max = snapToBounds(attribute, value.max ?? bounds.max, bounds);
  if (min > max) min = max;
  return { min, max };
}

/**
 * Moving one thumb: an attempt outside the bounds is ignored (the caller logs it) and the range is returned
 * unchanged; inside, the value snaps within the bounds and the thumb stops at the other thumb.
 */
export function moveThumb(attribute: string, current: Range, thumb: 'min' | 'max', value: number, bounds: Range): { range: Range; ignored: boolean } {
  if (value < bounds.min || value > bounds.max) return { range: current, ignored: true };
  const v = snapToBounds(attribute, value, bounds);
  const range = thumb === 'min' ? { min: Math.min(v, current.max), max: current.max } : { min: current.min, max: Math.max(v, current.min) };
  return { range, ignored: false };
}

/**
 * The refinement a slider range means: a thumb at its end is no limit on that side (undefined), so a
 * slider dragged back to both ends removes the parameter from the URL.
 */
export function rangeRefinement(range: Range, bounds: Range): [number | undefined, number | undefined] {
  return [range.min > bounds.min ? range.min : undefined, range.max < bounds.max ? range.max : undefined];
}
