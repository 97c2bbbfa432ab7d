import { describe, expect, it } from 'vitest';
import { listedCars, listingAccount, type NotListedReason, type RawFilterMatcher } from '../../../src/domain/listing';
import { accountFigures, accountLine, reasonSummaryLines } from '../../../src/domain/feed-account';
import { isShownStatus } from '../../../src/domain/availability';
import { visibilityRule } from '../../../src/domain/base-filter';
import { firstOfSoldRuns, isSoldCarStillVisible } from '../../../src/domain/search-shaping';
import { parseCar, type Car, type DealerConfig } from '../../../src/domain/schemas';
import { formatPath } from '../../../src/domain/schemas/friendly-errors';
import { makeCar, makeConfig, NOW } from './fixtures';

const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();
const visibility = (v: object, search: object = {}) => makeConfig({ search: { ...search, visibility: v as never } });
const reasonsById = (cars: Car[], config: DealerConfig, matcher?: RawFilterMatcher) =>
  Object.fromEntries(listingAccount(cars, config, NOW, matcher).notListed.map((n) => [n.car.id, n.reason]));

describe('listingAccount: the listing, and for every other car the first rule it fails', () => {
  it('names each rule: status word, sold window, base filter status and car type, excluded make and stock number, extra filter, sold run', () => {
    const cars = [
      makeCar({ id: 1 }),
      makeCar({ id: 2, status: 'Wholesale' }),
      makeCar({ id: 3, status: 'sold', sold_at: ago(9) }),
      makeCar({ id: 4, status: 'sold' }),
      makeCar({ id: 5, status: 'coming_soon' }),
      makeCar({ id: 6, car_type: 'new' }),
      makeCar({ id: 7, make: 'GREAT-WALL' }),
      makeCar({ id: 8, stocknum: ' hide-me ' }),
      makeCar({ id: 9, year: 2001 }),
      makeCar({ id: 10, status: 'sold', sold_at: ago(1), slug: 'sold-10' }),
      makeCar({ id: 11, status: 'sold', sold_at: ago(1) }),
    ];
    const config = visibility({
      statuses: ['in_stock', 'sold'],
      car_types: ['used'],
      exclude_makes: ['Great Wall'],
      exclude_stocknums: ['HIDE-ME'],
      extra_filter: 'year > 2005',
    });
    const matcher: RawFilterMatcher = (list, filter) => (filter === 'year > 2005' ? list.filter((c) => c.year > 2005) : [...list]);
    expect(reasonsById(cars, config, matcher)).toEqual({
      2: { kind: 'status', status: 'wholesale' },
      3: { kind: 'sold_window', days: 3, sold_on: ago(9) },
      4: { kind: 'sold_window', days: 3, sold_on: null },
      5: { kind: 'base_status', status: 'coming_soon' },
      6: { kind: 'base_car_type', car_type: 'new' },
      7: { kind: 'excluded_make', make: 'GREAT-WALL' },
      8: { kind: 'excluded_stocknum', stocknum: 'hide-me' },
      9: { kind: 'extra_filter', filter: 'year > 2005' },
      11: { kind: 'sold_run', after: 'sold-10' },
    } satisfies Record<number, NotListedReason>);
    expect(listingAccount(cars, config, NOW, matcher).listed.map((c) => c.id)).toEqual(['1', '10']);
  });

  it('an excluded make matches any spelling of it, and a sold window per make any spelling of the make', () => {
    const cars = [makeCar({ id: 1, make: 'Škoda' }), makeCar({ id: 2, make: 'MERCEDES BENZ', status: 'sold', sold_at: ago(4.5) })];
    const config = visibility({ exclude_makes: ['skoda'] }, { include_sold_cars_days_by_make: { 'Mercedes-Benz': 5 } });
    expect(reasonsById(cars, config)).toEqual({ 1: { kind: 'excluded_make', make: 'Škoda' } });
  });

  it('the account line adds every reason up to the snapshot', () => {
    const cars = [
      makeCar({ id: 1 }),
      makeCar({ id: 2, status: 'wholesale' }),
      makeCar({ id: 3, status: 'wholesale' }),
      makeCar({ id: 4, status: 'sold', sold_at: ago(9) }),
    ];
    const account = listingAccount(cars, makeConfig(), NOW);
    const figures = accountFigures(account.listed.length, [...account.notListed.map((n) => n.reason), { kind: 'refused', problems: ['year: required'] }]);
    expect(accountLine(figures)).toBe('5 cars in the snapshot = 1 listed + 2 status "wholesale" + 1 refused + 1 sold window');
  });
});

