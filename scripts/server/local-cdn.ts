import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { nearestSrcsetWidth } from '../../src/domain/responsive-image';
import { HttpError } from './http';
import { fetchPublic } from './public-fetch';
import { ResizeCache } from './resize-cache';
import { resolveStatic } from './static';
import { WorkQueue } from './work-queue';

/*
 * `npm start -- --local-cdn`: the preview answers the dealer's image CDN itself. The pages keep the CDN's URLs
 * (built from images.cdn's template), with the CDN's origin swapped for the preview's /_cdn while they are
 * served; /_cdn reads each URL back through the template and resizes the photo with sharp, as the CDN would.
 * So a dealer sees real srcset sizes before the photos are published (the real CDN cannot reach them yet), and
 * the e2e tests check the behaviour with a CDN configured. Only the site's own image files and the snapshot's
 * photo URLs on public addresses are ever read: the preview is not an open proxy.
 *
 * Bounded, as a CDN is: widths snap to the ones the site's srcsets use, so one photo has a handful of sizes; a
 * few resizes run at a time and a short queue waits (503 with Retry-After past it); the same resize asked many
 * times at once is done once; inputs are capped in bytes and pixels; the resize cache is capped in bytes, least
 * recently used first out. Bad input is a 4xx, never a 500.
 */

export const LOCAL_CDN_PREFIX = '/_cdn';
const FORMATS = ['webp', 'avif', 'jpeg', 'jpg', 'png'] as const;
type Format = (typeof FORMATS)[number];
const MIN_SIZE = 16;
const MAX_SIZE = 4000;
const FETCH_TIMEOUT_MS = 10_000;
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Decoded pixels of one input: 50 MP (8,660 x 5,773) is above any camera a dealer uses, and keeps a decode near 200 MB. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Resizes at once (the machine's cores are shared with the preview's other requests) and how many may wait. */
export const RESIZE_CONCURRENCY = 2;
export const RESIZE_QUEUE = 16;
/** The resize cache (.cache/preview-cdn) keeps at most this many bytes; least recently used files go first. */
export const CACHE_MAX_BYTES = 256 * 1024 * 1024;
/** Files the site serves as images; anything else (pages, _headers, scripts) is not a photo. */
const IMAGE_FILE = /\.(jpe?g|png|webp|avif|gif|svg|tiff?)$/i;

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
      try {
        url = urlInQuery ? decodeURIComponent(m.groups.url!) : decodeURI(m.groups.url!);
      } catch {
        return null;
      }
      // Only the widths the site's srcsets use; a height keeps the ratio asked for.
      const snapped = nearestSrcsetWidth(width);
      return { url, width: snapped, height: height === null ? null : Math.max(1, Math.round((height * snapped) / width)), format };
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
  /** Other bounds than the constants above (tests). */
  cacheMaxBytes?: number;
  concurrency?: number;
  queue?: number;
}

type CdnState = { cache: ResizeCache; queue: WorkQueue; inFlight: Map<string, Promise<Buffer | null>> };
const states = new WeakMap<LocalCdnSource, CdnState>();
function stateOf(src: LocalCdnSource): CdnState {
  let state = states.get(src);
  if (!state) {
    state = {
      cache: new ResizeCache(src.cacheDir, src.cacheMaxBytes ?? CACHE_MAX_BYTES),
      queue: new WorkQueue(src.concurrency ?? RESIZE_CONCURRENCY, src.queue ?? RESIZE_QUEUE),
      inFlight: new Map(),
    };
    states.set(src, state);
  }
  return state;
}

async function original(url: string, src: LocalCdnSource): Promise<Buffer> {
  const site = new URL(src.siteUrl);
  let u: URL;
  try {
    u = new URL(url, site);
  } catch {
    throw new HttpError(400, 'The photo URL is not a URL.');
  }
  if (u.origin === site.origin) {
    if (!IMAGE_FILE.test(u.pathname)) throw new HttpError(415, `${u.pathname} is not an image file of this site.`);
    const file = resolveStatic(path.resolve(src.siteDir), u.pathname);
    if (!file || !IMAGE_FILE.test(file)) throw new HttpError(404, `No photo ${u.pathname} on this site.`);
    if (statSync(file).size > MAX_PHOTO_BYTES) throw new HttpError(413, `${u.pathname} is larger than ${MAX_PHOTO_BYTES} bytes.`);
    return readFileSync(file);
  }
  if (!src.photoUrls().has(url)) throw new HttpError(403, "Only the site's own photos and the stock's photo URLs are resized here.");
  return fetchPublic(u, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: MAX_PHOTO_BYTES });
}

/** The photo resized by sharp; an input sharp cannot read, or too many pixels, is the client's 4xx. */
async function resize(input: Buffer, ask: TransformAsk): Promise<Buffer> {
  const format = ask.format === 'jpg' ? 'jpeg' : ask.format;
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .resize({ width: ask.width, height: ask.height ?? undefined, fit: ask.height ? 'cover' : 'inside', withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
  } catch (e) {
    const message = (e as Error).message;
    if (/pixel limit/i.test(message)) throw new HttpError(413, `The photo has more than ${MAX_INPUT_PIXELS} pixels.`);
    throw new HttpError(422, `The photo is not an image that can be resized (${message.split('\n')[0]}).`);
  }
}

const MIME: Record<Format, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg', jpg: 'image/jpeg', png: 'image/png' };

/** Answers one /_cdn request: the resized photo (cached by URL, size and format), or an HttpError. */
export async function answerLocalCdn(res: ServerResponse, requestPath: string, cdn: LocalCdn, src: LocalCdnSource): Promise<void> {
  const ask = cdn.read(`${cdn.origin}${requestPath.slice(LOCAL_CDN_PREFIX.length)}`);
  if (!ask) throw new HttpError(400, "Not an image URL of this site's CDN template.");
  const name = `${createHash('sha256').update(JSON.stringify(ask)).digest('hex')}.${ask.format}`;
  const state = stateOf(src);
  let out = state.cache.get(name);
  if (!out) {
    // One resize for every request that asks for it meanwhile; a full queue is a 503, never an unbounded wait.
    let job = state.inFlight.get(name);
    if (!job) {
      job = state.queue
        .run(async () => {
          const resized = await resize(await original(ask.url, src), ask);
          state.cache.put(name, resized);
          return resized;
        })
        .then((r) => r?.value ?? null)
        .finally(() => state.inFlight.delete(name));
      state.inFlight.set(name, job);
    }
    out = await job;
    if (!out) throw new HttpError(503, 'The preview is resizing other photos: try again shortly.', {}, { 'retry-after': '2' });
  }
  res.writeHead(200, {
    'content-type': MIME[ask.format],
    'content-length': String(out.length),
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  });
  res.end(out);
}
