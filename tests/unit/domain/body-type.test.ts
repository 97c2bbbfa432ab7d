import { describe, expect, it } from 'vitest';
import { bodyType } from '../../../src/domain';

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