/** A small seeded generator (mulberry32): the same stocks every run, many shapes of stock. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

/** The listing as it was decided before it kept an account (filters in a row): the account must list exactly these. */
function referenceListing(cars: readonly Car[], config: DealerConfig, matchRaw: RawFilterMatcher): Car[] {
  const rule = visibilityRule(config);
  const norm = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
  const stock = (v: string | null | undefined) => norm(v) !== '' && norm(v) !== 'null';
  let kept = cars.filter(
    (car) =>
      isShownStatus(car) &&
      isSoldCarStillVisible(car, config, NOW) &&
      rule.statuses.map(norm).includes(norm(car.status)) &&
      (!rule.carTypes || rule.carTypes.includes(car.car_type)) &&
      !rule.excludeMakes.map(norm).includes(norm(car.make)) &&
      !(stock(car.stocknum) && rule.excludeStocknums.filter(stock).map(norm).includes(norm(car.stocknum))),
  );
  if (rule.extraFilter) kept = matchRaw(kept, rule.extraFilter);
  return config.search.sold_handling ? firstOfSoldRuns(kept) : kept;
}

describe('listingAccount over generated stocks: listed + not listed = the snapshot, always', () => {
  const STATUSES = ['in_stock', 'coming_soon', 'sold', 'available', 'archived', 'reserved'];
  const MAKES = ['Toyota', 'Kia', 'Mazda', 'Great Wall'];
  const matcher: RawFilterMatcher = (list) => list.filter((c) => c.year >= 2010);

  for (let seed = 1; seed <= 40; seed++) {
    it(`stock #${seed}`, () => {
      const r = random(seed);
      const cars = Array.from({ length: 5 + Math.floor(r.next() * 60) }, (_, i) => {
        const status = r.pick(STATUSES);
        return makeCar({
          id: i + 1,
          slug: `car-${i + 1}`,
          status,
          make: r.pick(MAKES),
          car_type: r.pick(['new', 'used', 'demo'] as const),
          year: 2000 + Math.floor(r.next() * 25),
          sold: status !== 'sold' && r.next() < 0.1,
          sold_at: r.next() < 0.8 ? ago(r.next() * 8) : null,
          stocknum: r.pick(['A1', 'B2', null, 'null']),
        });
      });
      const config = visibility(
        {
          preset: Math.floor(r.next() * 15),
          exclude_makes: r.next() < 0.5 ? ['great wall'] : [],
          exclude_stocknums: r.next() < 0.5 ? ['B2'] : [],
          extra_filter: r.next() < 0.4 ? 'year >= 2010' : null,
        },
        { sold_handling: r.next() < 0.7, include_sold_cars_days: 1 + Math.floor(r.next() * 5), include_sold_cars_days_by_make: { Kia: 6 } },
      );
      const account = listingAccount(cars, config, NOW, matcher);
      // Each car is in exactly one of the two, in the feed's order.
      const ids = [...account.listed, ...account.notListed.map((n) => n.car)].map((c) => Number(c.id)).sort((a, b) => a - b);
      expect(ids).toEqual(cars.map((c) => Number(c.id)));
      expect(account.listed).toEqual(referenceListing(cars, config, matcher));
      expect(listedCars(cars, config, NOW, matcher)).toEqual(account.listed);
      const figures = accountFigures(
        account.listed.length,
        account.notListed.map((n) => n.reason),
      );
      expect(figures.snapshot).toBe(cars.length);
      expect(figures.listed + figures.terms.reduce((n, t) => n + t.count, 0)).toBe(cars.length);
    });
  }

  it("an unrecognised status word is reported once, by the account's line naming it with its cars, not also as a value warning", () => {
    const base = { name: 'A B', year: 2020, make: 'Mazda', model: 'CX-5', car_type: 'used', created_at: '2026-01-01' };
    const read = [
      parseCar({ ...base, id: 1, slug: 'car-1', status: 'Pending Approval' }),
      parseCar({ ...base, id: 2, slug: 'car-2', status: 'pending approval' }),
      parseCar({ ...base, id: 3, slug: 'car-3', status: 'Available' }),
    ];
    const account = listingAccount(
      read.map((r) => r.data!),
      makeConfig(),
      NOW,
    );
    // What a build prints about the stock: the value warnings, then one line per reason the account counts.
    const printed = [
      ...read.flatMap((r) => r.warnings.map((w) => `${formatPath(w.path)}: ${w.message}`)),
      ...reasonSummaryLines(account.notListed.map(({ car, reason }) => ({ index: null, id: car.id, slug: car.slug, reason }))),
    ];
    expect(printed.filter((line) => /pending/i.test(line))).toEqual([
      'not listed: 2 cars with status "pending_approval", not a status the site shows (in_stock, coming_soon, sold): 1 / car-1, 2 / car-2',
    ]);
  });
});
