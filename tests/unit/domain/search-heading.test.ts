import { describe, expect, it } from 'vitest';
import { searchPaths } from '../../../src/views/search-paths';
import { modelFacetLabel, searchHeading } from '../../../src/domain/search-heading';

describe('search heading follows the filters', () => {
  it('matches every pre-rendered search path title for its own filters', () => {
    const cars = [
      { make: 'Toyota', model: 'Corolla', body: 'Hatch', simple_body: 'Hatch' },
      { make: 'Mazda', model: 'CX-5', body: 'SUV', simple_body: 'SUV' },
    ];
    for (const e of searchPaths(cars as never)) expect(searchHeading(e.preset.refinements), e.path).toBe(e.title);
  });
  it('unticking Toyota and ticking Mazda reads Mazda', () => {
    expect(searchHeading({ make: ['Toyota'] })).toBe('Toyota Cars for Sale');
    expect(searchHeading({ make: ['Mazda'] })).toBe('Mazda Cars for Sale');
    expect(searchHeading({})).toBe('New, Used and Demo Cars');
  });
  it('combinations and several values', () => {
    expect(searchHeading({ car_type: ['used'], make: ['Mazda'], body: ['SUV'] })).toBe('Used Mazda SUV for Sale');
    expect(searchHeading({ make: ['Toyota', 'Mazda'] })).toBe('Toyota or Mazda Cars for Sale');
    expect(searchHeading({ car_type: ['used', 'demo'] })).toBe('Demo and Used Cars');
  });
});

describe('search heading names the chosen kind of vehicle (item_type)', () => {
  it('motorcycles chosen read Motorcycles, not Cars', () => {
    expect(searchHeading({ item_type: ['motorcycle'] })).toBe('New, Used and Demo Motorcycles');
    expect(searchHeading({ item_type: ['motorcycle'], car_type: ['used'] })).toBe('Used Motorcycles');
    expect(searchHeading({ item_type: ['motorcycle'], make: ['Yamaha'] })).toBe('Yamaha Motorcycles for Sale');
    expect(searchHeading({ item_type: ['truck', 'motorcycle'] })).toBe('New, Used and Demo Motorcycles and Trucks');
  });
  it('no kind chosen, or cars, read Cars', () => {
    expect(searchHeading({ item_type: ['car'] })).toBe('New, Used and Demo Cars');
    expect(searchHeading({ make: ['Mazda'] })).toBe('Mazda Cars for Sale');
  });
});

describe('model list labels', () => {
  it('no make or several chosen: make and model; one make chosen: the model alone', () => {
    expect(modelFacetLabel('86', ['Toyota'], [])).toBe('Toyota 86');
    expect(modelFacetLabel('86', ['Toyota'], ['Toyota', 'Mazda'])).toBe('Toyota 86');
    expect(modelFacetLabel('86', ['Toyota'], ['Toyota'])).toBe('86');
  });
  it('a model name of several makes names the chosen ones, else all; an unknown model stays as it is', () => {
    expect(modelFacetLabel('Ranger', ['Ford', 'Mazda'], [])).toBe('Ford or Mazda Ranger');
    expect(modelFacetLabel('Ranger', ['Ford', 'Mazda'], ['Ford', 'Kia'])).toBe('Ford Ranger');
    expect(modelFacetLabel('X', undefined, [])).toBe('X');
  });
});
