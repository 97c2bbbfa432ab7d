import { describe, expect, it } from 'vitest';
import {
  firstOfSoldRuns,
  insertPromoCards,
  isPromoCardLive,
  isSoldCarStillVisible,
  placePromoCards,
  soldCarDays,
  stockCount,
  stockCountLabel,
  withPriceSortFilter,
} from '../../../src/domain';
import { promoCardSchema } from '../../../src/domain/schemas';
import { makeCar, makeConfig, NOW } from './fixtures';

const DAY = 86_400_000;

describe('sold-run collapsing: "only the first of a run of consecutive sold cars is kept"', () => {
  const hits = [
    makeCar({ id: 1 }),
    makeCar({ id: 2, status: 'sold' }),
    makeCar({ id: 3, status: 'sold' }),
    makeCar({ id: 4, status: 'sold' }),
    makeCar({ id: 5 }),
    makeCar({ id: 6, status: 'sold' }),
  ];
  it('keeps 1, 2, 5, 6 (the sold flag counts as sold too)', () => {
    expect(firstOfSoldRuns(hits).map((c) => c.id)).toEqual(['1', '2', '5', '6']);
    expect(firstOfSoldRuns([makeCar({ id: 1, sold: true }), makeCar({ id: 2, status: 'sold' })]).map((c) => c.id)).toEqual(['1']);
  });
});

describe('"Sold cars stay in search for 3 days by default (configurable; 4 for one brand)"', () => {
  const soldAgo = (days: number, make = 'Toyota') => makeCar({ status: 'sold', make, sold_at: new Date(NOW.getTime() - days * DAY).toISOString() });
  const config = makeConfig({ search: { include_sold_cars_days_by_make: { Kia: 4 } } });
  it('3 days visible, 3 days and an hour gone', () => {
    expect(isSoldCarStillVisible(soldAgo(3), config, NOW)).toBe(true);
    expect(isSoldCarStillVisible(soldAgo(3 + 1 / 24), config, NOW)).toBe(false);
  });
  it('the brand override keeps it to 4 days', () => {
    expect(soldCarDays('kia', config)).toBe(4);
    expect(isSoldCarStillVisible(soldAgo(4, 'Kia'), config, NOW)).toBe(true);
    expect(isSoldCarStillVisible(soldAgo(4.1, 'Kia'), config, NOW)).toBe(false);
  });
  it('unsold cars always; sold without a date never', () => {
    expect(isSoldCarStillVisible(makeCar(), config, NOW)).toBe(true);
    expect(isSoldCarStillVisible(makeCar({ status: 'sold' }), config, NOW)).toBe(false);
  });
});

describe('"Stock count above 1999 is replaced by a configured stock count or by the sum of facet counts"', () => {
  it('1999 stays, 2000 is replaced', () => {
    expect(stockCount(1999, makeConfig({ search: { stock_count_override: 2500 } }))).toBe(1999);
    expect(stockCount(2000, makeConfig({ search: { stock_count_override: 2500 } }))).toBe(2500);
    expect(stockCount(2000, makeConfig(), { new: 900, used: 1800, demo: 40 })).toBe(2740);
    expect(stockCountLabel(2000, makeConfig(), { new: 900, used: 1800, demo: 40 })).toBe('2,740 cars');
    expect(stockCountLabel(1, makeConfig())).toBe('1 car');
  });
});

describe('"Price sort ascending can add the filter price > 0"', () => {
  it('adds it only for ascending price', () => {
    expect(withPriceSortFilter(['make = "Kia"'], 'Car_production:price:asc', makeConfig())).toEqual(['make = "Kia"', 'price > 0']);
    expect(withPriceSortFilter([], 'Car_production:price:desc', makeConfig())).toEqual([]);
    expect(withPriceSortFilter([], 'Car_production:price:asc', makeConfig({ search: { price_asc_excludes_zero: false } }))).toEqual([]);
  });
  it('not on the sort by the shown price, which puts the unpriced cars last instead of dropping them', () => {
    expect(withPriceSortFilter(['make = "Kia"'], 'cars:sort_price:asc', makeConfig())).toEqual(['make = "Kia"']);
    expect(withPriceSortFilter([], 'sort_price:asc', makeConfig())).toEqual([]);
  });
});

