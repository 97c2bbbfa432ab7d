import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server/node-flags';
import { startPreviewProcess, stopProcess } from '../../scripts/server/preview-process';

/*
 * The preview server's Node flags (a bounded young generation, and gc() for the collection after a burst, so memory
 * comes back down after a flood: scripts/server/node-flags.ts) reach the server however it is started: by `npm start`'s script, or by
 * scripts/start.ts replacing itself once with them when started by hand.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'node-flags-'));
  mkdirSync(path.join(dir, 'dist', 'flag-motors'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'flag-motors', 'index.html'), '<!doctype html><h1>Flags</h1>');
  mkdirSync(path.join(dir, 'dealers', 'flag-motors'), { recursive: true });
  writeFileSync(path.join(dir, 'dealers', 'flag-motors', 'dealer.json'), JSON.stringify({ slug: 'flag-motors', name: 'Flag Motors' }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The server's own command line, read from /proc: what the running process got, not what was asked for. */
async function commandLineOf(nodeFlags: readonly string[]): Promise<{ args: string[]; status: number; pid: number }> {
  const p = await startPreviewProcess({
    dealer: 'flag-motors',
    dist: path.join(dir, 'dist'),
    dealers: path.join(dir, 'dealers'),
    dataDir: path.join(dir, 'data'),
    nodeFlags,
  });
  try {
    const args = readFileSync(`/proc/${p.child.pid}/cmdline`, 'utf8').split('\0');
    return { args, status: (await fetch(p.base)).status, pid: p.child.pid! };
  } finally {
    await stopProcess(p.child);
  }
}

describe('the preview server runs with its Node flags', () => {
  it('npm start passes them', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const flag of SERVER_NODE_FLAGS) expect(scripts.start).toContain(` ${flag} `);
  });

  it.runIf(process.platform === 'linux')(
    'started without them, the same process (same pid) runs on with them and serves',
    async () => {
      const { args, status } = await commandLineOf([]);
      for (const flag of SERVER_NODE_FLAGS) expect(args).toContain(flag);
      expect(args.filter((a) => a.startsWith('--max-semi-space-size'))).toHaveLength(1);
      expect(status).toBe(200);
    },
    30_000,
  );

  it.runIf(process.platform === 'linux')(
    'a semi-space size ops chose is kept, not replaced; the flags missing are added',
    async () => {
      const { args, status } = await commandLineOf(['--max-semi-space-size=4']);
      expect(args.filter((a) => a.startsWith('--max-semi-space-size'))).toEqual(['--max-semi-space-size=4']);
      expect(args).toContain('--expose-gc');
      expect(status).toBe(200);
    },
    30_000,
  );
});
