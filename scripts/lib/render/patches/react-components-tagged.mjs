/*
 * Our React components carry Astro's renderer tag, so Astro does not test each one again on every render
 * (see docs/decisions.md, Build time and memory).
 *
 * Why: for an untagged component, Astro asks every renderer's `check` whether the component is theirs before each
 * render, and @astrojs/react answers by rendering it once more: a `Tester` component that calls the island's function
 * with its props, inside a renderToString of its own. A vehicle page has 18 islands, so every island rendered twice
 * over: timed on demo-motors' build, the checks took 199 ms of the 520 ms its 6,488 React renders took in all.
 * Astro skips the check for a component tagged with its renderer's name (`Symbol.for('astro:renderer')`, the tag
 * Astro's own `__astro_tag_component__` sets). Every .tsx and .jsx module of src/ is React (the sites' only JSX
 * renderer), so this Vite plugin tags every function those modules export, on the server only.
 */
import { readFileSync } from 'node:fs';
import { ASTRO_VERSION, NODE_MODULES } from './astro-version.mjs';

/** Astro's renderer tag (as code for the appended lines), and the React integration's renderer name. */
export const RENDERER_TAG_CODE = "Symbol.for('astro:renderer')";
export const REACT_RENDERER = '@astrojs/react';

const JSX_MODULE = /[\\/]src[\\/].*\.[jt]sx$/;

/**
 * Astro's renderComponent (astro/dist/runtime/server/render/component.js) as this relies on it: a component tagged
 * with a renderer's name is given that renderer, and only an untagged one goes through every renderer's check.
 */
export const ASTRO_COMPONENT_FILE = `${NODE_MODULES}astro/dist/runtime/server/render/component.js`;
export const SKIPS_CHECK_WHEN_TAGGED =
  /isTagged = Component && Component\[Renderer\];[\s\S]*renderer = renderers\.find\(\(\{ name \}\) => name === rendererName\);[\s\S]*if \(!renderer\) \{[\s\S]*ssr\.check/;
/** Where Astro defines the tag (astro/dist/runtime/server/render/common.js). */
export const ASTRO_COMMON_FILE = `${NODE_MODULES}astro/dist/runtime/server/render/common.js`;
const TAG_DEFINITION = 'Symbol.for("astro:renderer")';

/** @returns {string | null} what the installed Astro lacks of the shortcut this relies on, or null */
export function taggedShortcutProblem() {
  const read = (/** @type {string} */ file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  if (!read(ASTRO_COMMON_FILE).includes(TAG_DEFINITION)) return `render/common.js does not define ${TAG_DEFINITION}`;
  if (!SKIPS_CHECK_WHEN_TAGGED.test(read(ASTRO_COMPONENT_FILE))) return "render/component.js no longer skips the renderers' check for a tagged component";
  return null;
}

/**
 * The lines appended to a component module: its own namespace (a module may import itself; by the time its last line
 * runs every export is set) and a tag on each exported function not tagged already.
 * @param {string} file the module's path
 */
export function tagLines(file) {
  return [
    `import * as __reactTagSelf from ${JSON.stringify(file)};`,
    `for (const c of Object.values(__reactTagSelf)) if (typeof c === 'function' && !Object.prototype.hasOwnProperty.call(c, ${RENDERER_TAG_CODE})) Object.defineProperty(c, ${RENDERER_TAG_CODE}, { value: ${JSON.stringify(REACT_RENDERER)} });`,
  ].join('\n');
}

/** @returns {import('vite').Plugin} */
export function reactComponentsTagged() {
  return {
    name: 'react-components-tagged',
    // The tags cost a little and buy nothing once Astro stops reading them: a release that changed that stops the build.
    buildStart() {
      const problem = taggedShortcutProblem();
      if (problem) this.error(`react-components-tagged: Astro ${ASTRO_VERSION}'s ${problem}; update scripts/lib/render/patches/react-components-tagged.mjs`);
    },
    transform(code, id, options) {
      const file = id.split('?')[0] ?? '';
      if (!options?.ssr || !JSX_MODULE.test(file) || file.includes('node_modules')) return null;
      return { code: `${code}\n${tagLines(file)}\n`, map: null };
    },
  };
}
