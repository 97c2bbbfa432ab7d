import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 180_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: r.stdout + r.stderr };
}
