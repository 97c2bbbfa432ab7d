import { describe, expect, it } from 'vitest';
import { FEATURES_VISIBLE, KEY_INFO_VISIBLE, caravanSpecRows, detailsTitle, feetToMetres, splitVisible, visibleSpecRows } from '../../../src/domain/spec-rows';
import { makeCar } from './fixtures';

describe('spec rows', () => {
  it('"Specs whose value is empty, null or the text \'null\' are hidden"', () => {
    const rows = visibleSpecRows([
      { label: 'Colour', value: 'White' },
      { label: 'Seats', value: 5 },
      { label: 'A', value: '' },
      { label: 'B', value: null },
      { label: 'C', value: 'null' },
      { label: 'D', value: undefined },
      { label: 'E', value: '  ' },
    ]);
    expect(rows).toEqual([
      { label: 'Colour', value: 'White' },
      { label: 'Seats', value: '5' },
    ]);
  });
  it('"feet convert to metres by factor 0.3048"', () => {
    expect(feetToMetres(10)).toBe(3.05);
    expect(feetToMetres('21.5 ft')).toBe(6.55);
    expect(feetToMetres(`21'6"`)).toBe(6.55);
    expect(feetToMetres('2.4 m')).toBeNull();
    const rows = caravanSpecRows(makeCar({ item_type: 'caravan', specifications: { body_length: '20', sleeps: '4', tare_weight: 'null' } }));
    expect(rows).toEqual([
      { label: 'Body Length', value: '6.10 m' },
      { label: 'Sleeps', value: '4' },
    ]);
  });
  it('"Key information grid: first 4 entries"; "Feature list: 8 by default"', () => {
    const ten = Array.from({ length: 10 }, (_, i) => i);
    expect(splitVisible(ten, KEY_INFO_VISIBLE).shown).toEqual([0, 1, 2, 3]);
    expect(splitVisible(ten, FEATURES_VISIBLE).hidden).toEqual([8, 9]);
  });
  it("'{Car/Motorcycle} Details'", () => {
    expect(detailsTitle(makeCar())).toBe('Car Details');
    expect(detailsTitle(makeCar({ item_type: 'motorcycle' }))).toBe('Motorcycle Details');
  });
});
