import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/shared/root';
import { TS_IMPORT } from '../lib/shared/ts-import';
import { SERVER_NODE_FLAGS } from './node-flags';

/*
 * `npm start` as its own process, the way ops run it (scripts/start.ts with the npm script's Node flags, --no-build,
 * on a site and dealers of the caller's), for the benches and the tests that need the real process: memory read from /proc, kill -9.
 */
export interface PreviewProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  /** What the server printed up to being ready (its start-up lines). */
  startup: string;
}

export interface PreviewProcessOptions {
  dealer: string;
  /** The folder of built sites (--dist); dist/<dealer> must exist. */
  dist: string;
  /** The folder of dealer folders (--dealers); default the repository's dealers/. */
  dealers?: string;
  /** LEADS_DATA_DIR */
  dataDir: string;
  /** More environment (ADMIN_TOKEN, webhook keys); the rest is this process's. */
  env?: Record<string, string>;
  /** Default 0: a free port the server picks. */
  port?: number;
  /** Node flags of the process; default SERVER_NODE_FLAGS, as the npm script passes them. */
  nodeFlags?: readonly string[];
  /** Every chunk the server prints, as it comes (stdout and stderr), for as long as it runs. */
  onOutput?: (chunk: Buffer) => void;
}

/** Starts the server and resolves once it listens and has printed its start-up lines; rejects if it exits first. */
export function startPreviewProcess(opts: PreviewProcessOptions): Promise<PreviewProcess> {
  const args = ['--dealer', opts.dealer, '--port', String(opts.port ?? 0), '--no-build', '--dist', opts.dist];
  if (opts.dealers) args.push('--dealers', opts.dealers);
  const child = spawn(process.execPath, [...(opts.nodeFlags ?? SERVER_NODE_FLAGS), ...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, LEADS_DATA_DIR: opts.dataDir, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let ready = false;
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      opts.onOutput?.(b);
      if (ready) return;
      out += b.toString();
      const base = /on (http:\/\/127\.0\.0\.1:(\d+))\//.exec(out);
      // The delivery line is the last start-up line, printed after the server listens.
      if (base && out.includes('lead delivery:')) {
        ready = true;
        resolve({ child, base: base[1]!, port: Number(base[2]), startup: out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => {
      if (!ready) reject(new Error(`the server exited (${code ?? signal}) before it was ready: ${out}`));
    });
  });
}

/** Sends the signal and resolves once the process has exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill(signal);
  return gone;
}
