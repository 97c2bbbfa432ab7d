/*
 * npm run bench: prints figures (not pass/fail) and writes them to bench-results/<date>.json and latest.json
 * so runs can be compared. Goals are stated in the README next to the latest figures.
 *   --quick            smaller sizes (1,000-car dealer, 5 fleet dealers)
 *   --big n            the large dealer of the build part has n cars (default 5,000; the build goal is at 20,000)
 *   --only a,b         run only some parts: build, weight, click, interaction, slow4g, search, meili, lighthouse, photos
 *                      (photos: Lighthouse on the photo dealer and demo-motors side by side; not in the default run
 *                      unless dealers/photo-motors exists, made by `npm run generate:photos`); soak (never in the default
 *                      run: 30 minutes of mixed traffic against `npm start`, scripts/bench/soak-bench.ts; fails the run
 *                      when a lead is lost, a 5xx is answered or the server's memory grows)
 *   --minutes n        how long the soak runs (default 30)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliArgs } from './lib/shared/args';
import { ROOT } from './lib/shared/root';
import { BUILD_GOALS, runBuildBench } from './bench/build-bench';
import { measurePageWeights } from './bench/weight-bench';
import { PHOTO_GOALS, runLighthouse } from './bench/lighthouse-bench';
import { pageTypes } from './lib/publish/built-pages';
import { measureClicks } from './bench/click-bench';
import { INTERACTION_GOALS, THROTTLE, interactionRows, measureInteractions } from './bench/interaction-bench';
import { syntheticDealer } from './bench/synthetic-dealer';
import { FIRST_FILTER_GOAL_MS, measureFirstFilterOnSlow4G, type SlowNetworkFigure } from './bench/slow-network-bench';
import { TS_IMPORT } from './lib/shared/ts-import';
import { runSoak, soakSummary } from './bench/soak-bench';

const slow4gLine = (f: SlowNetworkFigure) =>
  `island hydrated ${(f.hydratedMs / 1000).toFixed(1)} s, first answer (filters work) ${(f.liveMs / 1000).toFixed(1)} s after navigation: ` +
  `${f.waitMs.toFixed(0)} ms after hydration (worst ${f.worstWaitMs.toFixed(0)}; goal ≤ ${FIRST_FILTER_GOAL_MS}: ${f.waitMs <= FIRST_FILTER_GOAL_MS ? 'met' : 'not met'}); ` +
  `index ${f.indexKB === null ? '?' : f.indexKB.toFixed(0)} KB transferred (medians of ${f.runs})`;

const args = cliArgs({ quick: { type: 'boolean' }, only: { type: 'string' }, big: { type: 'string' }, minutes: { type: 'string' } });
const defaultParts = `build,weight,click,interaction,slow4g,search,meili,lighthouse${existsSync(path.join(ROOT, 'dealers', 'photo-motors')) ? ',photos' : ''}`;
const parts = new Set((args.only ?? defaultParts).split(','));
const figures: Record<string, unknown> = { date: new Date().toISOString(), quick: !!args.quick };
const table = (rows: Record<string, unknown>[]) =>
  console.table(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toFixed(v < 10 ? 2 : 0)) : v]))));

/** The preview server on a built dealer: the repo's own (built first when missing), or a generated one in `dirs`. */
async function serve(dealer: string, port: number, dirs?: { dealers: string; dist: string }): Promise<ChildProcess> {
  if (!dirs && !existsSync(path.join(ROOT, 'dist', dealer, 'index.html'))) {
    await new Promise((res, rej) =>
      spawn(process.execPath, [...TS_IMPORT, 'scripts/build.ts', '--dealer', dealer], { cwd: ROOT, stdio: 'inherit' }).on('close', (c) =>
        c === 0 ? res(null) : rej(new Error('build failed')),
      ),
    );
  }
  const where = dirs ? ['--dealers', dirs.dealers, '--dist', dirs.dist] : [];
  const child = spawn(process.execPath, [...TS_IMPORT, 'scripts/start.ts', '--dealer', dealer, '--port', String(port), '--no-build', ...where], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, LEADS_DATA_DIR: path.join(ROOT, '.cache/bench-data') },
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('preview server did not start');
}

