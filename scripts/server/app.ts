import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { miscellaneousSchema, phoneRevealSchema } from '../../src/domain/schemas/lead';
import { leadsPage, signInCodes, writeLeadsJson } from './admin';
import { feedPage } from './admin-feed';
import { feedReportPathFor, readFeedReport } from '../lib/load/feed-report';
import { adminAccess, adminCookie, adminTokenFromEnv, presentsAdminToken } from './admin-auth';
import { apiLimiters, clientOf, EVERYONE, tooMany, within, type ApiLimitSpecs } from './api-limits';
import { dbFile, listLeads, openDb } from './db';
import { destinationsOf, startDeliveryWorker, type DeliveryConfig } from './delivery/outbox';
import { BODY_LIMIT, HttpError, mediaType, readJsonBody, requestUrl, sendBadRequest, sendJson } from './http';
import { submitLead } from './leads';
import { handleLeadFormPost } from './form-post';
import { dealerNow, testDriveSlotsAnswer } from './test-drive-slots';
import { deliveryEstimateAnswer, type DeliveryRegion } from './delivery-estimate';
import { autogaugeAnswer, valuationAnswer } from './autogauge';
import type { Car } from '../../src/domain/schemas';
import { API_PATHS, AUTOGAUGE_PATH, CAR_VIEW_PATH, type SuccessReply, type ViewCountReply } from '../../src/api/contract';
import { leadCarOf, type LeadCar } from '../../src/api/lead-payload';
import { serveStatic } from './static';
import { answerLocalCdn, LOCAL_CDN_PREFIX, pointAtPreview, type LocalCdn, type LocalCdnSource } from './local-cdn';
import { assertJsonDepth, validate } from './validate';
import { changeWatchlist, listWatchlist, requestCode, verifyCode } from './watchlist';

export interface PreviewOptions {
  slug: string;
  /** The built site, dist/<slug>. */
  siteDir: string;
  /** Folder for <slug>.sqlite (git-ignored data/ by default). */
  dataDir: string;
  log?: (line: string) => void;
  bodyLimit?: number;
  /** Token /admin/* requires; default ADMIN_TOKEN from the environment, else a random one (see adminToken). */
  adminToken?: string;
  /** Lead delivery (leads.delivery of dealer.json); none = leads stay in the database only. */
  delivery?: DeliveryConfig | null;
  /** Delivery worker poll interval (tests use a short one). */
  deliveryPollMs?: number;
  /** The dealer's delivery_regions table, answered by GET /api/delivery-estimate. */
  deliveryRegions?: DeliveryRegion[];
  /** The snapshot's cars (stock.json), read lazily: the market data GET /cars/{slug}/autogauge answers from. */
  marketCars?: () => Car[];
  /** The build's feed report shown at /admin/feed; default beside the site, <siteDir>.feed-report.json (feed-report.ts). */
  feedReportFile?: string;
  /** --local-cdn: the preview answers the dealer's image CDN template itself (scripts/server/local-cdn.ts). */
  localCdn?: { cdn: LocalCdn; source: LocalCdnSource } | null;
  /** Request limits other than API_LIMITS (scripts/server/api-limits.ts), and their clock (tests). */
  rateLimits?: Partial<ApiLimitSpecs>;
  now?: () => number;
}

export interface PreviewServer {
  server: Server;
  db: DatabaseSync;
  /** The token /admin/* needs (?token=, then a cookie; or Authorization: Bearer). */
  adminToken: string;
  listen(port: number, host?: string): Promise<number>;
  close(): Promise<void>;
}

/** The reference dealer API plus the static site on one port. */
/**
 * The headers of every /admin answer: the pages hold shoppers' and feeds' text, escaped, and this policy is the
 * second wall behind the escaping (no script runs, no other page frames them, no type is guessed).
 */
/** The largest body /api/miscellaneous and the phone-reveal event store (what they carry is far smaller). */
export const SAVED_VALUE_MAX_BYTES = 8 * 1024;

const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

