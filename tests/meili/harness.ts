import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { meiliUnsupportedReason } from '../../scripts/meili/binary';
import { startMeili, type MeiliServer } from '../../scripts/meili/server';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Null when the real server can run here; otherwise why the tests in this folder are skipped. */
export const MEILI_SKIP = meiliUnsupportedReason();
if (MEILI_SKIP) console.warn(`[tests/meili] ${MEILI_SKIP}`);

/** Starts one server for the calling test file and stops it (by pid) after the file, pass or fail. */
export function useMeili(): () => MeiliServer {
  let server: MeiliServer | undefined;
  beforeAll(async () => {
    server = await startMeili();
  });
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error('Meilisearch harness did not start');
    return server;
  };
}

/** Dealer folders with a config and a stock file: the generated demo dealers, plus the tiny test fixture. */
export function demoDealerDirs(): string[] {
  const root = path.join(ROOT, 'dealers');
  const dirs = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => path.join(root, d.name))
        .filter((d) => existsSync(path.join(d, 'dealer.json')) && existsSync(path.join(d, 'stock.json')))
    : [];
  return [...dirs, path.join(ROOT, 'tests/fixtures/dealers/tiny-motors')];
}

/** Runs `npm run sync:search`'s script as its own process, the way an operator would. */
export function runSync(args: string[], env: Record<string, string | undefined> = {}) {
  const r = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/sync-search.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 300_000,
    env: childEnv(env),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, output: r.stdout + r.stderr };
}

/** The test's environment minus any real admin key, plus `extra` (an undefined value removes the variable). */
function childEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.MEILI_ADMIN_KEY;
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}
