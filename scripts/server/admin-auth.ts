import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/*
 * /admin/* (every lead, live sign-in codes) needs the preview's admin token: printed by `npm start` as
 * /admin/leads?token=…, then kept in an HttpOnly cookie for /admin; scripts send `Authorization: Bearer <token>`.
 * ADMIN_TOKEN in the environment fixes the token (tests, CI); otherwise a new random one per start. A set token
 * shorter than ADMIN_TOKEN_MIN_LENGTH is refused with a message: replacing it silently with a random one left
 * the caller's scripts locked out without saying why.
 */
export const ADMIN_COOKIE = 'preview_admin';

export const ADMIN_TOKEN_MIN_LENGTH = 16;

export class AdminTokenError extends Error {}

export function adminTokenFromEnv(env: Record<string, string | undefined> = process.env): string {
  const fixed = env.ADMIN_TOKEN?.trim();
  if (!fixed) return randomBytes(24).toString('base64url');
  if (fixed.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new AdminTokenError(
      `ADMIN_TOKEN is ${fixed.length} characters; it must be at least ${ADMIN_TOKEN_MIN_LENGTH} (or unset it for a random token printed at start).`,
    );
  }
  return fixed;
}

function same(a: string | undefined | null, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 'query': the token came in ?token= (the caller sets the cookie); 'header'/'cookie': already known; null: refused. */
export function adminAccess(req: IncomingMessage, url: URL, token: string): 'query' | 'header' | 'cookie' | null {
  if (same(url.searchParams.get('token'), token)) return 'query';
  const bearer = req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (same(bearer, token)) return 'header';
  const cookie = (req.headers.cookie ?? '')
    .split(/;\s*/)
    .find((c) => c.startsWith(`${ADMIN_COOKIE}=`))
    ?.slice(ADMIN_COOKIE.length + 1);
  if (same(cookie ? decodeURIComponent(cookie) : null, token)) return 'cookie';
  return null;
}

/** Whether the request offers an admin token at all (a wrong one is a guess; none is just a visit). */
export function presentsAdminToken(req: IncomingMessage, url: URL): boolean {
  return (
    url.searchParams.has('token') ||
    /^Bearer\s/i.test(req.headers.authorization ?? '') ||
    (req.headers.cookie ?? '').split(/;\s*/).some((c) => c.startsWith(`${ADMIN_COOKIE}=`))
  );
}

export function adminCookie(token: string): string {
  return `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=86400`;
}
