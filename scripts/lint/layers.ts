import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * `npm run lint:layers`: dependency-cruiser over src and scripts with the layer rules of .dependency-cruiser.cjs,
 * Astro files included. dependency-cruiser cannot parse .astro, so the check runs on a copy of the tree in which each
 * `Foo.astro` becomes `Foo.astro.ts` holding only its imports (frontmatter and <script> blocks): an import of
 * './Foo.astro' resolves to that file, and every rule (layers, no-circular, unresolvable) sees Astro's imports too. tests/ is copied so imports of it resolve (and are reported).
 * Arguments are passed on to dependency-cruiser (default: `src scripts --output-type err`).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const root = process.argv.includes('--root') ? path.resolve(process.argv[process.argv.indexOf('--root') + 1]!) : ROOT;
const args = process.argv.slice(2).filter((a, i, all) => a !== '--root' && all[i - 1] !== '--root');

/** The import lines of an Astro file: its frontmatter and the bodies of its <script> elements. */
export function astroImports(source: string): string {
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (front) parts.push(front[1]!);
  for (const m of source.matchAll(/<script\b(?![^>]*\bis:inline\b)[^>]*>([\s\S]*?)<\/script>/g)) parts.push(m[1]!);
  const imports =
    parts.join('\n').match(/^\s*(?:import|export)\b[^;]*?\bfrom\s*['"][^'"]+['"]|^\s*import\s*['"][^'"]+['"]|import\(\s*['"][^'"]+['"]\s*\)/gm) ?? [];
  return imports.map((line) => (line.trim().startsWith('import(') ? `void ${line.trim()};` : `${line.trim()};`)).join('\n') + '\n';
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'lint-layers-'));
try {
  for (const dir of ['src', 'scripts', 'tests'])
    if (existsSync(path.join(root, dir)))
      cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true, filter: (f) => !f.includes(`${path.sep}node_modules`) });
  for (const file of ['tsconfig.json', 'package.json']) cpSync(path.join(ROOT, file), path.join(copy, file));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  for (const entry of readdirSync(path.join(copy, 'src'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.astro')) continue;
    const file = path.join(entry.parentPath, entry.name);
    writeFileSync(`${file}.ts`, astroImports(readFileSync(file, 'utf8')));
    rmSync(file);
  }
  const bin = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const cruise = args.length ? args : ['src', 'scripts', '--output-type', 'err'];
  const r = spawnSync(process.execPath, [bin, ...cruise, '--config', path.join(ROOT, '.dependency-cruiser.cjs')], { cwd: copy, stdio: 'inherit' });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
