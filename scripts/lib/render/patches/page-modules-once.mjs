/*
 * Each page module is imported once a render process, not once a page (see docs/decisions.md, Build time and memory).
 *
 * Why: Astro's map of page modules (virtual:astro:pages) holds `() => import("virtual:astro:page:…")` for each route,
 * and the prerenderer calls it for every page it renders. Node answers a repeated import() of a loaded module from
 * its cache, but only after resolving the specifier and looking up the module job again: a CPU profile of a
 * 5,000-car build's second render process put about 1 s of its 27 s there (getModuleForRoute and Node's loader).
 * A module is the same object on every import, so keeping the first import's promise changes nothing else.
 */

import { ASTRO_VERSION } from './astro-version.mjs';

/** Astro's generated line for one page module, and the form this turns it into. */
const PAGE_IMPORT = /const (_page\d+) = \(\) => import\(("[^"\n]*")\);/g;
const PAGES_MODULE = '\0virtual:astro:pages';

/**
 * @param {string} code virtual:astro:pages as Astro generates it
 * @returns {{ code: string, count: number }} the code with each page's import kept after the first, and how many
 */
export function importPagesOnce(code) {
  let count = 0;
  const out = code.replace(PAGE_IMPORT, (_, name, specifier) => {
    count++;
    return `let ${name}_import; const ${name} = () => (${name}_import ??= import(${specifier}));`;
  });
  return { code: out, count };
}

/** @returns {import('vite').Plugin} */
export function pageModulesOnce() {
  return {
    name: 'page-modules-once',
    transform(code, id) {
      if (id !== PAGES_MODULE) return null;
      const { code: out, count } = importPagesOnce(code);
      // Only speed is at stake, but a patch that silently stops applying is a cost nobody sees: an Astro release that
      // writes the map differently stops the build until this is updated (or deleted). (A map with no page at all, the
      // server environment's of a static site, has nothing to keep.)
      if (count === 0 && code.includes('import(')) {
        this.error(
          `page-modules-once: Astro ${ASTRO_VERSION} writes virtual:astro:pages without "const _pageN = () => import("…");"; update scripts/lib/render/patches/page-modules-once.mjs`,
        );
      }
      return count ? { code: out, map: null } : null;
    },
  };
}