if (parts.has('build')) {
  console.log('\n== Build throughput ==');
  const big = args.big ? Number(args.big) : args.quick ? 1000 : undefined;
  if (big !== undefined && !(Number.isInteger(big) && big > 1)) throw new Error(`--big wants a number of cars above 1, not ${args.big}`);
  const b = runBuildBench(args.quick ? { big, fleet: 5 } : { big });
  figures.build = b;
  table([...b.dealers, b.big] as unknown as Record<string, unknown>[]);
  console.log(
    `fixed overhead (1-car dealer alone): ${b.fixedOverheadSeconds.toFixed(1)} s   vehicle pages per second (marginal): ${b.vehiclePagesPerSecond.toFixed(0)}`,
  );
  const s = b.sharedStartup;
  console.log(
    `start-up per dealer in a build:all group (${s.dealers} 1-car dealers in one process): ${s.perDealerSeconds.toFixed(2)} s each (wall / ${s.dealers}), ${s.marginalSeconds.toFixed(2)} s for each dealer after the first`,
  );
  // CPU beside wall time: on a shared machine or a busy disk the wall time moves, the user CPU much less.
  const cpu = (f: { userCpuSeconds: number | null; systemCpuSeconds: number | null }) =>
    f.userCpuSeconds === null || f.systemCpuSeconds === null ? '' : ` (CPU ${f.userCpuSeconds.toFixed(0)} s user + ${f.systemCpuSeconds.toFixed(0)} s system)`;
  console.log(`${b.big.cars}-car dealer: ${b.big.seconds.toFixed(1)} s${cpu(b.big)}`);
  console.log(
    `build:all ${b.buildAll.dealers} dealers x ${b.buildAll.carsEach} cars: ${b.buildAll.seconds.toFixed(1)} s (${b.buildAll.dealersPerMinute.toFixed(1)} dealers/minute)${cpu(b.buildAll)}`,
  );
  const g = BUILD_GOALS;
  const met = (ok: boolean) => (ok ? 'met' : 'not met');
  console.log(
    `build goals: start-up per dealer (in a group) ${s.perDealerSeconds.toFixed(2)} s / ${g.startupSeconds} s: ${met(s.perDealerSeconds <= g.startupSeconds)}; ` +
      `${g.fleetDealers} dealers x ${b.buildAll.carsEach} cars at this pace: ${b.buildAll.extrapolatedMinutes.toFixed(1)} min / ${g.fleetMinutes} min: ${met(b.buildAll.extrapolatedMinutes <= g.fleetMinutes)}; ` +
      (b.big.cars >= g.bigCars
        ? `${b.big.cars} cars: ${b.big.seconds.toFixed(0)} s / ${g.bigSeconds} s, ${b.big.maxRssMb} MB / ${g.bigPeakMb} MB peak: ${met(b.big.seconds <= g.bigSeconds && b.big.maxRssMb <= g.bigPeakMb)}`
        : `the ${g.bigCars}-car goal needs --big ${g.bigCars}`),
  );
}

