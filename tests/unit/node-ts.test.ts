import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/** Runs a TypeScript file the way every script runs (scripts/node-ts.mjs on Node's type stripping). */
function runTs(file: string) {
  const r = spawnSync(process.execPath, [...TS_IMPORT, file], { encoding: 'utf8', timeout: 30_000 });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr };
}

describe('scripts run on Node type stripping through scripts/node-ts.mjs', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'node-ts-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
    return path.join(dir, rel);
  };

  it('finds ./x.ts and ./folder/index.ts for extensionless imports, and erases types', () => {
    write('lib/sum.ts', 'export const sum = (a: number, b: number): number => a + b;\n');
    write('lib/index.ts', "export { sum } from './sum';\n");
    const main = write(
      'main.ts',
      "import { sum } from './lib';\nimport type { Server } from 'node:http';\nconst s: Server | null = null;\nconsole.log(sum(2, 3), s);\n",
    );
    const r = runTs(main);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe('5 null');
  });

  it('a missing module is still reported by the name the code imports, not by the forms tried', () => {
    const main = write('missing.ts', "import { nothing } from './not-there';\nconsole.log(nothing);\n");
    const r = runTs(main);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/ERR_MODULE_NOT_FOUND/);
    expect(r.err).toMatch(/not-there'/);
    expect(r.err).not.toMatch(/not-there\/index\.ts/);
  });

  it('syntax that cannot be erased fails loudly, as erasableSyntaxOnly in tsconfig.json refuses it first', () => {
    const main = write('param-property.ts', 'class A {\n  constructor(readonly x: number) {}\n}\nconsole.log(new A(1).x);\n');
    const r = runTs(main);
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX/);
  });
});
