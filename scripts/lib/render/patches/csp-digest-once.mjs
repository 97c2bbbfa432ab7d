/*
 * Astro's CSP support hashes every inline script and style of every page (crypto.subtle, a thread-pool job each)
 * although the same island loaders and styles repeat on thousands of pages: 7 % of a render process's busy time
 * (CPU profile of 8 dealers x 300 cars). This Vite plugin wraps Astro's generateCspDigest, in the bundle Astro
 * builds for rendering, so each distinct text is hashed once a process. The digest of a text never changes, so
 * the pages are byte for byte the same.
 */
import { fileURLToPath } from 'node:url';
import { ASTRO_VERSION } from './astro-version.mjs';

/** Distinct texts kept; a page-specific inline script must not grow the cache without bound on a 20,000-car site. */
export const DIGESTS_KEPT = 2000;

/** @typedef {(data: string, algorithm: string) => Promise<string>} Digest */

/**
 * @param {Digest} digest
 * @param {number} [kept]
 * @returns {Digest} the same digests, each distinct (data, algorithm) computed once while kept
 */
export function memoizeDigest(digest, kept = DIGESTS_KEPT) {
  const known = new Map();
  return (data, algorithm) => {
    const key = `${algorithm}\u0000${data}`;
    let hash = known.get(key);
    if (hash === undefined) {
      if (known.size >= kept) known.clear();
      hash = digest(data, algorithm);
      // A failed digest is not kept: the next page asks again.
      hash.catch(() => known.delete(key));
      known.set(key, hash);
    }
    return hash;
  };
}

const ASTRO_ENCRYPTION = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;
export const DECLARATION = 'async function generateCspDigest(';
const SELF = fileURLToPath(import.meta.url);

/** @returns {import('vite').Plugin} */
export function cspDigestOnce() {
  return {
    name: 'csp-digest-once',
    transform(code, id) {
      if (!ASTRO_ENCRYPTION.test(id.split('?')[0] ?? '')) return null;
      // An Astro upgrade that renames the function must not silently lose the cache (or break the build quietly).
      if (!code.includes(DECLARATION))
        this.error(
          `csp-digest-once: "${DECLARATION}" not found in Astro ${ASTRO_VERSION}'s ${id}; update scripts/lib/render/patches/csp-digest-once.mjs for this Astro version`,
        );
      return {
        code:
          `import { memoizeDigest as __memoizeDigest } from ${JSON.stringify(SELF)};\n` +
          code.replace(DECLARATION, 'async function __generateCspDigestUncached(') +
          '\nconst generateCspDigest = __memoizeDigest(__generateCspDigestUncached);\n',
        map: null,
      };
    },
  };
}
