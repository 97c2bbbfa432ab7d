import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers';

/*
 * Contract for scripts/lib/render/patches/share-bundle.mjs, read from the installed Astro (no build): the wrapper
 * intercepts the build app's private setInternals and setOptions as Astro's default prerenderer calls them, saves
 * only the internals and settings the build environment reads while rendering, and a further process renders through
 * astro/runtime/prerender/static-paths.js. An Astro release that changes any of these fails here; at build time the
 * wrapper throws when the prerenderer did not hand it the internals (tests/build/shard.test.ts renders through it).
 */
const astro = (file: string) => readFileSync(path.join(ROOT, 'node_modules/astro/dist', file), 'utf8');

describe('the Astro internals share-bundle.mjs relies on (scripts/lib/render/patches/share-bundle.mjs)', () => {
  it("Astro's default prerenderer imports the entry and hands its app the internals and options, in that order", () => {
    expect(astro('core/build/default-prerenderer.js')).toMatch(
      /const prerenderEntry = await import\(prerenderEntryUrl\.toString\(\)\);\s*const app = prerenderEntry\.app;\s*app\.setInternals\(internals\);\s*app\.setOptions\(options\);\s*prerenderer\.app = app;/,
    );
    const app = astro('core/build/app.js');
    expect(app).toMatch(/^ {2}setInternals\(internals\) \{$/m);
    expect(app).toMatch(/^ {2}setOptions\(options\) \{$/m);
  });

  it('the build environment reads, of the internals and settings, only what the wrapper saves', () => {
    const env = astro('core/build/environment.js');
    // headElements: the page's styles (getPageData over pagesByKeys), the page-script bundle, the page and head-inline scripts.
    expect([...new Set([...env.matchAll(/buildInternals\.(\w+)/g)].map((m) => m[1]))]).toEqual(['entrySpecifierToBundleMap']);
    expect([...new Set([...env.matchAll(/settings\.(\w+)/g)].map((m) => m[1]))]).toEqual(['scripts']);
    expect(env).toContain('getPageData(buildInternals, routeData.route, routeData.component)');
    expect(env).toMatch(/pageBuildData\?\.styles/);
    expect(env).toContain('import { cssOrder, getPageData, mergeInlineCss } from "./runtime.js";');
    expect(astro('core/build/runtime.js')).toMatch(/function getPageData\(internals, route, component\) \{\s*let pageData = internals\.pagesByKeys\.get\(/);
  });

  it('StaticPaths is exported where a further process imports it, built over an app, with getAll', async () => {
    const { StaticPaths } = (await import(pathToFileURL(path.join(ROOT, 'node_modules/astro/dist/runtime/prerender/static-paths.js')).href)) as {
      StaticPaths: new (app: unknown) => { getAll: () => Promise<unknown> };
    };
    expect(StaticPaths).toHaveLength(1);
    expect(typeof StaticPaths.prototype.getAll).toBe('function');
  });
});
