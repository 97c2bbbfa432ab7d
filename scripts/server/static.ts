import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { cdnHeaders } from '../lib/render/csp';
import { PLATFORM_CACHE_CONTROL } from '../lib/publish/cdn-limits';
import { redirectFor, siteRedirectRules } from './redirects';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.tsv': 'text/tab-separated-values; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.mp4': 'video/mp4',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

/**
 * Rules of a Netlify/Cloudflare `_headers` file: an unindented URL pattern (`*` matches anything), then indented
 * `Name: value` lines. The preview applies the same file the CDN reads, so a preview behaves like production
 * (frame-ancestors, nosniff, caching).
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers the CDN would add for a URL path. */
export function cdnHeadersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(urlPath)) for (const [name, value] of rule.headers) out[name] = value;
  return out;
}

const ruleCache = new Map<string, { mtimeMs: number; rules: HeaderRule[] }>();
/** The site's own `_headers` (re-read when it changes); a build without one gets what the build would write. */
function siteHeaderRules(root: string): HeaderRule[] {
  const file = path.join(root, '_headers');
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    /* no _headers: the shared builder's rules */
  }
  const cached = ruleCache.get(root);
  if (cached && cached.mtimeMs === mtimeMs) return cached.rules;
  const rules = parseHeadersFile(mtimeMs >= 0 ? readFileSync(file, 'utf8') : cdnHeaders());
  ruleCache.set(root, { mtimeMs, rules });
  return rules;
}

/** What the CDN reads as its own configuration and never publishes (its upload leaves them out). */
const CDN_RULE_FILES = new Set(['_headers', '_redirects']);

/**
 * The file for a URL path: the file itself, or <dir>/index.html (directory-style pages); null when none. A path
 * ending in `/` names a folder, so only its index.html (the CDN answers `/robots.txt/` with 404), and the CDN's
 * rule files are never a path's file, however the path spells them (`/%5Fheaders`, `//_headers`, `/_headers/`):
 * decided on the file the path resolves to.
 */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  // Never serve anything outside the site folder (../ tricks, encoded or not).
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(full, 'index.html')] : [full, path.join(full, 'index.html')];
  for (const candidate of candidates) {
    if (CDN_RULE_FILES.has(path.relative(root, candidate).toLowerCase())) continue;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next */
    }
  }
  return null;
}

/** Changes the text of served pages, scripts and styles (the preview's --local-cdn); files on disk stay as built. */
export type TextRewrite = (text: string) => string;

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number, cdn: Record<string, string>, rewrite?: TextRewrite): void {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}_astro${path.sep}`);
  const headers: Record<string, string> = {
    // What Netlify and Cloudflare send for a file no _headers rule covers (scripts/lib/publish/cdn-limits.ts).
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : PLATFORM_CACHE_CONTROL,
    ...cdn,
    'content-type': type,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (rewrite && COMPRESSIBLE.test(type)) {
    const text = Buffer.from(rewrite(readFileSync(file, 'utf8')));
    const body = gzip ? gzipSync(text) : text;
    res.writeHead(status, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/**
 * Serves dist/<slug>/ like a CDN: the site's `_redirects` first (./redirects.ts, Cloudflare's matching), then files,
 * directory index.html, then the site's 404.html with status 404.
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string, rewrite?: TextRewrite, search = ''): void {
  const cdn = cdnHeadersFor(siteHeaderRules(root), urlPath);
  const redirect = redirectFor(siteRedirectRules(root), urlPath, search);
  if (redirect) {
    res.writeHead(redirect.status, { ...cdn, location: redirect.location });
    res.end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: `${req.method} is not allowed here.` }));
    return;
  }
  const file = resolveStatic(root, urlPath);
  if (file) return sendFile(req, res, file, 200, cdn, rewrite);
  const notFound = path.join(root, '404.html');
  if (existsSync(notFound)) return sendFile(req, res, notFound, 404, cdn, rewrite);
  res.writeHead(404, { ...cdn, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
