/*
 * Each page module is imported once a render process, not once a page (see docs/decisions.md, Build time and memory).
 *
 * Why: Astro's map of page modules (virtual:astro:pages) holds `() => import("virtual:astro:page:…")` for each route,
 * and the prerenderer calls it for every page it renders. Node answers a repeated import() of a loaded module from
 * its cache, but only after resolving the specifier and looking up the module job again: a CPU profile of a
 * 5,000-car build's second render process put about 1 s of its 27 s there (getModuleForRoute and Node's loader).
 * A module is the same object on every import, so keeping the first import's promise changes nothing else.
 */

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
      // Only speed is at stake: an Astro release that writes the map differently builds the same pages, more slowly.
      if (count === 0 && code.includes('pageMap') && code.includes('import(')) {
        this.warn(
          "page-modules-once: Astro's virtual:astro:pages has a new shape; pages are rendered without it (update scripts/lib/render/patches/page-modules-once.mjs)",
        );
      }
      return count ? { code: out, map: null } : null;
    },
  };
}
