/**
 * Node flags of the build's processes (the build process and its render processes).
 *
 * Why: V8 sizes the young generation from the machine's memory, and on this 24 GB machine a build process's
 * semi-spaces grew past 16 MB each; garbage lived longer there and each process's peak was higher. Capped at 16 MB:
 * a 20,000-car build's three processes peaked at 613-616 / 839 / 602-626 MB against 716 / 917 / 726 MB (2,054-2,081
 * MB summed against 2,359, side by side), a 5,000-car build's about 250-290 MB lower in all; build times moved
 * inside this shared machine's noise (109-145 s against 115 s at 20,000 cars).
 */
export const NODE_MEMORY_FLAGS: readonly string[] = ['--max-semi-space-size=16'];

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
