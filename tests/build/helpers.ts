import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const TINY = path.join(ROOT, 'tests/fixtures/dealers/tiny-motors');
export const NOW = '2026-11-21T00:00:00Z';

/** The HTML files of a built site: what a build reports as its pages. */
export function htmlFiles(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name.endsWith('.html')).length;
}

/** A scratch copy of the tiny fixture dealer that a test may break. */
export function scratchDealer(slug = 'tiny-motors'): { root: string; dir: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'dealer-test-'));
  const dir = path.join(root, slug);
  cpSync(TINY, dir, { recursive: true });
  if (slug !== 'tiny-motors') {
    const cfg = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
    writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ ...cfg, slug }));
  }
  return { root, dir };
}

export function editStock(dir: string, edit: (cars: Record<string, unknown>[]) => unknown): void {
  const file = path.join(dir, 'stock.json');
  const { cars } = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify(edit(cars)));
}

export function runScript(script: string, args: string[]) {
  const r = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: r.stdout + r.stderr };
}

/**
 * A demo dealer's site built with `--now NOW`, to read (never to change). `npm test` builds the demo dealers once,
 * before vitest, for every test and every Playwright project, and names that folder in DEMO_DIST; run alone, a test
 * builds its own copy in a temporary folder.
 */
export function builtDemoSite(dealer: 'demo-motors' | 'coastal-caravans' | 'demo-group'): string {
  const shared = process.env.DEMO_DIST ? path.resolve(ROOT, process.env.DEMO_DIST, dealer) : null;
  if (shared && existsSync(path.join(shared, 'index.html'))) return shared;
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), `${dealer}-`)), dealer);
  const r = runScript('build.ts', ['--dealer', dealer, '--out', out, '--now', NOW]);
  if (r.code !== 0) throw new Error(`building ${dealer} failed:\n${r.output}`);
  return out;
}
