import { describe, expect, it } from 'vitest';
import { bodyType } from '../../../src/domain';
import { BODY_DISPLAY_NAMES, bodyDisplayName } from '../../../src/domain/body-type';
import { breadcrumbs } from '../../../src/domain/breadcrumbs';
import { searchHeading } from '../../../src/domain/search-heading';
import { bodySearchPath } from '../../../src/domain/search-page-paths';
import { parseSearchParams } from '../../../src/search/routing';

describe('body type of a car', () => {
  it('is the simplified simple_body when the feed has one, else body', () => {
    expect(bodyType({ simple_body: 'SUV', body: '4D Wagon' })).toBe('SUV');
    expect(bodyType({ simple_body: null, body: '4D Wagon' })).toBe('4D Wagon');
  });
  it('treats blank and the text "null" as missing', () => {
    expect(bodyType({ simple_body: '  ', body: 'Hatch' })).toBe('Hatch');
    expect(bodyType({ simple_body: 'NULL', body: null })).toBeNull();
    expect(bodyType({ simple_body: ' Ute ', body: null })).toBe('Ute');
  });
});

describe("one display name per known body value (the spec's list)", () => {
  it('codes read as names: People Mover, Cab Chassis, SUV, Hatch, Light Truck, Station Wagon', () => {
    expect(bodyType({ simple_body: 'peopleMover', body: null })).toBe('People Mover');
    expect(bodyType({ simple_body: 'cabChassis', body: null })).toBe('Cab Chassis');
    expect(bodyType({ simple_body: 'suv', body: null })).toBe('SUV');
    expect(bodyType({ simple_body: 'hatch', body: null })).toBe('Hatch');
    expect(bodyDisplayName('lightTruck')).toBe('Light Truck');
    expect(bodyDisplayName('stationWagon')).toBe('Station Wagon');
    expect(bodyDisplayName('4x4')).toBe('4x4');
  });
  it('every spelling of one body is one name, so one slug on every site', () => {
    for (const v of ['cabChassis', 'Cab Chassis', 'cab-chassis', 'CAB_CHASSIS']) {
      expect(bodyDisplayName(v)).toBe('Cab Chassis');
      expect(bodySearchPath(bodyDisplayName(v))).toBe('/search/cab-chassis/');
    }
  });
  it('covers every known value of the spec; unknown text stays as the feed wrote it', () => {
    const known = [
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ];
    for (const v of known) expect(Object.values(BODY_DISPLAY_NAMES)).toContain(bodyDisplayName(v));
    expect(Object.keys(BODY_DISPLAY_NAMES)).toHaveLength(known.length);
    expect(bodyDisplayName('4D Wagon')).toBe('4D Wagon');
  });
  it('the search heading and the breadcrumb read the name', () => {
    expect(searchHeading({ body: ['peopleMover'] })).toBe('People Mover for Sale');
    const crumbs = breadcrumbs({ car_type: 'used', make: 'Isuzu', model: 'D-Max', simple_body: 'cabChassis', body: null, name: 'x' }, [], 'search');
    expect(crumbs.at(-2)).toEqual({ label: 'Cab Chassis', href: '/search/cab-chassis/' });
  });
  it('a link with a body code filters by the name the index holds', () => {
    expect(parseSearchParams('?body=cabChassis&body=suv').refinements.body).toEqual(['Cab Chassis', 'SUV']);
  });
});
