import { describe, expect, it } from 'vitest';
import { breadcrumbs } from '../../../src/domain/breadcrumbs';
import { makeCar } from './fixtures';

describe('breadcrumbs: Home > car type > make > model (only if known) > body type > current title', () => {
  const car = makeCar({ simple_body: 'Hatch' });
  it('includes the model when it is in the known model list', () => {
    expect(breadcrumbs(car, ['corolla', 'Camry'], 'search').map((c) => c.label)).toEqual([
      'Home',
      'Used Cars',
      'Toyota',
      'Corolla',
      'Hatch',
      '2021 Toyota Corolla Ascent Sport',
    ]);
  });
  it('leaves the model out otherwise; the title has no link', () => {
    const crumbs = breadcrumbs(car, ['Camry'], 'search');
    expect(crumbs.map((c) => c.label)).toEqual(['Home', 'Used Cars', 'Toyota', 'Hatch', '2021 Toyota Corolla Ascent Sport']);
    expect(crumbs[1]?.href).toBe('/search/used-cars/');
    expect(crumbs.at(-1)?.href).toBeNull();
  });
  it("the model's crumb links where search.model_path puts the model's page: /used-car/ on the brand variant", () => {
    expect(breadcrumbs(car, ['Corolla'], 'search').find((c) => c.label === 'Corolla')?.href).toBe('/search/toyota/corolla/');
    expect(breadcrumbs(car, ['Corolla'], 'used-car').find((c) => c.label === 'Corolla')?.href).toBe('/used-car/toyota/corolla/');
  });
});
