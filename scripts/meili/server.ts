import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { meiliBinary } from './binary';

export type MeiliServer = {
  host: string;
  masterKey: string;
  pid: number;
  /** Stops the server (by its own pid) and removes its database folder. Safe to call twice. */
  stop: () => Promise<void>;
};

/**
 * Servers started by this harness are recorded here (one file per server pid) so a global teardown can stop any
 * that a crashed test run left behind, without touching servers someone else started.
 */
export const REGISTRY_DIR = path.join(os.tmpdir(), 'dealer-sites-meili-servers');

type Record_ = { pid: number; owner: number; ownerParent: number; dbDir: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitHealthy(host: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Meilisearch exited with code ${child.exitCode} before it was healthy:\n${log()}`);
    try {
      const res = await fetch(`${host}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Meilisearch at ${host} was not healthy after ${timeoutMs} ms:\n${log()}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts a throwaway Meilisearch on 127.0.0.1 with a free port, a temp database, a random master key and no
 * analytics; resolves once /health answers. One indexing thread: the machine's cores are shared.
 */
export async function startMeili(opts: { timeoutMs?: number } = {}): Promise<MeiliServer> {
  const bin = meiliBinary();
  const port = await freePort();
  const host = `http://127.0.0.1:${port}`;
  const masterKey = randomBytes(24).toString('hex');
  const dbDir = mkdtempSync(path.join(os.tmpdir(), 'meili-db-'));
  let output = '';
  const child = spawn(
    bin,
    [
      '--http-addr',
      `127.0.0.1:${port}`,
      '--db-path',
      path.join(dbDir, 'data.ms'),
      '--dump-dir',
      path.join(dbDir, 'dumps'),
      '--master-key',
      masterKey,
      '--no-analytics',
      '--env',
      'development',
      '--max-indexing-threads',
      '1',
      '--log-level',
      'WARN',
    ],
    { cwd: dbDir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${bin}`);
  mkdirSync(REGISTRY_DIR, { recursive: true });
  const record = path.join(REGISTRY_DIR, String(pid));
  writeFileSync(record, JSON.stringify({ pid, owner: process.pid, ownerParent: process.ppid, dbDir } satisfies Record_));
  // Last resort if the test process exits without running afterAll: the kill is synchronous, so it works in 'exit'.
  const onExit = () => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', onExit);

  let stopped: Promise<void> | null = null;
  const stop = () => {
    stopped ??= (async () => {
      process.removeListener('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        process.kill(pid, 'SIGTERM');
        const timer = setTimeout(() => {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        }, 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dbDir, { recursive: true, force: true });
      try {
        unlinkSync(record);
      } catch {
        /* already removed */
      }
    })();
    return stopped;
  };

  try {
    await waitHealthy(host, child, () => output, opts.timeoutMs ?? 30_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { host, masterKey, pid, stop };
}

/**
 * Stops servers whose owning process is gone, or that belong to the test run calling this (`runnerPid`, vitest's
 * main process, whose workers own the servers). Returns the pids it stopped.
 */
export function stopOrphanedServers(runnerPid = process.pid): number[] {
  let names: string[];
  try {
    names = readdirSync(REGISTRY_DIR);
  } catch {
    return [];
  }
  const stopped: number[] = [];
  for (const name of names) {
    const file = path.join(REGISTRY_DIR, name);
    let rec: Record_;
    try {
      rec = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      continue;
    }
    const ours = rec.owner === runnerPid || rec.ownerParent === runnerPid || !isAlive(rec.owner);
    if (!ours) continue;
    if (isAlive(rec.pid) && isMeili(rec.pid)) {
      try {
        process.kill(rec.pid, 'SIGKILL');
        stopped.push(rec.pid);
      } catch {
        /* gone */
      }
    }
    rmSync(rec.dbDir, { recursive: true, force: true });
    try {
      unlinkSync(file);
    } catch {
      /* gone */
    }
  }
  return stopped;
}

/** Guards against a recycled pid: only a process running the meilisearch binary is killed. */
function isMeili(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('meilisearch');
  } catch {
    return false;
  }
}
