import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, editStock, htmlFiles, runScript, scratchDealer } from './helpers';

describe('npm run build', () => {
  it('builds a dealer into the out folder with a page per listed car, sitemap and robots.txt', () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    // The pages the render process reported writing: every HTML file of the site.
    expect(r.stdout).toContain(`ok: 2 cars, ${htmlFiles(out)} pages`);
    // Given as a folder (as npm start gives it), the dealer is still named by its folder's name on every line.
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .every((l) => l.startsWith(`[${path.basename(dir)}] `)),
      r.stdout,
    ).toBe(true);
    expect(existsSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t1/index.html'))).toBe(true);
    // Sold 51 days before "now": outside the 3-day sold window, so no page.
    expect(existsSync(path.join(out, 'cars/2019-toyota-hilux-sr-t3/index.html'))).toBe(false);
    expect(readFileSync(path.join(out, 'robots.txt'), 'utf8')).toContain('Sitemap: https://tiny-motors.example.com/sitemap-index.xml');
    expect(readFileSync(path.join(out, 'sitemap-0.xml'), 'utf8')).toContain('https://tiny-motors.example.com/cars/2022-mazda-cx-5-maxx-t1/');
    const html = readFileSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t1/index.html'), 'utf8');
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="default-src 'self';[^"]*script-src 'self' 'sha256-/);
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toContain("frame-ancestors 'self'");
    expect(html).toContain('Full service history.');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('renders a stock split across processes (--shards) into the same site, with every car in one sitemap', () => {
    const { root, dir } = scratchDealer();
    const one = path.join(root, 'one');
    const two = path.join(root, 'two');
    // --no-progress (no "rendered N pages" lines) is taken, and changes no file: the two builds are compared below.
    const quiet = runScript('build.ts', ['--dealer', dir, '--out', one, '--now', NOW, '--shards', '1', '--no-progress']);
    expect(quiet.code, quiet.output).toBe(0);
    const r = runScript('build.ts', ['--dealer', dir, '--out', two, '--now', NOW, '--shards', '2', '--json']);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toContain('2 processes');
    const result = JSON.parse(r.stdout.split('\n').find((l) => l.startsWith('{'))!) as {
      shards: number;
      pages: number;
      maxRssMb: number;
      peakMb: { parent: number; render: number[] };
    };
    expect(result.shards).toBe(2);
    // The peak memory is the sum of the build process's and each render process's, all of them reported.
    expect(result.peakMb.render).toHaveLength(2);
    for (const mb of [result.peakMb.parent, ...result.peakMb.render]) expect(mb).toBeGreaterThan(30);
    expect(result.maxRssMb).toBe(result.peakMb.parent + result.peakMb.render[0]! + result.peakMb.render[1]!);
    // Both processes' pages, as they reported them.
    expect(result.pages).toBe(htmlFiles(two));
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
        .sort();
    expect(files(two)).toEqual(files(one));
    // The second process rendered from the first one's bundle (share-bundle.mjs) instead of bundling again.
    expect(r.stdout).toContain('process 2/2: rendering from the bundle of process 1 (no second bundling)');
    // Each car was rendered by one process only; every file is byte for byte what a single process makes.
    for (const file of files(one)) expect(readFileSync(path.join(two, file)).equals(readFileSync(path.join(one, file))), file).toBe(true);
    const sitemap = readFileSync(path.join(two, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('/cars/2022-mazda-cx-5-maxx-t1/</loc>');
    expect(sitemap).toContain('/cars/2024-mazda-3-g20-t2/</loc>');
    expect(sitemap).toBe(readFileSync(path.join(one, 'sitemap-0.xml'), 'utf8'));
    expect(sitemap).not.toMatch(/\/(checkout|buy-online|print)\/<\/loc>/);
  });

  it('refuses a night with too many invalid records (1 of 3), naming file, record index, id / stock no and field, and leaves the published site untouched', () => {
    const { root, dir } = scratchDealer();
    const out = path.join(root, 'out');
    expect(runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]).code).toBe(0);
    const marker = path.join(out, 'index.html');
    writeFileSync(marker, readFileSync(marker, 'utf8') + '<!-- published -->');

    editStock(dir, (cars) => ({ cars: [cars[0], { ...cars[1], year: 'twenty', make: undefined }, cars[2]] }));
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(2);
    expect(r.stderr).toContain('build failed; the published site was left untouched');
    expect(r.stderr).toContain('refused to publish: 1 of 3 records are invalid (33 %), more than publish.max_invalid_share (10 %) allows; the first reasons:');
    expect(r.stderr).toMatch(/stock\.json record #1 \(id 2 \/ stock no T2\): year: /);
    expect(r.stderr).toMatch(/stock\.json record #1 \(id 2 \/ stock no T2\): make: /);
    expect(r.stderr).toContain('--skip-invalid to publish the 2 valid records');
    expect(readFileSync(marker, 'utf8')).toContain('<!-- published -->');
  });

  it('names the dealer.json setting that is wrong', () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { hits_per_page: 0 }, url: 'not a url' }));
    const r = runScript('build.ts', ['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/dealer\.json: search\.hits_per_page: /);
    expect(r.stderr).toMatch(/dealer\.json: url: /);
  });

  it('reports duplicate slugs and unknown car types; --strict refuses any, --skip-invalid publishes the rest however many', () => {
    const { root, dir } = scratchDealer();
    editStock(dir, (cars) => [...cars, { ...cars[1], id: 100, slug: 'x-y', stocknum: 'X1', car_type: 'nearly-new' }, { ...cars[0], id: 99 }]);
    const out = path.join(root, 'out');
    const strict = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--strict']);
    expect(strict.code, strict.output).toBe(2);
    expect(strict.stderr).toContain('2 problems in dealer input');
    expect(strict.stderr).toMatch(/record #4 \(99 \/ 2022-mazda-cx-5-maxx-t1\): slug: duplicate slug/);
    expect(strict.stderr).toMatch(/record #3 \(id 100 \/ stock no X1\): car_type: /);
    // By default 2 of 5 (40 %) is more than publish.max_invalid_share: refused, with the reasons and no site.
    const share = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(share.code, share.output).toBe(2);
    expect(share.stderr).toContain('2 of 5 records are invalid (40 %)');
    expect(share.stdout).toContain('left out 2 invalid stock records of 5;');
    expect(existsSync(out)).toBe(false);
    const lenient = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW, '--skip-invalid']);
    expect(lenient.code, lenient.output).toBe(0);
    expect(lenient.stdout).toContain('left out 2 invalid stock records of 5;');
    expect(lenient.stdout).toMatch(/left out: .*record #3 \(id 100 \/ stock no X1\): car_type: must be new, used or demo/);
    expect(existsSync(path.join(out, 'cars/x-y/index.html'))).toBe(false);
  });

  it('builds from any spec-shaped stock file given with --stock (a plain JSON array)', () => {
    const { root, dir } = scratchDealer();
    const stock = path.join(root, 'other-stock.json');
    const cars = JSON.parse(readFileSync(path.join(dir, 'stock.json'), 'utf8')).cars;
    writeFileSync(stock, JSON.stringify([cars[1]]));
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--stock', stock, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    expect(r.stdout).toMatch(/ok: 1 cars/);
  });
});

describe('npm run build:all', () => {
  it('builds every dealer, reports the refused one and exits 2 without stopping the others', () => {
    const good = scratchDealer('good-motors');
    const bad = scratchDealer('bad-motors');
    // Put both dealers in one folder.
    cpSync(bad.dir, path.join(good.root, 'bad-motors'), { recursive: true });
    editStock(path.join(good.root, 'bad-motors'), (cars) => ({ cars: [{ ...cars[0], year: 'twenty' }] }));
    const out = path.join(good.root, 'dist');
    const r = runScript('build-all.ts', ['--dealers-dir', good.root, '--out-dir', out, '--now', NOW, '--jobs', '2']);
    expect(r.code, r.output).toBe(2);
    expect(r.stdout).toMatch(/^building (good|bad)-motors \([12]\/2\)…$/m);
    expect(r.stdout).toMatch(/built\s+good-motors\s+2 cars\s+\d+ pages/);
    expect(r.stdout).toMatch(/refused\s+bad-motors/);
    expect(r.stdout).toContain('year');
    expect(r.stdout).toContain('dealers built: 1, not built: 1');
    expect(r.stdout).toContain('not built: bad-motors (refused); exit code 2');
    // CI's log reader takes lines starting 'ok ', 'PASS ' or 'FAIL ' for another test runner's results.
    expect(`${r.stdout}\n${r.stderr}`.split('\n').filter((l) => /^(ok|PASS|FAIL)\s/.test(l))).toEqual([]);
    expect(existsSync(path.join(out, 'good-motors/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'bad-motors'))).toBe(false);
  }, 120_000);
});

describe('secrets never reach dist', () => {
  it('fails the build when dealer.json holds an admin key, naming the setting', () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(cfgFile, JSON.stringify({ ...cfg, search: { engine: 'meilisearch', host: 'http://127.0.0.1:9', searchKey: 'k', adminKey: 'super-secret' } }));
    const r = runScript('build.ts', ['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/dealer\.json: search\.adminKey: looks like a secret/);
  });
});
