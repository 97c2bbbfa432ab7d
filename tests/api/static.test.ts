import { gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
