import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer, type PreviewServer } from '../../scripts/server/app';
import { localCdnFor, MAX_INPUT_PIXELS } from '../../scripts/server/local-cdn';
import { isPrivateAddress } from '../../scripts/server/public-fetch';
import { ResizeCache } from '../../scripts/server/resize-cache';
import { WorkQueue } from '../../scripts/server/work-queue';
import { fillTemplate, SRCSET_WIDTHS } from '../../src/domain/responsive-image';

/* `npm start -- --local-cdn` answers the dealer's image CDN template with sharp. */
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
    expect(cdn.read(fillTemplate(PATHS, 'https://photos.example.org/x/1.jpg', 320, null))).toEqual({
      url: 'https://photos.example.org/x/1.jpg',
      width: 320,
      height: null,
      format: 'webp',
    });
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
    writeFileSync(
      path.join(site, 'dealer', 'car.jpg'),
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#a33' } })
        .jpeg()
        .toBuffer(),
    );
    const photo = fillTemplate(QUERY, 'https://demo.example.com/dealer/car.jpg', 480, 360);
    writeFileSync(
      path.join(site, 'index.html'),
      `<!doctype html><meta http-equiv="content-security-policy" content="img-src 'self' https://img.example.net"><img src="${photo}">`,
    );
    preview = createPreviewServer({
      slug: 'cdn-motors',
      siteDir: site,
      dataDir: path.join(dir, 'data'),
      log: () => {},
      localCdn: {
        cdn: localCdnFor(QUERY),
        source: { siteDir: site, siteUrl: 'https://demo.example.com/', photoUrls: () => new Set(), cacheDir: path.join(dir, 'cache') },
      },
    });
    base = `http://127.0.0.1:${await preview.listen(0)}`;
  });
  afterAll(async () => {
    await preview.close();
    rmSync(dir, { recursive: true, force: true });
  });

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

  it("is no open proxy: a photo that is neither the site's nor in the stock is refused", async () => {
    const res = await fetch(`${base}/_cdn/?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}&w=480&h=360&output=webp`);
    expect(res.status).toBe(403);
    expect((await fetch(`${base}/_cdn/?url=x&w=abc`)).status).toBe(400);
  });
});

/* The preview CDN is bounded as a CDN is, and answers bad input with a 4xx. */
const cdnPath = (photo: string, w: number, h: number | null = null) => `/_cdn/?url=${encodeURIComponent(photo)}&w=${w}&h=${h ?? ''}&output=webp`;

/** A valid grayscale PNG of width x height (1 bit a pixel, all black): small on disk, huge once decoded. */
function hugePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1;
  ihdr[9] = 0;
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