if (parts.has('weight') || parts.has('lighthouse') || parts.has('click') || parts.has('interaction') || parts.has('slow4g')) {
  // BENCH_PORT: a free port when other servers share the machine.
  const port = Number(process.env.BENCH_PORT ?? 4391);
  const server = await serve('demo-motors', port);
  try {
    const types = pageTypes('demo-motors');
    if (parts.has('weight')) {
      console.log('\n== Page weight (demo-motors, phone, before interaction) ==');
      const pick = Object.fromEntries(
        ['home', 'search', 'vehicle', 'location', 'offer', 'offers', 'finance', 'contact', 'not-found'].filter((t) => types[t]).map((t) => [t, types[t]!]),
      );
      const w = await measurePageWeights(`http://127.0.0.1:${port}`, pick);
      figures.weight = w;
      table(w as unknown as Record<string, unknown>[]);
    }
    if (parts.has('click')) {
      console.log('\n== Search: filter click to updated results (demo-motors, first click on a fresh page) ==');
      const c = await measureClicks(`http://127.0.0.1:${port}`, args.quick ? 5 : 11);
      figures.click = c;
      table(c as unknown as Record<string, unknown>[]);
    }
    if (parts.has('interaction')) {
      console.log(`\n== Search interaction on a slowed phone (demo-motors, 390x844, CPU ${THROTTLE}x slower, Event Timing) ==`);
      const i = await measureInteractions(`http://127.0.0.1:${port}`, args.quick ? 3 : 5);
      figures.interaction = { throttle: THROTTLE, goals: INTERACTION_GOALS, figures: i };
      console.table(interactionRows(i, 300));
      console.log(
        `goals at ${THROTTLE}x: event duration ≤ ${INTERACTION_GOALS.eventMs} ms; results on screen ≤ ${INTERACTION_GOALS.resultsMs} ms at 300 cars (figures are from a shared machine unless it was idle)`,
      );
    }
    if (parts.has('slow4g')) {
      console.log(`\n== First filter on slow 4G (demo-motors, phone, CPU ${THROTTLE}x slower) ==`);
      const f = await measureFirstFilterOnSlow4G(`http://127.0.0.1:${port}`, args.quick ? 2 : 3);
      figures.slow4g = { goalMs: FIRST_FILTER_GOAL_MS, figures: { 300: f } };
      console.log(slow4gLine(f));
    }
    if (parts.has('lighthouse')) {
      console.log('\n== Lighthouse (mobile) ==');
      const lh = await runLighthouse(`http://127.0.0.1:${port}`, ['/', types.search ?? '/search/new-used-and-demo-cars/', types.vehicle!]);
      figures.lighthouse = lh;
      table(lh as unknown as Record<string, unknown>[]);
    }
  } finally {
    server.kill();
  }
}

