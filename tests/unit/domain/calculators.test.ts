import { describe, expect, it } from 'vitest';
import {
  appendBudgetToUrl, BUDGET_DEFAULTS, BUDGET_SLIDER, budgetEstimate, budgetSearchState, budgetSortedUrl, capBudget,
  clampRange, DEFAULT_SLIDER_MAX, fuelConsumption, fuelCost, moveThumb, roundSliderValue, sanitizeBudgetInput, sliderBounds, sliderStep,
} from '../../../src/domain';
import { makeCar } from './fixtures';

describe('"Fuel cost = distance / 100 x consumption x fuel price"', () => {
  it('defaults 250 km, 10 L/100km, 1.70 give $42.50', () => {
    expect(fuelCost()).toBeCloseTo(42.5, 10);
    expect(fuelCost({ distanceKm: 1000, consumption: 7.5, fuelPrice: 2 })).toBeCloseTo(150, 10);
  });
  it('"consumption defaults to 10 L/100km when unknown"', () => {
    expect(fuelConsumption(makeCar())).toBe(10);
    expect(fuelConsumption(makeCar({ variant: { fuelconsumptioncombined: '6.8L/100km' } }))).toBe(6.8);
    expect(fuelConsumption(makeCar({ variant: { fuelconsumptioncombined: 'null' } }))).toBe(10);
  });
});

describe('budget estimate = repayment x periods per year x 5 + deposit', () => {
  it('defaults: 200 weekly -> 200*52*5 + 2000 = 54,000; 600 monthly -> 38,000', () => {
    expect(budgetEstimate(BUDGET_DEFAULTS.repayment.weekly, BUDGET_DEFAULTS.deposit, 'weekly')).toBe(54000);
    expect(budgetEstimate(BUDGET_DEFAULTS.repayment.monthly, BUDGET_DEFAULTS.deposit, 'monthly')).toBe(38000);
  });
  it('"NaN becomes 0; clamped between 0 and 1,000,000"', () => {
    expect(sanitizeBudgetInput('abc')).toBe(0);
    expect(sanitizeBudgetInput(Number.NaN)).toBe(0);
    expect(sanitizeBudgetInput(-5)).toBe(0);
    expect(sanitizeBudgetInput(1_000_001)).toBe(1_000_000);
    expect(sanitizeBudgetInput('$2,000')).toBe(2000);
    expect(budgetEstimate('x', 'y', 'weekly')).toBe(0);
  });
  it('"amount capped at the maximum price in the results"', () => {
    expect(capBudget(54000, 45990)).toBe(45990);
    expect(capBudget(40000, 45990)).toBe(40000);
    expect(capBudget(40000, null)).toBe(40000);
  });
  it("budget below the lowest price: disabled with '0 {car type}s Found'", () => {
    expect(budgetSearchState(9999, 10000, 'Car')).toEqual({ enabled: false, countLabel: '0 Cars Found', notice: 'No Cars found for this budget' });
    expect(budgetSearchState(10000, 10000, 'Car').enabled).toBe(true);
  });
  it('"appends range[price]=:{amount} to the current search URL (using ? or & as needed)"', () => {
    expect(appendBudgetToUrl('/search/used-cars', 54000)).toBe('/search/used-cars?range[price]=:54000');
    expect(appendBudgetToUrl('/search/used-cars?make=Toyota', 54000)).toBe('/search/used-cars?make=Toyota&range[price]=:54000');
    expect(budgetSortedUrl('/search/used-cars?range[price]=:54000')).toBe('/search/used-cars?range[price]=:54000&sortBy=Car_production:price:desc');
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
