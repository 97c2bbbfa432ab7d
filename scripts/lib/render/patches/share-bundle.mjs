/*
 * Hands the prerender bundle Astro made in one render process to further processes, which render from it without
 * loading Astro's build (Vite, Rolldown): a large dealer's second and later shards (every shard bundled the same code
 * again, about 1.5 s and 800 MB of peak memory each; see docs/decisions.md, Build time and memory).
 *
 * The first process saves, as soon as its bundle is loaded: a copy of the prerender output (the entry and its
 * chunks, kept under the project so that their package imports resolve alike) and, as JSON, the few build
 * internals the app reads while rendering (astro/dist/core/build/environment.js headElements: each page's styles,
 * the page-script bundle's name, the head scripts). A further process loads the entry, gives the app those
 * internals, and renders its share through the same app as Astro's default prerenderer would (StaticPaths, app.render).
 */
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const INTERNALS_FILE = 'internals.json';

/** The prerender entry Astro writes into <outDir>/.prerender (a hashed name). */
function entryIn(prerenderDir) {
  const name = readdirSync(prerenderDir).find((f) => /^prerender-entry\..*\.mjs$/.test(f) || f === 'prerender-entry.mjs');
  if (!name) throw new Error(`no prerender entry in ${prerenderDir}`);
  return name;
}

/**
 * Prerenderer wrapper for the first process: after Astro's prerenderer has loaded the bundle, copy it and its
 * internals to `dir` and report `{"bundleReady": dir}`; the process then renders its own pages as usual.
 * (render-shard.mjs chains it with the further-dealers wrapper: Astro keeps only the last setPrerenderer call.)
 * @param {{ outDir: string, dir: string }} where
 * @param {(line: string) => void} report
 * @returns {(base: any) => any}
 */
export function saveBundlePrerenderer({ outDir, dir }, report) {
  return (base) => ({
    ...base,
    name: 'dealer-sites:save-bundle',
    // The default prerenderer sets its app during setup: read through, so a wrapper around this one sees it too.
    get app() {
      return base.app;
    },
    async setup() {
      const prerenderDir = path.join(outDir, '.prerender');
      const entryName = entryIn(prerenderDir);
      // Imported before Astro's own setup (same URL, so the same module): the internals it hands the app are
      // seen on their way in; the app keeps them private.
      const entry = await import(pathToFileURL(path.join(prerenderDir, entryName)).href);
      let internals;
      let options;
      const { app } = entry;
      const setInternals = app.setInternals.bind(app);
      const setOptions = app.setOptions.bind(app);
      app.setInternals = (value) => {
        internals = value;
        setInternals(value);
      };
      app.setOptions = (value) => {
        options = value;
        setOptions(value);
      };
      await base.setup?.();
      if (base.app !== app || !internals || !options)
        throw new Error("save-bundle: Astro's prerenderer did not load the bundle this expected (an Astro change?)");
      cpSync(prerenderDir, path.join(dir, '.prerender'), { recursive: true });
      writeFileSync(
        path.join(dir, INTERNALS_FILE),
        JSON.stringify({
          entry: entryName,
          pagesByKeys: [...internals.pagesByKeys].map(([key, page]) => [key, { styles: page.styles }]),
          entrySpecifierToBundleMap: [...internals.entrySpecifierToBundleMap],
          scripts: options.settings.scripts.filter((s) => s.stage === 'page' || s.stage === 'head-inline').map((s) => ({ stage: s.stage, content: s.content })),
        }),
      );
      // Undo the wrapping: the rest of the build sees the app as Astro left it.
      delete app.setInternals;
      delete app.setOptions;
      report(JSON.stringify({ bundleReady: dir }));
    },
  });
}

/** Astro's log destination for a further process: warnings and errors to stderr, like the build's own. */
const destination = {
  write(event) {
    if (event.level === 'warn' || event.level === 'error') process.stderr.write(`${event.label ? `[${event.label}] ` : ''}${event.message}\n`);
  },
};

/**
 * A prerenderer over a bundle saved by saveBundle, in a process that never loaded Astro's build: the shape
 * render-more-dealers.mjs renders a dealer through ({ app, getStaticPaths, render }).
 * @param {string} dir
 */
export async function loadBundle(dir) {
  const saved = JSON.parse(readFileSync(path.join(dir, INTERNALS_FILE), 'utf8'));
  const { app } = await import(pathToFileURL(path.join(dir, '.prerender', saved.entry)).href);
  app.setInternals({ pagesByKeys: new Map(saved.pagesByKeys), entrySpecifierToBundleMap: new Map(saved.entrySpecifierToBundleMap) });
  app.setOptions({ settings: { scripts: saved.scripts }, logger: { options: { destination } } });
  const { StaticPaths } = await import('astro/runtime/prerender/static-paths.js');
  return {
    app,
    getStaticPaths: () => new StaticPaths(app).getAll(),
    render: (request, { routeData }) => app.render(request, { routeData }),
  };
}