describe('promo cards', () => {
  const card = (over: object) => promoCardSchema.parse({ position: 3, ...over });
  it('"visible only within start and expiry dates (open-ended if either is missing)"', () => {
    expect(isPromoCardLive(card({}), NOW)).toBe(true);
    expect(isPromoCardLive(card({ start: '2026-03-16' }), NOW)).toBe(false);
    expect(isPromoCardLive(card({ expiry: '2026-03-15' }), NOW)).toBe(true);
    expect(isPromoCardLive(card({ expiry: '2026-03-14' }), NOW)).toBe(false);
    expect(isPromoCardLive(card({ start: '2026-03-01', expiry: '2026-04-01' }), NOW)).toBe(true);
  });
  it("a dated start or expiry is a day on the dealer's clock, not UTC midnight", () => {
    // 15:00 UTC on 31 December is already 1 January in Brisbane (UTC+10) but not in Perth (UTC+8).
    const now = new Date('2029-12-31T15:00:00Z');
    expect(isPromoCardLive(card({ start: '2030-01-01' }), now, 'Australia/Brisbane')).toBe(true);
    expect(isPromoCardLive(card({ start: '2030-01-01' }), now, 'Australia/Perth')).toBe(false);
    expect(isPromoCardLive(card({ expiry: '2029-12-31' }), now, 'Australia/Brisbane')).toBe(false);
    expect(isPromoCardLive(card({ expiry: '2029-12-31' }), now, 'Australia/Perth')).toBe(true);
    expect(isPromoCardLive(card({ start: '2029-12-31T16:00:00Z' }), now, 'Australia/Brisbane'), 'an instant stays an instant').toBe(false);
    const cfg = makeConfig({ search: { promo_cards: [{ position: 3, start: '2030-01-01' }] } });
    expect(placePromoCards(cfg, { now, random: () => 0, carTypes: ['used'], timeZone: 'Australia/Sydney' })).toHaveLength(1);
  });
  it('"only when the filter is used only or the site allows it"; filtered by the car type filter', () => {
    const cfg = makeConfig({ search: { promo_cards: [{ position: 3 }, { position: 9, display: ['new'] }] } });
    const ctx = { now: NOW, random: () => 0 };
    expect(placePromoCards(cfg, { ...ctx, carTypes: ['new'] })).toEqual([]);
    expect(placePromoCards(cfg, { ...ctx, carTypes: ['used'] }).map((p) => p.position)).toEqual([3]);
    const all = makeConfig({ search: { promo_cards_all_types: true, promo_cards: [{ position: 3 }, { position: 9, display: ['new'] }] } });
    expect(placePromoCards(all, { ...ctx, carTypes: ['new'] }).map((p) => p.position)).toEqual([3, 9]);
  });
  it('strict_display needs the filter to be exactly one listed type', () => {
    const cfg = makeConfig({ search: { promo_cards_all_types: true, promo_cards: [{ position: 2, display: ['used'], strict_display: true }] } });
    expect(placePromoCards(cfg, { now: NOW, random: () => 0, carTypes: [] })).toEqual([]);
    expect(placePromoCards(cfg, { now: NOW, random: () => 0, carTypes: ['used'] })).toHaveLength(1);
  });
  it('"ordered by position then optionally shuffled"; "random start offset 0 to 2"', () => {
    const cards = [
      { position: 8, title: 'B' },
      { position: 2, title: 'A' },
    ];
    const ordered = placePromoCards(makeConfig({ search: { promo_cards: cards } }), { now: NOW, random: () => 0.99, carTypes: ['used'] });
    expect(ordered.map((p) => [p.card.title, p.position])).toEqual([
      ['A', 2],
      ['B', 8],
    ]);
    const shuffled = placePromoCards(makeConfig({ search: { promo_cards: cards, promo_shuffle: true } }), { now: NOW, random: () => 0, carTypes: ['used'] });
    expect(shuffled.map((p) => [p.card.title, p.position])).toEqual([
      ['B', 2],
      ['A', 8],
    ]);
    const offset = (r: number) =>
      placePromoCards(makeConfig({ search: { promo_cards: cards, promo_random_offset: true } }), { now: NOW, random: () => r, carTypes: ['used'] })[0]
        ?.position;
    expect(offset(0)).toBe(2);
    expect(offset(0.5)).toBe(3);
    expect(offset(0.999)).toBe(4);
  });
  it('inserts at the 1-based position among the hits', () => {
    const placed = [{ card: card({}), position: 2 }];
    const items = insertPromoCards(['a', 'b', 'c'], placed);
    expect(items.map((i) => (i.type === 'car' ? i.car : 'PROMO'))).toEqual(['a', 'PROMO', 'b', 'c']);
  });
});
