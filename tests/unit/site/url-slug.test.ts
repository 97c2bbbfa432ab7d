import { describe, expect, it } from 'vitest';
import { searchPaths } from '../../../src/views/search-paths';
import { breadcrumbs } from '../../../src/domain/breadcrumbs';
import { toSlug } from '../../../src/views/slug';
import { makeCar } from '../domain/fixtures';

describe('search-path slugs of make, model and body names', () => {
  it('transliterate accented letters instead of dropping them', () => {
    expect(toSlug('Škoda')).toBe('skoda');
    expect(toSlug('Citroën')).toBe('citroen');
    expect(toSlug('Alfa Roméo')).toBe('alfa-romeo');
    expect(toSlug('Citroën C5 Aircross')).toBe('citroen-c5-aircross');
  });

  it('keep the rules of plain names: lowercase, & removed, other runs one hyphen, no camel-case split', () => {
    expect(toSlug('Land Rover')).toBe('land-rover');
    expect(toSlug('Cab & Chassis')).toBe('cab-chassis');
    expect(toSlug('CX-5')).toBe('cx-5');
    expect(toSlug('LandCruiser 300')).toBe('landcruiser-300');
    expect(toSlug('iLoad')).toBe('iload');
    expect(toSlug('  Ranger (4x4) ')).toBe('ranger-4x4');
  });

  it('the search paths and the vehicle breadcrumbs of an accented make agree', () => {
    const car = makeCar({ make: 'Škoda', model: 'Octavia', simple_body: 'Wagon' });
    const citroen = makeCar({ id: 2, slug: 'c', make: 'Citroën', model: 'C5 Aircross', simple_body: 'SUV' });
    const paths = searchPaths([car, citroen]).map((p) => p.preset.path);
    expect(paths).toEqual(expect.arrayContaining(['/search/skoda/', '/search/skoda/octavia/', '/search/citroen/', '/search/citroen/c5-aircross/']));
    expect(paths.some((p) => p.includes('/koda') || p.includes('citro-n'))).toBe(false);
    const hrefs = breadcrumbs(car, ['Octavia'], 'search').map((c) => c.href);
    expect(hrefs).toContain('/search/skoda/');
    expect(hrefs).toContain('/search/skoda/octavia/');
  });
});
