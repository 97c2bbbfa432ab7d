import { describe, expect, it } from 'vitest';
import { engineLitres, engineSize } from '../../../src/domain/engine-size';

describe('engine size in litres: the unit once, never doubled', () => {
  it.each([
    ['2.0', '2.0L'],
    ['2.0L', '2.0L'],
    ['2.0 L', '2.0L'],
    ['2.0l', '2.0L'],
    ['2.0 litres', '2.0L'],
    ['2.0 Litre', '2.0L'],
    ['2.0 ltr', '2.0L'],
    [2.5, '2.5L'],
    ['3', '3L'],
    ['V6 turbo', 'V6 turbo'],
    ['', null],
    [null, null],
  ])('%j → %j', (input, shown) => {
    expect(engineLitres(input)).toBe(shown);
    if (shown) expect(engineLitres(shown)).toBe(shown);
  });
});

describe('engine size as a page shows it: always with its unit', () => {
  it.each([
    ['2.0', '649', '2.0L'],
    [null, '649', '649cc'],
    [null, 649, '649cc'],
    [null, '649 cc', '649cc'],
    [null, '49', '49cc'],
    [null, '1998', '1998cc'],
    [null, '2.0', '2.0L'],
    [null, '16.1', '16.1L'],
    [null, '2.0 litres', '2.0L'],
    [null, 'V6 turbo', 'V6 turbo'],
    ['', '', null],
    [null, null, null],
  ])('litres %j, size %j → %j', (litres, size, shown) => {
    expect(engineSize(litres, size)).toBe(shown);
    if (shown) expect(engineSize(null, shown)).toBe(shown);
  });
});
