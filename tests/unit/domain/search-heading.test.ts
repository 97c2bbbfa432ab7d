import { describe, expect, it } from 'vitest';
import { searchPaths } from '../../../src/views/search-paths';
import { searchHeading } from '../../../src/domain/search-heading';

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
