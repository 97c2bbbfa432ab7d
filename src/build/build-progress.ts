let rendered = 0;
let started = 0;

/** Called once per rendered page at build time; prints a progress line every 250 pages so long builds show they are alive. */
export function notePageRendered(): void {
  if (!started) started = performance.now();
  rendered++;
  if (rendered % 250 === 0 && process.env.DEALER_BUILD_PROGRESS !== '0') {
    const rate = rendered / ((performance.now() - started) / 1000);
    const shards = Number(process.env.DEALER_SHARDS ?? 1);
    const who = shards > 1 ? `process ${Number(process.env.DEALER_SHARD ?? 0) + 1}/${shards}: ` : '';
    process.stdout.write(`  ${who}rendered ${rendered} pages (${rate.toFixed(0)} pages/s)\n`);
  }
}
