import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtPages, DIST, pageTypes } from '../../scripts/lib/publish/built-pages';
import { vehicleKind } from '../../src/domain/vehicle-kind';
import { NOW, ROOT, runScript } from './helpers';
import { REQUIRED_PROPERTIES, requiredProblems } from './structured-data-rules';

/*
 * The Nu HTML Checker (vnu-jar, the W3C validator's engine) over one page of every kind of the three demo sites,
 * and every JSON-LD block of those pages against the properties Google requires for its type.
 *
 * Which sites: dist/<dealer> when it holds a built site (after `npm run build -- --dealer <d>` or build:all, as the
 * e2e run makes); otherwise the demo dealer is built here, into a temporary folder, from a trimmed copy of its
 * stock (every kind of car the stock has, plus a few more): one build process for the three, a fraction of the full
 * builds' time. A dist/ built from older code is checked as it is: rebuild it (or delete it) after changing pages.
 * A missing `java` fails the test: CI installs Debian's default-jre-headless (.ci/run).
 *
 * vnu warnings left (the test counts errors only; run vnu without --errors-only to see them):
 * - 'The "list" role is unnecessary for element "ul"': kept on purpose. Lists styled with list-style: none lose
 *   their list semantics in Safari/VoiceOver; role="list" gives them back.
 * - 'Resource violates Content Security Policy (meta tag)' for /_astro/*.js, *.css, /dealer/img/* and inline
 *   scripts: an artefact of checking files from disk. vnu resolves the pages' root-relative URLs against file:,
 *   which the CSP's 'self' (the site's origin) does not cover, and it does not match the script hashes the build
 *   writes; tests/build/csp.test.ts checks the policy against the built scripts instead.
 * - 'Trailing slash on void elements has no effect' (info): Astro's and React's serialisers write <link ... />;
 *   every attribute value is quoted, so the case the message warns about cannot happen.
 */

const DEALERS = ['demo-motors', 'coastal-caravans', 'demo-group'] as const;
const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');

type StockCar = Record<string, unknown> & { slug: string };

/** The kinds of vehicle page the checks must cover, each decided by the same rules the site uses. */
const CAR_KINDS: Record<string, (c: StockCar) => boolean> = {
  sold: (c) => c.status === 'sold',
  'coming-soon': (c) => c.status === 'coming_soon',
  unpriced: (c) => !(Number(c.price) > 0) && !(Number(c.offer_price) > 0),
  'offer-price': (c) => Number(c.offer_price) > 0,
  electric: (c) => c.simple_fuel === 'Electric',
  hybrid: (c) => String(c.simple_fuel).startsWith('Hybrid'),
  towed: (c) => vehicleKind(c as never) === 'towed',
  motorhome: (c) => vehicleKind(c as never) === 'motor-vehicle' && String(c.body).includes('Motorhome'),
  motorcycle: (c) => vehicleKind(c as never) === 'motorcycle',
  truck: (c) => c.item_type === 'truck',
};

function stockOf(dealer: string): StockCar[] {
  return JSON.parse(readFileSync(path.join(ROOT, 'dealers', dealer, 'stock.json'), 'utf8')).cars;
}

/** Every car of a special kind (sold ones may fall outside the sold-cars window, so all are kept) and 12 others. */
function trimmedStock(cars: StockCar[]): StockCar[] {
  const special = cars.filter((c) => Object.values(CAR_KINDS).some((is) => is(c)));
  const others = cars.filter((c) => !special.includes(c)).slice(0, 12);
  return [...special, ...others];
}

/** The folder holding the three sites: dist/ when all are built there, else a temporary build. */
function sitesFolder(): string {
  if (DEALERS.every((d) => existsSync(path.join(DIST, d, 'index.html')))) return DIST;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  for (const d of DEALERS) {
    const dir = path.join(tmp, 'dealers', d);
    cpSync(path.join(ROOT, 'dealers', d), dir, { recursive: true });
    const stock = JSON.parse(readFileSync(path.join(dir, 'stock.json'), 'utf8'));
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify({ ...stock, cars: trimmedStock(stock.cars) }));
  }
  const r = runScript('build.ts', [
    '--dealers',
    DEALERS.join(','),
    '--dealers-dir',
    path.join(tmp, 'dealers'),
    '--out-dir',
    path.join(tmp, 'dist'),
    '--now',
    NOW,
  ]);
  if (r.code !== 0) throw new Error(`building the demo dealers for the HTML check failed (exit ${r.code}):\n${r.output.slice(-3000)}`);
  return path.join(tmp, 'dist');
}

/** "/cars/x/" -> cars/x/index.html; "/" -> index.html; "/404" -> 404.html. */
function fileOf(site: string, page: string): string {
  if (page.endsWith('/')) return path.join(site, page, 'index.html');
  return path.join(site, `${page}.html`);
}

/**
 * One page of every kind: the e2e page types (pageTypes), every one-segment page (content pages, forms, compare,
 * watchlist, print...), the first page of every deeper shape (/cars/x/checkout/, /search/make/model/, /offers/x/,
 * /contact-us/x/...), and a vehicle page of every kind of car the stock has.
 */
