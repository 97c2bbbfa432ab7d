/*
 * Vite plugin: the server bundle gets island-props-serializer.mjs in place of Astro's island props serialiser
 * (astro/dist/runtime/server/serialize.js): the same text, written directly and once an island (see that file).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ASTRO_VERSION, NODE_MODULES } from './astro-version.mjs';

export const ASTRO_SERIALIZER = /[\\/]node_modules[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]serialize\.js$/;
export const ASTRO_SERIALIZER_FILE = `${NODE_MODULES}astro/dist/runtime/server/serialize.js`;
const SERIALIZER_FILE = fileURLToPath(new URL('./island-props-serializer.mjs', import.meta.url));

/**
 * What the swap relies on in Astro's serialize.js: one export, `serializeProps(props, metadata)` (the replacement
 * exports that name; a module that exported more would lose it).
 * @param {string} source the installed serialize.js
 * @returns {string | null} what is missing, or null
 */
export function serializerShapeProblem(source) {
  const exports = [...source.matchAll(/^export \{([^}]*)\};?$/gm)].flatMap(
    (m) =>
      m[1]
        ?.split(',')
        .map((n) => n.trim())
        .filter(Boolean) ?? [],
  );
  if (exports.join() !== 'serializeProps') return `exports ${exports.join(', ') || 'nothing'} instead of serializeProps alone`;
  if (!/^function serializeProps\(props, metadata\) \{$/m.test(source)) return 'has no "function serializeProps(props, metadata) {"';
  return null;
}

/** @returns {import('vite').Plugin} */
export function islandPropsFast() {
  return {
    name: 'island-props-fast',
    // The swap matches a path: an Astro release that moved or reshaped the file would make it apply to nothing.
    buildStart() {
      let source = '';
      try {
        source = readFileSync(ASTRO_SERIALIZER_FILE, 'utf8');
      } catch {
        // reported below
      }
      const problem = source ? serializerShapeProblem(source) : `is missing (${ASTRO_SERIALIZER_FILE})`;
      if (problem)
        this.error(
          `island-props-fast: Astro ${ASTRO_VERSION}'s dist/runtime/server/serialize.js ${problem}; update scripts/lib/render/patches/island-props-fast.mjs`,
        );
    },
    transform(_code, id, options) {
      if (!options?.ssr || !ASTRO_SERIALIZER.test(id.split('?')[0] ?? '')) return null;
      return { code: readFileSync(SERIALIZER_FILE, 'utf8'), map: null };
    },
  };
}
