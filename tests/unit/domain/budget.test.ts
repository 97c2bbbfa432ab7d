import { describe, expect, it } from 'vitest';
import { budgetCountState, budgetPriceFilters } from '../../../src/domain/budget';
import {
  BUDGET_DEFAULTS,
  appendBudgetToUrl,
  budgetEstimate,
  budgetSearchState,
  budgetSortedUrl,
  capBudget,
  sanitizeBudgetInput,
} from '../../../src/domain/budget';

describe('budget search keeps price > 1000 (spec)', () => {
  it('an upper price limit, as the budget link sets, keeps only priced cars', () => {
    expect(budgetPriceFilters(':54000')).toEqual(['price > 1000']);
    expect(budgetPriceFilters('5000:40000')).toEqual(['price > 1000']);
  });
  it('no upper limit: no extra filter', () => {
    expect(budgetPriceFilters(undefined)).toEqual([]);
    expect(budgetPriceFilters('5000:')).toEqual([]);
    expect(budgetPriceFilters('')).toEqual([]);
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
    expect(appendBudgetToUrl('/search/used-cars', 54000)).toBe('/search/used-cars?range%5Bprice%5D=:54000');
    expect(appendBudgetToUrl('/search/used-cars?make=Toyota', 54000)).toBe('/search/used-cars?make=Toyota&range%5Bprice%5D=:54000');
    expect(budgetSortedUrl('/search/used-cars?range%5Bprice%5D=:54000')).toBe('/search/used-cars?range%5Bprice%5D=:54000&sortBy=Car_production:price:desc');
  });
});

describe('budgetCountState: the budget button with the live count', () => {
  it("says 'Show me N cars' with the number, singular for one", () => {
    expect(budgetCountState(22)).toEqual({ enabled: true, label: 'Show me 22 cars', notice: null });
    expect(budgetCountState(1, 'Caravan')).toEqual({ enabled: true, label: 'Show me 1 caravan', notice: null });
  });

  it("no car in budget under the filters is the spec's too-low budget: '0 Cars Found', disabled, with the notice", () => {
    expect(budgetCountState(0)).toEqual({ enabled: false, label: '0 Cars Found', notice: 'No Cars found for this budget' });
    expect(budgetCountState(0, 'Motorcycle').label).toBe('0 Motorcycles Found');
  });

  it('when the current filters leave no car whatever the budget, the notice says so and does not blame the budget', () => {
    expect(budgetCountState(0, 'Car', { matchingFilters: 0 })).toEqual({ enabled: false, label: '0 Cars Found', notice: 'No Cars match the current filters' });
    expect(budgetCountState(0, 'Car', { screen: 'price', matchingFilters: 0 }).notice).toBe('No Cars match the current filters');
    // Cars under the filters, none in budget (or not counted yet): the budget's notice.
    expect(budgetCountState(0, 'Car', { matchingFilters: 4 }).notice).toBe('No Cars found for this budget');
    expect(budgetCountState(0, 'Car', { matchingFilters: null }).notice).toBe('No Cars found for this budget');
    expect(budgetCountState(0, 'Car', { screen: 'price', matchingFilters: 4 }).notice).toBe('No Cars found in this price range');
  });
});
