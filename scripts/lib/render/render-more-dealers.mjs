/*
 * Renders further dealers in the render process of a first one, from the bundle Astro made for the first.
 *
 * Why: bundling the pages and islands with Vite is most of a small dealer's build (about 1.5 s and 800 MB in every
 * render process; see docs/decisions.md, Build time and memory), and it is the same work for every dealer of one code
 * version. Astro's public `setPrerenderer` hook (astro:build:start) wraps the default prerenderer; its teardown runs
 * after the first dealer's pages while the prerender bundle is still loaded, and there each further dealer is rendered
 * through the same app: its render job (each dealer's pages render inside inRenderJob with its own job), its static
 * paths (the route cache cleared) and its Content-Security-Policy (read from the manifest on every render). Its pages
 * are written as Astro writes them (build.format 'directory'), and the names of its HTML pages to its pagesFile, from
 * which the build process writes its sitemap (dealer-sitemap.ts).
 * What cannot differ between the dealers of one process: the code, and the image-CDN provider the browser bundle is
 * made for (fleet/render-groups.ts groups dealers by it). The client files (_astro/, public/) are copied after the build.
 *
 * A dealer that fails here is reported ({"dealerFailed"}) and the others go on; the first dealer's build is
 * Astro's own and fails the process as before.
 */
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { PAGES_IN_FLIGHT, inRenderJob } from './render-process.mjs';

/**
 * @typedef {{ slug: string, renderJob: string, outDir: string, site: string,
 *   csp: string[], cspScripts: string[], pagesFile: string }} MoreDealer
 */

/** Where Astro writes a page or endpoint of a 'directory' format build (astro/dist/core/build/common.js). */
export function outFileFor(outDir, pathname, routeType) {
  const clean = pathname.replace(/^\/+|\/+$/g, '');
  if (routeType === 'endpoint') return path.join(outDir, clean);
  if (clean === '404' || clean === '500') return path.join(outDir, `${clean}.html`);
  return path.join(outDir, clean, 'index.html');
}

/**
 * mkdir for the folders of a dealer's pages under `root`, each made once, with one call. Made recursively for every
 * page, a car's files (its page, checkout and print sheet in three folders, and then its lead-car file) cost eight system
 * calls: a folder that exists is a failed mkdir and a stat, a new one under a new folder a failed mkdir and two more.
 * In a 20,000-car build's second render process those calls were 6.8 s of its 160 s (CPU profile; the cars' parent
 * folder holds 10,000 entries on a slow disk); this makes three.
 * @param {string} root the dealer's out dir
 * @returns {(dir: string) => void}
 */
export function folderMaker(root) {
  root = path.resolve(root);
  const made = new Set();
  const make = (dir) => {
    if (made.has(dir)) return;
    if (!dir.startsWith(root + path.sep)) {
      mkdirSync(dir, { recursive: true });
    } else {
      make(path.dirname(dir));
      try {
        mkdirSync(dir);
      } catch (e) {
        // Already there (the folder was not empty): as good as made. A file in its place fails the page's write.
        if (e?.code !== 'EEXIST') throw e;
      }
    }
    made.add(dir);
  };
  return make;
}

/** The request Astro makes for a prerendered path: directory format, so pages end in a slash, endpoints do not. */
function requestFor(site, pathname, routeType) {
  const clean = pathname.replace(/^\/+/, '');
  const url = routeType === 'endpoint' || clean === '' ? `/${clean}` : `/${clean.replace(/\/+$/, '')}/`;
  return new Request(new URL(url, new URL(site).origin));
}

/**
 * Prerenderer wrapper that renders `dealers` in its teardown (render-shard.mjs chains it with others).
 * @param {MoreDealer[]} dealers
 * @param {(line: string) => void} report one JSON line a dealer, for the parent (render-jobs.ts)
 * @returns {(base: any) => any}
 */
export function moreDealersPrerenderer(dealers, report) {
  return (base) => ({
    ...base,
    name: 'dealer-sites:more-dealers',
    // The default prerenderer sets its app during setup: read through, so a wrapper around this one sees it too.
    get app() {
      return base.app;
    },
    async teardown() {
      // The first dealer's CSP is put back afterwards: whatever runs after this teardown (Astro's own build steps, the
      // base teardown) sees the dealer Astro built. Its render job needs no putting back: each dealer renders in its own.
      const firstDealer = { csp: cspOf(base.app) };
      try {
        for (const dealer of dealers) {
          const started = performance.now();
          // Progress lines (src/render-runtime/build-progress.ts) count this dealer's pages from zero, under the name its job gives.
          try {
            const pages = await renderDealer(base, dealer);
            writeFileSync(dealer.pagesFile, JSON.stringify(pages));
            report(JSON.stringify({ dealerDone: dealer.slug, pages: pages.length, seconds: (performance.now() - started) / 1000 }));
          } catch (e) {
            report(JSON.stringify({ dealerFailed: dealer.slug, error: e instanceof Error ? (e.stack ?? e.message) : String(e) }));
          }
        }
      } finally {
        if (firstDealer.csp) Object.assign(base.app.manifest.csp, firstDealer.csp);
        base.app.routeCache?.clearAll();
        await base.teardown?.();
      }
    },
  });
}

