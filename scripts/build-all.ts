/**
 * npm run build:all -- [--dealers a,b] [--shard i/n] [--jobs n] [--group n] [--json] [--timeout s] [--heartbeat s] [--skip-invalid] [--sync-search]
 *                      [--force] [--list] [--no-progress] [--changed-only [--max-age hours]]
 *
 * Builds a fleet of dealers, a few processes at a time. Each process builds a group of dealers (scripts/build.ts
 * --dealers a,b,c --json) whose small sites share a render process, so the bundling and start-up are paid once a
 * group; each dealer is still checked and published on its own. A dealer whose build crashed is tried once more,
 * alone (scripts/build.ts --dealer), as is every dealer whose stock comes from a URL. --sync-search is passed on:
 * each dealer's snapshot goes to its Meilisearch index just before its own site is published.
 * Exit codes: 0 every dealer built; 2 a dealer's data was refused (and nothing crashed); 3 a build crashed or timed
 * out (after one retry); 64 usage error. Human lines start with built / refused / crashed / timed out / building:
 * never `ok`, `PASS` or `FAIL`, which CI log readers take for another test runner's results.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { cliArgs } from './lib/shared/args';
import { DEALERS_DIR } from './lib/load/load-dealer';
import { ROOT } from './lib/shared/root';
import { parseShard, shardOf, type Shard } from './lib/fleet/shard';
import type { ReadBuildLine } from './lib/build-line';
import { changedSince, DEFAULT_MAX_AGE_HOURS } from './lib/load/build-inputs';
import { codeVersion } from './lib/shared/manifest';
import { stockSettings } from './lib/load/fetch-stock';
import { buildProcessCommand } from './lib/shared/process-memory';

const EXIT = { built: 0, refused: 2, crashed: 3, usage: 64 } as const;

const args = cliArgs(
  {
    'dealers-dir': { type: 'string' },
    'out-dir': { type: 'string' },
    dealers: { type: 'string' },
    shard: { type: 'string' },
    jobs: { type: 'string' },
    /** Dealers a build process takes (default: the fleet split evenly over --jobs, at most 25); 1 builds each alone. */
    group: { type: 'string' },
    now: { type: 'string' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
    heartbeat: { type: 'string' },
    quiet: { type: 'boolean' },
    /** Passed to every build: no "rendered N pages" lines (the heartbeat then names no page count). */
    'no-progress': { type: 'boolean' },
    /** Print the dealers this run (shard) would build, one a line, and stop. */
    list: { type: 'boolean' },
    'skip-invalid': { type: 'boolean' },
    'sync-search': { type: 'boolean' },
    /** Publish past the publish guards; only with --dealers, so a whole fleet is never forced by accident. */
    force: { type: 'boolean' },
    /** Skip a dealer whose inputs (files, stock, code, options) are those of its last published build (build-inputs.ts). */
    'changed-only': { type: 'boolean' },
    /** With --changed-only: rebuild anyway when the last build's date rules are older than this (hours). */
    'max-age': { type: 'string' },
  },
  EXIT.usage,
);

function usage(message: string): never {
  console.error(`build:all: ${message}`);
  process.exit(EXIT.usage);
}

function positive(name: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min) usage(`--${name} must be a number ≥ ${min}, got "${text}"`);
  return n;
}

const dealersDir = path.resolve(args['dealers-dir'] ?? DEALERS_DIR);
const outDir = path.resolve(args['out-dir'] ?? path.join(ROOT, 'dist'));
const jobs = Math.floor(positive('jobs', args.jobs, Math.min(3, os.availableParallelism())));
const groupSize = args.group === undefined ? undefined : Math.floor(positive('group', args.group, 1));
/** Per dealer: a group gets this for each of its dealers. */
const timeoutMs = positive('timeout', args.timeout, 900) * 1000;
const heartbeatMs = positive('heartbeat', args.heartbeat, 30, 0) * 1000;
const maxAgeHours = positive('max-age', args['max-age'], DEFAULT_MAX_AGE_HOURS, 0);
if (args['max-age'] !== undefined && !args['changed-only']) usage('--max-age only applies with --changed-only');
if (!existsSync(dealersDir)) usage(`no dealers folder at ${dealersDir}`);

const all = readdirSync(dealersDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(dealersDir, d.name, 'dealer.json')))
  .map((d) => d.name)
  .sort();
