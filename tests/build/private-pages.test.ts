/*
 * One list of private pages (src/domain/site-paths.ts) decides robots.txt, the sitemap and noindex. Before it,
 * the sitemap listed the noindex pages /spin-to-win/, /online-payment/ and /personalised/finance/, and robots.txt
 * disallowed three paths of its own. Checked on a built demo site, page by page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { isPrivatePath, privatePages, robotsRule } from '../../src/domain/site-paths';
import { builtDemoSite } from './helpers';

const config = loadDealer('demo-motors').config;
let out: string;

/** Every built page by its path: "about-us/index.html" is /about-us/, "404.html" is /404. */
function builtPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith('.html')) continue;
    const rel = path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    const page = rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel.slice(0, -'.html'.length)}`;
    pages.set(page, readFileSync(path.join(dir, rel), 'utf8'));
  }
  return pages;
}

const noindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);
/** A search page showing the empty state: noindex too (src/views/first-page.ts, emptySearchPaths). */
const emptySearch = (p: string, html: string) => /^\/(?:search|used-car)\//.test(p) && html.includes('No Results Available');
const sitemapPaths = (dir = out) => {
  const xml = readdirSync(dir)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .map((f) => readFileSync(path.join(dir, f), 'utf8'))
    .join('');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
};
/** Whether a robots.txt Disallow rule (a prefix, `*` any run of characters) matches a path. */
const blocks = (rule: string, p: string) =>
  new RegExp(
    '^' +
      rule
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*'),
  ).test(p);

describe('private pages: robots.txt, the sitemap and noindex from one list', () => {
  beforeAll(() => {
    out = builtDemoSite('demo-motors');
  }, 300_000);

  it('no sitemap URL is a private page or a page carrying noindex, and every page is in the sitemap unless private', () => {
    const pages = builtPages(out);
    const listed = sitemapPaths();
    expect(listed.length).toBeGreaterThan(300);
    const noindexListed = listed.filter((p) => pages.has(p) && noindex(pages.get(p)!));
    expect(noindexListed).toEqual([]);
    expect(listed.filter((p) => isPrivatePath(p, config))).toEqual([]);
    for (const p of ['/spin-to-win/', '/online-payment/', '/personalised/finance/', '/compare/', '/watchlist/']) expect(listed).not.toContain(p);
    const missing = [...pages].filter(([p, html]) => !isPrivatePath(p, config) && !emptySearch(p, html) && !listed.includes(p)).map(([p]) => p);
    expect(missing).toEqual([]);
  });

  it('a page carries noindex exactly when it is on the private list or an empty search page', () => {
    const pages = builtPages(out);
    const wrong = [...pages].filter(([p, html]) => noindex(html) !== (isPrivatePath(p, config) || emptySearch(p, html))).map(([p]) => p);
    expect(wrong).toEqual([]);
    for (const p of ['/spin-to-win/', '/online-payment/', '/personalised/finance/', '/sign-in/', '/success/', '/print/', '/compare/', '/404']) {
      expect(noindex(pages.get(p)!), p).toBe(true);
    }
    const car = [...pages.keys()].find((p) => /^\/cars\/[^/]+\/$/.test(p))!;
    expect(noindex(pages.get(car)!)).toBe(false);
    expect(noindex(pages.get(`${car}checkout/`)!)).toBe(true);
  });

  it('robots.txt disallows exactly the private list, and none of the sitemap', () => {
    const robots = readFileSync(path.join(out, 'robots.txt'), 'utf8');
    const rules = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1] ?? '');
    expect(rules).toEqual(privatePages(config).map(robotsRule));
    expect(rules).toEqual(expect.arrayContaining(['/spin-to-win/', '/online-payment/', '/personalised/finance/', '/cars/*/checkout/', '/sign-in/']));
    expect(robots).toContain('Sitemap: https://demo-motors.example.com/sitemap-index.xml');
    const blocked = sitemapPaths().filter((p) => rules.some((r) => blocks(r, p)));
    expect(blocked).toEqual([]);
    // Buying online is a checkout: gated where /checkout is, so private like it.
    expect(rules).toContain('/checkout-journey/');
    expect(sitemapPaths()).not.toContain('/checkout-journey/');
  });
});

/** The levels of a page's headings in order: h1 h2 h2 h3... */
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

describe('a search page with no results (coastal-caravans has no demo cars)', () => {
  let dir = '';
  beforeAll(() => {
    dir = builtDemoSite('coastal-caravans');
  }, 300_000);

  it('/search/demo-cars/ carries noindex, is not in the sitemap, and its headings skip no level', () => {
    const pages = builtPages(dir);
    const html = pages.get('/search/demo-cars/')!;
    expect(html).toContain('No Results Available');
    expect(noindex(html)).toBe(true);
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).not.toContain('/search/demo-cars/');
    const listed = sitemapPaths(dir);
    expect(listed).not.toContain('/search/demo-cars/');
    expect(listed).toContain('/search/used-cars/');
    expect(noindex(pages.get('/search/used-cars/')!)).toBe(false);
    const levels = headingLevels(html);
    expect(levels[0]).toBe(1);
    const jumps = levels.filter((l, i) => i > 0 && l > levels[i - 1]! + 1);
    expect(jumps).toEqual([]);
    // Every empty search page and no other: noindex and out of the sitemap alike.
    const empty = [...pages].filter(([p, h]) => emptySearch(p, h)).map(([p]) => p);
    expect(empty).toContain('/search/demo-cars/');
    for (const p of empty) expect(noindex(pages.get(p)!), p).toBe(true);
    expect(listed.filter((p) => empty.includes(p))).toEqual([]);
  });
});
