import type { LeadPayloadInput } from '../domain/schemas/lead';
import type { ValuationReply, ViewCountReply } from './contract';
import { classifyLeadAnswer } from './lead-answer';
import { API_PATHS, autogaugePath, carViewPath } from './paths';
import type { PriceComparison } from '../domain/market-price';
import * as replies from './reply-validators.generated.js';

/*
 * Typed client for the dealer platform API at `api.baseUrl` ('' = same origin, as on the preview server): every
 * call the site makes to it goes through here. Paths and answer schemas are src/api/contract.ts (shared with the
 * reference server); every answer is checked against its schema (compiled, so no zod here), and one of another
 * shape counts as a failed call.
 */

/** The answer when it fits (a validator drops keys an object schema does not name), or null: a proxy's HTML page, an older API, a broken field. */
export function parseReply<T>(fits: (body: unknown) => body is T, body: unknown): T | null {
  return fits(body) ? body : null;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Outcome of one lead attempt (classifyLeadAnswer in lead-answer.ts says which answer is which). `retry: false`
 * only when the API itself refused the lead: a 4xx with its own { error } body (validation, duplicate, a closed
 * dealership...); `validation` when it is the 422 validation refusal. Anything else (no answer, 5xx, a gateway's
 * page whatever its status, 408/429, or a 2xx without lead_id such as a captive portal's page) means the lead may
 * not be stored: keep it. `status` is the HTTP status when there was an answer.
 */
export type LeadResult =
  | { ok: true; lead_id: string }
  | { ok: false; retry: false; error: string; status: number; validation: boolean }
  | { ok: false; retry: true; error: string; status?: number };

export const UNEXPECTED_ERROR = 'An unexpected error occured';

/** The answer's error text when it is the API's { error } shape. */
function errorOf(body: unknown): string | null {
  const e = parseReply(replies.error, body)?.error;
  return e ? e : null;
}

export interface ApiClientOptions {
  baseUrl: string;
  fetch?: FetchLike;
}

async function readBody(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** Delivery estimate: the region and price, the API's own "no delivery there" message, or a failed lookup. */
export type DeliveryEstimateResult = { ok: true; name: string; price: number } | { ok: false; message: string | null };
/** Trade-in valuation: the offer, or the API's reason (null when the call failed or answered nonsense). */
/** The market range of a car, or why there is none ('No data returned' for an empty answer, spec 8). */
export type PriceComparisonResult = { ok: true; comparison: PriceComparison } | { ok: false; error: string };
export const NO_DATA = 'No data returned';
export type ValuationResult = { ok: true; valuation: ValuationReply } | { ok: false; error: string | null };

/** The HTTP calls every endpoint makes: JSON in and out against the API's base address. */
function transport({ baseUrl, fetch: fetchImpl }: ApiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    doFetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const getJson = (path: string, headers: Record<string, string> = {}) => doFetch(`${base}${path}`, { headers: { accept: 'application/json', ...headers } });

  /** POST answering { success[, error] }: a failure is an error message and an unsuccessful result (spec error catalogue). */
  async function successPost(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ success: boolean; error?: string }> {
    try {
      const res = await postJson(path, body, headers);
      const json = await readBody(res);
      const reply = parseReply(replies.success, json);
      if (res.ok && reply?.success) return { success: true };
      return { success: false, error: errorOf(json) ?? (reply?.message || (res.ok ? UNEXPECTED_ERROR : `Request failed (${res.status})`)) };
    } catch (e) {
      return { success: false, error: (e as Error).message || UNEXPECTED_ERROR };
    }
  }
  return { postJson, getJson, successPost };
}
type Transport = ReturnType<typeof transport>;

/** POST /api/leads. */
function leadEndpoints({ postJson }: Transport) {
  return {
    /** Lead submission helper: userData + isLastStep; the idempotency key makes retries safe. */
    async submitLead(userData: LeadPayloadInput, idempotencyKey: string, isLastStep = true): Promise<LeadResult> {
      let res: Response;
      try {
        res = await postJson(API_PATHS.leads, { userData, isLastStep }, { 'idempotency-key': idempotencyKey });
      } catch (e) {
        return { ok: false, retry: true, error: (e as Error).message || 'network error' };
      }
      const body = await readBody(res);
      const answer = classifyLeadAnswer(res.status, body);
      if (answer.kind === 'stored') return { ok: true, lead_id: answer.lead_id };
      if (answer.kind === 'refused') return { ok: false, retry: false, error: answer.error, status: res.status, validation: answer.validation };
      // A 2xx without lead_id is the spec's "answer without lead_id": the form shows it, and keeps the lead too.
      const error = answer.kind === 'unconfirmed' ? (answer.error ?? UNEXPECTED_ERROR) : (errorOf(body) ?? `Request failed (${res.status})`);
      return { ok: false, retry: true, error, status: res.status };
    },
  };
}

/** The watchlist and the sign-in that guards it. */
function accountEndpoints({ postJson, getJson, successPost }: Transport) {
  return {
    /** POST /api/watchlist/save-car (spec); the session token from sign-in goes as a bearer token. */
    saveCar(phone_number: string, car_id: string, token?: string | null) {
      return successPost(API_PATHS.watchlistSave, { phone_number, car_id }, authHeader(token));
    },
    removeCar(phone_number: string, car_id: string, token?: string | null) {
      return successPost(API_PATHS.watchlistRemove, { phone_number, car_id }, authHeader(token));
    },
    async watchlist(phone_number: string, token?: string | null): Promise<string[] | null> {
      try {
        const res = await getJson(`${API_PATHS.watchlist}?phone_number=${encodeURIComponent(phone_number)}`, authHeader(token));
        const reply = res.ok ? parseReply(replies.watchlist, await readBody(res)) : null;
        return reply ? reply.car_ids.map(String) : null;
      } catch {
        return null;
      }
    },

    requestSignInCode(phone_number: string): Promise<{ success: boolean; error?: string }> {
      return successPost(API_PATHS.signInRequest, { phone_number });
    },
    async verifySignInCode(phone_number: string, code: string): Promise<{ success: boolean; token?: string; phone_number?: string; error?: string }> {
      try {
        const res = await postJson(API_PATHS.signInVerify, { phone_number, code });
        const json = await readBody(res);
        const reply = parseReply(replies.signInVerify, json);
        if (res.ok && reply?.success) return { success: true, token: reply.token, phone_number: reply.phone_number };
        return { success: false, error: errorOf(json) ?? UNEXPECTED_ERROR };
      } catch (e) {
        return { success: false, error: (e as Error).message || UNEXPECTED_ERROR };
      }
    },
  };
}

/** What a vehicle page asks about its car, and the events it records. */
function carEndpoints({ getJson, successPost }: Transport) {
  return {
    /** GET {api}/cars/{slug}/view.json; null when the answer is not ok or not of the spec's shape. */
    async viewCount(slug: string, query: { photos_count?: number; updated_at?: string; website_id?: string }): Promise<ViewCountReply | null> {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
      try {
        const res = await getJson(`${carViewPath(slug)}?${qs}`);
        return res.ok ? parseReply(replies.viewCount, await readBody(res)) : null;
      } catch {
        return null;
      }
    },

    /** Phone reveal event; the answer is only logged (spec). */
    async phoneReveal(body: { car_id: string; dealership_id?: string | null; website_id?: string | null }): Promise<boolean> {
      const r = await successPost(API_PATHS.phoneReveal, body);
      if (r.success) console.info('phone reveal recorded');
      else console.error('phone reveal failed', r.error);
      return r.success;
    },

    /** POST /api/miscellaneous: e.g. a valuation result with column_name 'valuation'; outcome only logged. */
    async miscellaneous(body: { column_name: string } & Record<string, unknown>): Promise<boolean> {
      const r = await successPost(API_PATHS.miscellaneous, body);
      if (r.success) console.info('Saved valuation data');
      else console.error('Failed to save valuation data');
      return r.success;
    },

    /** GET {api}/cars/{slug}/autogauge (spec 7): the car's place in the market; the caller decides whether to show it. */
    async priceComparison(slug: string): Promise<PriceComparisonResult> {
      try {
        const res = await getJson(autogaugePath(slug));
        if (!res.ok) return { ok: false, error: `autogauge answered ${res.status}` };
        const json = await readBody(res);
        if (!json || typeof json !== 'object' || Object.keys(json).length === 0) return { ok: false, error: NO_DATA };
        const reply = parseReply(replies.autogauge, json);
        return reply ? { ok: true, comparison: reply } : { ok: false, error: 'autogauge answered in another shape' };
      } catch (e) {
        return { ok: false, error: (e as Error).message || UNEXPECTED_ERROR };
      }
    },
  };
}

/** The tools' lookups: delivery estimate, test-drive times, trade-in valuation. */
function toolEndpoints({ getJson }: Transport) {
  return {
    /** GET /api/delivery-estimate?postcode= (spec 7: a lookup returning name and price). */
    async deliveryEstimate(postcode: string): Promise<DeliveryEstimateResult> {
      try {
        const res = await getJson(`${API_PATHS.deliveryEstimate}?postcode=${encodeURIComponent(postcode)}`);
        const json = await readBody(res);
        const reply = res.ok ? parseReply(replies.deliveryEstimate, json) : null;
        if (reply && reply.name !== null && reply.price !== null) return { ok: true, name: reply.name, price: reply.price };
        if (reply && 'error' in reply) return { ok: false, message: reply.error };
        // 404 { error }: the API's own words ("We don't deliver to ..."); anything else is a failed lookup.
        return { ok: false, message: res.status === 404 ? errorOf(json) : null };
      } catch {
        return { ok: false, message: null };
      }
    },

    /** GET /api/test-drive/slots?date=&location_id=: the free times of one day; null when the API cannot answer. */
    async testDriveSlots(date: string, locationId: string): Promise<string[] | null> {
      const q = new URLSearchParams({ date, ...(locationId ? { location_id: locationId } : {}) });
      try {
        const res = await getJson(`${API_PATHS.testDriveSlots}?${q}`);
        return res.ok ? (parseReply(replies.testDriveSlots, await readBody(res))?.slots ?? null) : null;
      } catch {
        return null;
      }
    },

    /** GET /api/valuation?make=&model=&year=&km=&condition=: the trade-in offer. */
    async valuation(answers: { make: string; model: string; year: string; km: string; condition: string }): Promise<ValuationResult> {
      const q = new URLSearchParams({ ...answers, km: answers.km.replace(/\D/g, '') });
      try {
        const res = await getJson(`${API_PATHS.valuation}?${q}`);
        const json = await readBody(res);
        const reply = res.ok ? parseReply(replies.valuation, json) : null;
        return reply ? { ok: true, valuation: reply } : { ok: false, error: errorOf(json) };
      } catch {
        return { ok: false, error: null };
      }
    },
  };
}

/** Every call the site makes to the dealer API, grouped by endpoint. */
export function createApiClient(options: ApiClientOptions) {
  const t = transport(options);
  return { ...leadEndpoints(t), ...accountEndpoints(t), ...carEndpoints(t), ...toolEndpoints(t) };
}
export type ApiClient = ReturnType<typeof createApiClient>;

function authHeader(token?: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
