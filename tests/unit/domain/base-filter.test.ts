import { describe, expect, it } from 'vitest';
import { quoteFilterValue, visibilityRule, VISIBILITY_PRESETS } from '../../../src/domain';
import { makeConfig } from './fixtures';

const withVisibility = (visibility: object) => makeConfig({ search: { visibility } });
const ALL = ['in_stock', 'coming_soon', 'sold'];

describe('dealer base filter from the stock-visibility preset (0 to 14), as the listing evaluates it', () => {
  it('has exactly 15 presets', () => {
    expect(VISIBILITY_PRESETS).toHaveLength(15);
  });
  it('preset 0: in_stock, coming_soon and recently sold, every type, nothing excluded', () => {
    expect(visibilityRule(makeConfig())).toEqual({ statuses: ALL, carTypes: null, excludeMakes: [], excludeStocknums: [], extraFilter: null });
  });
  it('preset 1: used only; preset 8: in stock new and demo; preset 14: in stock new', () => {
    expect(visibilityRule(withVisibility({ preset: 1 }))).toMatchObject({ statuses: ALL, carTypes: ['used'] });
    expect(visibilityRule(withVisibility({ preset: 8 }))).toMatchObject({ statuses: ['in_stock'], carTypes: ['new', 'demo'] });
    expect(visibilityRule(withVisibility({ preset: 14 }))).toMatchObject({ statuses: ['in_stock'], carTypes: ['new'] });
  });
  it('extra conditions: car_type used, status in_stock, excluded makes and stock numbers, a raw filter (trimmed)', () => {
    expect(
      visibilityRule(
        withVisibility({
          preset: 0,
          car_types: ['used'],
          statuses: ['in_stock'],
          exclude_makes: ['Great Wall'],
          exclude_stocknums: ['A123', 'B"7'],
          extra_filter: ' year >= 2015 ',
        }),
      ),
    ).toEqual({ statuses: ['in_stock'], carTypes: ['used'], excludeMakes: ['Great Wall'], excludeStocknums: ['A123', 'B"7'], extraFilter: 'year >= 2015' });
    expect(visibilityRule(withVisibility({ extra_filter: '   ' })).extraFilter).toBeNull();
  });
  it('configured car types narrow the preset; no overlap lists nothing (an empty list, not "every type")', () => {
    expect(visibilityRule(withVisibility({ preset: 2, car_types: ['demo', 'used'] })).carTypes).toEqual(['demo']);
    expect(visibilityRule(withVisibility({ preset: 1, car_types: ['new'] })).carTypes).toEqual([]);
  });
  it('quotes values for Meilisearch', () => {
    expect(quoteFilterValue('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
  });
});
