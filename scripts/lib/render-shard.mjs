/*
 * Renders one share of a dealer site with Astro, in a process of its own (started by build-dealer.ts).
 *
 * Why a separate plain-JavaScript process: Astro renders pages one after another on a single thread, so a
 * large stock is split across one process per core; and running without the TypeScript loader (tsx) spares
 * every page's module look-ups a round trip to the loader thread. Everything this needs arrives as one JSON
 * argument (see RenderJob in build-dealer.ts); the pages read the dealer's data from DEALER_SITE_DATA. Several small
 * dealers may share one process: the first is Astro's own build, the others (job.more) are rendered from its bundle.
 */
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
Object.assign(process.env, {
  DEALER_SITE_DATA: job.dataFile,
  DEALER_PRIVATE_PAGES: job.privatePages,
  DEALER_SHARD: String(job.shard),
  DEALER_SHARDS: String(job.shards),
  DEALER_IMAGE_CDN_PROVIDER: job.imageCdnProvider ?? '',
});
if (job.sitemapExtraFile) process.env.DEALER_SITEMAP_EXTRA = job.sitemapExtraFile;
if (job.sitemapLastmodFile) process.env.DEALER_SITEMAP_LASTMOD = job.sitemapLastmodFile;

// Further small dealers rendered from this process's bundle (render-more-dealers.mjs); they need the same
// image-CDN provider, the one build-time choice of the browser bundle that differs between dealers.
const more = job.more ?? [];

try {
  const { build } = await import('astro');
  const { renderMoreDealers, copyClientFiles } = more.length ? await import('./render-more-dealers.mjs') : {};
  await build({
    root: job.root,
    outDir: job.outDir,
    site: job.site,
    cacheDir: job.cacheDir,
    // Several pages in flight: one page's file writes and CSP digests (thread-pool work) overlap the next
    // page's rendering; one at a time left this process idle a third of the time (CPU profile, 2,000 cars).
    build: { concurrency: 4 },
    logLevel: job.verbose ? 'info' : 'warn',
    vite: { logLevel: job.verbose ? 'info' : 'warn' },
    ...(more.length ? { integrations: [renderMoreDealers(more, (line) => console.log(line))] } : {}),
    security: { csp: { directives: job.csp, scriptDirective: { resources: job.cspScripts ?? ["'self'"] }, styleDirective: { resources: ["'self'", "'unsafe-inline'"] } } },
  });
  if (more.length) copyClientFiles(job.outDir, more);
  // The parent adds this to its own figure: a build's memory is the sum of its processes.
  console.log(JSON.stringify({ renderDone: job.shard, maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
} catch (e) {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
}
