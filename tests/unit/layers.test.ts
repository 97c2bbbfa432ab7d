import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layer check (`npm run lint:layers`, .dependency-cruiser.cjs) can fail: run on a fixture with three upward
 * imports (domain -> lib, stores -> lib, scripts -> tests), it names each one and exits non-zero; the fixture's
 * clean module is not reported.
 */
const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

function depcruise(cwd: string) {
  const r = spawnSync(process.execPath, [BIN, 'src', 'scripts', '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

describe('layer check (dependency-cruiser)', () => {
  it('reports every upward import of the fixture, by rule and file, and fails', () => {
    const { status, out } = depcruise(path.join(ROOT, 'tests/fixtures/layers'));
    expect(out).toContain('domain-imports-only-zod: src/domain/rule.ts → src/lib/helper.ts');
    expect(out).toContain('stores-hold-state-only: src/stores/state.ts → src/lib/helper.ts');
    expect(out).toContain('scripts-never-import-tests: scripts/tool.ts → tests/thing.ts');
    expect(out).not.toContain('src/domain/clean.ts →');
    expect(out).toContain('3 dependency violations');
    expect(status).toBe(3);
  }, 60_000);
});
