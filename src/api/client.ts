import type { LeadPayloadInput } from '../domain/schemas/lead';

/*
 * Typed client for the dealer platform API at `api.baseUrl` ('' = same origin, as on the preview server).
 * Paths are the spec's where it gives them (watchlist, view.json, miscellaneous) and docs/api.md's elsewhere.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Outcome of one lead attempt. `retry: false` only when the API itself refused the lead for good: its validation
 * refusal (the 422 shape, see isValidationRefusal). Anything else (network error, 5xx, a proxy/gateway/WAF
 * 400/403/409/413 that never reached the API, or a 2xx without lead_id such as a captive portal's page) means the
 * lead may not be stored: keep it. `status` is the HTTP status when there was an answer.
 */
export type LeadResult =
  | { ok: true; lead_id: string }
  | { ok: false; retry: false; error: string; status: number }
  | { ok: false; retry: true; error: string; status?: number };

export const UNEXPECTED_ERROR = 'An unexpected error occured';

/**
 * The reference API's validation error (scripts/server/validate.ts, docs/api.md): 422 with
 * { error, issues: [{ path, message }, ...] }. A gateway's 4xx does not look like this, so it is retried.
 */
export function isValidationRefusal(status: number, body: Record<string, unknown> | null): boolean {
  if (status !== 422 || !body || typeof body.error !== 'string' || !Array.isArray(body.issues) || body.issues.length === 0) return false;
  return body.issues.every((i) => !!i && typeof i === 'object' && typeof (i as Record<string, unknown>).path === 'string' && typeof (i as Record<string, unknown>).message === 'string');
}

export interface ApiClientOptions { baseUrl: string; fetch?: FetchLike }

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  try { return (await res.json()) as Record<string, unknown>; } catch { return null; }
}

export function createApiClient({ baseUrl, fetch: fetchImpl }: ApiClientOptions) {
  const base = baseUrl.replace(/\/$/, '');
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    doFetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: JSON.stringify(body) });

  return {
    /** Lead submission helper: userData + isLastStep; the idempotency key makes retries safe. */
    async submitLead(userData: LeadPayloadInput, idempotencyKey: string, isLastStep = true): Promise<LeadResult> {
      let res: Response;
      try {
        res = await postJson('/api/leads', { userData, isLastStep }, { 'idempotency-key': idempotencyKey });
      } catch (e) {
        return { ok: false, retry: true, error: (e as Error).message || 'network error' };
      }
      const body = await readJson(res);
      const leadId = body?.lead_id;
      if (res.ok && (typeof leadId === 'string' || typeof leadId === 'number')) return { ok: true, lead_id: String(leadId) };
      const error = typeof body?.error === 'string' && body.error ? body.error : UNEXPECTED_ERROR;
      if (isValidationRefusal(res.status, body)) return { ok: false, retry: false, error, status: res.status };
      // A 2xx without lead_id is the spec's "answer without lead_id": the form shows it, and keeps the lead too.
      return { ok: false, retry: true, error, status: res.status };
    },

    async saveCar(phone_number: string, car_id: string, token?: string) {
      return watchlistCall(postJson, '/api/watchlist/save-car', { phone_number, car_id }, token);
    },
    async removeCar(phone_number: string, car_id: string, token?: string) {
      return watchlistCall(postJson, '/api/watchlist/remove-car', { phone_number, car_id }, token);
    },
    async watchlist(phone_number: string, token?: string): Promise<string[] | null> {
      try {
        const res = await doFetch(`${base}/api/watchlist?phone_number=${encodeURIComponent(phone_number)}`, { headers: authHeader(token) });
        const body = await readJson(res);
        return res.ok && Array.isArray(body?.car_ids) ? (body.car_ids as unknown[]).map(String) : null;
      } catch { return null; }
    },

    async requestSignInCode(phone_number: string): Promise<{ success: boolean; error?: string }> {
      return simplePost(postJson, '/api/sign-in/request', { phone_number });
    },
    async verifySignInCode(phone_number: string, code: string): Promise<{ success: boolean; token?: string; error?: string }> {
      return simplePost(postJson, '/api/sign-in/verify', { phone_number, code });
    },

    /** GET {api}/cars/{slug}/view.json; null when the answer is not ok (spec). */
    async viewCount(slug: string, query: { photos_count?: number; updated_at?: string; website_id?: string }): Promise<{ views: number; car_fields: Record<string, unknown> } | null> {
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, String(v));
      try {
        const res = await doFetch(`${base}/cars/${encodeURIComponent(slug)}/view.json?${qs}`, { headers: { accept: 'application/json' } });
        if (!res.ok) return null;
        return (await readJson(res)) as { views: number; car_fields: Record<string, unknown> } | null;
      } catch { return null; }
    },

    /** Phone reveal event; the answer is only logged (spec). */
    async phoneReveal(body: { car_id: string; dealership_id?: string | null; website_id?: string | null }): Promise<void> {
      try {
        const res = await postJson('/api/phone-reveal', body);
        if (!res.ok) console.error('phone reveal failed', res.status);
      } catch (e) { console.error('phone reveal failed', e); }
    },

    /** POST /api/miscellaneous: e.g. a valuation result with column_name 'valuation'; outcome only logged. */
    async miscellaneous(body: { column_name: string } & Record<string, unknown>): Promise<boolean> {
      try {
        const res = await postJson('/api/miscellaneous', body);
        if (res.ok) { console.info('Saved valuation data'); return true; }
      } catch { /* logged below */ }
      console.error('Failed to save valuation data');
      return false;
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

function authHeader(token?: string): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

type PostJson = (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;

async function simplePost<T extends { success: boolean; error?: string }>(post: PostJson, path: string, body: unknown): Promise<T> {
  try {
    const res = await post(path, body);
    const json = (await readJson(res)) ?? {};
    if (!res.ok) return { ...json, success: false, error: typeof json.error === 'string' ? json.error : UNEXPECTED_ERROR } as unknown as T;
    return { ...json, success: json.success !== false } as unknown as T;
  } catch (e) {
    return { success: false, error: (e as Error).message || UNEXPECTED_ERROR } as T;
  }
}

/** Watchlist calls: a failure is an error message and an unsuccessful result (spec error catalogue). */
async function watchlistCall(post: PostJson, path: string, body: { phone_number: string; car_id: string }, token?: string) {
  return simplePost<{ success: boolean; error?: string }>((p, b) => post(p, b, authHeader(token)), path, body);
}
