import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { budgetSectionData } from '../../src/views/budget-section';
import { firstPage, listingCounts, rangeBounds, searchPageDescription } from '../../src/views/first-page';
import { createEmbeddedEngine } from '../../src/search/engine';
import { knownModelsOf } from '../../src/views/stock-groups';
import { bodyType } from '../../src/domain/body-type';
import type { Car } from '../../src/domain/schemas';

/*
 * The search pages' site-wide figures (budget tool, make tiles, stock counts, slider bounds) are worked out once a
 * dealer, not once a pre-rendered page: a 20,000-car dealer has about 950 pages of its all-stock path, and each
 * converted and counted the whole stock again. One render process renders several dealers one after another
 * (render-more-dealers.mjs), so a dealer must never be shown the figures of the one before it.
 */
const now = new Date('2026-11-21T00:00:00Z');
const motors = prepareSite(loadDealer('demo-motors'), now);
const caravans = prepareSite(loadDealer('coastal-caravans'), now);

const priceRange = (cars: Car[]) => {
  const prices = cars.map((c) => c.price).filter((p): p is number => typeof p === 'number' && p > 1000);
  return { min: Math.min(...prices), max: Math.max(...prices) };
};

describe('per-dealer search figures', () => {
  it('the budget section is worked out once a dealer, and each dealer gets its own', () => {
    const first = budgetSectionData(motors);
    expect(budgetSectionData(motors)).toBe(first);
    const other = budgetSectionData(caravans);
    expect(other).not.toBe(first);
    expect(first.noun).toBe('Car');
    expect(other.noun).toBe('Caravan');
    expect(first.prices.all).toEqual(priceRange(motors.cars));
    expect(other.prices.all).toEqual(priceRange(caravans.cars));
    for (const tile of first.bodies) {
      expect(tile.count, tile.label).toBe(motors.cars.filter((c) => bodyType(c) === tile.label).length);
      expect(first.prices.byBody[tile.label], tile.label).toEqual(priceRange(motors.cars.filter((c) => bodyType(c) === tile.label)));
    }
    expect(Object.keys(first.bodyNouns).sort()).toEqual(first.bodies.map((b) => b.label).sort());
    expect(first.makes.map((t) => t.label)).toContain(motors.cars[0]!.make);
  });

  it("stock counts are asked once a dealer and count that dealer's listing", () => {
    expect(listingCounts(motors)).toBe(listingCounts(motors));
    expect(listingCounts(motors).total).toBe(motors.cars.length);
    expect(listingCounts(caravans).total).toBe(caravans.cars.length);
    const toyotas = motors.cars.filter((c) => c.make === 'Toyota').length;
    expect(toyotas).toBeGreaterThan(0);
    expect(listingCounts(motors).make.Toyota).toBe(toyotas);
  });

  it('a dealer with more than 1,999 cars: every car is reached by paging, in the page and in the index the browser loads, and the description counts them as the page does', () => {
    const base = loadDealer('demo-motors');
    const cars = Array.from({ length: 2050 }, (_, i) => ({
      ...base.cars[i % base.cars.length]!,
      id: String(900_000 + i),
      slug: `car-${i}`,
      stocknum: `S${i}`,
      status: 'in_stock',
      sold: false,
      sold_at: null,
    }));
    const big = prepareSite({ ...base, cars: cars as Car[] }, now);
    expect(big.cars).toHaveLength(2050);
    const perPage = big.config.search.hits_per_page;
    const last = Math.ceil(2050 / perPage) - 1;
    const preset = { path: '/search/new-used-and-demo-cars/', refinements: {} };
    const page = firstPage(big, preset as never, last);
    expect(page.totalHits).toBe(2050);
    expect(page.totalPages).toBe(last + 1);
    expect(page.hits).toHaveLength(2050 - last * perPage);
    expect(searchPageDescription(big, page, 'New, Used and Demo Cars')).toMatch(/^2,050 vehicles: New, Used and Demo Cars at /);
    // The index the browser loads carries the same settings: its engine pages to the last car too.
    const engine = createEmbeddedEngine(JSON.parse(JSON.stringify(big.searchIndex)));
    const seen = new Set<string>();
    for (let p = 1; p <= last + 1; p += 1) {
      const res = engine.search('cars', { page: p, hitsPerPage: perPage });
      if ('code' in res) throw new Error(res.message);
      for (const h of res.hits) seen.add(String(h.id));
    }
    expect(seen.size).toBe(2050);
  });

  it('slider bounds are asked once a path and dealer', () => {
    const used = { path: '/search/used-cars/', refinements: { car_type: ['used'] } };
    const all = rangeBounds(motors, undefined);
    expect(rangeBounds(motors, undefined)).toBe(all);
    const usedBounds = rangeBounds(motors, used as never);
    expect(rangeBounds(motors, used as never)).toBe(usedBounds);
    const years = (cars: Car[]) => ({ min: Math.min(...cars.map((c) => c.year)), max: Math.max(...cars.map((c) => c.year)) });
    expect(all.year).toEqual(years(motors.cars));
    expect(usedBounds.year).toEqual(years(motors.cars.filter((c) => c.car_type === 'used')));
    expect(rangeBounds(caravans, undefined).year).toEqual(years(caravans.cars));
  });

  it("breadcrumbs know the dealer's own model list, else the models in its stock", () => {
    expect(knownModelsOf({ known_models: ['Corolla'] }, motors.cars)).toEqual(['Corolla']);
    expect(knownModelsOf({ known_models: [] }, motors.cars).sort()).toEqual([...new Set(motors.cars.map((c) => c.model))].sort());
  });
});
