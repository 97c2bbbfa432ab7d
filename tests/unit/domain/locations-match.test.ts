import { describe, expect, it } from 'vitest';
import { matchLocation, placeCar } from '../../../src/domain/location-match';
import { locationOfCar, primaryLocation } from '../../../src/domain/locations';
import { parseCar } from '../../../src/domain/schemas';
import { placeCars } from '../../../scripts/lib/load/car-locations';
import { makeCar, makeLocation } from './fixtures';

/*
 * A car's branch as dealer systems write it: the branch's number, slug, name in any case, a code of the system's
 * own, an object { code, name }. Each names the one location; a branch the dealer does not have names none, and
 * the car is never placed at another branch.
 */

const ORANGE = makeLocation({
  id: 1,
  name: 'Acme Motors Orange',
  slug: 'orange',
  primary: true,
  city: 'Orange',
  codes: ['ORG', 'Orange Yard'],
  address: { street: '120 Summer St', city: 'Orange', state: 'NSW', postcode: '2800' },
});
const BATHURST = makeLocation({
  id: 2,
  name: 'Acme Motors Bathurst',
  slug: 'bathurst',
  city: 'Bathurst',
  address: { street: '9 Durham St', city: 'Bathurst', state: 'NSW', postcode: '2795' },
});
const LOCATIONS = [ORANGE, BATHURST];
const BASE = { id: 'A1', slug: 'a-1', name: '2021 Toyota HiLux SR5', year: 2021, make: 'Toyota', model: 'HiLux', car_type: 'used' };

describe('matchLocation: a stock value names a location in any letter case and spacing', () => {
  it.each([
    ['ORANGE', 1],
    ['Orange', 1],
    ['  orange ', 1],
    ['Acme Motors Orange', 1],
    ['ACME MOTORS ORANGE', 1],
    ['acme-motors-orange', 1],
    [1, 1],
    ['1', 1],
    ['org', 1],
    ['ORANGE YARD', 1],
    ['Bathurst', 2],
    [2, 2],
    ['Acme  Motors  Bathurst', 2],
  ] as const)('%j is location %i', (value, id) => {
    const m = matchLocation(value, LOCATIONS);
    expect(m.kind === 'matched' && m.location.id).toBe(String(id));
  });

  it('a value that names no location matches none (Dubbo, a third branch; 3, an id not configured)', () => {
    expect(matchLocation('Dubbo', LOCATIONS).kind).toBe('unmatched');
    expect(matchLocation(3, LOCATIONS).kind).toBe('unmatched');
    expect(matchLocation('--', LOCATIONS).kind).toBe('unmatched');
  });

  it("a branch's town names it, unless two branches share the town; its slug, name or code still names it", () => {
    const yard = makeLocation({ id: 7, name: 'Demo Motors Brisbane', slug: 'brisbane', city: 'Brisbane', address: { city: 'Brisbane' } });
    const parts = makeLocation({ id: 8, name: 'Demo Motors Parts Centre', slug: 'parts-centre', city: 'Brisbane', address: { city: 'Brisbane' } });
    const gc = makeLocation({ id: 9, name: 'Demo Motors Gold Coast', slug: 'gold-coast', city: 'Southport', address: { city: 'Southport' } });
    const both = [yard, parts, gc];
    // "Brisbane" is the first branch's slug: that wins over the town the parts centre shares.
    expect(matchLocation('BRISBANE', both)).toMatchObject({ kind: 'matched', location: { id: '7' } });
    expect(matchLocation('Southport', both)).toMatchObject({ kind: 'matched', location: { id: '9' } });
    expect(matchLocation('Parts Centre', both)).toMatchObject({ kind: 'matched', location: { id: '8' } });
    const twoInTown = [
      makeLocation({ id: 1, slug: 'north', name: 'North Yard', city: 'Cairns' }),
      makeLocation({ id: 2, slug: 'south', name: 'South Yard', city: 'Cairns' }),
    ];
    expect(matchLocation('Cairns', twoInTown)).toMatchObject({ kind: 'ambiguous' });
  });
});

