import { currentRenderJob, type RenderJob } from './render-job';

/** Pages rendered so far in each render (its job is read once per render, so the job object names the render). */
const counts = new WeakMap<RenderJob, { rendered: number; started: number }>();

/**
 * Called once per rendered page at build time; prints a progress line every 250 pages so long builds show they are
 * alive. A render process shared by several small dealers renders them one after another, each in its own render job
 * (scripts/lib/render/render-more-dealers.mjs): each counts from zero and is named (the job's progressName), so ops
 * read each dealer's own progress.
 */
export function notePageRendered(): void {
  const job = currentRenderJob();
  const { progressName: name, progress, shard, shards } = job;
  let count = counts.get(job);
  if (!count) counts.set(job, (count = { rendered: 0, started: performance.now() }));
  count.rendered++;
  if (count.rendered % 250 === 0 && progress) {
    const rate = count.rendered / ((performance.now() - count.started) / 1000);
    const who = shards > 1 ? `process ${shard + 1}/${shards}: ` : '';
    process.stdout.write(`  ${who}rendered ${count.rendered} pages${name ? ` of ${name}` : ''} (${rate.toFixed(0)} pages/s)\n`);
  }
}
