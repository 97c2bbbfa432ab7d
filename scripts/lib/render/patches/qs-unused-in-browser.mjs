/*
 * instantsearch.js's browser code gets src/lib/qs-unused.ts for `qs`: only its default history router uses qs, and
 * the search island passes its own router, so ~20 KB gzipped of the search page would never run
 * (see docs/decisions.md, JavaScript before the first interaction).
 */
import { fileURLToPath } from 'node:url';

/** @returns {import('vite').Plugin} */
export function qsUnusedInBrowser() {
  const stand_in = fileURLToPath(new URL('../../../../src/lib/qs-unused.ts', import.meta.url));
  return {
    name: 'qs-unused-in-browser',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === 'qs' && !options?.ssr && importer?.includes('/node_modules/instantsearch.js/')) return stand_in;
      return null;
    },
  };
}
