import { describe, expect, it } from 'vitest';
import { extrapolatedMinutes } from '../../../scripts/bench/build-bench';

describe('build bench: the fleet goal is judged at the measured pace', () => {
  it('500 dealers take 500/40 of a 40-dealer run', () => {
    // 40 dealers in 160 s is 4 s a dealer: 500 dealers are 2,000 s.
    expect(extrapolatedMinutes({ dealers: 40, seconds: 160 }, 500)).toBeCloseTo(2000 / 60, 6);
  });
  it('a faster fleet run gives proportionally fewer minutes', () => {
    expect(extrapolatedMinutes({ dealers: 40, seconds: 80 }, 500)).toBeCloseTo(1000 / 60, 6);
    expect(extrapolatedMinutes({ dealers: 5, seconds: 20 }, 500)).toBeCloseTo(2000 / 60, 6);
  });
});
