/*
 * Vite plugin: the server bundle gets island-props-serializer.mjs in place of Astro's island props serialiser
 * (astro/dist/runtime/server/serialize.js): the same text, written directly and once an island (see that file).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ASTRO_SERIALIZER = /[\\/]node_modules[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]serialize\.js$/;
const SERIALIZER_FILE = fileURLToPath(new URL('./island-props-serializer.mjs', import.meta.url));

/** @returns {import('vite').Plugin} */
export function islandPropsFast() {
  return {
    name: 'island-props-fast',
    transform(_code, id, options) {
      if (!options?.ssr || !ASTRO_SERIALIZER.test(id.split('?')[0] ?? '')) return null;
      return { code: readFileSync(SERIALIZER_FILE, 'utf8'), map: null };
    },
  };
}
