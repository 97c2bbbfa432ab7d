import { describe, expect, it } from 'vitest';
import { australianState, canonicalNames, type NameSettings } from '../../../src/domain/canonical-names';
import { nameKey, sameName } from '../../../src/domain/name-key';
import { makeCar } from './fixtures';

const none: NameSettings = { makes: [], locations: [] };

describe('nameKey: what makes two spellings one name', () => {
  it('ignores letter case, accents and separators', () => {
    expect(new Set(['MERCEDES BENZ', 'mercedes-benz', 'Mercedes-Benz', ' Mercedes_Benz '].map(nameKey))).toEqual(new Set(['mercedesbenz']));
    expect(nameKey('Škoda')).toBe(nameKey('Skoda'));
    expect(nameKey('Citroën')).toBe('citroen');
    expect(nameKey('Großwagen')).toBe('grosswagen');
    expect(nameKey('Mazda')).not.toBe(nameKey('Mazda3'));
  });

  it('a name of symbols only is only itself', () => {
    expect(sameName('—', '—')).toBe(true);
    expect(sameName('—', '-')).toBe(false);
  });
});

describe('australianState: the states table', () => {
  it('reads the code or the full name in any case', () => {
    for (const s of ['QLD', 'Qld', 'qld', 'Queensland', 'QUEENSLAND']) expect(australianState(s)).toBe('QLD');
    expect(australianState('New South Wales')).toBe('NSW');
    expect(australianState('australian capital territory')).toBe('ACT');
    expect(australianState('Auckland')).toBeNull();
  });
});

describe('canonicalNames: one make, one facet value', () => {
  it('makes: the most common spelling in the stock wins, and each spelling replaced is counted once', () => {
    const cars = [
      makeCar({ id: 1, make: 'Mercedes-Benz' }),
      makeCar({ id: 2, make: 'Mercedes-Benz' }),
      makeCar({ id: 3, make: 'MERCEDES BENZ' }),
      makeCar({ id: 4, make: 'mercedes-benz' }),
      makeCar({ id: 5, make: 'mercedes-benz' }),
      makeCar({ id: 6, make: 'Mercedes-Benz' }),
      makeCar({ id: 7, make: 'Toyota' }),
    ];
    const { cars: out, changes } = canonicalNames(cars, none);
    expect(out.map((c) => c.make)).toEqual([...Array(6).fill('Mercedes-Benz'), 'Toyota']);
    expect(changes).toEqual([
      { field: 'make', from: 'MERCEDES BENZ', to: 'Mercedes-Benz', cars: 1 },
      { field: 'make', from: 'mercedes-benz', to: 'Mercedes-Benz', cars: 2 },
    ]);
    // Unchanged cars are the same objects; the input is not modified.
    expect(out[6]).toBe(cars[6]);
    expect(cars[2]!.make).toBe('MERCEDES BENZ');
  });

  it("makes: the spelling of makes.json wins over the stock's most common one (matched by name or slug)", () => {
    const cars = [makeCar({ id: 1, make: 'Skoda' }), makeCar({ id: 2, make: 'Skoda' }), makeCar({ id: 3, make: 'ŠKODA' })];
    const { cars: out, changes } = canonicalNames(cars, { makes: [{ name: 'Škoda', slug: 'skoda' }], locations: [] });
    expect(out.map((c) => c.make)).toEqual(['Škoda', 'Škoda', 'Škoda']);
    expect(changes).toEqual([
      { field: 'make', from: 'Skoda', to: 'Škoda', cars: 2 },
      { field: 'make', from: 'ŠKODA', to: 'Škoda', cars: 1 },
    ]);
  });

  it('a tie keeps the first spelling seen', () => {
    const { cars } = canonicalNames([makeCar({ id: 1, make: 'KIA' }), makeCar({ id: 2, make: 'Kia' })], none);
    expect(cars.map((c) => c.make)).toEqual(['KIA', 'KIA']);
  });

  it('models: one name within their make (separators and case), after the make is made one', () => {
    const cars = [
      makeCar({ id: 1, make: 'Mazda', model: 'CX-5' }),
      makeCar({ id: 2, make: 'MAZDA', model: 'cx5' }),
      makeCar({ id: 3, make: 'Mazda', model: 'CX-5' }),
      makeCar({ id: 4, make: 'Other', model: 'cx5' }),
    ];
    const { cars: out } = canonicalNames(cars, none);
    expect(out.map((c) => `${c.make} ${c.model}`)).toEqual(['Mazda CX-5', 'Mazda CX-5', 'Mazda CX-5', 'Other cx5']);
  });

  it("states: QLD = Qld = Queensland through the states table, spelt as the dealer's locations spell it", () => {
    const cars = [
      makeCar({ id: 1, state: 'Queensland' }),
      makeCar({ id: 2, state: 'Qld' }),
      makeCar({ id: 3, state: 'Queensland' }),
      makeCar({ id: 4, state: 'nsw' }),
      makeCar({ id: 5, state: null }),
    ];
    expect(canonicalNames(cars, none).cars.map((c) => c.state)).toEqual(['Queensland', 'Queensland', 'Queensland', 'nsw', null]);
    const settings: NameSettings = {
      makes: [],
      locations: [
        { id: '1', name: 'Brisbane', address: { state: 'QLD' } },
        { id: '2', name: 'Sydney', address: { state: 'NSW' } },
      ],
    };
    const { cars: out, changes } = canonicalNames(cars, settings);
    expect(out.map((c) => c.state)).toEqual(['QLD', 'QLD', 'QLD', 'NSW', null]);
    expect(changes.filter((c) => c.field === 'state')).toEqual([
      { field: 'state', from: 'Queensland', to: 'QLD', cars: 2 },
      { field: 'state', from: 'Qld', to: 'QLD', cars: 1 },
      { field: 'state', from: 'nsw', to: 'NSW', cars: 1 },
    ]);
  });

  it("location_name: falls back to the dealer's location of the car's location_id, and is spelt as the dealer spells it", () => {
    const settings: NameSettings = { makes: [], locations: [{ id: '201', name: 'Coastal Caravans Sunshine Coast', address: { state: 'QLD' } }] };
    const cars = [
      makeCar({ id: 1, location_id: 201, location_name: null }),
      makeCar({ id: 2, location_id: '201', location_name: 'COASTAL CARAVANS SUNSHINE-COAST' }),
      makeCar({ id: 3, location_id: 999, location_name: null }),
    ];
    const { cars: out, changes } = canonicalNames(cars, settings);
    expect(out.map((c) => c.location_name)).toEqual(['Coastal Caravans Sunshine Coast', 'Coastal Caravans Sunshine Coast', null]);
    expect(changes).toEqual([
      { field: 'location_name', from: null, to: 'Coastal Caravans Sunshine Coast', cars: 1 },
      { field: 'location_name', from: 'COASTAL CARAVANS SUNSHINE-COAST', to: 'Coastal Caravans Sunshine Coast', cars: 1 },
    ]);
  });

  it('body is not touched', () => {
    const { cars, changes } = canonicalNames([makeCar({ id: 1, body: 'SUV' }), makeCar({ id: 2, body: 'suv' })], none);
    expect(cars.map((c) => c.body)).toEqual(['SUV', 'suv']);
    expect(changes).toEqual([]);
  });
});
