import { currentRenderJob } from './render-job';

let rendered = 0;
let started = 0;
let dealer: string | undefined;

/**
 * Called once per rendered page at build time; prints a progress line every 250 pages so long builds show they are
 * alive. A render process shared by several small dealers renders them one after another (the render job's
 * progressName, render-job.ts; scripts/lib/render/render-more-dealers.mjs): each counts from zero and is named, so ops read each dealer's own progress.
 */
export function notePageRendered(): void {
  const { progressName: name, progress, shard, shards } = currentRenderJob();
  if (name !== dealer) {
    dealer = name;
    rendered = 0;
    started = 0;
  }
  if (!started) started = performance.now();
  rendered++;
  if (rendered % 250 === 0 && progress) {
    const rate = rendered / ((performance.now() - started) / 1000);
    const who = shards > 1 ? `process ${shard + 1}/${shards}: ` : '';
    process.stdout.write(`  ${who}rendered ${rendered} pages${name ? ` of ${name}` : ''} (${rate.toFixed(0)} pages/s)\n`);
  }
}