/**
 * One Astro integration setting a prerenderer made of `wrappers`, the first innermost (around Astro's default).
 * Astro keeps only the last setPrerenderer call of a build, so wrappers are chained here, never set one by one.
 * @param {((base: any) => any)[]} wrappers
 */
export function prerendererIntegration(wrappers) {
  return {
    name: 'dealer-sites:prerenderer',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        if (wrappers.length) setPrerenderer((base) => wrappers.reduce((inner, wrap) => wrap(inner), base));
      },
    },
  };
}

/**
 * @param {MoreDealer[]} dealers
 * @param {(line: string) => void} report one JSON line a dealer, for the parent (render-jobs.ts)
 */
export function renderMoreDealers(dealers, report) {
  return prerendererIntegration([moreDealersPrerenderer(dealers, report)]);
}

/** The per-dealer parts of the manifest's CSP, copied, to put back after the further dealers. */
function cspOf(app) {
  const csp = app?.manifest?.csp;
  return csp ? { directives: csp.directives, scriptDirective: csp.scriptDirective, scriptResources: csp.scriptResources } : null;
}

/**
 * Renders every static path of one dealer into its out dir; returns the page names the sitemap lists. Also a large
 * dealer's later shards, from a saved bundle (render-from-bundle.mjs), which `skip` the paths another process renders.
 * @param {{ skip?: Set<string> }} [options] paths (without a trailing slash) not to render
 */
export function renderDealer(base, dealer, options = {}) {
  return inRenderJob(dealer.renderJob, () => renderInJob(base, dealer, options));
}

/** renderDealer's work, inside the dealer's render job. */
async function renderInJob(base, dealer, { skip }) {
  const app = base.app;
  const csp = app.manifest.csp;
  if (csp) {
    csp.directives = [...dealer.csp];
    csp.scriptDirective = { ...csp.scriptDirective, resources: [...dealer.cspScripts] };
    csp.scriptResources = [...dealer.cspScripts];
  }
  // Each route's getStaticPaths ran for the first dealer; its answers (and their props: the cars) are cached.
  app.routeCache.clearAll();
  const paths = await base.getStaticPaths();
  const seen = new Set(skip);
  const makeFolder = folderMaker(dealer.outDir);
  const todo = [];
  for (const entry of paths) {
    const key = entry.pathname.replace(/\/+$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    todo.push(entry);
  }
  /** @param {{ pathname: string, route: any }} entry @returns {Promise<string | null>} the sitemap's page name */
  const renderOne = async ({ pathname, route }) => {
    const rendered = await base.render(requestFor(dealer.site, pathname, route.type), { routeData: route });
    const response = rendered instanceof Response ? rendered : rendered.response;
    if (response.status >= 300 && response.status < 400)
      throw new Error(`${pathname}: a redirect (${response.status}); a dealer of a shared render process cannot have one`);
    if (!response.body) return null;
    const file = outFileFor(dealer.outDir, pathname, route.type);
    const bytes = Buffer.from(await response.arrayBuffer());
    // Written in place, not through fs/promises: the promise API's open, write and close round trips cost this
    // process about twice the CPU of the writes themselves (4,000 pages: 1.1 s against 0.5 s), and the core is
    // better spent rendering; a page is one small file, so the thread waits little.
    makeFolder(path.dirname(file));
    writeFileSync(file, bytes);
    return route.type === 'page' ? pathname.replace(/\/?$/, '/').replace(/^\//, '') : null;
  };
  // As many pages at a time as Astro's own build renders. After a failure no new page starts; the ones in flight
  // end first, so nothing writes into this dealer's folder once this has returned.
  let failure = null;
  const names = await pLimit(PAGES_IN_FLIGHT).map(todo, async (entry) => {
    if (failure) return null;
    try {
      return await renderOne(entry);
    } catch (e) {
      failure ??= { error: e };
      return null;
    }
  });
  if (failure) throw failure.error;
  // In the order of the static paths, as if rendered one by one: the sitemap lists them so.
  return names.filter((name) => name !== null);
}

/** After the build: the browser files (_astro/) and public/ files the first dealer's out dir has, for every further dealer. */
export function copyClientFiles(firstOutDir, dealers, publicDir = fileURLToPath(new URL('../../../public/', import.meta.url))) {
  for (const dealer of dealers) {
    cpSync(path.join(firstOutDir, '_astro'), path.join(dealer.outDir, '_astro'), { recursive: true });
    cpSync(publicDir, dealer.outDir, { recursive: true });
  }
}