export function createPreviewServer(opts: PreviewOptions): PreviewServer {
  const log = opts.log ?? ((line: string) => console.log(line));
  const db = openDb(dbFile(opts.dataDir, opts.slug));
  const siteDir = path.resolve(opts.siteDir);
  const limit = opts.bodyLimit ?? BODY_LIMIT;
  const adminToken = opts.adminToken ?? adminTokenFromEnv();
  const feedReportFile = opts.feedReportFile ?? feedReportPathFor(siteDir);
  const destinations = destinationsOf(opts.delivery?.settings);
  const worker = opts.delivery && destinations.length ? startDeliveryWorker(db, opts.delivery, log, { pollMs: opts.deliveryPollMs }) : null;
  const limits = apiLimiters(opts.rateLimits, opts.now);

  // Size is capped while reading (413), depth after parsing (400): junk bodies get a 4xx, never a 500.
  /** A JSON body up to `max` bytes (413 past it): the server's body limit, or an endpoint's own smaller one. */
  const post = async (req: IncomingMessage, max = limit) => {
    const body = await readJsonBody(req, Math.min(max, limit));
    assertJsonDepth(body.value);
    return body;
  };
  // The snapshot's cars by id and slug, read once when a form post first needs one.
  let carIndex: Map<string, Car> | null = null;
  const findCar = (key: string): LeadCar | null => {
    carIndex ??= new Map(
      (opts.marketCars?.() ?? []).flatMap(
        (c) =>
          [
            [String(c.id), c],
            [c.slug, c],
          ] as [string, Car][],
      ),
    );
    const car = carIndex.get(key);
    return car ? leadCarOf(car) : null;
  };
  const onlyMethod = (req: IncomingMessage, method: string) => {
    if (req.method !== method) throw new HttpError(405, `Use ${method} for this endpoint.`);
  };

  /** Every endpoint that stores something: this client's share and the whole server's, else 429 with Retry-After. */
  const admitStore = (req: IncomingMessage) =>
    within(
      [
        [limits.storesPerClient, clientOf(req)],
        [limits.stores, EVERYONE],
      ],
      'submissions',
    );

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const p = url.pathname.replace(/\/$/, '');
    const auth = req.headers.authorization;
    if (p === '/admin' || p.startsWith('/admin/')) {
      // Every admin answer (pages of shoppers' and feeds' text, JSON, errors): no script, no frame, no sniffing.
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
      const client = clientOf(req);
      within([[limits.adminPerClient, client]], 'admin requests');
      // After too many wrong tokens even the right one waits, so guessing cannot go on.
      const blocked = limits.adminFailuresPerClient.peek(client);
      if (!blocked.ok) throw tooMany(blocked.retryAfterSeconds, 'wrong admin tokens');
      const access = adminAccess(req, url, adminToken);
      if (!access && presentsAdminToken(req, url)) {
        limits.adminFailuresPerClient.take(client);
        // Wrong tokens from many addresses are limited as a whole too; the right token is never counted, so it
        // still opens the pages while a spread-out guesser gets 429.
        const everyone = limits.adminFailures.take(EVERYONE);
        if (!everyone.ok) throw tooMany(everyone.retryAfterSeconds, 'wrong admin tokens');
      }
      if (!access) throw new HttpError(401, 'The preview admin pages need the admin token: open the /admin/leads?token=… link npm start printed.');
      if (access === 'query' && !p.endsWith('.json')) {
        // Keep the token out of the address bar and history: cookie, then the same page without ?token=.
        url.searchParams.delete('token');
        res.writeHead(303, { location: `${url.pathname}${url.search}`, 'set-cookie': adminCookie(adminToken), 'cache-control': 'no-store' });
        res.end();
        return true;
      }
    }
    switch (p) {
      case API_PATHS.leads: {
        onlyMethod(req, 'POST');
        // A lead form posted without JavaScript: stored the same way, answered with a redirect or an error page.
        if (mediaType(req) === 'application/x-www-form-urlencoded') {
          const stored = await handleLeadFormPost(req, res, { db, limit, log, destinations, findCar, admit: () => admitStore(req) });
          if (stored && !stored.replayed) worker?.kick();
          return true;
        }
        admitStore(req);
        const key = req.headers['idempotency-key'];
        const { value } = await post(req);
        const answer = submitLead(db, Array.isArray(key) ? key[0] : key, value, log, destinations);
        if (!answer.replayed) worker?.kick();
        sendJson(res, answer.status, answer.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
        return true;
      }
      case API_PATHS.signInRequest:
        onlyMethod(req, 'POST');
        within(
          [
            [limits.codeRequestsPerClient, clientOf(req)],
            [limits.codeRequests, EVERYONE],
          ],
          'sign-in code requests',
        );
        sendJson(res, 200, requestCode(db, (await post(req)).value, log));
        return true;
      case API_PATHS.signInVerify: {
        onlyMethod(req, 'POST');
        within([[limits.codeGuessesPerClient, clientOf(req)]], 'sign-in attempts');
        /*
         * The whole server counts wrong guesses only, and a right code always goes through: under a flood of wrong
         * guesses from elsewhere a shopper with the code just sent still signs in (each phone keeps its own lock
         * after 5 wrong codes, watchlist.ts), while the flood's own guesses are answered 429.
         */
        try {
          sendJson(res, 200, verifyCode(db, (await post(req)).value));
        } catch (e) {
          if (e instanceof HttpError && e.status === 401) {
            const verdict = limits.codeGuesses.take(EVERYONE);
            if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, 'sign-in attempts');
          }
          throw e;
        }
        return true;
      }
      case API_PATHS.watchlistSave:
        onlyMethod(req, 'POST');
        admitStore(req);
        sendJson(res, 200, changeWatchlist(db, 'save', (await post(req)).value, auth));
        return true;
      case API_PATHS.watchlistRemove:
        onlyMethod(req, 'POST');
        admitStore(req);
        sendJson(res, 200, changeWatchlist(db, 'remove', (await post(req)).value, auth));
        return true;
      case API_PATHS.watchlist:
        onlyMethod(req, 'GET');
        sendJson(res, 200, listWatchlist(db, url.searchParams.get('phone_number'), auth));
        return true;
      case API_PATHS.phoneReveal: {
        onlyMethod(req, 'POST');
        admitStore(req);
        const body = validate(phoneRevealSchema, (await post(req, SAVED_VALUE_MAX_BYTES)).value);
        db.prepare('INSERT INTO events (kind, body, created_at) VALUES (?, ?, ?)').run('phone_reveal', JSON.stringify(body), new Date().toISOString());
        sendJson(res, 200, { success: true } satisfies SuccessReply);
        return true;
      }
      case API_PATHS.valuation: {
        onlyMethod(req, 'GET');
        const answer = valuationAnswer(opts.marketCars?.() ?? [], url.searchParams);
        sendJson(res, answer.status, answer.body);
        return true;
      }
      case API_PATHS.deliveryEstimate: {
        onlyMethod(req, 'GET');
        const answer = deliveryEstimateAnswer(opts.deliveryRegions ?? [], url.searchParams);
        sendJson(res, answer.status, answer.body);
        return true;
      }
      case API_PATHS.testDriveSlots:
        onlyMethod(req, 'GET');
        sendJson(res, 200, testDriveSlotsAnswer(listLeads(db), url.searchParams, dealerNow()));
        return true;
      case API_PATHS.miscellaneous: {
        onlyMethod(req, 'POST');
        admitStore(req);
        // A saved value (a valuation's answers) is a few hundred bytes: 60 KB ones were stored without limit.
        const body = validate(miscellaneousSchema, (await post(req, SAVED_VALUE_MAX_BYTES)).value);
        db.prepare('INSERT INTO events (kind, body, created_at) VALUES (?, ?, ?)').run(
          `miscellaneous:${body.column_name}`,
          JSON.stringify(body),
          new Date().toISOString(),
        );
        sendJson(res, 200, { success: true, message: `Saved ${body.column_name} data` } satisfies SuccessReply);
        return true;
      }
      case '/admin/leads': {
        onlyMethod(req, 'GET');
        // Built before the status is written: a failure is a 500 with a message, not an empty reply.
        const page = leadsPage(db, opts.slug, Number(url.searchParams.get('page') ?? 1));
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(page);
        return true;
      }
      case '/admin/leads.json': {
        onlyMethod(req, 'GET');
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        await writeLeadsJson(
          db,
          (chunk) => res.write(chunk),
          () =>
            new Promise((resolve) => {
              // Whichever comes first removes the other: a listener left behind on each wait would pile up for
              // the length of the response (thousands on 100,000 leads).
              const done = () => {
                res.off('drain', done);
                res.off('close', done);
                resolve();
              };
              res.on('drain', done);
              res.on('close', done);
            }),
          () => res.destroyed,
        );
        res.end();
        return true;
      }
      case '/admin/feed': {
        onlyMethod(req, 'GET');
        // Read on each request: a --watch rebuild replaces the report while the server runs.
        const { report, problem } = readFeedReport(feedReportFile);
        res.writeHead(report ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(feedPage(opts.slug, report, problem));
        return true;
      }
      case '/admin/feed.json': {
        onlyMethod(req, 'GET');
        const { report, problem } = readFeedReport(feedReportFile);
        if (!report) throw new HttpError(404, problem ?? `No feed report yet: build ${opts.slug} first.`);
        sendJson(res, 200, report);
        return true;
      }
      case '/admin/sign-in-codes.json':
        onlyMethod(req, 'GET');
        sendJson(res, 200, signInCodes(db));
        return true;
    }
    const gaugeSlug = AUTOGAUGE_PATH.exec(url.pathname)?.[1];
    if (gaugeSlug !== undefined) {
      onlyMethod(req, 'GET');
      const answer = autogaugeAnswer(opts.marketCars?.() ?? [], gaugeSlug);
      sendJson(res, answer.status, answer.body);
      return true;
    }
    const slug = CAR_VIEW_PATH.exec(url.pathname)?.[1];
    if (slug !== undefined) {
      onlyMethod(req, 'GET');
      // Only cars this build has a page for are counted; anything else is the spec's "not ok" (client gets null).
      if (!existsSync(path.join(siteDir, 'cars', slug, 'index.html'))) throw new HttpError(404, `No car ${slug} on this site.`);
      db.prepare('INSERT INTO views (car_slug, views) VALUES (?, 1) ON CONFLICT(car_slug) DO UPDATE SET views = views + 1').run(slug);
      const { views } = db.prepare('SELECT views FROM views WHERE car_slug = ?').get(slug) as { views: number };
      // car_fields: fields changed since the build; the preview serves the build itself, so none.
      sendJson(res, 200, { views, car_fields: {} } satisfies ViewCountReply);
      return true;
    }
    if (p.startsWith('/api/') || p === '/api') throw new HttpError(404, `No API endpoint ${url.pathname}.`);
    return false;
  }

  const server = createServer((req, res) => {
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
  // A socket error after the answer (client gone mid-response) must not reach the process.
  server.on('clientError', (err, socket) => {
    if (!socket.writable || (err as NodeJS.ErrnoException).code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = (err as NodeJS.ErrnoException).code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
  });

  return {
    server,
    db,
    adminToken,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
      }),
    close: () =>
      new Promise((resolve) => {
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
