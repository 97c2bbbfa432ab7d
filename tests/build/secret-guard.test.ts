import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSearchKeyScope, findSecretSettings, publicSearchConfig, scanForSecrets, secretsInText } from '../../scripts/lib/shared/secret-guard';
import { AssetSecretError, copyDealerAssets } from '../../scripts/lib/publish/copy-assets';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { NOW, runScript, scratchDealer } from './helpers';

describe('secret guard', () => {
  it('rejects any dealer.json setting named like a secret, with its path', () => {
    const problems = findSecretSettings({ search: { engine: 'meilisearch', search_key: 'abc', adminKey: 'xyz' }, api: { token: 't' } }, 'dealer.json');
    expect(problems.map((p) => p.field)).toEqual(['search.adminKey', 'api.token']);
  });

  it('rejects credentials and key-like query parameters in any address setting, naming it', () => {
    const problems = findSecretSettings(
      {
        api: { base_url: 'https://user:pass@api.example.com/' },
        search: { host: 'https://search.example.com/?apiKey=abc' },
        menus: { header: [{ label: 'A', href: 'https://partner.example.com/x?token=t0k' }] },
        blocks: { hero: [{ image: 'https://cdn.example.com/a.jpg?w=1920' }] },
      },
      'dealer.json',
    );
    expect(problems.map((p) => p.field)).toEqual(['api.base_url', 'search.host', 'menus.header[0].href']);
    expect(problems[0]!.reason).toContain('user name and password');
    expect(problems[0]!.reason).not.toContain('pass@');
  });

  it('accepts the search-only key setting', () => {
    expect(findSecretSettings({ search: { search_key: 'public-search-key' } }, 'dealer.json')).toEqual([]);
  });

  it('finds an environment secret in built files', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'scan-'));
    mkdirSync(path.join(dir, '_astro'));
    writeFileSync(path.join(dir, 'index.html'), '<p>hello</p>');
    writeFileSync(path.join(dir, '_astro/app.js'), 'const k="MASTER-KEY-123456"');
    expect(scanForSecrets(dir, ['MASTER-KEY-123456'])).toEqual([path.join('_astro', 'app.js')]);
    expect(scanForSecrets(dir, ['OTHER-KEY-9999999'])).toEqual([]);
  });
});

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const meiliConfig = (host: string, search_key = 'public-search-key-123') =>
  dealerConfigSchema.parse({ ...base, search: { engine: 'meilisearch', host, search_key, index_uid: 'cars' } });

describe('search.search_key must be provably search-only', () => {
  // A stand-in Meilisearch whose answer to the non-search probes the test picks.
  let server: Server;
  let host = '';
  let probeStatus = 403;
  const probed: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      probed.push(req.url!);
      res.writeHead(probeStatus, { 'content-type': 'application/json' });
      res.end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('an unreachable Meilisearch host is a refusal, not a warning', async () => {
    const warnings: string[] = [];
    const problems = await checkSearchKeyScope(meiliConfig('http://127.0.0.1:9'), 'dealer.json', (w) => warnings.push(w));
    expect(problems.map((p) => p.field)).toEqual(['search.search_key']);
    expect(problems[0]!.reason).toMatch(/could not be proved search-only/);
  });

  it('a key refused on every non-search probe is accepted; one answered 200 or an odd status is refused', async () => {
    probeStatus = 403;
    expect(await checkSearchKeyScope(meiliConfig(host), 'dealer.json')).toEqual([]);
    expect(probed).toEqual(expect.arrayContaining(['/keys', '/tasks?limit=1', '/stats', '/indexes/cars/settings']));
    probeStatus = 200;
    expect((await checkSearchKeyScope(meiliConfig(host), 'dealer.json'))[0]!.reason).toMatch(/not a search-only key/);
    probeStatus = 404;
    expect((await checkSearchKeyScope(meiliConfig(host), 'dealer.json'))[0]!.reason).toMatch(/HTTP 404/);
  });

  it('a meilisearch key without a host cannot be proved and is refused', async () => {
    const config = dealerConfigSchema.parse({ ...base, search: { engine: 'meilisearch', search_key: 'k' } });
    expect((await checkSearchKeyScope(config, 'dealer.json')).map((p) => p.field)).toEqual(['search.search_key']);
  });

  it('an embedded-engine site publishes no search key or host', () => {
    const config = dealerConfigSchema.parse({
      ...base,
      search: { engine: 'embedded', host: 'https://search.example.com', search_key: 'ADMIN-KEY-LEFT-BEHIND' },
    });
    expect(publicSearchConfig(config.search)).toMatchObject({ engine: 'embedded', host: null, search_key: null });
    expect(publicSearchConfig(meiliConfig(host).search).search_key).toBe('public-search-key-123');
  });
});

