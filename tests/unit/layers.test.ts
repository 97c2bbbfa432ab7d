import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/*
 * The layer check (`npm run lint:layers`, .dependency-cruiser.cjs) can fail: run on a fixture with three upward
 * imports (domain -> lib, stores -> lib, scripts -> tests) and one import circle (lib/circle-a <-> lib/circle-b,
 * one way type-only), and an Astro component whose frontmatter imports a script, it names each one and exits
 * non-zero; so are a build stage importing a later one (scripts/lib/load -> publish) and shared/ importing a stage.
 * The fixture's clean module, publish's import of shared/ and the component's allowed <script> import are not reported.
 */
const ROOT = path.resolve(__dirname, '../..');

/** `npm run lint:layers` (scripts/lint/layers.ts: dependency-cruiser, .astro files read by their imports) on a folder. */
function depcruise(root: string) {
  const r = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/lint/layers.ts'), '--root', root], { cwd: ROOT, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('layer check (dependency-cruiser)', () => {
  it('reports every upward import of the fixture, by rule and file, and fails', () => {
    const { status, out } = depcruise(path.join(ROOT, 'tests/fixtures/layers'));
    expect(out).toContain('domain-imports-only-zod: src/domain/rule.ts → src/lib/helper.ts');
    expect(out).toContain('stores-hold-state-only: src/stores/state.ts → src/lib/helper.ts');
    expect(out).toContain('scripts-never-import-tests: scripts/tool.ts → tests/thing.ts');
    expect(out).not.toContain('src/domain/clean.ts →');
    expect(out).toMatch(/no-circular: src\/lib\/circle-a\.ts → \s*src\/lib\/circle-b\.ts →\s*src\/lib\/circle-a\.ts/);
    expect(out).toContain('src-never-imports-scripts-or-tests: src/components/Reaches.astro.ts → scripts/tool.ts');
    expect(out).not.toContain('Reaches.astro.ts → src/lib/helper.ts');
    expect(out).toContain('stage-load-imports-earlier-stages: scripts/lib/load/early.ts → scripts/lib/publish/late.ts');
    expect(out).toContain('shared-imports-no-stage: scripts/lib/shared/below.ts → scripts/lib/load/early.ts');
    expect(out).not.toContain('scripts/lib/publish/late.ts → scripts/lib/shared/base.ts');
    expect(out).toContain('7 dependency violations');
    expect(status).toBe(7);
  }, 60_000);
});
