import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteOnMeili } from '../../scripts/meili/build-site-on-meili';
import { freePort } from '../../scripts/meili/server';
import { builtDemoSite, NOW } from '../build/helpers';
import { CHROMIUM } from '../chromium-path';
import { MEILI_SKIP, ROOT, useMeili } from './harness';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/*
 * The demo-motors site built with search.engine = "meilisearch" against a real local server must show the
 * same results, facet counts and URLs as the embedded build, for the search flows of tests/e2e/search.spec.ts.
 * Both sites are built into a temp folder, served by scripts/start.ts --dist, and driven by Chromium.
 */
const DEALER = 'demo-motors';
const LANDING = '/search/new-used-and-demo-cars/';
const SKIP =
  MEILI_SKIP ??
  (existsSync(CHROMIUM) ? null : `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`) ??
  (existsSync(path.join(ROOT, 'dealers', DEALER, 'dealer.json')) ? null : `dealers/${DEALER} is not generated`);

type Site = { name: 'embedded' | 'meilisearch'; base: string; server?: ChildProcess };

/** What a visitor sees of a search state: URL, count line, card titles in order, Make facet with counts. */
type View = { url: string; count: string; titles: string[]; makes: string[] };

async function serve(dist: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...TS_IMPORT, path.join(ROOT, 'scripts/start.ts'), '--dealer', DEALER, '--port', String(port), '--no-build', '--dist', dist],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, LEADS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'site-on-meili-leads-')) },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, child };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`preview server for ${dist} did not start`);
}

/**
 * One retry for a build: Astro builds running at the same moment in this checkout (other test files, people)
 * have been seen to trip over each other's prerender chunks; a second attempt is not a masked bug in this test.
 */
async function twice(build: () => Promise<unknown>): Promise<void> {
  try {
    await build();
  } catch (e) {
    console.warn(`[site-on-meili] build failed once, retrying: ${(e as Error).message.slice(0, 300)}`);
    await build();
  }
}

async function view(page: Page): Promise<View> {
  const u = new URL(page.url());
  return {
    url: decodeURIComponent(`${u.pathname}${u.search}`),
    count: (await page.getByTestId('stock-count').textContent()) ?? '',
    titles: await page.locator('.sr-app .sr-card:not(.sr-promo) .sr-title a').allTextContents(),
    makes: await page.getByRole('group', { name: 'Make', exact: true }).locator('label').allTextContents(),
  };
}

/** The URL, count line, pager, scroll position and whether a search is in flight, for a failure message. */
async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => ({
      url: location.href,
      count: document.querySelector('[data-testid="stock-count"]')?.textContent,
      busy: document.querySelector('[data-testid="results"]')?.getAttribute('aria-busy'),
      pager: document.querySelector('.sr-app .sr-pager')?.textContent,
      current: document.querySelector('.sr-app .sr-pager [aria-current="page"]')?.textContent,
      scrollY: Math.round(scrollY),
    }))
    .then((state) => JSON.stringify(state))
    .catch((e: Error) => `page state unavailable: ${e.message}`);
}

/** Waits until the island is live and the count line has settled (no change for 300 ms). */
async function settled(page: Page): Promise<void> {
  await page.locator('.sr-app[data-live="true"]').waitFor({ timeout: 20_000 });
  // Settled: no search in flight (the grid is not aria-busy) and the same view over two polls 300 ms apart. One
  // unchanged poll was not enough on a loaded machine: a Meilisearch answer slower than 300 ms looked settled.
  let last = '';
  let same = 0;
  for (let i = 0; i < 60; i++) {
    const busy = await page.locator('[data-testid="results"][aria-busy="true"]').count();
    const now = JSON.stringify(await view(page));
    same = now === last && busy === 0 ? same + 1 : 0;
    if (same >= 2) return;
    last = now;
    await page.waitForTimeout(300);
  }
}

