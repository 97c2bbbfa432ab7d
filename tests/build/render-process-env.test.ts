import { describe, expect, it } from 'vitest';
import { RENDER_ALLOCATOR_ENV, renderProcessEnv } from '../../scripts/lib/render-process-env';

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