function pagesToCheck(dealer: string, dist: string): { pages: Map<string, string>; kinds: Set<string> } {
  const all = builtPages(dealer, dist);
  const pages = new Map<string, string>(Object.entries(pageTypes(dealer, dist)).map(([type, p]) => [p, type]));
  const shapes = new Set<string>();
  for (const p of all) {
    const parts = p.split('/').filter(Boolean);
    const shape =
      parts.length <= 1
        ? p
        : `/${parts[0]}/${parts
            .slice(1)
            .map(() => '*')
            .join('/')}/`;
    if (!shapes.has(shape)) {
      shapes.add(shape);
      if (!pages.has(p)) pages.set(p, shape);
    }
  }
  const built = new Set(all);
  const kinds = new Set<string>();
  for (const [kind, is] of Object.entries(CAR_KINDS)) {
    const car = stockOf(dealer).find((c) => is(c) && built.has(`/cars/${c.slug}/`));
    if (!car) continue;
    kinds.add(kind);
    pages.set(`/cars/${car.slug}/`, `vehicle (${kind})`);
  }
  return { pages, kinds };
}

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number; extract?: string };

function javaProblem(): string | null {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0)
    return 'java was not found: the Nu HTML Checker (vnu-jar) needs a Java runtime. Install one (Debian: apt-get install default-jre-headless; .ci/run does this on CI).';
  if (!existsSync(VNU)) return `vnu.jar is missing at ${VNU}: run npm install (vnu-jar is a dev dependency).`;
  return null;
}

/** One JVM for every file (its start is the slow part); vnu writes its JSON report to stderr. */
function runVnu(files: string[]): VnuMessage[] {
  const r = spawnSync('java', ['-Xss8m', '-jar', VNU, '--format', 'json', '--errors-only', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 290_000,
  });
  if (r.error) throw r.error;
  const json = r.stderr.slice(r.stderr.indexOf('{'));
  return (JSON.parse(json) as { messages: VnuMessage[] }).messages;
}

function jsonLdBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

let dist = '';
const checked: { dealer: string; page: string; label: string; file: string }[] = [];
const kindsCovered = new Set<string>();

beforeAll(() => {
  const problem = javaProblem();
  if (problem) throw new Error(problem);
  dist = sitesFolder();
  for (const dealer of DEALERS) {
    const { pages, kinds } = pagesToCheck(dealer, dist);
    for (const k of kinds) kindsCovered.add(k);
    for (const [page, label] of pages) checked.push({ dealer, page, label, file: fileOf(path.join(dist, dealer), page) });
  }
}, 300_000);

describe("the demo sites as the platforms' own tools see them", () => {
  it('covers a page of every kind of every demo dealer, and vehicle pages of every kind of car', () => {
    const labels = new Set(checked.map((c) => c.label));
    for (const type of ['home', 'vehicle', 'search', 'search-make', 'location', 'offers', 'offer', 'brands', 'finance', 'contact', 'not-found'])
      expect(labels, type).toContain(type);
    for (const page of ['/compare/', '/watchlist/', '/trade-in/', '/print/', '/cars/*/*/', '/about-us/']) expect(labels, page).toContain(page);
    expect([...kindsCovered].sort()).toEqual(Object.keys(CAR_KINDS).sort());
    for (const c of checked) expect(existsSync(c.file), c.file).toBe(true);
  });

  it('the Nu HTML Checker finds no error on any of them', () => {
    const messages = runVnu(checked.map((c) => c.file));
    const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal' || m.type === 'non-document-error');
    const report = errors.map(
      (m) => `${m.url.replace(`file:${dist}`, '')}:${m.lastLine ?? '?'} ${m.message}${m.extract ? `\n    ${m.extract.trim().slice(0, 160)}` : ''}`,
    );
    expect(report).toEqual([]);
  }, 300_000);

  it('every JSON-LD block parses and has the properties Google requires for its type', () => {
    const problems: string[] = [];
    const types = new Set<string>();
    for (const c of checked) {
      for (const block of jsonLdBlocks(readFileSync(c.file, 'utf8'))) {
        let ld: Record<string, unknown>;
        try {
          ld = JSON.parse(block);
        } catch (e) {
          problems.push(`${c.dealer}${c.page}: JSON-LD does not parse: ${(e as Error).message}`);
          continue;
        }
        const items = Array.isArray(ld['@graph']) ? (ld['@graph'] as Record<string, unknown>[]) : [ld];
        for (const item of items) {
          for (const t of [item['@type']].flat()) types.add(String(t));
          problems.push(...requiredProblems(item).map((p) => `${c.dealer}${c.page}: ${p}`));
        }
      }
    }
    expect(problems).toEqual([]);
    // The checked pages carry every type the table knows, so no row of it goes untested.
    expect([...types].sort()).toEqual(expect.arrayContaining(Object.keys(REQUIRED_PROPERTIES).sort()));
  });
});
