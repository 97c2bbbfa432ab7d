import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, type PreviewServer } from '../../scripts/server/app';
import { localCdnFor } from '../../scripts/server/local-cdn';
import { fillTemplate } from '../../src/domain/responsive-image';

/* Issue 19 item 4: `npm start -- --local-cdn` answers the dealer's image CDN template with sharp. */
const QUERY = 'https://img.example.net/?url={url}&w={width}&h={height}&output={format}';
const PATHS = 'https://example.com/cdn-cgi/image/width={width},format={format}/{url}';

describe('localCdnFor reads the URLs its template makes', () => {
  it('query-string templates: the encoded photo URL, width, height and format', () => {
    const cdn = localCdnFor(QUERY);
    expect(cdn.origin).toBe('https://img.example.net');
    const url = fillTemplate(QUERY, 'https://demo.example.com/dealer/a b.jpg?v=2', 640, 480, 'webp');
    expect(cdn.read(url)).toEqual({ url: 'https://demo.example.com/dealer/a b.jpg?v=2', width: 640, height: 480, format: 'webp' });
  });
  it('path templates (the photo URL in the path)', () => {
    const cdn = localCdnFor(PATHS);
    expect(cdn.read(fillTemplate(PATHS, 'https://photos.example.org/x/1.jpg', 320, null))).toEqual({ url: 'https://photos.example.org/x/1.jpg', width: 320, height: null, format: 'webp' });
  });
  it('refuses what the template does not make or sizes out of bounds', () => {
    const cdn = localCdnFor(QUERY);
    expect(cdn.read('https://img.example.net/other?x=1')).toBeNull();
    expect(cdn.read(fillTemplate(QUERY, 'https://a.test/1.jpg', 99999, null))).toBeNull();
    expect(cdn.read(fillTemplate(QUERY, 'https://a.test/1.jpg', 640, null, 'gif'))).toBeNull();
  });
});

describe('the preview with --local-cdn', () => {
  let dir: string;
  let preview: PreviewServer;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'local-cdn-'));
    const site = path.join(dir, 'site');
    mkdirSync(path.join(site, 'dealer'), { recursive: true });
    writeFileSync(path.join(site, 'dealer', 'car.jpg'), await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a33' } }).jpeg().toBuffer());
    const photo = fillTemplate(QUERY, 'https://demo.example.com/dealer/car.jpg', 480, 360);
    writeFileSync(path.join(site, 'index.html'), `<!doctype html><meta http-equiv="content-security-policy" content="img-src 'self' https://img.example.net"><img src="${photo}">`);
    preview = createPreviewServer({
      slug: 'cdn-motors', siteDir: site, dataDir: path.join(dir, 'data'), log: () => {},
      localCdn: { cdn: localCdnFor(QUERY), source: { siteDir: site, siteUrl: 'https://demo.example.com/', photoUrls: () => new Set(), cacheDir: path.join(dir, 'cache') } },
    });
    base = `http://127.0.0.1:${await preview.listen(0)}`;
  });
  afterAll(async () => { await preview.close(); rmSync(dir, { recursive: true, force: true }); });

  it("serves pages with the CDN's origin pointed at its own /_cdn (the built file is unchanged)", async () => {
    const html = await (await fetch(`${base}/`)).text();
    expect(html).toContain(`${base}/_cdn/?url=https%3A%2F%2Fdemo.example.com%2Fdealer%2Fcar.jpg&w=480&h=360&output=webp`);
    expect(html).not.toContain('https://img.example.net');
  });

  it('answers a transform URL with the photo resized by sharp, in the asked format', async () => {
    const res = await fetch(`${base}/_cdn/?url=https%3A%2F%2Fdemo.example.com%2Fdealer%2Fcar.jpg&w=480&h=360&output=webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);
  });

  it('is no open proxy: a photo that is neither the site\'s nor in the stock is refused', async () => {
    const res = await fetch(`${base}/_cdn/?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}&w=480&h=360&output=webp`);
    expect(res.status).toBe(403);
    expect((await fetch(`${base}/_cdn/?url=x&w=abc`)).status).toBe(400);
  });
});