describe('placeCar and locationOfCar', () => {
  const place = (raw: Record<string, unknown>) => {
    const r = parseCar({ ...BASE, ...raw });
    expect(r.errors).toEqual([]);
    return placeCar(r.data!, LOCATIONS, primaryLocation(LOCATIONS));
  };

  it.each([
    [{ location: 'ORANGE' }, '1'],
    [{ location: 'Bathurst' }, '2'],
    [{ Branch: 'Acme Motors Bathurst' }, '2'],
    [{ location_id: 2 }, '2'],
    [{ location_id: '2', location: 'Acme Motors Bathurst' }, '2'],
    [{ location: 'bathurst' }, '2'],
    [{ location: { code: 'ORG', name: 'Orange Yard' } }, '1'],
    [{ location: { code: 'BTH', name: 'Bathurst' } }, '2'],
    [{ location: { id: 2, name: 'Bathurst Yard' } }, '2'],
    [{ location_id: 9876, location_name: 'Bathurst' }, '2'],
  ])('%j is at location %s', (raw, id) => {
    const p = place(raw);
    expect(p.kind).toBe('matched');
    expect(p.location?.id).toBe(id);
  });

  it('a car with no location value at all is at the primary location', () => {
    expect(place({})).toMatchObject({ kind: 'default', location: { id: '1' } });
    expect(place({ location: 'N/A', location_id: '' })).toMatchObject({ kind: 'default', location: { id: '1' } });
  });

  it('a car naming a branch the dealer does not have is at no location: never at the primary one', () => {
    expect(place({ location: 'Dubbo' })).toEqual({ kind: 'unknown', location: null, values: [{ field: 'location', value: 'Dubbo' }], ambiguous: [] });
    expect(place({ location: { code: 'DBO', name: 'Dubbo' } })).toHaveProperty('values', [
      { field: 'location_id', value: 'DBO' },
      { field: 'location', value: 'Dubbo' },
    ]);
    expect(locationOfCar(makeCar({ location: 'Dubbo' }), LOCATIONS)).toBeNull();
    expect(locationOfCar(makeCar({ location_id: 99 }), LOCATIONS)).toBeNull();
    expect(locationOfCar(makeCar({ location: 'orange' }), LOCATIONS)?.id).toBe('1');
    expect(locationOfCar(makeCar(), LOCATIONS)?.id).toBe('1');
  });
});

describe('placeCars: each car placed once when the stock is loaded', () => {
  it("gives a placed car its location's id and name, so the search facet and every view agree", () => {
    const cars = [
      makeCar({ id: 1, location: 'BATHURST' }),
      parseCar({ ...BASE, id: 2, slug: 'a-2', location: { code: 'ORG', name: 'Orange' } }).data!,
      makeCar({ id: 3 }),
    ];
    const { cars: placed, warnings } = placeCars(cars, { locations: LOCATIONS }, 'stock.json');
    expect(placed.map((c) => [c.location_id, c.location_name])).toEqual([
      ['2', 'Acme Motors Bathurst'],
      ['1', 'Acme Motors Orange'],
      [null, null],
    ]);
    expect(warnings).toEqual([]);
  });

  it('counts a value that names no location once for the feed, with its cars', () => {
    const cars = [
      makeCar({ id: 11, stocknum: 'U1011', location: 'Dubbo' }),
      makeCar({ id: 12, location: 'DUBBO' }),
      makeCar({ id: 13, location: 'Dubbo' }),
      makeCar({ id: 14, location: 'Orange' }),
    ];
    const { cars: placed, warnings } = placeCars(cars, { locations: LOCATIONS }, 'dealers/acme/stock.json');
    expect(warnings).toEqual([
      {
        file: 'dealers/acme/stock.json',
        field: 'location',
        reason:
          '"Dubbo" matches no location of dealer.json (ids 1, 2; slugs orange, bathurst; names Acme Motors Orange, Acme Motors Bathurst; codes ORG, Orange Yard); ' +
          "add it to a location's `codes` if it is one; 3 cars shown at no branch address (the dealer's name and main phone; left out of both ad feeds): 11 (stock U1011), 12, 13",
      },
    ]);
    // The unplaced cars keep their feed's values: no other branch's id is written onto them.
    expect(placed.map((c) => c.location_id)).toEqual([null, null, null, '1']);
  });
});
