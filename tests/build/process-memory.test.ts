import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { NODE_MEMORY_FLAGS, RENDER_ALLOCATOR_ENV, renderProcessEnv } from '../../scripts/lib/process-memory';

describe('renderProcessEnv: what a render process starts with', () => {
  it('passes the build\'s environment on, with the bundler\'s allocator told to hand freed memory back at once', () => {
    const env = renderProcessEnv({ PATH: '/bin', DEALER_X: 'y' });
    expect(env).toMatchObject({ PATH: '/bin', DEALER_X: 'y', MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ARENA_EAGER_COMMIT: '0' });
  });

  it('leaves a value ops already set alone', () => {
    const env = renderProcessEnv({ MIMALLOC_PURGE_DELAY: '50' });
    expect(env.MIMALLOC_PURGE_DELAY).toBe('50');
    expect(env.MIMALLOC_ARENA_EAGER_COMMIT).toBe(RENDER_ALLOCATOR_ENV.MIMALLOC_ARENA_EAGER_COMMIT);
  });
});

describe('NODE_MEMORY_FLAGS: the build processes\' Node flags', () => {
  it('are taken by the project\'s Node and keep the young generation at 2 x 16 MB however much garbage is made', () => {
    const script = [
      "const v8 = require('node:v8');",
      'let keep = [];',
      // Short-lived garbage, as page rendering makes: the young generation grows to its cap.
      'for (let i = 0; i < 3e6; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 2e5) keep = []; }',
      "console.log(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);",
    ].join('\n');
    const r = spawnSync(process.execPath, [...NODE_MEMORY_FLAGS, '-e', script], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    expect(Number(r.stdout.trim())).toBeGreaterThan(0);
    expect(Number(r.stdout.trim())).toBeLessThanOrEqual(2 * 16 * 1024 * 1024);
  });
});
