import { describe, expect, it } from 'vitest';
import { clampRange, keyboardStep, moveThumb, rangeRefinement, snapAddressRange, snapToBounds } from '../../../src/domain/sliders';
import { BUDGET_SLIDER, DEFAULT_SLIDER_MAX, roundSliderValue, sliderBounds, sliderStep } from '../../../src/domain/sliders';

// Demo stock figures: km 10..283,214, price ..138,990.
const km = { min: 10, max: 283214 };
const price = { min: 9990, max: 138990 };

describe('slider ends: rounding never leaves the range, and an end means no limit', () => {
  it('a thumb at its end stays on the end instead of rounding past or short of it', () => {
    expect(snapToBounds('km', km.max, km)).toBe(283214);
    expect(snapToBounds('price', price.max, price)).toBe(138990);
    expect(snapToBounds('km', km.min, km)).toBe(10);
    expect(snapToBounds('price', 138600, price)).toBe(138990); // rounds to 139,000: past the end, so the end
    expect(snapToBounds('km', 400, km)).toBe(10); // rounds to 0: below the 10 km minimum
    expect(snapToBounds('km', 80600, km)).toBe(81000); // inside: still rounds to 1000
  });

  it('Maximum kilometres: ArrowLeft then End is back to no limit', () => {
    const full = { min: km.min, max: km.max };
    const step = (km.max - km.min) / 100;
    const left = moveThumb('km', full, 'max', km.max - step, km).range;
    expect(left.max).toBe(280000);
    expect(rangeRefinement(left, km)).toEqual([undefined, 280000]);
    const end = moveThumb('km', left, 'max', km.max, km).range;
    expect(end).toEqual(full);
    expect(rangeRefinement(end, km)).toEqual([undefined, undefined]);
  });

  it('price max at End is 138,990, km min at Home is 10, neither a filter', () => {
    const p = moveThumb('price', { min: price.min, max: 100000 }, 'max', price.max, price).range;
    expect(p.max).toBe(138990);
    expect(rangeRefinement(p, price)).toEqual([undefined, undefined]);
    const k = moveThumb('km', { min: 50000, max: km.max }, 'min', km.min, km).range;
    expect(k.min).toBe(10);
    expect(rangeRefinement(k, km)).toEqual([undefined, undefined]);
  });

  it('clampRange keeps rounded values inside the bounds', () => {
    expect(clampRange('price', { max: 138990 }, price)).toEqual({ min: 9990, max: 138990 });
    expect(clampRange('km', { min: 10, max: 283214 }, km)).toEqual({ min: 10, max: 283214 });
  });
});

describe('price range slider', () => {
  it('"for price and km, values round to the nearest 1000"', () => {
    expect(roundSliderValue('price', 24499)).toBe(24000);
    expect(roundSliderValue('price', 24500)).toBe(25000);
    expect(roundSliderValue('km', 80600)).toBe(81000);
    expect(roundSliderValue('year', 2017)).toBe(2017);
  });
  it('"step is one hundredth of the range; default max 100000"', () => {
    expect(sliderStep({ min: 0, max: 100000 })).toBe(1000);
    expect(sliderBounds(null)).toEqual({ min: 0, max: DEFAULT_SLIDER_MAX });
    expect(DEFAULT_SLIDER_MAX).toBe(100000);
  });
  it('"values clamp to range min and max; min cannot pass max"', () => {
    const bounds = { min: 5000, max: 80000 };
    expect(clampRange('price', { min: 1000, max: 95000 }, bounds)).toEqual({ min: 5000, max: 80000 });
    expect(clampRange('price', { min: 60000, max: 40000 }, bounds)).toEqual({ min: 40000, max: 40000 });
  });
  it('"Slider attempts outside min or max are logged and ignored"; a thumb stops at the other', () => {
    const bounds = { min: 5000, max: 80000 };
    const current = { min: 10000, max: 50000 };
    expect(moveThumb('price', current, 'min', 4000, bounds)).toEqual({ range: current, ignored: true });
    expect(moveThumb('price', current, 'min', 60000, bounds).range).toEqual({ min: 50000, max: 50000 });
    expect(moveThumb('price', current, 'max', 30400, bounds).range).toEqual({ min: 10000, max: 30000 });
  });
  it('budget-screen thumbs step 500, range 5,000..250,000', () => {
    expect(BUDGET_SLIDER).toEqual({ min: 5000, max: 250000, step: 500 });
  });
});

describe('keyboard steps and address ranges', () => {
  it('years step by whole years and round to whole years', () => {
    expect(sliderStep({ min: 2010, max: 2026 }, 'year')).toBe(1);
    expect(roundSliderValue('year', 2013.13)).toBe(2013);
  });
  it('an arrow press always moves the thumb, even when the step is smaller than the rounding', () => {
    const bounds = { min: 10000, max: 60000 }; // step 500, rounding 1000
    expect(keyboardStep('price', 11000, -1, bounds)).toBe(10000);
    expect(keyboardStep('price', 11000, 1, bounds)).toBe(12000);
    expect(keyboardStep('price', 60000, 1, bounds)).toBe(60000);
    expect(keyboardStep('year', 2013, 1, { min: 2010, max: 2026 })).toBe(2014);
  });
  it('an address range is held as given inside the bounds (a budget of $28,260 stays $28,260, neither $28,000 nor $29,000); an open side stays open', () => {
    expect(snapAddressRange('price', { min: 20500, max: 30400 }, price)).toEqual({ min: 20500, max: 30400 });
    expect(snapAddressRange('price', { max: 28260 }, price)).toEqual({ min: undefined, max: 28260 });
    expect(snapAddressRange('price', { max: 32680.4 }, price)).toEqual({ min: undefined, max: 32680 });
    expect(snapAddressRange('price', { min: 5, max: 999_999_999 }, price)).toEqual({});
    expect(snapAddressRange('price', { min: 5, max: 100_000 }, price)).toEqual({ min: 9990, max: 100000 });
    expect(snapAddressRange('price', { min: 50000, max: 40000 }, price)).toEqual({ min: 40000, max: 40000 });
    expect(snapAddressRange('year', { min: 2013.13 }, { min: 2010, max: 2026 })).toEqual({ min: 2013, max: undefined });
  });
});

describe('a slider at both ends is no filter (the cars without a price stay)', () => {
  it('an address range held at both ends is written back as no range; one side alone (a budget) stays a limit', () => {
    expect(snapAddressRange('price', { min: 5000, max: 250000 }, price)).toEqual({});
    expect(snapAddressRange('price', { min: 9990, max: 138990 }, price)).toEqual({});
    expect(snapAddressRange('price', { max: 138990 }, price)).toEqual({ min: undefined, max: 138990 });
    expect(rangeRefinement({ min: BUDGET_SLIDER.min, max: BUDGET_SLIDER.max }, BUDGET_SLIDER)).toEqual([undefined, undefined]);
  });
});

describe('keyboard steps from an end', () => {
  it('a thumb at the top end steps down past the rounding back', () => {
    expect(keyboardStep('price', 60000, -1, { min: 10000, max: 60000 })).toBe(59000);
    expect(keyboardStep('price', 10000, -1, { min: 10000, max: 60000 })).toBe(10000);
  });
});
