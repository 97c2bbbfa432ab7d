// @ts-check
/*
 * How the browser's JavaScript is cut into files (Astro's client build only; the server bundle is untouched).
 *
 * Left to itself, the bundler gives every set of modules shared by a different set of entries (islands, page
 * scripts, dynamic imports) a file of its own: the search page loaded 42 files, 30 of them under 1 KB, and each file
 * costs its own gzip start and the import and export lines that join it to the others. Three groups put back together
 * what is always loaded together, so no page loads a byte it did not load before:
 * - site: what the kept-lead script on every page (LeadRetry.astro) imports: the session trail, the storage door,
 *   the kept-lead messages. Any island importing one of them finds the file already loaded.
 * - react: React, React DOM (its client and the small react-dom entry page scripts use), the scheduler, the JSX
 *   runtime and @astrojs/react's hydration client. Every page with a React island loads all of them.
 * - search-page: what the search island (SearchApp) imports and no island or script of another page does (the
 *   budget tool beside it on the search page shares some of it). What the island loads later by a dynamic import
 *   (the breadcrumb's tables, an image CDN's module) stays a file of its own, loaded when needed.
 * A group holds just the modules it names (not their dependencies), so a module shared with other pages stays in
 * its shared file; the entries then keep their exports and may export more (`allow-extension`), as the bundler
 * requires for such groups.
 *
 * And the domain rules and the search's modules (src/domain but its zod schemas, src/search) run nothing when they
 * are imported: a module none of whose exports the browser uses is dropped instead of being kept for effects it
 * does not have (the search page loaded the lender's finance maths because a module it reads imports it).
 */

/** Modules every page with a React island loads. */
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]node_modules[\\/]@astrojs[\\/]react[\\/]/;

/** The script every page carries (BaseLayout), and the islands only the search pages carry. */
const EVERY_PAGE_SCRIPT = /[\\/]src[\\/]islands[\\/]forms[\\/]LeadRetry\.astro\?astro&type=script/;
const SEARCH_ISLAND = /[\\/]src[\\/]islands[\\/]search[\\/]SearchApp\.tsx$/;
const SEARCH_PAGE_ISLANDS = /[\\/]src[\\/]islands[\\/]search[\\/](SearchApp|budget[\\/]BudgetSearch)\.tsx$/;

/** Modules without side effects on import: src/domain (but schemas/, whose zod setup is one) and src/search. */
export const PURE_MODULES = /[\\/]src[\\/](?:domain[\\/](?!schemas[\\/])|search[\\/])[^?]*\.ts$/;

/** Code, not a stylesheet or an asset: a group holds script modules only (a stylesheet stays with its importer). */
const SCRIPT = /\.[cm]?[jt]sx?(?:\?.*)?$/;

/**
 * @typedef {{ importedIds: readonly string[], dynamicallyImportedIds: readonly string[], dynamicImporters: readonly string[], isEntry: boolean }} ModuleFacts
 * @typedef {(id: string) => ModuleFacts | null} ModuleInfo
 */

/**
 * Every module a root reaches by static imports, the root included.
 * @param {Iterable<string>} roots
 * @param {ModuleInfo} info
 */
function reachedFrom(roots, info) {
  const seen = new Set(roots);
  const queue = [...seen];
  while (queue.length) {
    for (const next of info(/** @type {string} */ (queue.pop()))?.importedIds ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/**
 * What the every-page script imports (not the script itself, which stays the file its pages name).
 * @param {readonly string[]} ids
 * @param {ModuleInfo} info
 * @returns {Set<string>}
 */
export function everyPageModules(ids, info) {
  const script = ids.find((id) => EVERY_PAGE_SCRIPT.test(id) && info(id)?.isEntry);
  if (!script) return new Set();
  const own = reachedFrom([script], info);
  own.delete(script);
  return own;
}

/**
 * The search page's own modules: reached by static imports from SearchApp and from no entry of another page. The
 * entries are the build's and every dynamic import's target, less the search page's islands and the dynamic
 * imports made only from what those reach (they load on the search page alone).
 * @param {readonly string[]} ids
 * @param {ModuleInfo} info
 * @returns {Set<string>}
 */
export function searchPageModules(ids, info) {
  const island = ids.find((id) => SEARCH_ISLAND.test(id));
  if (!island) return new Set();
  const dynamicTargets = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
  const entries = ids.filter((id) => info(id)?.isEntry || dynamicTargets.has(id));
  const searchRoots = new Set(entries.filter((id) => SEARCH_PAGE_ISLANDS.test(id)));
  let reached = reachedFrom(searchRoots, info);
  for (let grew = true; grew;) {
    grew = false;
    for (const id of dynamicTargets) {
      const importers = info(id)?.dynamicImporters ?? [];
      if (!searchRoots.has(id) && importers.length > 0 && importers.every((i) => reached.has(i))) {
        searchRoots.add(id);
        reached = reachedFrom(searchRoots, info);
        grew = true;
      }
    }
  }
  const elsewhere = reachedFrom(
    entries.filter((id) => !searchRoots.has(id)),
    info,
  );
  return new Set([...reachedFrom([island], info)].filter((id) => !elsewhere.has(id) && !id.startsWith('\0') && SCRIPT.test(id)));
}

/**
 * The Vite plugin: reads the client build's module graph once it is complete (the groups are applied after).
 * @returns {import('vite').Plugin}
 */
export function browserChunks() {
  /** @type {Set<string>} */
  let everyPage = new Set();
  /** @type {Set<string>} */
  let searchPage = new Set();
  return {
    name: 'browser-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: 'allow-extension',
            treeshake: { moduleSideEffects: [{ test: PURE_MODULES, sideEffects: false }] },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'site', test: (id) => everyPage.has(id), priority: 3, includeDependenciesRecursively: false },
                  { name: 'react', test: REACT, priority: 2, includeDependenciesRecursively: false },
                  { name: 'search-page', test: (id) => searchPage.has(id), priority: 1, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      if (this.environment?.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      /** @type {ModuleInfo} */
      const info = (id) => this.getModuleInfo(id);
      everyPage = everyPageModules(ids, info);
      searchPage = searchPageModules(ids, info);
    },
  };
}
