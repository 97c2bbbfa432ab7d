/*
 * Islands are server-rendered with React's renderToString instead of a web stream per island
 * (see docs/decisions.md, Build time and memory).
 *
 * Why: @astrojs/react renders every island through renderToReadableStream and reads the stream back to a string.
 * A vehicle page has 18 islands, so a 300-car dealer makes over 5,000 web streams, each with its transfer plumbing,
 * encoder and decoder: about a third of the time demo-motors' pages take to render from one bundle (3 alternated pairs:
 * 3.8 / 4.0 / 6.7 s streamed against 2.3 / 2.6 / 3.8 s), a few percent of a whole build (README). None of the islands
 * suspends while rendering on the server, so a stream has nothing to wait for.
 *
 * The integration's own `experimentalDisableStreaming` option (astro.config.mjs) switches to renderToString, but
 * drops the island's `identifierPrefix`: every island's useId ids would then start alike on the server while the
 * browser hydrates each with its `prefix` attribute, so labels would point at another island's field and hydration
 * would not match. This Vite plugin hands renderToString the same options the streamed render gets.
 */

/** The line of @astrojs/react's server.js this mends, and what it becomes. */
export const WITHOUT_OPTIONS = 'html = ReactDOM.renderToString(vnode);';
export const WITH_OPTIONS = 'html = ReactDOM.renderToString(vnode, renderOptions);';

import { installedVersion } from './astro-version.mjs';

const REACT_SERVER = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;

/** @returns {import('vite').Plugin} */
export function reactIslandsToString() {
  return {
    name: 'react-islands-to-string',
    transform(code, id) {
      if (!REACT_SERVER.test(id.split('?')[0] ?? '')) return null;
      // A release that passes the options itself needs nothing; one that changed the line must not lose the
      // islands' id prefixes quietly.
      if (code.includes(WITH_OPTIONS)) return null;
      if (!code.includes(WITHOUT_OPTIONS) || !code.includes('const renderOptions = {')) {
        this.error(
          `react-islands-to-string: "${WITHOUT_OPTIONS}" not found in @astrojs/react ${installedVersion('@astrojs/react')}'s ${id}; update scripts/lib/render/patches/react-islands-to-string.mjs for this @astrojs/react version`,
        );
      }
      return { code: code.replace(WITHOUT_OPTIONS, WITH_OPTIONS), map: null };
    },
  };
}
