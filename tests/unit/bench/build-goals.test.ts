import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { childrenCpuOf, extrapolatedMinutes } from '../../../scripts/bench/build-bench';

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

describe('build bench: the CPU a build took is read from the finished child processes', () => {
  it("counts a child's user CPU once it has finished (Linux /proc/self/stat)", () => {
    if (process.platform !== 'linux') return;
    // A child that spends 0.4 s of user CPU (counted by its own clock, so a busy machine only makes it slower).
    const { result, userCpuSeconds, systemCpuSeconds } = childrenCpuOf(() => spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 400_000);']));
    expect(result.status).toBe(0);
    expect(userCpuSeconds).toBeGreaterThanOrEqual(0.35);
    expect(userCpuSeconds).toBeLessThan(10);
    expect(systemCpuSeconds).toBeGreaterThanOrEqual(0);
    // Nothing run, nothing counted.
    expect(childrenCpuOf(() => 1).userCpuSeconds).toBe(0);
  });
});
