import { describe, expect, it } from 'vitest';
import { baseFilter, quoteFilterValue, VISIBILITY_PRESETS } from '../../../src/domain';
import { makeConfig } from './fixtures';

const withVisibility = (visibility: object) => makeConfig({ search: { visibility } });

describe('dealer base filter from the stock-visibility preset (0 to 14)', () => {
  it('has exactly 15 presets', () => {
    expect(VISIBILITY_PRESETS).toHaveLength(15);
  });
  it('preset 0: in_stock, coming_soon and recently sold, every type', () => {
    expect(baseFilter(makeConfig())).toBe('status IN ["in_stock", "coming_soon", "sold"]');
  });
  it('preset 1: used only; preset 8: in stock new and demo; preset 14: in stock new', () => {
    expect(baseFilter(withVisibility({ preset: 1 }))).toBe('status IN ["in_stock", "coming_soon", "sold"] AND car_type IN ["used"]');
    expect(baseFilter(withVisibility({ preset: 8 }))).toBe('status IN ["in_stock"] AND car_type IN ["new", "demo"]');
    expect(baseFilter(withVisibility({ preset: 14 }))).toBe('status IN ["in_stock"] AND car_type IN ["new"]');
  });
  it('extra conditions: car_type used, status in_stock, excluded makes and stock numbers, a raw filter', () => {
    const f = baseFilter(withVisibility({
      preset: 0, car_types: ['used'], statuses: ['in_stock'], exclude_makes: ['Great Wall'], exclude_stocknums: ['A123', 'B"7'], extra_filter: 'year >= 2015',
    }));
    expect(f).toBe('status IN ["in_stock"] AND car_type IN ["used"] AND NOT make IN ["Great Wall"] AND NOT stocknum IN ["A123", "B\\"7"] AND (year >= 2015)');
  });
  it('configured car types narrow the preset; no overlap matches nothing', () => {
    expect(baseFilter(withVisibility({ preset: 2, car_types: ['demo', 'used'] }))).toContain('car_type IN ["demo"]');
    expect(baseFilter(withVisibility({ preset: 1, car_types: ['new'] }))).toContain('car_type = "__none__"');
  });
  it('quotes values for Meilisearch', () => {
    expect(quoteFilterValue('a "b" \\ c')).toBe('"a \\"b\\" \\\\ c"');
  });
});
