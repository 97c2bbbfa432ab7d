import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, validEnquiry } from './helpers';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/* The real `scripts/start.ts` process: a lead answered 2xx survives a hard kill; Ctrl-C exits cleanly. */
const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'start-'));
  mkdirSync(path.join(dir, 'dist', 'proc-motors'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'proc-motors', 'index.html'), '<!doctype html><h1>Proc</h1>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(
    process.execPath,
    [...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), '--dealer', 'proc-motors', '--port', '0', '--no-build', '--dist', path.join(dir, 'dist')],
    {
      cwd: ROOT,
      env: { ...process.env, LEADS_DATA_DIR: path.join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (b: Buffer) => {
      out += b.toString();
      const base = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (base !== undefined) resolve({ child, base, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
}
const exited = (child: ChildProcess) => new Promise<number | null>((r) => child.on('exit', (code) => r(code)));

describe('npm start process', () => {
  it('a lead answered 201 is in the database after the server is killed with SIGKILL', async () => {
    const { child, base } = await start();
    const res = await postJson(base, '/api/leads', { userData: { ...validEnquiry, name: 'Killed Kim' } }, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    const gone = exited(child);
    child.kill('SIGKILL');
    await gone;
    const db = new DatabaseSync(path.join(dir, 'data', 'proc-motors.sqlite'));
    const row = db.prepare('SELECT name FROM leads WHERE lead_id = ?').get(lead_id) as { name: string } | undefined;
    db.close();
    expect(row?.name).toBe('Killed Kim');
  });

  it('Ctrl-C (SIGINT) closes the server and exits 0', async () => {
    const { child, base, output } = await start();
    expect((await fetch(base + '/')).status).toBe(200);
    const gone = exited(child);
    child.kill('SIGINT');
    expect(await gone).toBe(0);
    expect(output()).toContain('SIGINT: closing');
  });

  it('--no-build with no built site exits 1 and says how to build', async () => {
    const child = spawn(
      process.execPath,
      [...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), '--dealer', 'not-built', '--no-build', '--dist', path.join(dir, 'dist')],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let err = '';
    child.stderr!.on('data', (b: Buffer) => {
      err += b.toString();
    });
    expect(await exited(child)).toBe(1);
    expect(err).toContain('npm run build -- --dealer not-built');
  });

  it('an ADMIN_TOKEN shorter than 16 characters is refused with a message, before anything is served', async () => {
    const child = spawn(
      process.execPath,
      [...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), '--dealer', 'proc-motors', '--port', '0', '--no-build', '--dist', path.join(dir, 'dist')],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ADMIN_TOKEN: 'short-token' },
      },
    );
    let err = '';
    let out = '';
    child.stderr!.on('data', (b: Buffer) => {
      err += b.toString();
    });
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    expect(await exited(child)).toBe(1);
    expect(err).toContain('ADMIN_TOKEN is 11 characters; it must be at least 16');
    expect(out).not.toContain('admin (leads');
  });

  it('a PREVIEW_RATE_LIMITS naming no limit is refused with the names there are, before anything is served', async () => {
    const child = spawn(
      process.execPath,
      [...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), '--dealer', 'proc-motors', '--port', '0', '--no-build', '--dist', path.join(dir, 'dist')],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PREVIEW_RATE_LIMITS: 'storesPerClient=240/1m,storePerClient=5/1s' } },
    );
    let all = '';
    for (const s of [child.stdout!, child.stderr!]) s.on('data', (b: Buffer) => (all += b.toString()));
    expect(await exited(child)).toBe(2);
    expect(all).toContain('no limit is called "storePerClient"; the limits are codeRequestsPerClient,');
    expect(all).not.toContain('admin (leads');
  });
});