if (parts.has('interaction') || parts.has('slow4g')) {
  // The goals of docs/decisions.md, Search paints the shopper's input first and Search at group scale: the same
  // interactions, and the first filter on slow 4G, on demo-motors' stock repeated to 2,000 and 20,000 cars.
  const port = Number(process.env.BENCH_PORT ?? 4391) + 3;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-interaction-'));
  const byCars: Record<number, unknown> = {};
  const slowByCars: Record<number, unknown> = {};
  try {
    for (const cars of args.quick ? [2000] : [2000, 20000]) {
      const slug = `bench-${cars}-cars`;
      const dirs = { dealers: path.join(tmp, 'dealers'), dist: path.join(tmp, 'dist') };
      // Varied copies: a search index the size of a real group's, for the download-time figures.
      const dir = syntheticDealer(path.join(ROOT, 'dealers/demo-motors'), dirs.dealers, slug, cars, { vary: true });
      const built = spawnSync(
        process.execPath,
        [...TS_IMPORT, 'scripts/build.ts', '--dealer', dir, '--out', path.join(dirs.dist, slug), '--now', '2026-11-21T00:00:00Z'],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 },
      );
      if (built.status !== 0) throw new Error(`build of the ${cars}-car dealer failed:\n${built.stderr.slice(-2000)}`);
      const server = await serve(slug, port, dirs);
      try {
        if (parts.has('interaction')) {
          console.log(
            `\n== Search interaction on a slowed phone (${cars.toLocaleString('en-AU')} generated cars, 390x844, CPU ${THROTTLE}x slower, Event Timing) ==`,
          );
          const i = await measureInteractions(`http://127.0.0.1:${port}`, args.quick ? 3 : 5);
          byCars[cars] = i;
          console.table(interactionRows(i, cars));
        }
        if (parts.has('slow4g')) {
          console.log(`\n== First filter on slow 4G (${cars.toLocaleString('en-AU')} generated cars, phone, CPU ${THROTTLE}x slower) ==`);
          const f = await measureFirstFilterOnSlow4G(`http://127.0.0.1:${port}`, args.quick ? 2 : 3);
          slowByCars[cars] = f;
          console.log(slow4gLine(f));
        }
      } finally {
        server.kill();
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (parts.has('interaction')) figures.interactionAtScale = { throttle: THROTTLE, goals: INTERACTION_GOALS, figures: byCars };
  if (parts.has('slow4g')) figures.slow4gAtScale = { goalMs: FIRST_FILTER_GOAL_MS, figures: slowByCars };
}

if (parts.has('photos')) {
  // Photo goals (docs/images.md): the same pages with real photographs (1600 px JPEGs) and with the SVG drawings, in
  // one run.
  console.log('\n== Photos: Lighthouse mobile, photo-motors (JPEG photos) beside demo-motors (SVG drawings) ==');
  const port = Number(process.env.BENCH_PORT ?? 4391) + 1;
  const rows: Record<string, unknown>[] = [];
  const byDealer: Record<string, unknown> = {};
  for (const [i, dealer] of ['photo-motors', 'demo-motors'].entries()) {
    const server = await serve(dealer, port + i);
    try {
      const types = pageTypes(dealer);
      const lh = await runLighthouse(`http://127.0.0.1:${port + i}`, ['/', types.search ?? '/search/new-used-and-demo-cars/', types.vehicle!]);
      byDealer[dealer] = lh;
      rows.push(
        ...lh.map((f, n) => ({
          dealer,
          page: ['home', 'search', 'vehicle'][n],
          performance: f.performance,
          lcpMs: f.lcpMs,
          cls: f.cls,
          tbtMs: f.tbtMs,
          imageKB: f.imageKB,
        })),
      );
    } finally {
      server.kill();
    }
  }
  figures.photos = { goals: PHOTO_GOALS, figures: byDealer };
  table(rows);
  console.log(
    `goals on photo-motors: performance ≥ ${PHOTO_GOALS.performance}, LCP ≤ ${PHOTO_GOALS.lcpMs} ms, images ≤ ${PHOTO_GOALS.imageKB} KB on search and vehicle pages, CLS ${PHOTO_GOALS.cls}`,
  );
}

async function optional(label: string, file: string, run: (mod: Record<string, (...a: unknown[]) => unknown>) => unknown, key: string) {
  if (!existsSync(path.join(ROOT, file))) {
    console.log(`\n(${label}: ${file} not present)`);
    return;
  }
  console.log(`\n== ${label} ==`);
  figures[key] = await run(await import(path.join(ROOT, file)));
}
const sizes = args.quick ? [2000] : [2000, 20000];
if (parts.has('search')) await optional('Embedded search', 'scripts/bench-search.ts', (m) => m.runSearchBench!(sizes), 'search');
if (parts.has('meili')) await optional('Embedded engine vs real Meilisearch', 'scripts/bench-meili.ts', (m) => m.runMeiliBench!({ sizes }), 'meili');

if (parts.has('soak')) {
  const minutes = Number(args.minutes ?? 30);
  if (!(minutes > 0)) throw new Error(`--minutes wants a positive number, not ${args.minutes}`);
  console.log(`\n== Soak: ${minutes} min of mixed traffic against npm start (demo-motors), the server's memory sampled ==`);
  const s = await runSoak({ minutes });
  figures.soak = s;
  table(s.rows as unknown as Record<string, unknown>[]);
  for (const line of soakSummary(s)) console.log(line);
  // The one part with pass/fail criteria: the run still writes its figures, then exits non-zero.
  if (!s.passed) process.exitCode = 1;
}

mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
const json = JSON.stringify(figures, null, 2);
writeFileSync(path.join(ROOT, 'bench-results', `${figures.date as string}.json`.replace(/:/g, '-')), json);
// latest.json keeps the newest figure of every part, so a partial run (--only) does not drop the others.
const latestFile = path.join(ROOT, 'bench-results', 'latest.json');
const previous = existsSync(latestFile) ? (JSON.parse(readFileSync(latestFile, 'utf8')) as Record<string, unknown>) : {};
writeFileSync(latestFile, JSON.stringify({ ...previous, ...figures }, null, 2));
console.log('\nfigures written to bench-results/latest.json');
