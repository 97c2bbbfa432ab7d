import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Which render job a page render belongs to. A render process runs each render inside inRenderJob(file, …): the
 * first dealer's Astro build, each further dealer of a shared process, a later shard's look at the first shard's
 * paths. Every page and getStaticPaths called within it reads that job (render-job.ts), whatever else the process
 * renders before, after or meanwhile; nothing is switched back afterwards.
 * The pages run from Astro's bundle and the render processes from scripts/, so this module is loaded twice in one
 * process: the storage is kept under a global symbol, and both copies find the same one.
 */
const KEY = Symbol.for('dealer-sites.render-job');

/** The one environment variable of a render process: its first render job file, for astro.config.mjs (read before any page). */
export const RENDER_JOB_ENV = 'DEALER_RENDER_JOB';

/** @typedef {{ readonly file: string }} RenderJobScope */

/** @returns {AsyncLocalStorage<RenderJobScope>} */
function storage() {
  const registry = /** @type {{ [KEY]?: AsyncLocalStorage<RenderJobScope> }} */ (globalThis);
  return (registry[KEY] ??= new AsyncLocalStorage());
}

/**
 * Runs `render` with the render job file `file`: its pages, and the work they start, read that job.
 * @template T
 * @param {string} file
 * @param {() => T} render
 * @returns {T}
 */
export function inRenderJob(file, render) {
  return storage().run(Object.freeze({ file }), render);
}

/**
 * The render job of the render in progress; undefined outside inRenderJob.
 * @returns {RenderJobScope | undefined}
 */
export function renderJobScope() {
  return storage().getStore();
}
