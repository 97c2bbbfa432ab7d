import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { feedReportPathFor } from '../lib/load/feed-report';
import { adminTokenFromEnv } from './admin-auth';
import { apiLimiters, clientOf, EVERYONE, within } from './api-limits';
import { dbFile, openDb } from './db';
import { destinationsOf, startDeliveryWorker } from './delivery/outbox';
import { afterBurst } from './after-burst';
import { CONCURRENCY_LIMITS, createBoundedServer, requestGate } from './concurrency';
import { BODY_LIMIT, HttpError, readJsonBody, requestUrl, sendBadRequest, sendJson } from './http';
import type { Car } from '../../src/domain/schemas';
import { leadCarOf } from '../../src/api/lead-payload';
import { serveStatic } from './static';
import { answerLocalCdn, LOCAL_CDN_PREFIX, pointAtPreview } from './local-cdn';
import { assertJsonDepth } from './validate';
import type { PreviewOptions, PreviewServer } from './preview-options';
import type { Route, RouteContext } from './routes/context';
import { adminGate } from './routes/admin-gate';
import { ADMIN_ROUTES } from './routes/admin-routes';
import { carRoute, SHOPPER_ROUTES } from './routes/shopper-routes';

/*
 * The preview server: the built site and the reference dealer API on one port. The API's endpoints are routes of
 * their own (scripts/server/routes/): the shoppers' (leads, sign-in, watchlist, events, lookups, per-car calls) and
 * the dealer's behind the admin gate; this file builds their shared context and answers every request.
 */
export type { PreviewOptions, PreviewServer } from './preview-options';
export { SAVED_VALUE_MAX_BYTES } from './routes/shopper-routes';

const ROUTES: Record<string, Route> = { ...SHOPPER_ROUTES, ...ADMIN_ROUTES };

/** The server's state every route reads: its database, delivery worker, limits and the body reader. */
function routeContext(opts: PreviewOptions): RouteContext {
  const log = opts.log ?? ((line: string) => console.log(line));
  const db = openDb(dbFile(opts.dataDir, opts.slug));
  const limit = opts.bodyLimit ?? BODY_LIMIT;
  const destinations = destinationsOf(opts.delivery?.settings);
  const limits = apiLimiters(opts.rateLimits, opts.now);
  // The snapshot's cars by id and slug, read once when a form post first needs one.
  let carIndex: Map<string, Car> | null = null;
  return {
    opts,
    db,
    log,
    limit,
    siteDir: path.resolve(opts.siteDir),
    feedReportFile: opts.feedReportFile ?? feedReportPathFor(path.resolve(opts.siteDir)),
    adminToken: opts.adminToken ?? adminTokenFromEnv(),
    destinations,
    worker: opts.delivery && destinations.length ? startDeliveryWorker(db, opts.delivery, log, { pollMs: opts.deliveryPollMs }) : null,
    limits,
    // Size is capped while reading (413), depth after parsing (400): junk bodies get a 4xx, never a 500.
    post: async (req, max = limit) => {
      const body = await readJsonBody(req, Math.min(max, limit));
      assertJsonDepth(body.value);
      return body;
    },
    admitStore: (req) =>
      within(
        [
          [limits.storesPerClient, clientOf(req)],
          [limits.stores, EVERYONE],
        ],
        'submissions',
      ),
    findCar: (key) => {
      carIndex ??= new Map((opts.marketCars?.() ?? []).flatMap((c) => [[String(c.id), c] as const, [c.slug, c] as const]));
      const car = carIndex.get(key);
      return car ? leadCarOf(car) : null;
    },
    // Until the server's burst watch is set up (createPreviewServer).
    noteWork: () => undefined,
  };
}

/** The reference dealer API plus the static site on one port. */
export function createPreviewServer(opts: PreviewOptions): PreviewServer {
  const ctx = routeContext(opts);
  const { db, worker, log, siteDir } = ctx;

  /** Answers an API or admin request; false when the path is neither (the static site's). */
  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname.replace(/\/$/, '');
    // Every admin answer (pages of shoppers' and feeds' text, JSON, errors): no script, no frame, no sniffing.
    if ((p === '/admin' || p.startsWith('/admin/')) && adminGate(req, res, url, ctx)) return true;
    const route = Object.hasOwn(ROUTES, p) ? ROUTES[p] : undefined;
    if (route) {
      await route(req, res, url, ctx);
      return true;
    }
    if (carRoute(req, res, url, ctx)) return true;
    if (p.startsWith('/api/') || p === '/api') throw new HttpError(404, `No API endpoint ${url.pathname}.`);
    return false;
  }

  const limits = { ...CONCURRENCY_LIMITS, ...opts.concurrency };
  const gate = requestGate(limits);
  const burst = afterBurst();
  ctx.noteWork = (units) => burst.seen(units);
  const stopBurstWatch = burst.start();
  const server = createBoundedServer(limits, (req, res) => {
    burst.seen();
    // Past the requests in progress allowed (per address, in all): 503 with Retry-After, before any other work.
    if (!gate.admit(req, res)) return;
    // Every request ends in an answer: an unparseable target is a 400, never an exception outside the handler.
    const url = requestUrl(req.url);
    if (!url) {
      sendBadRequest(res, req.url);
      return;
    }
    Promise.resolve()
      .then(() => api(req, res, url))
      .then(async (handled) => {
        if (handled) return;
        const local = opts.localCdn;
        if (!local) {
          serveStatic(req, res, siteDir, url.pathname, undefined, url.search);
          return;
        }
        if (url.pathname === LOCAL_CDN_PREFIX || url.pathname.startsWith(`${LOCAL_CDN_PREFIX}/`)) {
          await answerLocalCdn(res, `${url.pathname}${url.search}`, local.cdn, local.source);
          return;
        }
        // The browser's own address for this preview (a sane host[:port] only; anything else gets loopback).
        const host = String(req.headers.host ?? '');
        const own = `http://${/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/i.test(host) ? host : '127.0.0.1'}`;
        serveStatic(req, res, siteDir, url.pathname, (text) => pointAtPreview(text, local.cdn, own), url.search);
      })
      .catch((e: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (e instanceof HttpError) sendJson(res, e.status, { error: e.message, ...e.extra }, e.headers);
        else {
          log(`error ${req.method} ${url.pathname}: ${(e as Error).stack ?? e}`);
          sendJson(res, 500, { error: 'Internal server error.' });
        }
      });
  });
  return {
    server,
    db,
    adminToken: ctx.adminToken,
    requestsInProgress: () => gate.inProgress,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise((resolve) => {
        stopBurstWatch();
        // The delivery worker finishes its attempt (and records it) before the database closes.
        server.close(() => {
          void (worker?.stop() ?? Promise.resolve()).then(() => {
            db.close();
            resolve();
          });
        });
        server.closeAllConnections();
      }),
  };
}
