/*
 * The start every render process shares (render-shard.mjs, render-from-bundle.mjs): its job from the one JSON
 * argument (RenderProcessJob in render-jobs.ts), an exit when the parent goes away, and its first render job named
 * for astro.config.mjs. Each render then runs inside inRenderJob (src/render-runtime/render-job-scope.mjs).
 */

import { RENDER_JOB_ENV } from '../../../src/render-runtime/render-job-scope.mjs';

export { inRenderJob } from '../../../src/render-runtime/render-job-scope.mjs';

/**
 * Pages rendered at once in a render process, by Astro's own build (build.concurrency) and by renderDealer alike:
 * one page's file writes and CSP digests (thread-pool work) overlap the next page's rendering; one at a time left the
 * process idle a third of the time (CPU profile, 2,000 cars).
 */
export const PAGES_IN_FLIGHT = 4;

/** @returns {any} the job */
export function startRenderProcess() {
  const job = JSON.parse(process.argv[2] ?? '{}');
  // The parent holds an IPC channel open to us: when it dies (even by SIGKILL) the channel closes and this
  // render stops too, instead of running on and writing into a folder nobody will publish. unref() so the
  // channel alone never keeps this process alive once rendering is done.
  if (process.send) {
    process.on('disconnect', () => process.exit(1));
    // The parent may have died while this module was loading, before the listener existed.
    if (!process.connected) process.exit(1);
    process.channel?.unref();
  }
  process.chdir(job.root);
  // Read by astro.config.mjs only (the site URL, the image-CDN provider of the browser bundle); the pages read the
  // job of the render they are part of.
  if (job.renderJob) process.env[RENDER_JOB_ENV] = job.renderJob;
  return job;
}

/**
 * The last line a render process prints: the parent adds its peak memory to the build's (the sum of its processes),
 * and its pages (HTML pages written, of its first or only dealer) to the dealer's page count, which it no longer
 * gets by walking the finished site (a 20,000-car site is 63,000 folders: 4 s of the build's critical path).
 */
export function reportDone(shard, pages) {
  console.log(JSON.stringify({ renderDone: shard, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024), pages }));
}
