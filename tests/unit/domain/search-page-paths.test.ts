import { describe, expect, it } from 'vitest';
import { bodySearchPath, carTypeSearchPath, makeSearchPath, modelSearchPath } from '../../../src/domain/search-page-paths';

describe('search pages named by make, model, body and car type', () => {
  it('slug each name: lowercase, accents transliterated, & dropped', () => {
    expect(makeSearchPath('Škoda')).toBe('/search/skoda/');
    expect(makeSearchPath('Citroën')).toBe('/search/citroen/');
    expect(bodySearchPath('Cab Chassis')).toBe('/search/cab-chassis/');
    expect(bodySearchPath('Wagon & SUV')).toBe('/search/wagon-suv/');
  });
  it('model pages under /search/, or /used-car/ on the brand variant (search.model_path)', () => {
    expect(modelSearchPath('Land Rover', 'Range Rover Sport', 'search')).toBe('/search/land-rover/range-rover-sport/');
    expect(modelSearchPath('Toyota', 'HiLux', 'used-car')).toBe('/used-car/toyota/hilux/');
  });
  it('car-type pages end in -cars', () => {
    expect(carTypeSearchPath('used')).toBe('/search/used-cars/');
    expect(carTypeSearchPath('demo')).toBe('/search/demo-cars/');
  });
});
