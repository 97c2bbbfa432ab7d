import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { clientOf } from './api-limits';
import { answerClientError } from './http';

/*
 * How much a flood can hold open at once. The rate limits (api-limits.ts) count requests over minutes; these bound
 * what is in progress at one moment, so memory per request and per connection (parser, socket buffers, bodies
 * being read) stays bounded however many requests arrive together or how slowly they are sent.
 */
export interface ConcurrencyLimits {
  /** Requests being handled at once from one client address; past it 503 with Retry-After. A browser opens 6. */
  perClient: number;
  /** Requests being handled at once, all addresses; past it 503 with Retry-After. */
  total: number;
  /** Open connections, idle keep-alive ones included; past it Node closes a new connection at once. */
  connections: number;
  /** A request's headers must arrive within this (Node's default: 60 s). */
  headersTimeoutMs: number;
  /** A request's headers and body must arrive within this (Node's default: 5 minutes); a lead is at most 64 KB. */
  requestTimeoutMs: number;
}

export const CONCURRENCY_LIMITS: ConcurrencyLimits = {
  perClient: 32,
  total: 256,
  connections: 1024,
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
};

/** Seconds a client refused with 503 is asked to wait. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * An HTTP server with the connection and timeout limits set, answering what cannot be parsed or arrives too slowly
 * itself (answerClientError). Timeouts are checked every 5 s (Node's default is 30 s), so a connection sending its
 * request slowly is closed on time.
 */
export function createBoundedServer(limits: ConcurrencyLimits, handler: RequestListener): Server {
  const server = createServer({ connectionsCheckingInterval: Math.max(50, Math.min(5000, limits.headersTimeoutMs / 2)) }, handler);
  server.maxConnections = limits.connections;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.on('clientError', answerClientError);
  return server;
}

/**
 * Counts the requests being handled, per client and in all. `admit` returns true and counts the request until its
 * answer is sent or its connection closes, or answers 503 with Retry-After itself and returns false.
 */
export function requestGate(limits: ConcurrencyLimits) {
  const byClient = new Map<string, number>();
  let total = 0;
  return {
    admit(req: IncomingMessage, res: ServerResponse): boolean {
      const client = clientOf(req);
      const mine = byClient.get(client) ?? 0;
      if (mine >= limits.perClient || total >= limits.total) {
        sendBusy(req, res);
        return false;
      }
      byClient.set(client, mine + 1);
      total++;
      // 'close' follows the end of every answer, and a connection lost mid-request, exactly once.
      res.once('close', () => {
        total--;
        const left = (byClient.get(client) ?? 1) - 1;
        if (left > 0) byClient.set(client, left);
        else byClient.delete(client);
      });
      return true;
    },
    /** Requests being handled now (tests). */
    get inProgress(): number {
      return total;
    },
  };
}

/** 503 with Retry-After, the connection closed after it (a client past its share frees its sockets); JSON under /api and /admin. */
function sendBusy(req: IncomingMessage, res: ServerResponse): void {
  const message = `The server is busy. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`;
  const json = /^\/(?:api|admin)(?:[/?#]|$)/i.test(req.url ?? '');
  const body = json
    ? JSON.stringify({ error: message, retry_after_seconds: BUSY_RETRY_AFTER_SECONDS })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><h1>Busy</h1><p>${message}</p></html>`;
  res.writeHead(503, {
    'content-type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
    connection: 'close',
  });
  res.end(body);
  // The request's body, if any, is not read: drop it rather than buffer it.
  req.resume();
}
