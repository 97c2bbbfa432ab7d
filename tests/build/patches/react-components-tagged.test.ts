import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_COMPONENT_FILE,
  reactComponentsTagged,
  REACT_RENDERER,
  SKIPS_CHECK_WHEN_TAGGED,
  taggedShortcutProblem,
} from '../../../scripts/lib/render/patches/react-components-tagged.mjs';
import { ROOT } from '../helpers';

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = (reactComponentsTagged() as unknown as { transform: Transform }).transform;
const TAG = Symbol.for('astro:renderer');

describe("our React components carry Astro's renderer tag on the server (scripts/lib/render/patches/react-components-tagged.mjs)", () => {
  it('tags every exported function of a component module, once, and leaves other exports alone', async () => {
    // A component module as it reaches the plugin (JSX already compiled): a default and a named component, a
    // constant, and a function another plugin tagged already.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'tagged-'));
    const file = path.join(dir, 'src', 'islands', 'Thing.tsx');
    const source = [
      'export default function Thing() { return null; }',
      'export function Other() { return null; }',
      'export const LIMIT = 3;',
      "export function Preact() { return null; } Object.defineProperty(Preact, Symbol.for('astro:renderer'), { value: '@astrojs/preact' });",
    ].join('\n');
    const out = transform(source, file, { ssr: true })!;
    const runnable = path.join(dir, 'thing.mjs');
    // Node runs the output as is; the module imports itself by its own path, so point that at the runnable copy.
    writeFileSync(runnable, out.code.replace(JSON.stringify(file), JSON.stringify(runnable)));
    const mod = await import(pathToFileURL(runnable).href);
    rmSync(dir, { recursive: true, force: true });
    expect(mod.default[TAG]).toBe(REACT_RENDERER);
    expect(mod.Other[TAG]).toBe(REACT_RENDERER);
    expect(mod.Preact[TAG]).toBe('@astrojs/preact');
    expect(mod.LIMIT).toBe(3);
    expect(out.code.startsWith(source)).toBe(true);
  });

  it('only touches JSX modules of src/ on the server: not the browser build, .ts files or dependencies', () => {
    const tsx = path.join(ROOT, 'src/islands/vehicle/ShareBar.tsx');
    expect(transform('export default function A() {}', tsx, { ssr: false })).toBeNull();
    expect(transform('export default function A() {}', tsx)).toBeNull();
    expect(transform('export const a = 1;', path.join(ROOT, 'src/domain/pricing.ts'), { ssr: true })).toBeNull();
    expect(transform('export default function A() {}', path.join(ROOT, 'node_modules/some-lib/src/A.jsx'), { ssr: true })).toBeNull();
    expect(transform('export default function A() {}', `${tsx}?v=3f2a1c`, { ssr: true })).not.toBeNull();
  });

  // Contract: Astro's internal shortcut for a tagged component and @astrojs/react's renderer name. It protects against
  // a release where the tag no longer skips the check (the patch would cost and buy nothing): the build stops.
  it("uses the tag and renderer name the installed Astro and @astrojs/react use, so Astro skips the renderer's check", () => {
    expect(taggedShortcutProblem()).toBeNull();
    expect(ASTRO_COMPONENT_FILE).toBe(path.join(ROOT, 'node_modules/astro/dist/runtime/server/render/component.js'));
    expect(SKIPS_CHECK_WHEN_TAGGED.test('const isTagged = false; for (const r of renderers) await r.ssr.check();')).toBe(false);
    const buildStart = (reactComponentsTagged() as unknown as { buildStart: (this: unknown) => void }).buildStart;
    expect(() =>
      buildStart.call({
        error: (m: string) => {
          throw new Error(m);
        },
      }),
    ).not.toThrow();
    const common = readFileSync(path.join(ROOT, 'node_modules/astro/dist/runtime/server/render/common.js'), 'utf8');
    expect(common).toContain('Symbol.for("astro:renderer")');
    const component = readFileSync(path.join(ROOT, 'node_modules/astro/dist/runtime/server/render/component.js'), 'utf8');
    // A tagged component is given its renderer by name; only an untagged one goes through every renderer's check.
    expect(component).toMatch(
      /isTagged = Component && Component\[Renderer\];[\s\S]*renderer = renderers\.find\(\(\{ name \}\) => name === rendererName\);[\s\S]*if \(!renderer\) \{[\s\S]*ssr\.check/,
    );
    // The renderer the integration adds (getRenderer), found by that name.
    const renderer = readFileSync(path.join(ROOT, 'node_modules/@astrojs/react/dist/container-renderer.js'), 'utf8');
    expect(renderer).toMatch(new RegExp(`function getRenderer\\(reactConfig\\) \\{\\s*return \\{\\s*name: "${REACT_RENDERER}"`));
  });
});
