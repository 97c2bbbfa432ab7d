import { describe, expect, it } from 'vitest';
import { searchBreadcrumbs } from '../../../src/domain/search-breadcrumbs';
import { bodyNounMap, nounForBodies, stockNoun } from '../../../src/domain/stock-noun';

const labels = (c: { label: string }[]) => c.map((x) => x.label);

describe('search page breadcrumbs (Home > car type > make > model if known > body > title)', () => {
  it('all stock: Home > title', () => {
    expect(labels(searchBreadcrumbs({}, 'New, Used and Demo Cars', [], '/search/new-used-and-demo-cars/', 'search'))).toEqual([
      'Home',
      'New, Used and Demo Cars',
    ]);
  });
  it('a make and a known model: Home > make > model is the page itself, so Home > Toyota > title', () => {
    const c = searchBreadcrumbs({ make: ['Toyota'], model: ['Corolla'] }, 'Toyota Corolla for Sale', ['Corolla'], '/search/toyota/corolla/', 'search');
    expect(labels(c)).toEqual(['Home', 'Toyota', 'Toyota Corolla for Sale']);
    expect(c[1]?.href).toBe('/search/toyota/');
  });
  it("on the brand variant (search.model_path 'used-car') the model crumb is /used-car/{make}/{model}/, and left out on that page itself", () => {
    const trail = (path: string) => searchBreadcrumbs({ make: ['Toyota'], model: ['Corolla'], body: ['Hatch'] }, 'T', ['Corolla'], path, 'used-car');
    expect(trail('/search/x/').find((c) => c.label === 'Corolla')?.href).toBe('/used-car/toyota/corolla/');
    expect(labels(trail('/used-car/toyota/corolla/'))).toEqual(['Home', 'Toyota', 'Hatch', 'T']);
  });
  it('a model not in the known list gets no model crumb', () => {
    const c = searchBreadcrumbs({ make: ['Toyota'], model: ['Yaris'], body: ['Hatch'] }, 'T', ['Corolla'], '/x/', 'search');
    expect(labels(c)).toEqual(['Home', 'Toyota', 'Hatch', 'T']);
  });
  it('car type, make, model and body together, each linking to its search path', () => {
    const c = searchBreadcrumbs({ car_type: ['used'], make: ['Mazda'], model: ['CX-5'], body: ['SUV'] }, 'Results', ['CX-5'], '/search/x/', 'search');
    expect(c).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search/used-cars/' },
      { label: 'Mazda', href: '/search/mazda/' },
      { label: 'CX-5', href: '/search/mazda/cx-5/' },
      { label: 'SUV', href: '/search/suv/' },
      { label: 'Results', href: null },
    ]);
  });
  it('two car types are not one level: no car-type crumb', () => {
    expect(labels(searchBreadcrumbs({ car_type: ['new', 'demo'] }, 'New and Demo Cars', [], '/search/new-and-demo-cars/', 'search'))).toEqual([
      'Home',
      'New and Demo Cars',
    ]);
  });
});

describe("'{car type}' noun from the stock", () => {
  it('the most common item type, capitalised; Car without any', () => {
    expect(stockNoun(['caravan', 'caravan', 'motorcycle', 'truck'])).toBe('Caravan');
    expect(stockNoun([null, undefined])).toBe('Car');
  });
  it('chosen bodies sharing an item type use it; mixed or none fall back', () => {
    const map = bodyNounMap([
      { body: 'Naked', item_type: 'motorcycle' },
      { body: 'Caravan', item_type: 'caravan' },
      { body: 'Cab Chassis', item_type: 'truck' },
    ]);
    expect(nounForBodies(['Naked'], map, 'Caravan')).toBe('Motorcycle');
    expect(nounForBodies(['Naked', 'Cab Chassis'], map, 'Caravan')).toBe('Caravan');
    expect(nounForBodies([], map, 'Caravan')).toBe('Caravan');
  });
});
