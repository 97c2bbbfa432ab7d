/**
 * The environment a render process starts with: the build's own, plus two settings for the memory allocator of
 * Rolldown (Vite's bundler, a native module built with mimalloc).
 *
 * Why: a render process bundles the code first and renders pages after, in the same process. mimalloc keeps the
 * memory Rolldown frees for a while (purge_delay) and commits its arenas eagerly (arena_eager_commit), so the
 * bundler's ~260 MB stayed resident through all the rendering that followed: demo-motors' render process peaked at
 * 880-895 MB, 619 MB with these two settings (same build time); a 5,000-car dealer's first process 957-979 MB
 * against 704-801 MB. Only mimalloc reads them; Node's own allocations do not use it. A value already set in the
 * build's environment wins (ops tuning a machine keep their say).
 */
export const RENDER_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  // Freed memory goes back to the system at once instead of after a delay that outlives the bundling.
  MIMALLOC_PURGE_DELAY: '0',
  // Arenas are committed as they are used, not up front.
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
};

export function renderProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...RENDER_ALLOCATOR_ENV, ...env };
}
