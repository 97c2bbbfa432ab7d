import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { normalisePhone, signInRequestSchema, signInVerifySchema, watchlistCarBodySchema } from '../../src/domain/schemas/lead';
import { sql } from './db';
import { HttpError } from './http';
import { validate } from './validate';

/**
 * Sign-in codes last 10 minutes. Wrong guesses are counted per phone over a 15-minute window, whatever codes were
 * requested in between (each new code used to reset the count: 15 guesses in 3 rounds). After 5 the
 * phone is locked out until the oldest wrong guess leaves the window; a right code is refused meanwhile too.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
export const GUESS_WINDOW_MS = 15 * 60 * 1000;

function recentFailures(db: DatabaseSync, phone: string, now: number): { n: number; oldest: number | null } {
  const row = sql(db, 'SELECT COUNT(*) AS n, MIN(at) AS oldest FROM sign_in_failures WHERE phone = ? AND at > ?').get(phone, now - GUESS_WINDOW_MS) as {
    n: number;
    oldest: number | null;
  };
  return row;
}

export function requestCode(db: DatabaseSync, body: unknown, log: (line: string) => void, now = Date.now()) {
  const phone = normalisePhone(validate(signInRequestSchema, body).phone_number);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  sql(db, 'INSERT OR REPLACE INTO sign_in_codes (phone, code, expires_at, attempts) VALUES (?, ?, ?, 0)').run(phone, code, now + CODE_TTL_MS);
  // Preview only: there is no SMS gateway, so the dealer reads the code from the server log.
  log(`sign-in code for ${phone}: ${code}`);
  return { success: true };
}

export function verifyCode(db: DatabaseSync, body: unknown, now = Date.now()) {
  const { phone_number, code } = validate(signInVerifySchema, body);
  const phone = normalisePhone(phone_number);
  const row = sql(db, 'SELECT code, expires_at, attempts FROM sign_in_codes WHERE phone = ?').get(phone) as
    { code: string; expires_at: number; attempts: number } | undefined;
  const wrong = () => new HttpError(401, 'That code is not right or has expired. Please request a new one.', { success: false });
  const failures = recentFailures(db, phone, now);
  if (failures.n >= MAX_CODE_ATTEMPTS) {
    const wait = Math.max(1, Math.ceil(((failures.oldest ?? now) + GUESS_WINDOW_MS - now) / 60_000));
    throw new HttpError(
      429,
      `Too many wrong codes. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      { success: false, retry_after_minutes: wait },
      { 'retry-after': String(wait * 60) },
    );
  }
  if (!row || row.expires_at < now || !safeEqual(row.code, code)) {
    sql(db, 'INSERT INTO sign_in_failures (phone, at) VALUES (?, ?)').run(phone, now);
    sql(db, 'DELETE FROM sign_in_failures WHERE at <= ?').run(now - GUESS_WINDOW_MS);
    if (row) sql(db, 'UPDATE sign_in_codes SET attempts = attempts + 1 WHERE phone = ?').run(phone);
    throw wrong();
  }
  const token = randomBytes(24).toString('base64url');
  sql(db, 'DELETE FROM sign_in_codes WHERE phone = ?').run(phone);
  sql(db, 'INSERT OR REPLACE INTO users (phone, token, verified_at) VALUES (?, ?, ?)').run(phone, token, new Date(now).toISOString());
  return { success: true, token, phone_number: phone };
}

/**
 * A watchlist call needs the session token sign-in issued for that phone (Authorization: Bearer <token>).
 * Knowing a phone number that once signed in is not enough: the number is no secret.
 */
function requireUser(db: DatabaseSync, phone: string, authorization: string | undefined): void {
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!bearer) throw new HttpError(401, 'Please sign in with your phone number first.', { success: false });
  const user = sql(db, 'SELECT token FROM users WHERE phone = ?').get(phone) as { token: string } | undefined;
  if (!user || !safeEqual(bearer, user.token)) throw new HttpError(401, 'Your sign-in has expired. Please sign in again.', { success: false });
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function changeWatchlist(db: DatabaseSync, action: 'save' | 'remove', body: unknown, authorization: string | undefined) {
  const { phone_number, car_id } = validate(watchlistCarBodySchema, body);
  const phone = normalisePhone(phone_number);
  requireUser(db, phone, authorization);
  if (action === 'save') sql(db, 'INSERT OR IGNORE INTO watchlist (phone, car_id, created_at) VALUES (?, ?, ?)').run(phone, car_id, new Date().toISOString());
  else sql(db, 'DELETE FROM watchlist WHERE phone = ? AND car_id = ?').run(phone, car_id);
  return { success: true };
}

export function listWatchlist(db: DatabaseSync, phoneParam: string | null, authorization: string | undefined) {
  const { phone_number } = validate(signInRequestSchema, { phone_number: phoneParam ?? '' });
  const phone = normalisePhone(phone_number);
  requireUser(db, phone, authorization);
  const rows = sql(db, 'SELECT car_id FROM watchlist WHERE phone = ? ORDER BY created_at, rowid').all(phone) as { car_id: string }[];
  return { car_ids: rows.map((r) => r.car_id) };
}
