import { describe, expect, it } from 'vitest';
import { boundedCarSlug, boundedSegment, cutAtBoundary, MAX_NAME_BYTES, MAX_SLUG_CHARS, textHash, utf8Length } from '../../../src/domain/bounded-name';
import { leadCarIdKey, leadCarIdPath } from '../../../src/domain/site-paths';
import { urlSlug } from '../../../src/domain/url-slug';

describe('cutAtBoundary', () => {
  it('leaves text that fits as it is', () => {
    expect(cutAtBoundary('land-rover', 10)).toBe('land-rover');
  });
  it('cuts at the last hyphen or space in the second half, never inside a word when one can end there', () => {
    expect(cutAtBoundary('land-rover-discovery', 14)).toBe('land-rover');
    expect(cutAtBoundary('Land Rover Discovery', 12)).toBe('Land Rover');
    // The cut falls right before a hyphen: the word before it is whole.
    expect(cutAtBoundary('land-rover-discovery', 10)).toBe('land-rover');
  });
  it('cuts inside a word when no boundary is in the second half', () => {
    expect(cutAtBoundary('a-bcdefghijklmnop', 10)).toBe('a-bcdefghi');
    expect(cutAtBoundary('x'.repeat(1000), 80)).toBe('x'.repeat(80));
  });
  it('counts UTF-8 bytes and never splits a character', () => {
    // 'é' is 2 bytes, '🚗' 4: 5 bytes hold 'éé' (4) but not a third.
    expect(cutAtBoundary('ééé', 5)).toBe('éé');
    expect(cutAtBoundary('🚗🚗', 6)).toBe('🚗');
    expect(utf8Length('丰田')).toBe(6);
  });
});

describe('boundedSegment', () => {
  it('keeps a name that fits and cuts a longer one with a hash of the whole, within the byte limit', () => {
    expect(boundedSegment('toyota', 80)).toBe('toyota');
    const long = `${'turbo-'.repeat(200)}x`;
    const cut = boundedSegment(long, 80);
    expect(cut).toBe(`${'turbo-'.repeat(10)}turbo-${textHash(long)}`);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(boundedSegment('丰'.repeat(1000)).length).toBeGreaterThan(0);
    expect(utf8Length(boundedSegment('丰'.repeat(1000)))).toBeLessThanOrEqual(MAX_NAME_BYTES);
  });
  it('two names alike up to the cut stay two names', () => {
    const a = `${'a-'.repeat(100)}one`;
    const b = `${'a-'.repeat(100)}two`;
    expect(boundedSegment(a, 80)).not.toBe(boundedSegment(b, 80));
    expect(boundedSegment(a, 80)).toBe(boundedSegment(a, 80));
  });
  it('the hash is 11 letters and digits, the same every time', () => {
    expect(textHash('x')).toMatch(/^[0-9a-z]{11}$/);
    expect(textHash('x')).toBe(textHash('x'));
    expect(textHash('x')).not.toBe(textHash('y'));
  });
});

describe('boundedCarSlug', () => {
  const slugOf = (n: number) => `2021-${'supercalifragilistic-'.repeat(n)}77`;
  it('keeps a slug of up to 80 characters', () => {
    const s = 'a'.repeat(MAX_SLUG_CHARS);
    expect(boundedCarSlug(s, '77', '77')).toBe(s);
  });
  it('cuts a longer one at a hyphen and keeps the id at the end, once', () => {
    const cut = boundedCarSlug(slugOf(50), '77', '77');
    expect(cut).toBe(`2021-${'supercalifragilistic-'.repeat(3)}77`);
    expect(cut.length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
  });
  it('adds the id to a given slug that does not end with it, so two cars never share a page', () => {
    const given = 'x'.repeat(100);
    expect(boundedCarSlug(given, 'a-1', 'A-1')).toBe(`${'x'.repeat(76)}-a-1`);
    expect(boundedCarSlug(given, 'a-2', 'A-2')).toBe(`${'x'.repeat(76)}-a-2`);
  });
  it('an id too long for half the slug is cut with a hash; an id with nothing to keep is its hash', () => {
    const longId = 'id-'.repeat(100);
    const cut = boundedCarSlug(`${'y'.repeat(100)}-${longId}`, longId.replace(/-$/, ''), longId);
    expect(cut.length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
    expect(cut.startsWith('yyyy')).toBe(true);
    expect(boundedCarSlug('z'.repeat(100), '', '丰田')).toBe(`${'z'.repeat(68)}-${textHash('丰田')}`);
  });
});

describe('names made from feed text fit a file name', () => {
  it('urlSlug (search folders /search/{make}/{model}/) is at most 80 characters', () => {
    const model = 'Model '.repeat(200);
    expect(urlSlug(model).length).toBeLessThanOrEqual(MAX_SLUG_CHARS);
    expect(urlSlug(model)).toMatch(/^model-(model-)+[0-9a-z]{11}$/);
    expect(urlSlug('Land Rover')).toBe('land-rover');
  });
  it('a by-id lead file of a long id is under 255 bytes and still one per id', () => {
    const id = 'Ü'.repeat(500);
    const file = leadCarIdPath(id).split('/').pop()!;
    expect(utf8Length(file)).toBeLessThanOrEqual(MAX_NAME_BYTES);
    expect(leadCarIdKey(id)).not.toBe(leadCarIdKey(`${id}!`));
    expect(leadCarIdKey('AB 1')).toBe('x-41422031');
  });
});
