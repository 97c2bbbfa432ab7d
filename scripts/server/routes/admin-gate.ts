import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminAccess, adminCookie, presentsAdminToken } from '../admin-auth';
import { clientOf, EVERYONE, tooMany, within } from '../api-limits';
import { HttpError } from '../http';
import type { RouteContext } from './context';

/**
 * The headers of every /admin answer: the pages hold shoppers' and feeds' text, escaped, and this policy is the
 * second wall behind the escaping (no script runs, no other page frames them, no type is guessed).
 */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * The gate in front of /admin: its headers, the request limits, the token (401 without it; wrong tokens limited per
 * address and for everyone, the right one never counted). Returns true when it answered itself: a token in the
 * address is swapped for a cookie and the same page without it.
 */
export function adminGate(req: IncomingMessage, res: ServerResponse, url: URL, { limits, adminToken }: RouteContext): boolean {
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
  if (access === 'query' && !url.pathname.replace(/\/$/, '').endsWith('.json')) {
    // Keep the token out of the address bar and history: cookie, then the same page without ?token=.
    url.searchParams.delete('token');
    res.writeHead(303, { location: `${url.pathname}${url.search}`, 'set-cookie': adminCookie(adminToken), 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  return false;
}