describe('dealer assets: only served file types, no dotfiles, scanned for secrets', () => {
  function assetsFolder(files: Record<string, string>): { from: string; to: string } {
    const root = mkdtempSync(path.join(os.tmpdir(), 'assets-'));
    const from = path.join(root, 'acme', 'assets');
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(from, name)), { recursive: true });
      writeFileSync(path.join(from, name), text);
    }
    return { from, to: path.join(root, 'site', 'dealer') };
  }
  const listed = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
          .sort()
      : [];

  it('copies images, fonts, PDFs and video; leaves dotfiles, config files and dot-folders behind', () => {
    const { from, to } = assetsFolder({
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'img/hero.JPG': 'jpg',
      'fonts/brand.woff2': 'font',
      'brochure.pdf': '%PDF',
      'tour.mp4': 'mp4',
      '.env': 'MEILI_ADMIN_KEY=x',
      'config.yaml': 'key: x',
      'notes.txt': 'x',
      'img/.DS_Store': 'x',
      '.git/config': 'x',
      'index.html': '<script>x</script>',
    });
    symlinkSync('/etc/passwd', path.join(from, 'passwd.png'));
    const r = copyDealerAssets(from, to, []);
    expect(listed(to)).toEqual(['brochure.pdf', 'fonts/brand.woff2', 'img/hero.JPG', 'logo.svg', 'tour.mp4'].map((p) => p.split('/').join(path.sep)).sort());
    expect(r.left).toEqual(expect.arrayContaining(['.env', 'config.yaml', 'notes.txt', path.join('img', '.DS_Store'), '.git', 'index.html', 'passwd.png']));
  });

  it('a key inside an SVG fails, naming the file, and nothing is copied', () => {
    const { from, to } = assetsFolder({ 'a.png': 'png', 'img/logo.svg': '<svg><metadata>{"apiKey": "sk_9f8e7d6c5b4a3f2e1d0c"}</metadata></svg>' });
    expect(() => copyDealerAssets(from, to, [])).toThrow(AssetSecretError);
    expect(() => copyDealerAssets(from, to, [])).toThrow(`acme${path.sep}assets${path.sep}img${path.sep}logo.svg`);
    expect(listed(to)).toEqual([]);
  });

  it('an environment admin key inside any copied file fails', () => {
    const { from, to } = assetsFolder({ 'hero.webp': 'RIFF....MASTER-KEY-123456....' });
    expect(() => copyDealerAssets(from, to, ['MASTER-KEY-123456'])).toThrow(/hero\.webp: it contains a Meilisearch admin\/master key/);
  });

  it('known credential shapes are recognised; ordinary SVG text is not', () => {
    expect(secretsInText('-----BEGIN RSA PRIVATE KEY-----', [])).toEqual(['a private key']);
    expect(secretsInText('id="AKIAIOSFODNN7EXAMPLE"', [])).toEqual(['an AWS access key']);
    expect(secretsInText('<svg><title>Password reset? Call us</title><path d="M0 0h24v24H0z"/></svg>', [])).toEqual([]);
  });
});

describe('a built site publishes no search key when its engine is embedded, and no unsafe asset', () => {
  it('builds with a key left in dealer.json (embedded engine): the key is nowhere in dist; .env and config.yaml are not copied', () => {
    const { root, dir } = scratchDealer();
    const cfgFile = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(cfgFile, 'utf8'));
    writeFileSync(
      cfgFile,
      JSON.stringify({ ...cfg, search: { ...cfg.search, engine: 'embedded', host: 'https://search.example.com', search_key: 'LEFT-BEHIND-ADMIN-KEY-42' } }),
    );
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dir, 'assets', '.env'), 'MEILI_ADMIN_KEY=abc');
    writeFileSync(path.join(dir, 'assets', 'config.yaml'), 'token: abc');
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const f of files) expect(readFileSync(path.join(f.parentPath, f.name), 'latin1'), f.name).not.toContain('LEFT-BEHIND-ADMIN-KEY-42');
    expect(existsSync(path.join(out, 'dealer', 'logo.svg'))).toBe(true);
    expect(existsSync(path.join(out, 'dealer', '.env'))).toBe(false);
    expect(existsSync(path.join(out, 'dealer', 'config.yaml'))).toBe(false);
  }, 180_000);
});
