import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** 64 KB is far above any real lead (a long message is ~5 KB) and small enough to refuse junk early. */
export const BODY_LIMIT = 64 * 1024;

export class HttpError extends Error {
  /** `extra`: more fields of the JSON answer; `headers`: response headers (Retry-After on a 429). */
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.extra = extra;
    this.headers = headers;
  }
}

/**
 * The request target as a URL on this server, or null when it cannot be one ('//[', 'http://[', a bad port, '*').
 * Origin-form targets ('/path?q') are read as a path, so '//host/x' stays the path '//host/x' instead of
 * becoming host 'host'; absolute-form targets ('http://host/x') keep only their path and query.
 */
export function requestUrl(target: string | undefined): URL | null {
  const t = target ?? '/';
  try {
    if (t.startsWith('/')) return new URL(`http://localhost${t}`);
    if (/^https?:\/\//i.test(t)) {
      const abs = new URL(t);
      return new URL(`http://localhost${abs.pathname}${abs.search}`);
    }
  } catch {
    /* not a URL: answered with 400 by the caller */
  }
  return null;
}

/** 400 for a request the server cannot even parse: JSON under /api and /admin (API clients read JSON), a small page elsewhere. */
export function sendBadRequest(res: ServerResponse, target: string | undefined, reason = 'The request address is not valid.'): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (/^(?:https?:\/\/[^/]*)?\/(?:api|admin)(?:[/?#]|$)/i.test(target ?? '')) {
    sendJson(res, 400, { error: reason });
    return;
  }
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>${reason}</p></html>`;
  res.writeHead(400, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(page);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** The request's media type, lower case, without parameters ('' when none). */
export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Reads the raw body as text: 413 over the limit (by Content-Length first, then while reading). */
async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new HttpError(413, `Request body is larger than ${limit} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new HttpError(413, `Request body is larger than ${limit} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads a JSON body: 415 for another content type, 413 over the limit, 400 for malformed JSON. */
export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<{ value: unknown; raw: string }> {
  if (mediaType(req) !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json.');
  const raw = await readText(req, limit);
  if (raw.trim() === '') throw new HttpError(400, 'Request body is empty; send a JSON object.');
  try {
    return { value: JSON.parse(raw), raw };
  } catch (e) {
    throw new HttpError(400, `Malformed JSON: ${(e as Error).message}`);
  }
}

/** Reads a plain HTML form post (application/x-www-form-urlencoded): 413 over the limit. */
export async function readFormBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(req, limit));
}

/**
 * A request Node could not take (malformed, headers too large, not sent in full within the request timeout): a bare
 * answer and the connection closed. A socket error after the answer (client gone mid-response) must not reach the
 * process.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || err.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request';
  socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}
