import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { API_PATHS, AUTOGAUGE_PATH, CAR_VIEW_PATH, type SuccessReply, type ViewCountReply } from '../../../src/api/contract';
import { miscellaneousSchema, phoneRevealSchema } from '../../../src/domain/schemas/lead';
import { clientOf, EVERYONE, tooMany, within } from '../api-limits';
import { autogaugeAnswer, valuationAnswer } from '../autogauge';
import { sql, testDriveBookingsOn } from '../db';
import { deliveryEstimateAnswer } from '../delivery-estimate';
import { handleLeadFormPost } from '../form-post';
import { HttpError, mediaType, sendJson } from '../http';
import { submitLead } from '../leads';
import { dealerNow, testDriveSlotsAnswer } from '../test-drive-slots';
import { validate } from '../validate';
import { changeWatchlist, listWatchlist, requestCode, verifyCode } from '../watchlist';
import { onlyMethod, type Route, type RouteContext } from './context';

/** The largest body /api/miscellaneous and the phone-reveal event store (what they carry is far smaller). */
export const SAVED_VALUE_MAX_BYTES = 8 * 1024;

const lead: Route = async (req, res, _url, ctx) => {
  onlyMethod(req, 'POST');
  const { db, limit, log, destinations, findCar, worker } = ctx;
  // A lead form posted without JavaScript: stored the same way, answered with a redirect or an error page.
  if (mediaType(req) === 'application/x-www-form-urlencoded') {
    const stored = await handleLeadFormPost(req, res, { db, limit, log, destinations, findCar, admit: () => ctx.admitStore(req) });
    if (stored && !stored.replayed) worker?.kick();
    return;
  }
  ctx.admitStore(req);
  const key = req.headers['idempotency-key'];
  const { value } = await ctx.post(req);
  const answer = submitLead(db, Array.isArray(key) ? key[0] : key, value, log, destinations);
  if (!answer.replayed) worker?.kick();
  sendJson(res, answer.status, answer.body, answer.replayed ? { 'idempotent-replayed': 'true' } : {});
};

const verifySignIn: Route = async (req, res, _url, ctx) => {
  onlyMethod(req, 'POST');
  within([[ctx.limits.codeGuessesPerClient, clientOf(req)]], 'sign-in attempts');
  /*
   * The whole server counts wrong guesses only, and a right code always goes through: under a flood of wrong
   * guesses from elsewhere a shopper with the code just sent still signs in (each phone keeps its own lock
   * after 5 wrong codes, watchlist.ts), while the flood's own guesses are answered 429.
   */
  try {
    sendJson(res, 200, verifyCode(ctx.db, (await ctx.post(req)).value));
  } catch (e) {
    if (e instanceof HttpError && e.status === 401) {
      const verdict = ctx.limits.codeGuesses.take(EVERYONE);
      if (!verdict.ok) throw tooMany(verdict.retryAfterSeconds, 'sign-in attempts');
    }
    throw e;
  }
};

/** An event a page records (a phone reveal, a saved valuation): small, stored as it came. */
const storedEvent =
  (
    schema: typeof phoneRevealSchema | typeof miscellaneousSchema,
    kind: (body: Record<string, unknown>) => string,
    reply: (body: Record<string, unknown>) => SuccessReply,
  ): Route =>
  async (req, res, _url, ctx) => {
    onlyMethod(req, 'POST');
    ctx.admitStore(req);
    // A saved value (a valuation's answers) is a few hundred bytes: 60 KB ones were stored without limit.
    const body = validate(schema, (await ctx.post(req, SAVED_VALUE_MAX_BYTES)).value) as Record<string, unknown>;
    sql(ctx.db, 'INSERT INTO events (kind, body, created_at) VALUES (?, ?, ?)').run(kind(body), JSON.stringify(body), new Date().toISOString());
    sendJson(res, 200, reply(body));
  };

