import { describe, expect, it } from 'vitest';
import { engineLitres } from '../../../src/domain/engine-size';

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
