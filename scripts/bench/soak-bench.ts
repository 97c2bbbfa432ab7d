import { spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { builtPages } from '../lib/publish/built-pages';
import { ROOT } from '../lib/shared/root';
import { TS_IMPORT } from '../lib/shared/ts-import';
import { startPreviewProcess } from '../server/preview-process';
import { SAMPLE_ENQUIRY } from '../server/sample-lead';

/*
 * `npm run bench -- --only soak [--minutes N]`: N minutes (default 30) of mixed traffic against `npm start` on a
 * freshly built demo-motors, the server's memory (VmRSS) sampled all along. Shoppers, each from an address of its
 * own, view pages (with the files a browser fetches for them: scripts, styles, the search index), post leads and
 * sign in; a dealer reads /admin/leads page by page and /admin/leads.json; in the middle third 100 more addresses
 * flood lead posts, wrong admin tokens and sign-in guesses, which the rate limits answer with 429. Linux lets a
 * client send from any 127.x.y.z, and the server keys its limits by that socket address (api-limits.ts, clientOf).
 * Criteria: every lead answered 2xx is in /admin/leads.json afterwards; no 5xx and no request left unanswered; the
 * mean RSS of the last third within SOAK_GOALS.memoryDriftPct of the first third's. A 429 is expected: the shopper
 * is told, so a lead refused with one is not lost.
 */

export const SOAK_GOALS = { memoryDriftPct: 10 };

const DEALER = 'demo-motors';
const SHOPPERS = 8;
const FLOOD_ADDRESSES = 100;
/** Between two requests of one flood address (so 100 addresses offer up to 5,000 a second). */
const FLOOD_PAUSE_MS = 20;
const REQUEST_TIMEOUT_MS = 30_000;

/** status 0: no answer, `error` says why (a reset, a timeout). */
type Reply = { path: string; status: number; body: string; ms: number; error?: string };
type Kind =
  | 'page'
  | 'asset'
  | 'search data'
  | 'car view count'
  | 'lead'
  | 'sign-in request'
  | 'sign-in verify'
  | 'watchlist'
  | 'admin page'
  | 'admin json'
  | 'flood lead'
  | 'flood admin'
  | 'flood sign-in';

export type SoakRow = {
  kind: Kind;
  requests: number;
  ok2xx: number;
  other4xx: number;
  s429: number;
  s5xx: number;
  noAnswer: number;
  p50Ms: number;
  p95Ms: number;
};

export interface SoakFigures {
  minutes: number;
  shoppers: number;
  floodAddresses: number;
  requests: number;
  rows: SoakRow[];
  leads: { answered: number; refused429: number; stored: number; lost: number; unanswered: number; storedUnanswered: number };
  signIns: { signedIn: number };
  memory: ReturnType<typeof memoryFigures>;
  serverErrors: string[];
  unanswered: string[];
  criteria: { noLeadLost: boolean; no5xx: boolean; everyRequestAnswered: boolean; memoryFlat: boolean };
  passed: boolean;
}

/** Counts and latencies per kind of request. */
class Tally {
  private readonly byKind = new Map<Kind, { statuses: number[]; ms: number[] }>();
  /** The first few requests that got no answer, and why. */
  readonly unanswered: string[] = [];

  add(kind: Kind, r: Reply): void {
    const t = this.byKind.get(kind) ?? { statuses: [], ms: [] };
    t.statuses.push(r.status);
    t.ms.push(r.ms);
    this.byKind.set(kind, t);
    if (r.status === 0 && this.unanswered.length < 10) this.unanswered.push(`${kind} ${r.path}: ${r.error ?? '?'} after ${r.ms.toFixed(0)} ms`);
  }

  get total(): number {
    return [...this.byKind.values()].reduce((n, t) => n + t.statuses.length, 0);
  }

  count(test: (status: number) => boolean): number {
    return [...this.byKind.values()].reduce((n, t) => n + t.statuses.filter(test).length, 0);
  }

  rows(): SoakRow[] {
    return [...this.byKind.entries()].map(([kind, { statuses, ms }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN;
      const n = (test: (s: number) => boolean) => statuses.filter(test).length;
      return {
        kind,
        requests: statuses.length,
        ok2xx: n((s) => s >= 200 && s < 300),
        other4xx: n((s) => s >= 400 && s < 500 && s !== 429),
        s429: n((s) => s === 429),
        s5xx: n((s) => s >= 500),
        noAnswer: n((s) => s === 0),
        p50Ms: q(0.5),
        p95Ms: q(0.95),
      };
    });
  }
}

/** One request on a keep-alive agent bound to a client address; status 0 when no answer came (error, timeout). */
function call(
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  opts: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Reply> {
  const started = performance.now();
  const body = opts.json === undefined ? undefined : JSON.stringify(opts.json);
  const headers = { ...opts.headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) };
  return new Promise((resolve) => {
    const done = (status: number, text = '', error?: string) => resolve({ path: pathname, status, body: text, ms: performance.now() - started, error });
    const req = http.request({ host: '127.0.0.1', port, method, path: pathname, agent, headers, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      res.on('error', (e: NodeJS.ErrnoException) => done(0, '', `${e.code ?? ''} ${e.message} (mid-answer)`));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (e: NodeJS.ErrnoException) => done(0, '', `${e.code ?? ''} ${e.message}${req.reusedSocket ? ' (on a reused keep-alive socket)' : ''}`));
    req.end(body);
  });
}

/**
 * A browser-like connection pool from one client address. An idle connection is dropped after 2.5 s, well before the
 * server's keep-alive timeout (5 s): reusing one the server is closing is a reset no server can prevent (browsers
 * retry it unseen), and this bench counts every reset as a request with no answer.
 */
const agentFrom = (address: string) => new http.Agent({ keepAlive: true, maxSockets: 6, localAddress: address, timeout: 2500 });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const phone = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The dealer built into a folder of our own: a rebuild of dist/ by other work cannot change the site mid-run. */
function buildSite(dist: string): void {
  const built = spawnSync(
    process.execPath,
    [...TS_IMPORT, 'scripts/build.ts', '--dealer', DEALER, '--out', path.join(dist, DEALER), '--now', '2026-11-21T00:00:00Z'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  if (built.status !== 0) throw new Error(`build of ${DEALER} failed:\n${built.stderr.slice(-2000)}`);
}

/** The server's log, read as it runs: the sign-in codes it prints (the preview has no SMS) and its error lines. */
class ServerLog {
  readonly codes = new Map<string, string>();
  readonly errors: string[] = [];
  private rest = '';

  read(chunk: Buffer): void {
    const lines = (this.rest + chunk.toString('utf8')).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) {
      const code = /sign-in code for (\d+): (\d{6})/.exec(line);
      if (code) this.codes.set(code[1]!, code[2]!);
      else if (/\berror\b/i.test(line) && this.errors.length < 20) this.errors.push(line.slice(0, 500));
    }
  }
}

/** Resident memory of a process in MB (Linux /proc): all of it, and its anonymous part (heap, not files); null once it is gone. */
function residentMb(pid: number): { rss: number; anon: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? NaN) / 1024;
    return { rss: kb('VmRSS'), anon: kb('RssAnon') };
  } catch {
    return null;
  }
}

/** What a browser fetches with a page: its scripts, styles and images, and the search index it names. */
function pageFiles(html: string): string[] {
  const files = new Set<string>();
  for (const m of html.matchAll(/\bsrc="(\/[^"?#]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/\bhref="(\/_astro\/[^"?#]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/\/_data\/[\w.-]+\.json/g)) files.add(m[0]);
  return [...files];
}

/** The sample enquiry (scripts/server/sample-lead.ts) from a shopper of this run, with an e-mail of its own. */
function lead(tag: string) {
  const email = `${tag}-${randomUUID()}@example.com`;
  return {
    email,
    body: { isLastStep: true, userData: { ...SAMPLE_ENQUIRY, name: 'Soak Shopper', email, dealership_slug: DEALER, user_agent: 'soak-bench' } },
  };
}

/** Everything the traffic shares: the server's port, the site's pages, the tallies and the leads answered. */
interface Run {
  port: number;
  adminToken: string;
  pages: { home: string[]; search: string[]; vehicles: string[]; other: string[] };
  tally: Tally;
  log: ServerLog;
  /** lead_id -> e-mail of every lead answered 2xx. */
  answered: Map<string, string>;
  /** E-mails of lead posts that got no answer (were they stored anyway?). */
  unanswered: Set<string>;
  signedIn: number;
  end: number;
  flood: { from: number; to: number };
}

async function postLead(run: Run, agent: http.Agent, kind: 'lead' | 'flood lead', tag: string): Promise<void> {
  const l = lead(tag);
  const r = await call(agent, run.port, 'POST', '/api/leads', { headers: { 'idempotency-key': randomUUID() }, json: l.body });
  run.tally.add(kind, r);
  if (r.status === 0) run.unanswered.add(l.email);
  if (r.status >= 200 && r.status < 300) run.answered.set(String((JSON.parse(r.body) as { lead_id: unknown }).lead_id), l.email);
}

/** A page and, on the shopper's first view of it, the files a browser would fetch with it. */
async function viewPage(run: Run, agent: http.Agent, seen: Set<string>, page: string): Promise<void> {
  const r = await call(agent, run.port, 'GET', page);
  run.tally.add('page', r);
  if (r.status !== 200) return;
  const carSlug = /^\/cars\/([a-z0-9-]+)\/$/.exec(page)?.[1];
  if (carSlug) run.tally.add('car view count', await call(agent, run.port, 'GET', `/cars/${carSlug}/view.json`));
  const files = pageFiles(r.body).filter((f) => !seen.has(f));
  await Promise.all(
    files.map(async (f) => {
      seen.add(f);
      run.tally.add(f.startsWith('/_data/') ? 'search data' : 'asset', await call(agent, run.port, 'GET', f));
    }),
  );
}

/** Request a code, read it from the server's log as the dealer would, sometimes mistype once, then save a car. */
async function signIn(run: Run, agent: http.Agent): Promise<void> {
  const number = phone();
  const asked = await call(agent, run.port, 'POST', '/api/sign-in/request', { json: { phone_number: number } });
  run.tally.add('sign-in request', asked);
  if (asked.status !== 200) return;
  for (let i = 0; i < 20 && !run.log.codes.has(number); i++) await sleep(100);
  const code = run.log.codes.get(number);
  if (!code) return;
  run.log.codes.delete(number);
  if (Math.random() < 0.3)
    run.tally.add(
      'sign-in verify',
      await call(agent, run.port, 'POST', '/api/sign-in/verify', { json: { phone_number: number, code: code === '000000' ? '111111' : '000000' } }),
    );
  const verified = await call(agent, run.port, 'POST', '/api/sign-in/verify', { json: { phone_number: number, code } });
  run.tally.add('sign-in verify', verified);
  if (verified.status !== 200) return;
  run.signedIn++;
  const { token } = JSON.parse(verified.body) as { token: string };
  run.tally.add(
    'watchlist',
    await call(agent, run.port, 'POST', '/api/watchlist/save-car', {
      headers: { authorization: `Bearer ${token}` },
      json: { phone_number: number, car_id: '101' },
    }),
  );
}

/** One shopper from its own address: browsing, searching, a lead now and then, rarely a sign-in (300 codes an hour is the whole server's limit). */
async function shopper(run: Run, address: string): Promise<void> {
  const agent = agentFrom(address);
  let seen = new Set<string>();
  for (let n = 0; Date.now() < run.end; n++) {
    if (n % 12 === 0) seen = new Set(); // a new visitor: nothing cached
    const roll = Math.random() * 100;
    if (roll < 40) await viewPage(run, agent, seen, pick([...run.pages.home, ...run.pages.vehicles, ...run.pages.vehicles, ...run.pages.other]));
    else if (roll < 80) await viewPage(run, agent, seen, pick(run.pages.search));
    else if (roll < 95) await postLead(run, agent, 'lead', 'shopper');
    else if (roll < 99.2) run.tally.add('page', await call(agent, run.port, 'GET', `/cars/no-such-car-${n}/`));
    else await signIn(run, agent);
    await sleep(300 + Math.random() * 1200);
  }
  agent.destroy();
}

/** The dealer's staff: the leads page by page, and now and then the whole JSON. */
async function dealerStaff(run: Run): Promise<void> {
  const agent = agentFrom('127.0.2.1');
  const headers = { authorization: `Bearer ${run.adminToken}` };
  for (let n = 0; Date.now() < run.end; n++) {
    if (n % 5 === 4) run.tally.add('admin json', await call(agent, run.port, 'GET', '/admin/leads.json', { headers }));
    else {
      const pages = Math.max(1, Math.ceil(run.answered.size / 100));
      const page = pick([1, pages, 1 + Math.floor(Math.random() * pages)]);
      run.tally.add('admin page', await call(agent, run.port, 'GET', `/admin/leads?page=${page}`, { headers }));
    }
    await sleep(2000 + Math.random() * 2000);
  }
  agent.destroy();
}

/** One flooding address in the middle third: lead posts, wrong admin tokens, code guesses and code requests, back to back. */
async function flooder(run: Run, address: string): Promise<void> {
  while (Date.now() < run.flood.from) await sleep(Math.min(1000, run.flood.from - Date.now()));
  const agent = agentFrom(address);
  while (Date.now() < run.flood.to && Date.now() < run.end) {
    const roll = Math.random();
    if (roll < 0.5) await postLead(run, agent, 'flood lead', 'flood');
    else if (roll < 0.75)
      run.tally.add('flood admin', await call(agent, run.port, 'GET', '/admin/leads.json', { headers: { authorization: `Bearer wrong-${randomUUID()}` } }));
    else if (roll < 0.92)
      run.tally.add('flood sign-in', await call(agent, run.port, 'POST', '/api/sign-in/verify', { json: { phone_number: phone(), code: '000000' } }));
    else run.tally.add('flood sign-in', await call(agent, run.port, 'POST', '/api/sign-in/request', { json: { phone_number: phone() } }));
    await sleep(FLOOD_PAUSE_MS);
  }
  agent.destroy();
}

/** Every lead answered 2xx, looked up in /admin/leads.json afterwards. */
async function leadAccount(run: Run) {
  const agent = agentFrom('127.0.2.2');
  const r = await call(agent, run.port, 'GET', '/admin/leads.json', { headers: { authorization: `Bearer ${run.adminToken}` } });
  agent.destroy();
  if (r.status !== 200) throw new Error(`/admin/leads.json answered ${r.status} after the run: ${r.body.slice(0, 300)}`);
  const stored = new Map((JSON.parse(r.body) as { lead_id: string; email: string }[]).map((l) => [l.lead_id, l.email]));
  const lost = [...run.answered].filter(([id, email]) => stored.get(id) !== email).length;
  const emails = new Set(stored.values());
  return { stored: stored.size, lost, storedUnanswered: [...run.unanswered].filter((e) => emails.has(e)).length };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/** Mean RSS of the first and last third of the run, and how far the last is from the first; the anonymous part beside it. */
function memoryFigures(samples: { at: number; mb: number; anonMb: number }[], start: number, ms: number) {
  const first = samples.filter((s) => s.at - start < ms / 3);
  const last = samples.filter((s) => s.at - start >= (2 * ms) / 3);
  const firstMb = mean(first.map((s) => s.mb));
  const lastMb = mean(last.map((s) => s.mb));
  return {
    samples: samples.length,
    startMb: samples[0]?.mb ?? NaN,
    firstThirdMb: firstMb,
    lastThirdMb: lastMb,
    driftPct: ((lastMb - firstMb) / firstMb) * 100,
    anonFirstThirdMb: mean(first.map((s) => s.anonMb)),
    anonLastThirdMb: mean(last.map((s) => s.anonMb)),
    peakMb: Math.max(...samples.map((s) => s.mb)),
    endMb: samples.at(-1)?.mb ?? NaN,
    /** Mean RSS of each tenth of the run: the shape of the curve. */
    byTenthMb: Array.from({ length: 10 }, (_, i) =>
      Number(mean(samples.filter((s) => Math.floor(((s.at - start) / ms) * 10) === i).map((s) => s.mb)).toFixed(1)),
    ),
  };
}

/** The soak itself; `log` gets a progress line every minute or so. */
// eslint-disable-next-line max-lines-per-function -- the run's phases (build, start, traffic, flood, accounting) read in the order they happen
export async function runSoak(opts: { minutes: number; log?: (line: string) => void }): Promise<SoakFigures> {
  const say = opts.log ?? ((line: string) => console.log(line));
  const ms = opts.minutes * 60_000;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-soak-'));
  const dist = path.join(tmp, 'dist');
  const log = new ServerLog();
  let server: ChildProcess | null = null;
  try {
    say(`building ${DEALER} into ${dist}…`);
    buildSite(dist);
    const pages = builtPages(DEALER, dist);
    const adminToken = randomBytes(24).toString('base64url');
    const started = await startPreviewProcess({
      dealer: DEALER,
      dist,
      dataDir: path.join(tmp, 'data'),
      env: { ADMIN_TOKEN: adminToken },
      onOutput: (c) => log.read(c),
    });
    server = started.child;
    const { port } = started;
    const pid = server.pid!;
    const start = Date.now();
    const run: Run = {
      port,
      adminToken,
      pages: {
        home: ['/'],
        search: pages.filter((p) => p.startsWith('/search/')),
        vehicles: pages.filter((p) => /^\/cars\/(?!trade-in\/)[^/]+\/$/.test(p)),
        other: pages.filter((p) => /^\/(locations|offers|special-offers|finance|contact|about-us)\b/.test(p)),
      },
      tally: new Tally(),
      log,
      answered: new Map(),
      unanswered: new Set(),
      signedIn: 0,
      end: start + ms,
      flood: { from: start + ms / 3, to: start + (2 * ms) / 3 },
    };
    const samples: { at: number; mb: number; anonMb: number }[] = [];
    const sampler = setInterval(() => {
      const m = residentMb(pid);
      if (m) samples.push({ at: Date.now(), mb: m.rss, anonMb: m.anon });
    }, 2000);
    const progressEvery = Math.max(30_000, Math.min(60_000, ms / 10));
    const progress = setInterval(() => {
      const at = Date.now() - start;
      const flooding = Date.now() >= run.flood.from && Date.now() < run.flood.to;
      say(
        `[soak] ${(at / 60_000).toFixed(1)} min: ${run.tally.total} requests, ${run.tally.count((s) => s === 429)} answered 429, ` +
          `${run.tally.count((s) => s >= 500)} 5xx, ${run.answered.size} leads stored, RSS ${samples.at(-1)?.mb.toFixed(0) ?? '?'} MB${flooding ? ' (flood on)' : ''}`,
      );
    }, progressEvery);
    say(
      `[soak] ${opts.minutes} min against ${DEALER} on port ${port} (server pid ${pid}); flood from ${(ms / 3 / 60_000).toFixed(1)} to ${((2 * ms) / 3 / 60_000).toFixed(1)} min`,
    );
    await Promise.all([
      ...Array.from({ length: SHOPPERS }, (_, i) => shopper(run, `127.0.1.${i + 1}`)),
      dealerStaff(run),
      ...Array.from({ length: FLOOD_ADDRESSES }, (_, i) => flooder(run, `127.0.3.${i + 1}`)),
    ]);
    clearInterval(sampler);
    clearInterval(progress);
    const account = await leadAccount(run);
    const memory = memoryFigures(samples, start, ms);
    const rows = run.tally.rows();
    const leadRows = rows.filter((r) => r.kind === 'lead' || r.kind === 'flood lead');
    const criteria = {
      noLeadLost: account.lost === 0,
      no5xx: run.tally.count((s) => s >= 500) === 0,
      everyRequestAnswered: run.tally.count((s) => s === 0) === 0,
      memoryFlat: Math.abs(memory.driftPct) <= SOAK_GOALS.memoryDriftPct,
    };
    return {
      minutes: opts.minutes,
      shoppers: SHOPPERS,
      floodAddresses: FLOOD_ADDRESSES,
      requests: run.tally.total,
      rows,
      leads: {
        answered: run.answered.size,
        refused429: leadRows.reduce((n, r) => n + r.s429, 0),
        stored: account.stored,
        lost: account.lost,
        unanswered: run.unanswered.size,
        storedUnanswered: account.storedUnanswered,
      },
      signIns: { signedIn: run.signedIn },
      memory,
      serverErrors: log.errors,
      unanswered: run.tally.unanswered,
      criteria,
      passed: Object.values(criteria).every(Boolean),
    };
  } finally {
    server?.kill();
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The verdict lines `npm run bench` prints under the table. */
export function soakSummary(f: SoakFigures): string[] {
  const m = f.memory;
  const yes = (ok: boolean) => (ok ? 'met' : 'NOT MET');
  return [
    `${f.minutes} min, ${f.shoppers} shoppers + the dealer's staff, a flood from ${f.floodAddresses} addresses in the middle third: ${f.requests} requests`,
    `leads: ${f.leads.answered} answered 2xx, ${f.leads.refused429} refused with 429 (the shopper is told), ${f.leads.stored} stored, ${f.leads.lost} lost: ${yes(f.criteria.noLeadLost)}` +
      (f.leads.unanswered ? ` (${f.leads.unanswered} posts got no answer, ${f.leads.storedUnanswered} of them stored)` : ''),
    `5xx: ${f.rows.reduce((n, r) => n + r.s5xx, 0)}: ${yes(f.criteria.no5xx)}; requests with no answer: ${f.rows.reduce((n, r) => n + r.noAnswer, 0)}: ${yes(f.criteria.everyRequestAnswered)}; sign-ins completed: ${f.signIns.signedIn}`,
    `memory (server RSS, ${m.samples} samples): ${m.startMb.toFixed(0)} MB at start, first third ${m.firstThirdMb.toFixed(1)} MB, last third ${m.lastThirdMb.toFixed(1)} MB ` +
      `(${m.driftPct >= 0 ? '+' : ''}${m.driftPct.toFixed(1)} %; goal within ${SOAK_GOALS.memoryDriftPct} %: ${yes(f.criteria.memoryFlat)}), peak ${m.peakMb.toFixed(0)} MB, end ${m.endMb.toFixed(0)} MB; ` +
      `anonymous part ${m.anonFirstThirdMb.toFixed(1)} -> ${m.anonLastThirdMb.toFixed(1)} MB`,
    `RSS by tenth of the run (MB): ${m.byTenthMb.join(', ')}`,
    ...(f.unanswered.length ? ['requests with no answer (first few):', ...f.unanswered.map((l) => `  ${l}`)] : []),
    ...(f.serverErrors.length ? [`server error lines (first ${f.serverErrors.length}):`, ...f.serverErrors.map((l) => `  ${l}`)] : []),
    `soak: ${f.passed ? 'PASSED' : 'FAILED'}`,
  ];
}
