import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { importPagesOnce, pageModulesOnce } from '../../../scripts/lib/render/patches/page-modules-once.mjs';
import { ROOT } from '../helpers';

type Hook = { handler: (this: unknown) => Promise<{ code: string }> };
type Transform = (this: unknown, code: string, id: string) => { code: string } | null;

/** virtual:astro:pages as the installed Astro generates it, for two prerendered routes. */
async function astroPagesModule(): Promise<string> {
  const { pluginPages } = await import(pathToFileURL(path.join(ROOT, 'node_modules/astro/dist/vite-plugin-pages/pages.js')).href);
  const routes = ['src/pages/index.astro', 'src/pages/cars/[slug]/index.astro'].map((component) => ({ component, prerender: true, type: 'page' }));
  const plugin = pluginPages({ routesList: { routes } }) as { load: Hook };
  const context = { environment: { name: 'prerender' }, resolve: async (id: string) => ({ id }) };
  return (await plugin.load.handler.call(context)).code;
}

/** Runs a pages module with `import()` counted: the map's loaders, and how many imports each call made. */
function run(code: string) {
  const imported: string[] = [];
  const body = code.replace(/\bimport\(/g, '__import(').replace('export { pageMap };', 'return pageMap;');
  const pageMap = new Function('__import', body)((s: string) => {
    imported.push(s);
    return Promise.resolve({ page: () => s });
  }) as Map<string, () => Promise<unknown>>;
  return { pageMap, imported };
}

describe('each page module imported once a render process (scripts/lib/render/patches/page-modules-once.mjs)', () => {
  it("keeps the first import of each page in the installed Astro's map: the same module, one import", async () => {
    const source = await astroPagesModule();
    const { code, count } = importPagesOnce(source);
    expect(count).toBe(2);
    const before = run(source);
    const after = run(code);
    for (const { pageMap } of [before, after]) for (const load of pageMap.values()) for (let i = 0; i < 3; i++) await load();
    expect(before.imported).toHaveLength(6);
    expect(after.imported).toHaveLength(2);
    expect(new Set(after.imported)).toEqual(new Set(before.imported));
    const load = after.pageMap.get('src/pages/index.astro')!;
    expect(load()).toBe(load());
  });

  // Contract: the regex over Astro's generated map. It protects against an Astro release that writes the map another
  // way: the build stops (rather than go on without the patch) and names the Astro version.
  it('changes only virtual:astro:pages, and stops the build when Astro writes it differently', () => {
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const transform = (pageModulesOnce() as unknown as { transform: Transform }).transform;
    const page = 'const _page0 = () => import("virtual:astro:page:src/pages/index@_@astro");\nconst pageMap = new Map([["a", _page0]]);';
    expect(transform.call({ error }, page, path.join(ROOT, 'src/pages/index.astro'))).toBeNull();
    expect(transform.call({ error }, page, '\0virtual:astro:pages')!.code).toContain('??= import(');
    // The server environment of a static site: a map with no page, nothing to keep.
    expect(transform.call({ error }, 'const pageMap = new Map([\n    \n]);\n\nexport { pageMap };', '\0virtual:astro:pages')).toBeNull();
    expect(() => transform.call({ error }, 'const pageMap = new Map([["a", function () { return import("x"); }]]);', '\0virtual:astro:pages')).toThrow(
      /page-modules-once: Astro \d+\.\d+\.\d+ writes virtual:astro:pages without .*update scripts\/lib\/render\/patches\/page-modules-once\.mjs/,
    );
  });
});