describe.skipIf(SKIP)(`demo-motors on a real Meilisearch matches the embedded build${SKIP ? ` (skipped: ${SKIP})` : ''}`, () => {
  const meili = useMeili();
  const sites: Site[] = [];
  let browser: Browser | undefined;
  let tmp = '';

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'site-on-meili-test-'));
    // The embedded site is the one npm test built for every test (or a fresh build when run alone).
    const embeddedDist = path.dirname(builtDemoSite(DEALER));
    const meiliDist = path.join(tmp, 'meili');
    await twice(() =>
      buildSiteOnMeili({ dealer: DEALER, host: meili().host, adminKey: meili().masterKey, out: path.join(meiliDist, DEALER), now: NOW, quiet: true }),
    );
    for (const [name, dist] of [
      ['embedded', embeddedDist],
      ['meilisearch', meiliDist],
    ] as const) {
      const { base, child } = await serve(dist);
      sites.push({ name, base, server: child });
    }
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    for (const s of sites)
      if (s.server?.pid) {
        try {
          process.kill(s.server.pid);
        } catch {
          /* gone */
        }
      }
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  /** Runs one flow on both sites and returns their views, embedded first. */
  async function both(flow: (page: Page, site: Site) => Promise<void>): Promise<[View, View]> {
    const out: View[] = [];
    for (const site of sites) {
      const page = await browser!.newPage({ baseURL: site.base, viewport: { width: 1366, height: 900 } });
      const failed: string[] = [];
      page.on('requestfailed', (r) => failed.push(r.url()));
      page.on('pageerror', (e) => failed.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') failed.push(m.text());
      });
      try {
        await flow(page, site);
      } catch (error) {
        // Which of the two sites, and what the shopper would have seen: a lost click and a failed search look alike.
        // Printed as well as thrown, so a failure the test's one retry then passes still shows in the output.
        const message = `${site.name} site: ${(error as Error).message.split('\n')[0]}\n${await pageState(page)}\nfailed: ${JSON.stringify(failed)}`;
        console.warn(`[site-on-meili] ${message}`);
        throw new Error(message, { cause: error });
      }
      await settled(page);
      out.push(await view(page));
      expect(failed, `${site.name}: failed requests or console errors`).toEqual([]);
      await page.close();
    }
    return out as [View, View];
  }

  it('the Meilisearch build really queries the server and the embedded one does not', async () => {
    const hosts: Record<string, string[]> = {};
    for (const site of sites) {
      const page = await browser!.newPage({ baseURL: site.base });
      const seen: string[] = [];
      page.on('request', (r) => seen.push(r.url()));
      await page.goto(LANDING);
      await settled(page);
      hosts[site.name] = seen;
      await page.close();
    }
    expect(hosts.meilisearch?.some((u) => u.startsWith(`${meili().host}/multi-search`))).toBe(true);
    expect(hosts.meilisearch?.some((u) => /\/_data\/search-index\.[0-9a-f]{16}\.json$/.test(u))).toBe(false);
    expect(hosts.embedded?.some((u) => u.startsWith(meili().host))).toBe(false);
    expect(hosts.embedded?.some((u) => /\/_data\/search-index\.[0-9a-f]{16}\.json$/.test(u))).toBe(true);
  }, 60_000);

  it('landing page: same count, cards and make facet', async () => {
    const [e, m] = await both(async (page) => {
      await page.goto(LANDING);
    });
    expect(e.titles.length).toBeGreaterThan(3);
    expect(e.makes.length).toBeGreaterThan(3);
    expect(m).toEqual(e);
  }, 60_000);

  it('refining a make: same URL, results and counts on both', async () => {
    const timings: string[] = [];
    const [e, m] = await both(async (page, site) => {
      await page.goto(LANDING);
      await settled(page);
      const before = await page.getByTestId('stock-count').textContent();
      const started = Date.now();
      await page.getByRole('group', { name: 'Make', exact: true }).getByRole('checkbox', { name: /Mazda/ }).check();
      await page.waitForFunction((b) => document.querySelector('[data-testid="stock-count"]')?.textContent !== b, before);
      timings.push(`${site.name} ${Date.now() - started} ms`);
    });
    console.log(`[site-on-meili] filter click to updated results: ${timings.join(', ')}`);
    expect(e.url).toMatch(/[?&]make=Mazda/);
    for (const t of e.titles) expect(t).toContain('Mazda');
    expect(m).toEqual(e);
  }, 60_000);

  it('make path, price range, sort and page 2: same URLs and results', async () => {
    for (const url of [
      '/search/toyota/',
      `${LANDING}?range[price]=:30000`,
      `${LANDING}?sortBy=price-asc`,
      `${LANDING}?page=2`,
      `${LANDING}?sortBy=Car_production:price:desc`,
    ]) {
      const [e, m] = await both(async (page) => {
        await page.goto(url);
      });
      expect(e.titles.length, url).toBeGreaterThan(0);
      expect(m, url).toEqual(e);
    }
  }, 240_000);

  /*
   * One retry in CI, as the e2e suite has. A pointer click on 'Page 2' on the embedded site was lost in full runs
   * (three of six on 2026-11-29, twice in a row in one of them), never when this file ran alone, in scratch loops or in
   * 24 pointer clicks from a probe file inside two whole vitest runs; the step now uses the keyboard (below), and
   * search.spec clicks Page 2 after a sort with a pointer at both widths. The warning in both() prints the page's state
   * if a step fails.
   */
  it('sort select, then the pager link to page 2: same URLs and results', { timeout: 120_000, retry: process.env.CI ? 1 : 0 }, async () => {
    const [e, m] = await both(async (page) => {
      await page.goto(LANDING);
      await settled(page);
      await page.getByLabel('Sort by').selectOption({ label: 'Lowest price' });
      await settled(page);
      // Keyboard activation of the pager link (focus, Enter): the same link and handler as a click. A pointer click here
      // has been lost in full runs (the page scrolled to the pager, 'Page 1' still current, nothing failed); the
      // pager's position under a pointer is search.spec's "pager stays put" tests' concern.
      const next = page.getByRole('link', { name: 'Page 2' });
      await next.focus();
      await next.press('Enter');
      // The router writes the URL after the results (instantsearch's write delay); settled() alone could take the
      // page-1 URL of a slow moment for the settled view.
      await page.waitForURL(/[?&]page=2/);
    });
    expect(e.url).toMatch(/sortBy=price-asc/);
    expect(e.url).toMatch(/page=2/);
    expect(m).toEqual(e);
  });

  it('text query with a typo and an empty result: same totals and the same cars', async () => {
    const [e, m] = await both(async (page) => {
      await page.goto(`${LANDING}?query=toyta`);
    });
    expect(e.titles.length).toBeGreaterThan(0);
    // Relevance ties may order differently; the set of cars and every count must agree.
    expect({ ...m, titles: [...m.titles].sort() }).toEqual({ ...e, titles: [...e.titles].sort() });
    const [ee, me] = await both(async (page) => {
      await page.goto(`${LANDING}?query=zzqxqzz`);
    });
    expect(ee.titles).toEqual([]);
    expect(me).toEqual(ee);
  }, 60_000);
});
