import { describe, expect, it } from 'vitest';
import { budgetPriceFilters } from '../../../src/domain/budget';

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
