import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { leadFromFormPost, pageQueryFields } from '../../src/api/lead-form-post';
import type { LeadCar } from '../../src/api/lead-payload';
import type { Destination } from './delivery/outbox';
import { HttpError, readFormBody } from './http';
import { canonicalJson, submitLead, type Answer } from './leads';
import type { Issue } from './validate';

/*
 * POST /api/leads as a plain HTML form post (application/x-www-form-urlencoded): a lead form sent with JavaScript
 * off. The fields become a lead payload (src/api/lead-form-post.ts), validated and stored exactly
 * like a JSON lead; the answer is for a browser: 303 to /success, or a page listing what is wrong with a link back.
 */

/** What the shopper calls each field on the error page. */
const LABELS: Record<string, string> = {
  name: 'Name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  message: 'Message',
  category: 'Category',
  location: 'Location',
  dealership_slug: 'Dealership',
  agreed_terms: 'Terms and conditions',
  postcode: 'Postcode',
  Rego: 'Rego',
  loan_amount: 'Amount to borrow',
  deposit: 'Deposit',
  term_years: 'Loan term',
  booking_datetime: 'Preferred day and time',
};

const esc = (s: unknown) => String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An http(s) address or nothing: the Referer / Origin a browser sent, never another scheme. */
function httpUrl(value: string | string[] | undefined): URL | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The idempotency key of a form post: a browser sends none, so it is the hash of the lead itself. Pressing Send
 * twice (or reloading the answer) stores one lead; the same person sending the same words again is the same lead.
 */
export function formPostKey(lead: unknown): string {
  return `form-${createHash('sha256').update(canonicalJson(lead)).digest('hex').slice(0, 48)}`;
}

/** Where a stored form lead goes: the site's /success (the page's own origin when the API is on another one). */
export function successLocation(req: IncomingMessage): string {
  const origin = httpUrl(req.headers.origin);
  return origin ? `${origin.origin}/success` : '/success';
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The page a refused form post gets: every problem at once, each with its field's name, and a link back to the form. */
export function formErrorPage(issues: Issue[], back: string | null): string {
  const items = issues.map((i) => {
    const field = i.path.replace(/^userData\.?/, '').split('.')[0] ?? '';
    const label = LABELS[field] ?? (field || 'Form');
    return `<li><strong>${esc(label)}:</strong> ${esc(i.message)}</li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please check your details</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem}a{font-weight:600}</style></head>
<body><main><h1>Please check your details</h1><p>Your enquiry was not sent:</p><ul>${items.join('')}</ul>
<p><a href="${esc(back ?? '/')}">Go back to the form</a> and correct ${issues.length === 1 ? 'it' : 'them'}.</p></main></body></html>`;
}

/** Handles a form post to /api/leads: stores the lead and redirects, or answers 422 with the error page. */
export interface FormPostContext {
  db: DatabaseSync;
  limit: number;
  log: (line: string) => void;
  destinations: Destination[];
  /** The snapshot's car with this id or slug: a form on /finance?car_id=… (static, no JavaScript) still names its car. */
  findCar: (idOrSlug: string) => LeadCar | null;
  /** Throws a 429 HttpError when this client, or everyone, has stored too much just now (api-limits.ts). */
  admit?: () => void;
}

export async function handleLeadFormPost(req: IncomingMessage, res: ServerResponse, ctx: FormPostContext): Promise<Answer | null> {
  const { db, limit, log, destinations } = ctx;
  const form = await readFormBody(req, limit);
  const referer = httpUrl(req.headers.referer);
  const userAgent = req.headers['user-agent'];
  // The page's own address (Referer) may name the car the static page could not read without JavaScript.
  const lead = pageQueryFields(
    leadFromFormPost(form, { url: referer?.href ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null }),
    referer,
    ctx.findCar,
  );
  try {
    ctx.admit?.();
    const answer = submitLead(db, formPostKey(lead), { userData: lead, isLastStep: true }, log, destinations);
    res.writeHead(303, { location: successLocation(req), 'cache-control': 'no-store' });
    res.end();
    return answer;
  } catch (e) {
    if (!(e instanceof HttpError) || e.status >= 500) throw e;
    const issues = Array.isArray(e.extra.issues) ? (e.extra.issues as Issue[]) : [{ path: '', message: e.message }];
    const page = formErrorPage(issues, referer?.href ?? null);
    res.writeHead(e.status === 422 || e.status === 404 ? 422 : e.status, { ...PAGE_HEADERS, ...e.headers, 'content-length': Buffer.byteLength(page) });
    res.end(page);
    return null;
  }
}
