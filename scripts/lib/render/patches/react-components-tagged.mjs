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

/** Astro's renderer tag (as code for the appended lines), and the React integration's renderer name. */
export const RENDERER_TAG_CODE = "Symbol.for('astro:renderer')";
export const REACT_RENDERER = '@astrojs/react';

const JSX_MODULE = /[\\/]src[\\/].*\.[jt]sx$/;

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
    transform(code, id, options) {
      const file = id.split('?')[0] ?? '';
      if (!options?.ssr || !JSX_MODULE.test(file) || file.includes('node_modules')) return null;
      return { code: `${code}\n${tagLines(file)}\n`, map: null };
    },
  };
}
