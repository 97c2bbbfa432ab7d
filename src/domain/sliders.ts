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

/** Clamp a chosen [min, max] to the bounds, round price/km, and never let min pass max. */
export function clampRange(attribute: string, value: Partial<Range>, bounds: Range): Range {
  const clamp = (v: number) => Math.min(Math.max(v, bounds.min), bounds.max);
  let min = clamp(roundSliderValue(attribute, value.min ?? bounds.min));
  const max = clamp(roundSliderValue(attribute, value.max ?? bounds.max));
  if (min > max) min = max;
  return { min, max };
}

/**
 * Moving one thumb: an attempt outside the bounds is ignored (the caller logs it) and the range is returned
 * unchanged; inside, the thumb stops at the other thumb.
 */
export function moveThumb(attribute: string, current: Range, thumb: 'min' | 'max', value: number, bounds: Range): { range: Range; ignored: boolean } {
  if (value < bounds.min || value > bounds.max) return { range: current, ignored: true };
  const v = roundSliderValue(attribute, value);
  const range = thumb === 'min' ? { min: Math.min(v, current.max), max: current.max } : { min: current.min, max: Math.max(v, current.min) };
  return { range, ignored: false };
}