let selected = all;
if (args.dealers !== undefined) {
  const wanted = args.dealers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = wanted.filter((d) => !all.includes(d));
  if (!wanted.length) usage('--dealers needs a comma-separated list of dealer folders');
  if (unknown.length)
    usage(`unknown dealer${unknown.length > 1 ? 's' : ''} in --dealers: ${unknown.join(', ')} (no folder with a dealer.json under ${dealersDir})`);
  selected = [...new Set(wanted)].sort();
}
if (args.force && args.dealers === undefined) usage('--force needs --dealers: name the dealers whose refused snapshot should be published anyway');
let shard: Shard | undefined;
if (args.shard !== undefined) {
  const parsed = parseShard(args.shard);
  if ('error' in parsed) usage(parsed.error);
  shard = parsed;
}
const dealers = shard ? shardOf(selected, shard) : selected;
// --force means "build it": it overrides --changed-only.
const changedOnly = !!args['changed-only'] && !args.force;
const code = changedOnly ? codeVersion(ROOT) : undefined;
const runNow = args.now ? new Date(args.now) : new Date();
if (args.list) {
  console.log(args.json ? JSON.stringify(dealers) : dealers.join('\n'));
  process.exit(0);
}

/** With --json, stdout carries only the JSON objects; the progress lines go to stderr. */
const say = (line: string) => {
  if (!args.quiet) (args.json ? console.error : console.log)(line);
};

type Status = 'built' | 'skipped' | 'refused' | 'crashed' | 'timed_out';
interface Result {
  slug: string;
  status: Status;
  /** build.ts's exit code (null when killed by a signal or the timeout). */
  exitCode: number | null;
  attempts: number;
  seconds: number;
  cars?: number;
  pages?: number;
  error?: string;
  /** skipped: when the unchanged site was built (its manifest's built_at). */
  since?: string;
  /** The dealers of the build process that made this result, when it built several (a retry builds alone). */
  group?: string[];
}

interface Attempt {
  status: Status;
  exitCode: number | null;
  cars?: number;
  pages?: number;
  error?: string;
  since?: string;
  seconds?: number;
}

const running = new Map<string, { child: ChildProcess; started: number; progress: string }>();

/** The child leads its own process group, so a timeout (or our own interruption) also stops its render processes. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** One build process: a dealer alone (`--dealer`) or a group (`--dealers`); each dealer's attempt by slug. */
function attemptBuild(slugs: string[], childChecksChanged: boolean): Promise<Map<string, Attempt>> {
  const label = slugs.join(', ');
  const argv =
    slugs.length === 1
      ? ['--dealer', path.join(dealersDir, slugs[0]!), '--out', path.join(outDir, slugs[0]!), '--json']
      : ['--dealers', slugs.join(','), '--dealers-dir', dealersDir, '--out-dir', outDir, '--json'];
  if (args.now) argv.push('--now', args.now);
  if (args['skip-invalid']) argv.push('--skip-invalid');
  if (args['sync-search']) argv.push('--sync-search');
  if (args.force) argv.push('--force');
  if (args['no-progress']) argv.push('--no-progress');
  // A dealer whose stock comes from a URL: only its build can compare the snapshot, after fetching it.
  if (childChecksChanged) argv.push('--changed-only', '--max-age', String(maxAgeHours));
  return new Promise((resolve) => {
    const build = buildProcessCommand(path.join(ROOT, 'scripts/build.ts'), argv);
    const child = spawn(build.file, build.args, { cwd: ROOT, env: build.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const entry = { child, started: performance.now(), progress: '' };
    running.set(label, entry);
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      // The child's last progress line, for the heartbeat ("[slug] rendered 200 pages …").
      const last = d
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('{'))
        .at(-1);
      if (last) entry.progress = slugs.length === 1 ? last.replace(/^\[[^\]]*\]\s*/, '') : last;
    });
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    // A process that cannot start ends in 'close' too (code null): reported as a crash with this message.
    child.on('error', (e) => (stderr += `${e.message}\n`));
    const timeout = timeoutMs * slugs.length;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, 'SIGTERM');
      setTimeout(() => killGroup(child, 'SIGKILL'), 5000).unref();
    }, timeout);
    child.on('close', (code) => {
      clearTimeout(timer);
      running.delete(label);
      const results = new Map<string, ReadBuildLine>();
      for (const line of stdout.split('\n')) {
        if (!line.startsWith('{')) continue;
        try {
          const parsed = JSON.parse(line) as ReadBuildLine;
          results.set(parsed.slug && slugs.includes(path.basename(parsed.slug)) ? path.basename(parsed.slug) : slugs[0]!, parsed);
        } catch {
          // A crash mid-line; judged by the exit code below.
        }
      }
      const attempts = new Map<string, Attempt>();
      for (const slug of slugs) {
        const parsed = results.get(slug) ?? {};
        // A dealer of a group has its own exit code in its line; a dealer alone has the process's.
        const exitCode = slugs.length === 1 ? code : (parsed.exitCode ?? code);
        const own = slugs.length === 1 ? stderr.trim() : linesOf(stderr, slug);
        const error = (own || parsed.reason || parsed.error || stderr.trim() || stdout.trim() || `exit code ${code}`).split('\n').slice(0, 12).join('\n');
        if (timedOut && !parsed.ok)
          attempts.set(slug, { status: 'timed_out', exitCode: code, error: `no result within ${timeout / 1000} s; the build was stopped\n${error}` });
        else if (exitCode === 0 && parsed.ok && parsed.skipped === true) attempts.set(slug, { status: 'skipped', exitCode: 0, since: parsed.since });
        else if (exitCode === 0 && parsed.ok)
          attempts.set(slug, { status: 'built', exitCode: 0, cars: parsed.cars, pages: parsed.pages, seconds: parsed.seconds });
        // Exit 2 with build.ts's own refusal line: the data is wrong, a retry would refuse it again.
        else if (exitCode === 2 && parsed.ok === false) attempts.set(slug, { status: 'refused', exitCode: 2, error });
        else attempts.set(slug, { status: 'crashed', exitCode: exitCode === undefined ? null : exitCode, error });
      }
      resolve(attempts);
    });
  });
}

