import { describe, expect, it } from 'vitest';
import { urlSlug } from '../../../src/domain/url-slug';

describe('urlSlug', () => {
  it('lowercases, transliterates, drops & and joins other runs of non-alphanumerics with one hyphen', () => {
    expect(urlSlug('Škoda')).toBe('skoda');
    expect(urlSlug('Citroën')).toBe('citroen');
    expect(urlSlug('Cab Chassis')).toBe('cab-chassis');
    expect(urlSlug('Rock & Roll')).toBe('rock-roll');
    expect(urlSlug('iLoad')).toBe('iload');
    expect(urlSlug('  Land  Rover  ')).toBe('land-rover');
  });

  it('gives the same answer however many names came before (its memory of names is bounded)', () => {
    const first = urlSlug('Mercedes-Benz');
    for (let i = 0; i < 6_000; i++) expect(urlSlug(`Model ${i} Ü`)).toBe(`model-${i}-ue`);
    expect(urlSlug('Mercedes-Benz')).toBe(first);
    expect(first).toBe('mercedes-benz');
  });
});