const watchlistChange =
  (change: 'save' | 'remove'): Route =>
  async (req, res, _url, ctx) => {
    onlyMethod(req, 'POST');
    ctx.admitStore(req);
    sendJson(res, 200, changeWatchlist(ctx.db, change, (await ctx.post(req)).value, req.headers.authorization));
  };

/** An answer worked out from the query alone. */
const lookup =
  (answer: (url: URL, ctx: RouteContext) => { status: number; body: unknown }): Route =>
  (req, res, url, ctx) => {
    onlyMethod(req, 'GET');
    const a = answer(url, ctx);
    sendJson(res, a.status, a.body);
  };

/** The API a shopper's pages call, by path. */
export const SHOPPER_ROUTES: Record<string, Route> = {
  [API_PATHS.leads]: lead,
  [API_PATHS.signInRequest]: async (req, res, _url, ctx) => {
    onlyMethod(req, 'POST');
    within(
      [
        [ctx.limits.codeRequestsPerClient, clientOf(req)],
        [ctx.limits.codeRequests, EVERYONE],
      ],
      'sign-in code requests',
    );
    sendJson(res, 200, requestCode(ctx.db, (await ctx.post(req)).value, ctx.log));
  },
  [API_PATHS.signInVerify]: verifySignIn,
  [API_PATHS.watchlistSave]: watchlistChange('save'),
  [API_PATHS.watchlistRemove]: watchlistChange('remove'),
  [API_PATHS.watchlist]: (req, res, url, ctx) => {
    onlyMethod(req, 'GET');
    sendJson(res, 200, listWatchlist(ctx.db, url.searchParams.get('phone_number'), req.headers.authorization));
  },
  [API_PATHS.phoneReveal]: storedEvent(
    phoneRevealSchema,
    () => 'phone_reveal',
    () => ({ success: true }),
  ),
  [API_PATHS.miscellaneous]: storedEvent(
    miscellaneousSchema,
    (body) => `miscellaneous:${String(body.column_name)}`,
    (body) => ({ success: true, message: `Saved ${String(body.column_name)} data` }),
  ),
  [API_PATHS.valuation]: lookup((url, { opts }) => valuationAnswer(opts.marketCars?.() ?? [], url.searchParams)),
  [API_PATHS.deliveryEstimate]: lookup((url, { opts }) => deliveryEstimateAnswer(opts.deliveryRegions ?? [], url.searchParams)),
  [API_PATHS.testDriveSlots]: lookup((url, { db }) => ({
    status: 200,
    body: testDriveSlotsAnswer((date) => testDriveBookingsOn(db, date), url.searchParams, dealerNow()),
  })),
};

/** The per-car endpoints (their paths hold the car's slug): the market gauge and the view count. Returns false for any other path. */
export function carRoute(req: IncomingMessage, res: ServerResponse, url: URL, { opts, db, siteDir }: RouteContext): boolean {
  const gaugeSlug = AUTOGAUGE_PATH.exec(url.pathname)?.[1];
  if (gaugeSlug !== undefined) {
    onlyMethod(req, 'GET');
    const answer = autogaugeAnswer(opts.marketCars?.() ?? [], gaugeSlug);
    sendJson(res, answer.status, answer.body);
    return true;
  }
  const slug = CAR_VIEW_PATH.exec(url.pathname)?.[1];
  if (slug === undefined) return false;
  onlyMethod(req, 'GET');
  // Only cars this build has a page for are counted; anything else is the spec's "not ok" (client gets null).
  if (!existsSync(path.join(siteDir, 'cars', slug, 'index.html'))) throw new HttpError(404, `No car ${slug} on this site.`);
  sql(db, 'INSERT INTO views (car_slug, views) VALUES (?, 1) ON CONFLICT(car_slug) DO UPDATE SET views = views + 1').run(slug);
  const { views } = sql(db, 'SELECT views FROM views WHERE car_slug = ?').get(slug) as { views: number };
  // car_fields: fields changed since the build; the preview serves the build itself, so none.
  sendJson(res, 200, { views, car_fields: {} } satisfies ViewCountReply);
  return true;
}
