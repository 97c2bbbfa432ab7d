/** Default slider max when facet stats are missing (spec 5). */
export const DEFAULT_SLIDER_MAX = 100000;
/** Budget-screen price thumbs: step 500, range 5,000..250,000. */
export const BUDGET_SLIDER = { min: 5000, max: 250000, step: 500 } as const;

export type Range = { min: number; max: number };

/** Price and kilometre sliders snap to the nearest 1000; years are whole years; others keep their value. */
export function roundSliderValue(attribute: string, value: number): number {
  if (attribute === 'price' || attribute === 'km') return Math.round(value / 1000) * 1000;
  if (attribute === 'year') return Math.round(value);
  return value;
}

/**
 * Step is one hundredth of the range (spec), never less than one unit of the value's own rounding: a year
 * moves by whole years (a step of 0.16 wrote range[year]=2013.13, which dropped the 2013 cars).
 */
export function sliderStep(bounds: Range, attribute?: string): number {
  const step = (bounds.max - bounds.min) / 100;
  return attribute === 'year' ? Math.max(1, Math.round(step)) : step;
}

/**
 * One keyboard step of a thumb (arrow keys): a step, then the slider's rounding; when the rounding would put the
 * thumb back where it was (a 500 step under the nearest-1000 rounding), it goes on to the next value that differs,
 * so a key press always moves the thumb unless it is at an end.
 */
export function keyboardStep(attribute: string, value: number, direction: 1 | -1, bounds: Range): number {
  if (direction > 0 ? value >= bounds.max : value <= bounds.min) return value;
  const step = sliderStep(bounds, attribute) || 1;
  // Bounded: the thumb is not at that end, so some multiple of the step (at the latest, the end) differs.
  for (let k = 1; k <= 1000; k += 1) {
    const next = snapToBounds(attribute, value + direction * step * k, bounds);
    if (next !== value) return next;
  }
  return direction > 0 ? bounds.max : bounds.min;
}

/** A value given in the address, as the filter can hold it: whole years; prices and km as given, to the unit. */
const addressValue = (attribute: string, value: number): number =>
  attribute === 'year' || attribute === 'price' || attribute === 'km' ? Math.round(value) : value;

/**
 * A range read from the address (a shared link, the budget tool's "Show me 61 cars") as the slider shows and the
 * search filters it: inside the bounds, min never past max, years whole, but a price or km as given, not rounded
 * to the thumb's 1000: the budget's $28,260 must find the 61 cars its button counted, neither dropping the
 * $28,260 car (rounded down to $28,000) nor showing a $28,490 one (rounded up). Only a thumb the shopper moves
 * rounds. A side not given stays open.
 */
export function addressRange(attribute: string, given: Partial<Range>, bounds: Range): Range {
  const inside = (v: number) => Math.min(Math.max(addressValue(attribute, v), bounds.min), bounds.max);
  let min = given.min === undefined ? bounds.min : inside(given.min);
  const max = given.max === undefined ? bounds.max : inside(given.max);
  if (min > max) min = max;
  return { min, max };
}

/** addressRange with the sides the address leaves open still open: what is written back to the address. */
export function snapAddressRange(attribute: string, given: Partial<Range>, bounds: Range): Partial<Range> {
  const held = addressRange(attribute, given, bounds);
  // Both sides given and both held at the ends (an older budget link's 5000:250000): the thumbs sit at the ends,
  // which is no filter (rangeRefinement); kept, it would drop the cars without a price. One side alone stays: the
  // budget's ':54000' is a limit the budget count counted with price > 1000, even at the dearest car.
  if (given.min !== undefined && given.max !== undefined && held.min === bounds.min && held.max === bounds.max) return {};
  return { min: given.min === undefined ? undefined : held.min, max: given.max === undefined ? undefined : held.max };
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