/** A group's stderr lines of one dealer: those tagged `[slug]` and the untagged lines that follow them (a stack, a list of problems). */
function linesOf(stderr: string, slug: string): string {
  let owner = '';
  const mine: string[] = [];
  for (const line of stderr.split('\n')) {
    const tag = /^\[([^\]]+)\]/.exec(line);
    if (tag) owner = tag[1]!;
    if (owner === slug) mine.push(line);
  }
  return mine.join('\n').trim();
}

/** A build.ts --json line: one a dealer. */

/**
 * Builds one unit (a group, or a dealer alone). A crashed build is tried once more, alone (a flaky disk, an OOM
 * kill, a feed that was down, or another dealer of its group taking the shared render process down); refused data
 * and timeouts are not.
 */
async function buildUnit(unit: Unit): Promise<Result[]> {
  const started = performance.now();
  for (const { slug, position, why } of unit.dealers) say(`building ${slug} (${position}/${dealers.length})…${why}`);
  const slugs = unit.dealers.map((d) => d.slug);
  const first = await attemptBuild(slugs, unit.fromUrl);
  const wall = (performance.now() - started) / 1000;
  const results: Result[] = [];
  for (const slug of slugs) {
    let attempt = first.get(slug)!;
    let attempts = 1;
    let seconds = slugs.length === 1 ? wall : (attempt.seconds ?? wall);
    if (attempt.status === 'crashed') {
      say(`crashed ${slug} (exit code ${attempt.exitCode}), trying once more:\n${indent(attempt.error)}`);
      const again = performance.now();
      attempt = (await attemptBuild([slug], unit.fromUrl)).get(slug)!;
      attempts = 2;
      seconds += (performance.now() - again) / 1000;
    }
    const { seconds: _own, ...rest } = attempt;
    const result: Result = { slug, ...rest, attempts, seconds, ...(attempts === 1 && slugs.length > 1 ? { group: slugs } : {}) };
    results.push(result);
    print(result);
  }
  return results;
}

/** What one build process is given: several dealers (a group) or one. */
interface Unit {
  dealers: { slug: string; position: number; why: string }[];
  fromUrl: boolean;
}

const indent = (text = '') =>
  text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

const WORD: Record<Status, string> = { built: 'built', skipped: 'skipped', refused: 'refused', crashed: 'crashed', timed_out: 'timed out' };

