import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from './http';
import { resolveStatic } from './static';

/*
 * `npm start -- --local-cdn`: the preview answers the dealer's image CDN itself. The pages keep the CDN's URLs
 * (built from images.cdn's template), with the CDN's origin swapped for the preview's /_cdn while they are
 * served; /_cdn reads each URL back through the template and resizes the photo with sharp, as the CDN would.
 * So a dealer sees real srcset sizes before the photos are published (the real CDN cannot reach them yet), and
 * the e2e tests check the behaviour with a CDN configured. Only the site's own files and the snapshot's photo
 * URLs are ever fetched: the preview is not an open proxy.
 */

export const LOCAL_CDN_PREFIX = '/_cdn';
const FORMATS = ['webp', 'avif', 'jpeg', 'jpg', 'png'] as const;
type Format = (typeof FORMATS)[number];
const MIN_SIZE = 16;
const MAX_SIZE = 4000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

export type TransformAsk = { url: string; width: number; height: number | null; format: Format };

export interface LocalCdn {
  /** The CDN origin the built pages name (https://img.example.com). */
  origin: string;
  /** What a CDN URL asks for; null when it is not one this template makes. */
  read(cdnUrl: string): TransformAsk | null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template read backwards: each placeholder a named group, {url} decoded as fillTemplate encoded it. */
export function localCdnFor(template: string): LocalCdn {
  const origin = new URL(template.replace(/\{[^}]*\}/g, '1')).origin;
  const q = template.indexOf('?');
  let source = '';
  let last = 0;
  const seen = new Set<string>();
  for (const m of template.matchAll(/\{(url|width|height|format)\}/g)) {
    source += escape(template.slice(last, m.index));
    const name = m[1]!;
    const group = seen.has(name) ? `\\k<${name}>` : `(?<${name}>${name === 'url' ? '.+?' : name === 'format' ? '[a-z]+' : '\\d*'})`;
    seen.add(name);
    source += group;
    last = m.index! + m[0].length;
  }
  source += escape(template.slice(last));
  const pattern = new RegExp(`^${source}$`);
  const urlInQuery = q >= 0 && template.indexOf('{url}') > q;
  return {
    origin,
    read(cdnUrl) {
      const m = pattern.exec(cdnUrl);
      if (!m?.groups) return null;
      const width = Number(m.groups.width);
      const height = m.groups.height ? Number(m.groups.height) : null;
      const format = (m.groups.format ?? 'webp') as Format;
      if (!Number.isInteger(width) || width < MIN_SIZE || width > MAX_SIZE) return null;
      if (height !== null && (!Number.isInteger(height) || height < MIN_SIZE || height > MAX_SIZE)) return null;
      if (!(FORMATS as readonly string[]).includes(format)) return null;
      let url: string;
      try { url = urlInQuery ? decodeURIComponent(m.groups.url!) : decodeURI(m.groups.url!); } catch { return null; }
      return { url, width, height, format };
    },
  };
}

/** The pages as served: the CDN's origin becomes the preview's own /_cdn, so the browser asks the preview. */
export function pointAtPreview(text: string, cdn: LocalCdn, ownOrigin: string): string {
  return text.replaceAll(cdn.origin, `${ownOrigin}${LOCAL_CDN_PREFIX}`);
}

export interface LocalCdnSource {
  siteDir: string;
  /** The site's public address (config.url): its photos are read from siteDir. */
  siteUrl: string;
  /** Remote photo URLs the snapshot carries; nothing else is fetched. */
  photoUrls: () => Set<string>;
  cacheDir: string;
}

async function original(url: string, src: LocalCdnSource): Promise<Buffer> {
  const site = new URL(src.siteUrl);
  let u: URL;
  try { u = new URL(url, site); } catch { throw new HttpError(400, 'The photo URL is not a URL.'); }
  if (u.origin === site.origin) {
    const file = resolveStatic(path.resolve(src.siteDir), u.pathname);
    if (!file) throw new HttpError(404, `No photo ${u.pathname} on this site.`);
    return readFileSync(file);
  }
  if (!src.photoUrls().has(url)) throw new HttpError(403, 'Only the site\'s own photos and the stock\'s photo URLs are resized here.');
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!res.ok) throw new HttpError(502, `The photo host answered ${res.status}.`);
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > MAX_PHOTO_BYTES) throw new HttpError(502, 'The photo is too large.');
  return body;
}

const MIME: Record<Format, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png' };

/** Answers one /_cdn request: the resized photo (cached by URL, size and format), or an HttpError. */
export async function answerLocalCdn(res: ServerResponse, requestPath: string, cdn: LocalCdn, src: LocalCdnSource): Promise<void> {
  const ask = cdn.read(`${cdn.origin}${requestPath.slice(LOCAL_CDN_PREFIX.length)}`);
  if (!ask) throw new HttpError(400, 'Not an image URL of this site\'s CDN template.');
  const key = createHash('sha256').update(JSON.stringify(ask)).digest('hex');
  const cached = path.join(src.cacheDir, `${key}.${ask.format}`);
  let out: Buffer;
  if (existsSync(cached)) out = readFileSync(cached);
  else {
    const input = await original(ask.url, src);
    const format = ask.format === 'jpg' ? 'jpeg' : ask.format;
    out = await sharp(input)
      .resize({ width: ask.width, height: ask.height ?? undefined, fit: ask.height ? 'cover' : 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
    mkdirSync(src.cacheDir, { recursive: true });
    writeFileSync(cached, out);
  }
  res.writeHead(200, { 'content-type': MIME[ask.format], 'content-length': String(out.length), 'cache-control': 'public, max-age=3600', 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' });
  res.end(out);
}
