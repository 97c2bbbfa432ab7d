import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, ROOT, runScript, scratchDealer } from './helpers';

/*
 * A misspelt key in offers.json refuses the build as a misspelt dealer.json setting does (exit 2, nothing published),
 * with the closest field named. Before, the key was dropped and the site published without the disclaimer.
 */
describe('build: an unknown key in offers.json refuses the build', () => {
  it('exit 2, the problem names file, record and the field meant, and no site is published', () => {
    const { root, dir } = scratchDealer();
    const offers = path.join(dir, 'offers.json');
    writeFileSync(offers, JSON.stringify({ offers: [{ id: 77, name: 'EOFY', disclamer: 'Ends 30 June.' }] }));
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(2);
    expect(r.output).toContain(`${path.relative(ROOT, offers)} record #0 (77): disclamer: unknown field; did you mean \`disclaimer\`?`);
    expect(r.output).toContain("exit code 2: the dealer's data was refused");
    expect(existsSync(out)).toBe(false);
    rmSync(root, { recursive: true, force: true });
  });
});