function print(r: Result): void {
  if (args.json) {
    console.log(JSON.stringify(r));
    return;
  }
  const seconds = `${r.seconds.toFixed(1).padStart(7)} s`;
  if (r.status === 'skipped') console.log(`skipped ${r.slug} (unchanged since ${r.since})`);
  else if (r.status === 'built') console.log(`built   ${r.slug.padEnd(24)} ${String(r.cars).padStart(6)} cars ${String(r.pages).padStart(6)} pages ${seconds}`);
  else console.log(`${WORD[r.status].padEnd(7)} ${r.slug.padEnd(24)} ${seconds.padStart(31)}\n${indent(r.error)}`);
}

// Interrupted (Ctrl-C, a CI cancel, a pod stopped): the children lead their own process groups, so stop them too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const { child } of running.values()) killGroup(child, 'SIGTERM');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

const heartbeat =
  heartbeatMs > 0
    ? setInterval(() => {
        for (const [slug, r] of running) {
          const secs = (performance.now() - r.started) / 1000;
          if (secs * 1000 >= heartbeatMs) say(`building ${slug}: ${secs.toFixed(0)} s so far${r.progress ? `, ${r.progress}` : ''}`);
        }
      }, heartbeatMs)
    : undefined;
heartbeat?.unref();

const started = performance.now();
say(
  `building ${dealers.length} dealer(s) from ${path.relative(ROOT, dealersDir) || '.'}${shard ? `, shard ${shard.index}/${shard.total} of ${selected.length}` : ''}, ${jobs} processes at a time`,
);
const results: Result[] = [];
// Alone: a dealer whose stock comes from a URL (its build fetches it, and with --changed-only compares it); the rest
// go in groups (with --sync-search too: each dealer of a group is synced before its own publish).
const alone: Unit[] = [];
const grouped: Unit['dealers'] = [];
dealers.forEach((slug, i) => {
  const fromUrl = !!stockSettings(path.join(dealersDir, slug)).stock_url;
  let why = '';
  if (changedOnly && !fromUrl) {
    // Decided here, in milliseconds, rather than in a build process that would take a second to start.
    const decision = changedSince(
      path.join(outDir, slug),
      { dealerDir: path.join(dealersDir, slug), code: code!, skipInvalid: args['skip-invalid'] },
      runNow,
      maxAgeHours,
    );
    if (decision.skip) {
      const skipped: Result = { slug, status: 'skipped', exitCode: 0, attempts: 0, seconds: 0, since: decision.since };
      results.push(skipped);
      print(skipped);
      return;
    }
    why = ` (${decision.why})`;
  }
  const entry = { slug, position: i + 1, why };
  if (fromUrl) alone.push({ dealers: [entry], fromUrl: changedOnly && fromUrl });
  else grouped.push(entry);
});
// Large groups: the first dealer of a render process pays the bundling and the warm-up (its pages render about half
// again as slowly as the next dealer's): 40 dealers built in 124 s as 2 groups of 20, in 161 s as 4 of 10 (README).
// Bounded, because a group whose process crashes has each of its dealers built again alone.
const size = groupSize ?? Math.max(1, Math.min(25, Math.ceil(grouped.length / jobs)));
const queue: Unit[] = [...alone];
for (let i = 0; i < grouped.length; i += size) queue.push({ dealers: grouped.slice(i, i + size), fromUrl: false });
await pLimit(jobs).map(queue, async (unit) => {
  results.push(...(await buildUnit(unit)));
});
if (heartbeat) clearInterval(heartbeat);

const count = (s: Status) => results.filter((r) => r.status === s).length;
const built = count('built');
const skipped = count('skipped');
const exitCode = count('crashed') + count('timed_out') > 0 ? EXIT.crashed : count('refused') > 0 ? EXIT.refused : EXIT.built;
const seconds = (performance.now() - started) / 1000;
if (args.json) {
  console.log(
    JSON.stringify({
      summary: true,
      dealers: results.length,
      built,
      skipped,
      refused: count('refused'),
      crashed: count('crashed'),
      timed_out: count('timed_out'),
      shard: shard ? `${shard.index}/${shard.total}` : null,
      seconds,
      exitCode,
    }),
  );
} else {
  console.log(
    `dealers built: ${built}, ${changedOnly ? `skipped (unchanged): ${skipped}, ` : ''}not built: ${results.length - built - skipped}, in ${seconds.toFixed(1)} s`,
  );
  const notBuilt = results.filter((r) => r.status !== 'built' && r.status !== 'skipped');
  if (notBuilt.length) console.log(`not built: ${notBuilt.map((r) => `${r.slug} (${WORD[r.status]})`).join(', ')}; exit code ${exitCode}`);
}
process.exit(exitCode);