describe('the preview CDN under abuse', () => {
  let dir: string;
  let site: string;
  let cacheDir: string;
  let preview: PreviewServer;
  let base: string;
  let origin: Server;
  let originPort: number;
  const photoUrls = new Set<string>();
  const PHOTO = 'https://demo.example.com/dealer/car.jpg';

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'local-cdn-abuse-'));
    site = path.join(dir, 'site');
    cacheDir = path.join(dir, 'cache');
    mkdirSync(path.join(site, 'dealer'), { recursive: true });
    writeFileSync(
      path.join(site, 'dealer', 'car.jpg'),
      await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#36a' } })
        .jpeg()
        .toBuffer(),
    );
    for (let i = 0; i < 6; i++)
      writeFileSync(
        path.join(site, 'dealer', `noise-${i}.png`),
        await sharp(randomBytes(600 * 400 * 3), { raw: { width: 600, height: 400, channels: 3 } })
          .png()
          .toBuffer(),
      );
    writeFileSync(path.join(site, 'dealer', 'huge.png'), hugePng(20_000, 20_000));
    writeFileSync(path.join(site, 'dealer', 'not-a-photo.jpg'), 'this is text, not a JPEG');
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(site, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
    // A photo host on this machine, as a stock feed could name it.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    origin = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      res.end(jpeg);
    });
    originPort = await new Promise<number>((resolve) => origin.listen(0, '127.0.0.1', () => resolve((origin.address() as AddressInfo).port)));
    preview = createPreviewServer({
      slug: 'cdn-abuse',
      siteDir: site,
      dataDir: path.join(dir, 'data'),
      log: () => {},
      localCdn: {
        cdn: localCdnFor(QUERY),
        source: { siteDir: site, siteUrl: 'https://demo.example.com/', photoUrls: () => photoUrls, cacheDir, cacheMaxBytes: 400_000, concurrency: 1, queue: 2 },
      },
    });
    base = `http://127.0.0.1:${await preview.listen(0)}`;
  });
  afterAll(async () => {
    await preview.close();
    origin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('only the widths the srcsets use: an odd width snaps to the nearest one, the height keeps its ratio', async () => {
    expect(SRCSET_WIDTHS).toContain(320);
    const res = await fetch(`${base}${cdnPath(PHOTO, 333, 250)}`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    expect(localCdnFor(QUERY).read(fillTemplate(QUERY, PHOTO, 1999, null))?.width).toBe(1920);
  });

  it('a few resizes at a time and a short queue: past it 503 with Retry-After, and the same resize asked at once is done once', async () => {
    const widths = [480, 640, 800, 960, 1024, 1280, 1320, 1600, 1920];
    const answers = await Promise.all(widths.map((w) => fetch(`${base}${cdnPath(`https://demo.example.com/dealer/noise-${w % 6}.png`, w)}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(3);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(widths.length - 3);
    for (const r of busy) expect(r.headers.get('retry-after')).toBe('2');
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    // Twenty requests for one resize share it: one queue slot, no 503.
    const same = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}${cdnPath('https://demo.example.com/dealer/noise-5.png', 240)}`)));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
  });

  it('the resize cache stays under its byte cap, least recently used out first', async () => {
    const first = cdnPath('https://demo.example.com/dealer/noise-0.png', 320, null).replace('webp', 'png');
    expect((await fetch(`${base}${first}`)).status).toBe(200);
    for (let i = 1; i < 6; i++) {
      expect((await fetch(`${base}${cdnPath(`https://demo.example.com/dealer/noise-${i}.png`, 320).replace('webp', 'png')}`)).status).toBe(200);
      // The first stays in use, so it is never the one evicted.
      expect((await fetch(`${base}${first}`)).status).toBe(200);
    }
    const files = readdirSync(cacheDir).map((f) => statSync(path.join(cacheDir, f)).size);
    expect(files.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(400_000);
    const cached = (photo: string) =>
      `${createHash('sha256')
        .update(JSON.stringify({ url: `https://demo.example.com/dealer/${photo}`, width: 320, height: null, format: 'png' }))
        .digest('hex')}.png`;
    expect(readdirSync(cacheDir)).toContain(cached('noise-0.png'));
    expect(readdirSync(cacheDir)).not.toContain(cached('noise-1.png'));
  });

  it('refuses photo URLs on loopback or private addresses, after resolving the name', async () => {
    for (const host of [`127.0.0.1:${originPort}`, `localhost:${originPort}`, `[::1]:${originPort}`, `10.1.2.3:${originPort}`]) {
      const photo = `http://${host}/photo.jpg`;
      photoUrls.add(photo);
      const res = await fetch(`${base}${cdnPath(photo, 320)}`);
      expect(res.status, host).toBe(403);
      expect(((await res.json()) as { error: string }).error).toMatch(/private or local address/);
    }
    expect(isPrivateAddress('169.254.169.254')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.1.10')).toBe(true);
    expect(isPrivateAddress('fd12::1')).toBe(true);
    // Addresses that carry an IPv4 address inside: IPv4-compatible, mapped in hex, translated, 6to4.
    for (const a of ['::127.0.0.1', '::7f00:1', '::ffff:7f00:1', '::ffff:0:a9fe:a9fe', '2002:7f00:1::1', '::1', '::'])
      expect(isPrivateAddress(a), a).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });

  it('a 20,000 x 20,000 PNG is a 413 (pixel limit), not a 500', async () => {
    const res = await fetch(`${base}${cdnPath('https://demo.example.com/dealer/huge.png', 320)}`);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: `The photo has more than ${MAX_INPUT_PIXELS} pixels.` });
  });

  it('bad input is a 4xx with a message, never a 500 or a stack trace: /_headers, /index.html, a non-image', async () => {
    for (const [photo, status] of [
      ['https://demo.example.com/_headers', 415],
      ['https://demo.example.com/index.html', 415],
      ['https://demo.example.com/', 415],
      ['https://demo.example.com/dealer/not-a-photo.jpg', 422],
      ['https://demo.example.com/dealer/missing.jpg', 404],
    ] as const) {
      const res = await fetch(`${base}${cdnPath(photo, 320)}`);
      const text = await res.text();
      expect(res.status, photo).toBe(status);
      expect(text, photo).not.toMatch(/\n\s+at |node_modules/);
    }
  });
});

describe('WorkQueue and ResizeCache', () => {
  it('runs at most `concurrency` jobs, queues `maxWaiting`, refuses the rest at once', async () => {
    const queue = new WorkQueue(2, 1);
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let peak = 0;
    let running = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await gate;
      running--;
      return 'done';
    };
    const results = [queue.run(job), queue.run(job), queue.run(job), queue.run(job)];
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    release();
    expect(await Promise.all(results)).toEqual([{ value: 'done' }, { value: 'done' }, { value: 'done' }, null]);
    expect(peak).toBe(2);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('evicts the least recently used files past its cap, also after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resize-cache-'));
    try {
      const cache = new ResizeCache(dir, 300);
      cache.put('a', Buffer.alloc(100));
      cache.put('b', Buffer.alloc(100));
      cache.put('c', Buffer.alloc(100));
      expect(cache.get('a')).not.toBeNull();
      cache.put('d', Buffer.alloc(100));
      expect(readdirSync(dir).sort()).toEqual(['a', 'c', 'd']);
      expect(cache.bytes).toBe(300);
      cache.put('huge', Buffer.alloc(1000));
      expect(readdirSync(dir).sort()).toEqual(['a', 'c', 'd']);
      // A new process reads the folder and keeps the cap.
      const again = new ResizeCache(dir, 150);
      expect(again.bytes).toBeLessThanOrEqual(150);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
