import type { IncomingMessage, ServerResponse } from 'node:http';

/** 64 KB is far above any real lead (a long message is ~5 KB) and small enough to refuse junk early. */
export const BODY_LIMIT = 64 * 1024;

export class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly extra: Record<string, unknown> = {}) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store', ...headers });
  res.end(text);
}

/** Reads a JSON body: 415 for another content type, 413 over the limit, 400 for malformed JSON. */
export async function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<{ value: unknown; raw: string }> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json.');
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
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') throw new HttpError(400, 'Request body is empty; send a JSON object.');
  try {
    return { value: JSON.parse(raw), raw };
  } catch (e) {
    throw new HttpError(400, `Malformed JSON: ${(e as Error).message}`);
  }
}
