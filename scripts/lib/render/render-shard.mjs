/*
 * Renders one share of a dealer site with Astro, in a process of its own (started by render-jobs.ts).
 *
 * Why a separate plain-JavaScript process: Astro renders pages one after another on a single thread, so a
 * large stock is split across one process per core; and running without a TypeScript hook spares every
 * page's module look-ups a pass through it. Everything this needs arrives as one JSON
 * argument (see RenderProcessJob in render-jobs.ts); the pages read the dealer's data through its render job file (src/render-runtime/render-job.ts), each render inside inRenderJob. Several small
 * dealers may share one process: the first is Astro's own build, the others (job.more) are rendered from its bundle.
 */
import { writeFileSync } from 'node:fs';
import { PAGES_IN_FLIGHT, inRenderJob, reportDone, startRenderProcess } from './render-process.mjs';

const job = startRenderProcess();

// Further small dealers rendered from this process's bundle (render-more-dealers.mjs); they need the same
// image-CDN provider, the one build-time choice of the browser bundle that differs between dealers.
const more = job.more ?? [];

try {
  const { build } = await import('astro');
  const { moreDealersPrerenderer, prerendererIntegration, copyClientFiles } = await import('./render-more-dealers.mjs');
  // A large dealer's first shard hands its bundle to the others, and a build fills the bundle cache
  // (share-bundle.mjs, render-from-bundle.mjs, bundle-cache.ts).
  const { saveBundlePrerenderer } = job.saveBundle ? await import('./patches/share-bundle.mjs') : {};
  // The pages Astro wrote for this process's first (or only) dealer: its page routes, each one HTML file. Their
  // names go to the build process, which writes the sitemap from them (dealer-sitemap.ts).
  let pages = 0;
  const countPages = {
    name: 'dealer-sites:page-names',
    hooks: {
      'astro:build:done': ({ pages: written }) => {
        pages = written.length;
        if (job.pagesFile) writeFileSync(job.pagesFile, JSON.stringify(written.map((page) => page.pathname)));
      },
    },
  };
  const integrations = [
    countPages,
    // The bundle is saved as it loads (setup), the further dealers render after the first (teardown).
    prerendererIntegration([
      ...(job.saveBundle ? [saveBundlePrerenderer({ outDir: job.outDir, dir: job.saveBundle }, (line) => console.log(line))] : []),
      ...(more.length ? [moreDealersPrerenderer(more, (line) => console.log(line))] : []),
    ]),
  ];
  // Astro's build renders the first dealer's pages inside it, and the further dealers each inside their own job.
  await inRenderJob(job.renderJob, () =>
    build({
      root: job.root,
      outDir: job.outDir,
      cacheDir: job.cacheDir,
      build: { concurrency: PAGES_IN_FLIGHT },
      logLevel: job.verbose ? 'info' : 'warn',
      // The out folder is this build's own, new; the build process writes the cars' data files into it meanwhile
      // (car-files.ts), which Astro's emptying of its out folder would race with.
      vite: { logLevel: job.verbose ? 'info' : 'warn', build: { emptyOutDir: false } },
      integrations,
      security: {
        csp: {
          directives: job.csp,
          scriptDirective: { resources: job.cspScripts ?? ["'self'"] },
          styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
        },
      },
    }),
  );
  if (more.length) copyClientFiles(job.outDir, more);
  reportDone(job.shard, pages);
} catch (e) {
  console.error(e instanceof Error ? e.stack : String(e));
  process.exit(1);
}
