import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdnHeaders } from '../../scripts/lib/render/csp';
import { redirectsFile } from '../../scripts/lib/publish/redirects-file';
import { cacheHeaders } from '../../scripts/lib/publish/site-extras';
import { parseRedirectsFile, redirectFor } from '../../scripts/server/redirects';
import { cloudflareRedirect, parseCloudflareRedirects } from '../build/cloudflare-rules';
import { startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

/** Raw GET without fetch's path normalisation or automatic gunzip. */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(t.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site serving', () => {
  it('serves / as index.html with an HTML content type', async () => {
    const res = await raw('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body.toString()).toContain('Home page');
  });

  it('directory-style pages with and without the trailing slash', async () => {
    for (const p of ['/cars/2021-toyota-corolla/', '/cars/2021-toyota-corolla']) {
      const res = await raw(p);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('2021 Toyota Corolla');
    }
  });

  it('content types for css, js and txt; hashed assets are immutable', async () => {
    expect((await raw('/styles/site.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    const js = await raw('/_astro/app.abc123.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toContain('immutable');
    expect((await raw('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('unknown paths get the site 404.html with status 404', async () => {
    const res = await raw('/no-such-page-here');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain("Sorry, we couldn't find that page");
  });

  it('never serves files outside the site folder', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/cars/..%2f..%2fsecret.txt']) {
      const res = await raw(p);
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('outside the site');
    }
  });

  it('gzips text when the browser accepts it', async () => {
    const res = await raw('/_astro/app.abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toContain('hello from the site');
  });

  it('POST to a page is 405', async () => {
    expect((await fetch(`${t.base}/cars/2021-toyota-corolla/`, { method: 'POST' })).status).toBe(405);
  });
});

describe("the site's _redirects and _headers, as the CDN applies them", () => {
  const removed = [
    { slug: '2019-mazda-cx-5-old', make: 'Mazda', model: 'CX-5', removed_at: '2026-11-01T00:00:00.000Z' },
    { slug: '2018-kia-rio-old', make: 'Kia', model: 'Rio', removed_at: '2026-11-02T00:00:00.000Z' },
  ];
  const rules = redirectsFile(removed, new Set(['/search/mazda/cx-5/']), { buyOnline: false }).text;
  const headers = `${cdnHeaders()}${cacheHeaders()}`;
  beforeAll(() => {
    writeFileSync(path.join(t.dir, 'site', '_redirects'), rules);
    writeFileSync(path.join(t.dir, 'site', '_headers'), headers);
  });

  it("every address of a removed car answers 301 where Cloudflare's rules send it, keeping the query; a listed car and a removed car's data files do not move", async () => {
    const cf = parseCloudflareRedirects(rules);
    for (const car of removed) {
      for (const address of [`/cars/${car.slug}/`, `/cars/${car.slug}`, `/cars/${car.slug}/checkout/`, `/cars/${car.slug}/checkout`]) {
        const expected = cloudflareRedirect(cf, address);
        expect(expected?.status, address).toBe(301);
        const res = await raw(address);
        expect({ address, status: res.status, location: res.headers.location }).toEqual({ address, status: 301, location: expected!.to });
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await raw(`/cars/${car.slug}/?utm_source=email`)).headers.location).toMatch(/^\/search\/.*\?utm_source=email$/);
      expect((await raw(`/cars/${car.slug}/lead-car.json`)).status).toBe(404);
    }
    expect((await raw('/cars/2018-kia-rio-old/')).headers.location).toBe('/search/new-used-and-demo-cars/');
    expect((await raw('/cars/2021-toyota-corolla/')).status).toBe(200);
  });

  it('splats, placeholders, statuses and the 100 dynamic rules as Cloudflare reads them', () => {
    const text = [
      '/old/ /new/ 301',
      '/blog/* /news/:splat 302',
      '/a/ /counted-as-dynamic-matched-exactly/ 301',
      '/team/:name/ /people/:name/?from=team 308',
      '/bad/ /x/ 404',
      ...Array.from({ length: 100 }, (_, i) => `/d${i}/* /e/ 301`),
      '/late/* /never/ 301',
    ].join('\n');
    const preview = parseRedirectsFile(text);
    const cf = parseCloudflareRedirects(text);
    for (const p of ['/old/', '/old', '/blog/2026/x', '/a/', '/team/jo/', '/team/jo', '/bad/', '/d5/x', '/late/x']) {
      expect({ p, to: redirectFor(preview, p, '')?.location ?? null }).toEqual({
        p,
        to: cloudflareRedirect(cf, p)?.to.replace(':splat', '2026/x').replace(':name', 'jo') ?? null,
      });
    }
    expect(redirectFor(preview, '/team/jo/', '?utm=1')).toEqual({ location: '/people/jo/?from=team', status: 308 });
    expect(redirectFor(preview, '/old/', '?utm=1')).toEqual({ location: '/new/?utm=1', status: 301 });
  });

  it('never serves _redirects or _headers, however the path spells them; a file path with a trailing slash is 404 as on the CDN', async () => {
    for (const p of [
      '/_redirects',
      '/_headers',
      '/%5Fheaders',
      '/%5fredirects',
      '//_headers',
      '//_redirects',
      '/_headers/',
      '/_redirects/',
      '/./_headers',
      '/cars/..%2f_redirects',
      '/robots.txt/',
    ]) {
      const res = await raw(p);
      expect({ p, status: res.status }).toEqual({ p, status: 404 });
      expect(res.body.toString()).not.toContain('/search/');
      expect(res.body.toString()).not.toContain('nosniff');
    }
    expect((await raw('/robots.txt')).status).toBe(200);
  });
});
