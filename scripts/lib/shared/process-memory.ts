import { TS_IMPORT } from './ts-import';

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
 * Allocator settings every build process starts with (the build process of each dealer that build:all, `npm start`
 * and the bench start, and every render process); only the allocators named read them.
 *
 * mimalloc (Rolldown, Vite's bundler, is a native module built with it): a render process bundles the code first and
 * renders pages after, in the same process. mimalloc kept the memory Rolldown frees for a while (purge_delay) and
 * committed its arenas eagerly (arena_eager_commit), so the bundler's ~260 MB stayed resident through all the
 * rendering that followed: demo-motors' render process peaked at 880-895 MB, 619 MB with these two settings (same
 * build time); a 5,000-car dealer's first process 957-979 MB against 704-801 MB.
 *
 * glibc's malloc (Node's own native allocations, the other native modules): it gives each thread that allocates its
 * own 64 MB arena (libuv's file-writing threads, V8's helper threads: nine in a process writing pages), and memory
 * freed in one is kept there for that thread. One arena: a 20,000-car build's processes peaked at 468 / 812 / 624 MB
 * against 499 / 843 / 617 MB (1,904 against 1,959 summed), a 5,000-car build's at 259 / 550 / 380 against
 * 281 / 575 / 399 MB, times inside this machine's noise. Linux with glibc only; elsewhere nothing reads it.
 *
 * A value already set in the environment wins (ops tuning a machine keep their say).
 */
export const BUILD_ALLOCATOR_ENV: Readonly<Record<string, string>> = {
  // Freed memory goes back to the system at once instead of after a delay that outlives the bundling.
  MIMALLOC_PURGE_DELAY: '0',
  // Arenas are committed as they are used, not up front.
  MIMALLOC_ARENA_EAGER_COMMIT: '0',
  // One malloc arena for all threads, so memory one thread frees is there for the others.
  GLIBC_TUNABLES: 'glibc.malloc.arena_max=1',
};

/** The environment of a build or render process the build starts: the build's own, with BUILD_ALLOCATOR_ENV. */
export function buildProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return { ...BUILD_ALLOCATOR_ENV, ...env };
}

/**
 * How the build starts a build process running a TypeScript script (scripts/build.ts, scripts/build-all.ts): the
 * same Node binary with NODE_MEMORY_FLAGS and TS_IMPORT (Node's type stripping), and buildProcessEnv. The one place
 * these are put together, so a new memory setting reaches every site that starts one. (Render processes run plain
 * .mjs, without the TypeScript hook: render/render-jobs.ts.)
 */
export function buildProcessCommand(
  script: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
  return { file: process.execPath, args: [...NODE_MEMORY_FLAGS, ...TS_IMPORT, script, ...args], env: buildProcessEnv(env) };
}
