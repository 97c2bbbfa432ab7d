/**
 * npm run build:feed-fixture (run by npm run test:sites)
 * The e2e suite's feed-fixture dealer: demo-motors' settings with a dealer-management system's tidy export
 * (tests/fixtures/feeds/export-tidy.json: a status word the build does not know, a sold date, implausible values)
 * as its stock, and one make excluded, built once into .cache/e2e-feed/dist/feed-fixture/. The lines the build
 * printed are kept beside it (feed-fixture.build.log), so tests/e2e/admin-feed.spec.ts can hold the account the
 * build printed against the figures /admin/feed shows. Kept out of dealers/ (build:all and the demo-data checks
 * never see it) and out of git (.cache/). A 9-car site: a few seconds of the test:sites build.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildProcessCommand } from './lib/shared/process-memory';

const ROOT = path.resolve(import.meta.dirname, '..');
const FEED_FIXTURE = { slug: 'feed-fixture', root: path.join(ROOT, '.cache/e2e-feed') } as const;
const dealerDir = path.join(FEED_FIXTURE.root, 'dealers', FEED_FIXTURE.slug);
const out = path.join(FEED_FIXTURE.root, 'dist', FEED_FIXTURE.slug);
// The date the fixture's dates were written for (the sold car is inside its 3-day window), as in test:sites.
const NOW = '2026-11-21T00:00:00Z';

rmSync(dealerDir, { recursive: true, force: true });
mkdirSync(path.dirname(dealerDir), { recursive: true });
cpSync(path.join(ROOT, 'dealers/demo-motors'), dealerDir, { recursive: true, filter: (src) => !path.basename(src).startsWith('.') });
const config = JSON.parse(readFileSync(path.join(dealerDir, 'dealer.json'), 'utf8'));
// The make in the dealer's own spelling, excluded: a second reason in the account beside the status word.
config.search = { ...config.search, visibility: { ...config.search?.visibility, exclude_makes: ['KIA'] } };
writeFileSync(path.join(dealerDir, 'dealer.json'), JSON.stringify({ ...config, slug: FEED_FIXTURE.slug }, null, 2));
cpSync(path.join(ROOT, 'tests/fixtures/feeds/export-tidy.json'), path.join(dealerDir, 'stock.json'));

const cmd = buildProcessCommand(path.join(ROOT, 'scripts/build.ts'), ['--dealer', dealerDir, '--out', out, '--now', NOW]);
const r = spawnSync(cmd.file, cmd.args, { cwd: ROOT, env: cmd.env, encoding: 'utf8', maxBuffer: 64 << 20 });
const log = `${r.stdout ?? ''}${r.stderr ?? ''}`;
writeFileSync(`${out}.build.log`, log);
if (r.status !== 0) {
  console.error(log);
  console.error(`build:feed-fixture: the build of ${path.relative(ROOT, dealerDir)} failed (exit ${r.status ?? r.signal})`);
  process.exit(r.status || 1);
}
console.log(`built   ${FEED_FIXTURE.slug} into ${path.relative(ROOT, out)} (printed lines in ${path.relative(ROOT, `${out}.build.log`)})`);
