import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.gif': 'image/gif', '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.pdf': 'application/pdf', '.webmanifest': 'application/manifest+json', '.map': 'application/json; charset=utf-8', '.mp4': 'video/mp4',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** The file for a URL path: the file itself, or <dir>/index.html (directory-style pages); null when none. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  // Never serve anything outside the site folder (../ tricks, encoded or not).
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    try { if (statSync(candidate).isFile()) return candidate; } catch { /* try the next */ }
  }
  return null;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: number): void {
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const immutable = file.includes(`${path.sep}_astro${path.sep}`);
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['content-encoding'] = 'gzip';
  else headers['content-length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') { res.end(); return; }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

/** Serves dist/<slug>/ like a CDN: files, directory index.html, then the site's 404.html with status 404. */
export function serveStatic(req: IncomingMessage, res: ServerResponse, root: string, urlPath: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: `${req.method} is not allowed here.` }));
    return;
  }
  const file = resolveStatic(root, urlPath);
  if (file) return sendFile(req, res, file, 200);
  const notFound = path.join(root, '404.html');
  if (existsSync(notFound)) return sendFile(req, res, notFound, 404);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}
