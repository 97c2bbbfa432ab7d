import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, editStock, runScript, scratchDealer } from './helpers';

/**
 * build.ts --dealers (what build:all runs): small dealers share one render process, the first built by Astro and the
 * others rendered from its bundle (scripts/lib/render/render-more-dealers.mjs). Each must come out exactly as its build alone.
 */

/** A dealers folder with copies of the tiny fixture dealer, each given its own settings. */
function fleet(dealers: Record<string, Record<string, unknown>>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shared-render-'));
  for (const [slug, settings] of Object.entries(dealers)) {
    const dir = path.join(root, slug);
    cpSync(scratchDealer(slug).dir, dir, { recursive: true });
    const config = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
    writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ ...config, url: `https://${slug}.example.com`, ...settings }));
  }
  return root;
}

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

const jsonLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
const renderProcesses = (stdout: string) => stdout.split('\n').filter((l) => l.includes('rendering pages with Astro'));

describe('dealers sharing a render process (build.ts --dealers)', () => {
  it('renders the group in one process, and each site is byte for byte its build alone: own pages, CSP, sitemap, feeds', () => {
    const root = fleet({
      'alpha-motors': {},
      // Marketing tags: another CSP (script-src and connect-src name the tag hosts) than the first dealer's.
      'bravo-motors': { name: 'Bravo Motors', analytics: { gtm_id: 'GTM-BRAVO12', ga4_id: 'G-BRAVO12345' } },
      'charlie-motors': { name: 'Charlie Motors' },
    });
    const out = mkdtempSync(path.join(os.tmpdir(), 'shared-render-out-'));
    const group = runScript('build.ts', [
      '--dealers',
      'alpha-motors,bravo-motors,charlie-motors',
      '--dealers-dir',
      root,
      '--out-dir',
      path.join(out, 'group'),
      '--now',
      NOW,
      '--json',
    ]);
    expect(group.code, group.output).toBe(0);
    expect(renderProcesses(group.stdout)).toHaveLength(1);
    expect(group.stdout).toContain('3 dealers in one process');
    expect(jsonLines(group.stdout).map((l) => [l.slug, l.ok])).toEqual([
      ['alpha-motors', true],
      ['bravo-motors', true],
      ['charlie-motors', true],
    ]);

    for (const slug of ['alpha-motors', 'bravo-motors', 'charlie-motors']) {
      const alone = runScript('build.ts', ['--dealer', path.join(root, slug), '--out', path.join(out, 'alone', slug), '--now', NOW]);
      expect(alone.code, alone.output).toBe(0);
      const a = path.join(out, 'alone', slug);
      const g = path.join(out, 'group', slug);
      expect(files(g)).toEqual(files(a));
      const differing = files(a).filter((f) => !readFileSync(path.join(a, f)).equals(readFileSync(path.join(g, f))));
      expect(differing, slug).toEqual([]);
    }
    const home = (slug: string) => readFileSync(path.join(out, 'group', slug, 'index.html'), 'utf8');
    expect(home('bravo-motors')).toContain('https://www.googletagmanager.com');
    expect(home('alpha-motors')).not.toContain('https://www.googletagmanager.com');
    expect(home('charlie-motors')).toContain('Charlie Motors');
    expect(home('charlie-motors')).not.toContain('Bravo Motors');
    expect(readFileSync(path.join(out, 'group', 'bravo-motors', 'sitemap-0.xml'), 'utf8')).toContain('<loc>https://bravo-motors.example.com/</loc>');
    expect(readFileSync(path.join(out, 'group', 'bravo-motors', 'sitemap-0.xml'), 'utf8')).not.toContain('alpha-motors');
  }, 240_000);

  it('a refused dealer leaves the rest of its group to build; a dealer of an image-CDN provider renders in the same process', () => {
    const root = fleet({
      'alpha-motors': {},
      'bad-motors': {},
      'cdn-motors': { images: { cdn: { provider: 'wsrv' } } },
      'delta-motors': {},
    });
    editStock(path.join(root, 'bad-motors'), (cars) => ({ cars: [{ ...cars[0], year: 'twenty' }] }));
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'shared-render-out-')), 'sites');
    // A name that is not a slug reaches outside --out-dir once joined: what a dead build of "escape-motors" left
    // there is not this build's to clean.
    const outside = path.join(out, '..', 'escape-motors.tmp-999999');
    mkdirSync(outside, { recursive: true });
    const r = runScript('build.ts', [
      '--dealers',
      'alpha-motors,../escape-motors,bad-motors,cdn-motors,delta-motors',
      '--dealers-dir',
      root,
      '--out-dir',
      out,
      '--now',
      NOW,
      '--json',
    ]);
    // Only refusals among the failures: exit 2, as a refused dealer alone.
    expect(r.code, r.output).toBe(2);
    const bySlug = Object.fromEntries(jsonLines(r.stdout).map((l) => [l.slug, l]));
    expect(bySlug['bad-motors']).toMatchObject({ ok: false, refused: true, exitCode: 2 });
    expect(String(bySlug['bad-motors']!.error)).toContain('year');
    expect(bySlug['../escape-motors']).toMatchObject({ ok: false, refused: true, exitCode: 2 });
    expect(String(bySlug['../escape-motors']!.error)).toContain('"../escape-motors" is not a dealer slug');
    expect(existsSync(outside)).toBe(true);
    for (const slug of ['alpha-motors', 'cdn-motors', 'delta-motors']) expect(bySlug[slug]).toMatchObject({ ok: true, exitCode: 0 });
    // The provider is a setting read at run time like any other (src/lib/image-cdn.ts): one bundle serves them all.
    expect(renderProcesses(r.stdout)).toHaveLength(1);
    expect(r.stdout).toContain('3 dealers in one process: alpha-motors, cdn-motors, delta-motors');
    const html = (slug: string) => readFileSync(path.join(out, slug, 'search', 'new-used-and-demo-cars', 'index.html'), 'utf8');
    // Each dealer's own setting reaches its search island (its cards' photos go through that provider).
    expect(html('cdn-motors')).toContain('&quot;provider&quot;:[0,&quot;wsrv&quot;]');
    expect(html('alpha-motors')).not.toContain('wsrv');
    // The refused dealer gets its feed report (every record and why it was refused), never a site.
    expect(readdirSync(out).sort()).toEqual([
      ...['alpha-motors'].flatMap((slug) => [slug, `${slug}.feed-report.json`, `${slug}.manifest.json`]),
      'bad-motors.feed-report.json',
      ...['cdn-motors', 'delta-motors'].flatMap((slug) => [slug, `${slug}.feed-report.json`, `${slug}.manifest.json`]),
    ]);
    expect(readFileSync(path.join(out, 'delta-motors', 'index.html'), 'utf8')).toContain('https://delta-motors.example.com/');
  }, 240_000);
});
