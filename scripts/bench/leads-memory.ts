/*
 * Peak memory of the lead views at 100,000 leads (docs/performance.md, "Leads at 100,000"):
 *   node --import ./scripts/node-ts.mjs scripts/bench/leads-memory.ts [--leads 100000]
 * Fills a temporary leads database (each lead with a webhook and an e-mail delivery row), starts the preview server
 * on it as `npm start` does, and reads the peak RSS (VmHWM) of the idle server and during each admin view, then of
 * `npm run leads` (--json and plain) against the same file and an empty one. The server's peak is reset
 * (/proc/<pid>/clear_refs) before each view, so each figure is that view's own. Linux only.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from '../lib/shared/args';
import { ROOT } from '../lib/shared/root';
import { TS_IMPORT } from '../lib/shared/ts-import';
import { openDb, transaction } from '../server/db';
import { enqueueDeliveries } from '../server/delivery/outbox';
import { startPreviewProcess, stopProcess } from '../server/preview-process';

const args = cliArgs({ leads: { type: 'string' } });
const N = Number(args.leads ?? 100_000);
const SLUG = 'bench-leads';
const TOKEN = 'bench-leads-admin-token-0123456789';
const dir = mkdtempSync(path.join(os.tmpdir(), 'leads-memory-'));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const status = (pid: number, field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** 100,000 enquiries as the API stores them (about 900 bytes of payload each), oldest first. */
function fill(file: string, n: number): void {
  const db = openDb(file);
  const insert = db.prepare(
    `INSERT INTO leads (lead_id, idempotency_key, form, category, subcategory, name, email, phone, car_id, is_last_step, payload, created_at)
    VALUES (?, ?, 'enquiry', 'Vehicle Enquiry', 'Enquiry', ?, ?, '0412 345 678', '101', 1, ?, ?)`,
  );
  const start = Date.UTC(2026, 0, 1);
  transaction(db, () => {
    for (let i = 0; i < n; i++) {
      const id = `L-${randomUUID()}`;
      const payload = {
        form: 'enquiry',
        category: 'Vehicle Enquiry',
        subcategory: 'Enquiry',
        name: `Buyer ${i}`,
        last_name: 'Citizen',
        email: `buyer${i}@example.com`,
        phone: '0412 345 678',
        message: `Is the car still available? I could come in on Saturday morning for a test drive (${i}). `.repeat(4),
        opt_in: true,
        car_id: '101',
        stock_number: 'S101',
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        lead_attributes: { linked_query_params: { utm_source: 'google', utm_campaign: 'spring' }, page: '/cars/2021-toyota-corolla/' },
      };
      const at = start + i * 60_000;
      insert.run(id, randomUUID(), `Buyer ${i}`, `buyer${i}@example.com`, JSON.stringify(payload), new Date(at).toISOString());
      enqueueDeliveries(db, id, ['webhook', 'email'], at);
    }
    db.prepare("UPDATE lead_deliveries SET state = 'delivered', attempts = 1, delivered_at = created_at WHERE destination = 'webhook'").run();
  });
  db.close();
}

/** Reads a response to its end, counting bytes (never holding the body). */
async function drain(url: string): Promise<{ status: number; bytes: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  let bytes = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
  return { status: res.status, bytes, ms: performance.now() - t0 };
}

/** `npm run leads` on dataDir, its stdout counted and dropped; the process reports its own peak on exit. */
function leadsScript(dataDir: string, json: boolean): Promise<{ peakKb: number; bytes: number; ms: number }> {
  const probe = path.join(dir, 'peak.mjs');
  writeFileSync(
    probe,
    "import { readFileSync, writeSync } from 'node:fs';\nprocess.on('exit', () => writeSync(2, `VmHWM ${/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]}\\n`));\n",
  );
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', probe, ...TS_IMPORT, path.join(ROOT, 'scripts/leads.ts'), '--dealer', SLUG, ...(json ? ['--json'] : [])], {
    cwd: ROOT,
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let bytes = 0;
  let err = '';
  child.stdout!.on('data', (b: Buffer) => (bytes += b.length));
  child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  return new Promise((resolve, reject) =>
    child.on('close', (code) => {
      const peak = /VmHWM (\d+)/.exec(err)?.[1];
      if (code !== 0 || !peak) reject(new Error(`npm run leads exited ${code}: ${err}`));
      else resolve({ peakKb: Number(peak), bytes, ms: performance.now() - t0 });
    }),
  );
}

try {
  mkdirSync(path.join(dir, 'dist', SLUG), { recursive: true });
  writeFileSync(path.join(dir, 'dist', SLUG, 'index.html'), '<!doctype html><h1>Bench</h1>');
  mkdirSync(path.join(dir, 'dealers', SLUG), { recursive: true });
  writeFileSync(path.join(dir, 'dealers', SLUG, 'dealer.json'), JSON.stringify({ slug: SLUG, name: 'Bench Leads' }));
  const full = path.join(dir, 'data');
  const empty = path.join(dir, 'empty');
  let t0 = performance.now();
  fill(path.join(full, `${SLUG}.sqlite`), N);
  fill(path.join(empty, `${SLUG}.sqlite`), 0);
  console.log(`filled ${N.toLocaleString('en')} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const rows: Record<string, string | number>[] = [];
  const { child, base } = await startPreviewProcess({
    dealer: SLUG,
    dist: path.join(dir, 'dist'),
    dealers: path.join(dir, 'dealers'),
    dataDir: full,
    env: { ADMIN_TOKEN: TOKEN },
  });
  const pid = child.pid!;
  try {
    await new Promise((r) => setTimeout(r, 1000));
    // A first page request starts the API's lazy parts; the idle figure is taken after it.
    await drain(`${base}/admin/leads`);
    await new Promise((r) => setTimeout(r, 500));
    rows.push({ what: 'server, idle (after one page view)', peak: mb(status(pid, 'VmHWM')), rss: mb(status(pid, 'VmRSS')) });
    const views: [string, string][] = [
      ['server, /admin/leads (page 1)', '/admin/leads'],
      [`server, /admin/leads?page=${Math.ceil(N / 100)} (last)`, `/admin/leads?page=${Math.ceil(N / 100)}`],
      ['server, /admin/leads.json (all, read to the end)', '/admin/leads.json'],
    ];
    for (const [what, url] of views) {
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
      const r = await drain(`${base}${url}`);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      rows.push({ what, peak: mb(status(pid, 'VmHWM')), rss: mb(status(pid, 'VmRSS')), bytes: `${(r.bytes / 1024 ** 2).toFixed(1)} MB`, ms: Math.round(r.ms) });
    }
  } finally {
    await stopProcess(child);
  }
  for (const json of [true, false]) {
    for (const [label, dataDir] of [
      ['100,000 leads', full],
      ['no leads', empty],
    ] as const) {
      t0 = performance.now();
      const r = await leadsScript(dataDir, json);
      rows.push({
        what: `npm run leads${json ? ' -- --json' : ''} (${label === '100,000 leads' ? `${N.toLocaleString('en')} leads` : label})`,
        peak: mb(r.peakKb),
        bytes: `${(r.bytes / 1024 ** 2).toFixed(1)} MB`,
        ms: Math.round(r.ms),
      });
    }
  }
  console.table(rows);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
