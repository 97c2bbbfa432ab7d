import { describe, expect, it } from 'vitest';
import { searchPaths, staticMakeLinks } from '../../../src/views/search-paths';
import { makeCar } from '../domain/fixtures';

describe('search paths of a stock (spec 2)', () => {
  const cars = [
    makeCar({ id: 1, slug: 'a', make: 'Toyota', model: 'LandCruiser 300', simple_body: 'SUV' }),
    makeCar({ id: 2, slug: 'b', make: 'Toyota', model: 'HiLux', simple_body: null, body: 'Ute' }),
    makeCar({ id: 3, slug: 'c', make: 'Land Rover', model: 'Defender', simple_body: 'SUV' }),
  ];
  const paths = searchPaths(cars);
  const byPath = new Map(paths.map((p) => [p.path, p]));

  it('has all stock, new and demo, and each car-type path with its car_type refinement', () => {
    expect(byPath.get('new-used-and-demo-cars')?.preset.refinements).toEqual({});
    expect(byPath.get('new-and-demo-cars')?.preset.refinements).toEqual({ car_type: ['new', 'demo'] });
    expect(byPath.get('used-cars')?.preset.refinements).toEqual({ car_type: ['used'] });
    expect(byPath.get('demo-cars')?.preset.refinements).toEqual({ car_type: ['demo'] });
    expect(byPath.get('new-cars')?.preset.refinements).toEqual({ car_type: ['new'] });
  });

  it('has /search/{make} and /search/{make}/{model} for the stock, with slugged names', () => {
    expect(byPath.get('land-rover')).toMatchObject({
      preset: { path: '/search/land-rover/', refinements: { make: ['Land Rover'] } },
      title: 'Land Rover Cars for Sale',
    });
    expect(byPath.get('toyota/landcruiser-300')).toMatchObject({
      preset: { refinements: { make: ['Toyota'], model: ['LandCruiser 300'] } },
      title: 'Toyota LandCruiser 300 for Sale',
    });
    expect(byPath.has('toyota/hilux')).toBe(true);
  });

  it('has /search/{body} for each body type (simple_body, else body), once', () => {
    expect(byPath.get('suv')?.preset.refinements).toEqual({ body: ['SUV'] });
    expect(byPath.get('ute')?.preset.refinements).toEqual({ body: ['Ute'] });
    expect(paths.filter((p) => p.path === 'suv')).toHaveLength(1);
  });

  it('a make or body whose slug is a car-type path never replaces the type path', () => {
    const clash = searchPaths([makeCar({ make: 'Used Cars', model: 'X', simple_body: 'New Cars' })]);
    expect(clash.filter((p) => p.path === 'used-cars')).toHaveLength(1);
    expect(clash.find((p) => p.path === 'used-cars')?.preset.refinements).toEqual({ car_type: ['used'] });
    expect(clash.find((p) => p.path === 'new-cars')?.preset.refinements).toEqual({ car_type: ['new'] });
  });

  it('each car-type path has /search/{type}-cars/{make} for the makes of that type', () => {
    const typed = searchPaths([
      makeCar({ id: 1, slug: 'a', make: 'Toyota', model: 'HiLux', car_type: 'used' }),
      makeCar({ id: 2, slug: 'b', make: 'Mazda', model: 'CX-5', car_type: 'new' }),
    ]);
    const at = new Map(typed.map((p) => [p.path, p]));
    expect(at.get('used-cars/toyota')).toMatchObject({
      preset: { path: '/search/used-cars/toyota/', refinements: { car_type: ['used'], make: ['Toyota'] } },
      title: 'Used Toyota Cars for Sale',
    });
    expect(at.get('new-and-demo-cars/mazda')?.preset.refinements).toEqual({ car_type: ['new', 'demo'], make: ['Mazda'] });
    expect(at.has('used-cars/mazda')).toBe(false);
    expect(at.has('new-used-and-demo-cars/mazda')).toBe(false);
  });

  it('static make links keep the car type of a car-type page, with its own counts; elsewhere whole-stock makes and counts', () => {
    const typed = searchPaths([
      makeCar({ id: 1, slug: 'a', make: 'Toyota', model: 'HiLux', car_type: 'used', simple_body: 'Ute' }),
      makeCar({ id: 2, slug: 'b', make: 'Mazda', model: 'CX-5', car_type: 'used', simple_body: 'SUV' }),
    ]);
    const at = (p: string) => typed.find((e) => e.path === p)!;
    const used = staticMakeLinks(at('used-cars'), typed, { Toyota: 1, Mazda: 1 }, { Toyota: 5, Mazda: 3 });
    expect(used).toEqual({
      own: true,
      links: [
        { make: 'Toyota', href: '/search/used-cars/toyota/', count: 1 },
        { make: 'Mazda', href: '/search/used-cars/mazda/', count: 1 },
      ],
    });
    expect(staticMakeLinks(at('new-used-and-demo-cars'), typed, { Mazda: 3 }, {}).links).toEqual([{ make: 'Mazda', href: '/search/mazda/', count: 3 }]);
    const suv = staticMakeLinks(at('suv'), typed, { Mazda: 1 }, { Toyota: 5, Mazda: 3 });
    expect(suv.own).toBe(false);
    expect(suv.links.map((l) => [l.href, l.count])).toEqual([
      ['/search/toyota/', 5],
      ['/search/mazda/', 3],
    ]);
  });
});
