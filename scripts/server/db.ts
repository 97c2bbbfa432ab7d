import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

/*
 * One SQLite file per dealer (data/<slug>.sqlite). WAL with synchronous=FULL: a commit is on disk before the
 * server answers, so a crash right after a 2xx loses nothing.
 */
/** The day part ('YYYY-MM-DDT') of a lead's booking_datetime; NULL for a payload that is not valid JSON (CASE: evaluated in order). */
const BOOKING_DAY = "(CASE WHEN json_valid(payload) THEN substr(json_extract(payload, '$.booking_datetime'), 1, 11) END)";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS leads (
  lead_id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  form TEXT NOT NULL,
  category TEXT NOT NULL,
  subcategory TEXT,
  name TEXT, email TEXT, phone TEXT,
  car_id TEXT,
  is_last_step INTEGER NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY,
  route TEXT NOT NULL,
  body_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (phone TEXT PRIMARY KEY, token TEXT NOT NULL, verified_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sign_in_codes (phone TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS watchlist (phone TEXT NOT NULL, car_id TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (phone, car_id));
CREATE TABLE IF NOT EXISTS views (car_slug TEXT PRIMARY KEY, views INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS events (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);
-- Wrong sign-in codes per phone, kept for the guess window whatever new codes are requested (a new code
-- must not reset the count).
CREATE TABLE IF NOT EXISTS sign_in_failures (id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS sign_in_failures_phone ON sign_in_failures (phone, at);
-- The delivery outbox: one row per stored lead and destination, written in the lead's own transaction, so a
-- lead answered 201 is always also queued for the dealer. lease_until keeps two workers off one row.
CREATE TABLE IF NOT EXISTS lead_deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL REFERENCES leads (lead_id),
  destination TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  lease_until INTEGER,
  last_error TEXT,
  delivered_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (lead_id, destination)
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (state, next_attempt_at);
-- Leads in the order every list shows them (rowid is in the index), so the admin pages, /admin/leads.json and
-- npm run leads read them in order off the index instead of sorting the whole table first.
CREATE INDEX IF NOT EXISTS leads_created ON leads (created_at);
-- Test-drive bookings by day, so the free-slots lookup reads one day's bookings off the index instead of parsing
-- every lead's payload per request. The expression must be written exactly so in the query (BOOKING_DAY).
CREATE INDEX IF NOT EXISTS leads_booking_day ON leads (form, ${BOOKING_DAY});
`;

export function dataDirFor(root: string): string {
  return path.resolve(process.env.LEADS_DATA_DIR ?? path.join(root, 'data'));
}

export function dbFile(dataDir: string, slug: string): string {
  return path.join(dataDir, `${slug}.sqlite`);
}

export function openDb(file: string): DatabaseSync {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  db.exec(SCHEMA);
  return db;
}

const compiled = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The statement for `text` on `db`, compiled on first use and kept for the life of the connection, instead of
 * compiled again by every request. A compiled statement holds native memory V8 does not count, released only when
 * a full collection finalises its object: 300,000 statements prepared one per call took a process from 46 to 263 MB
 * RSS (and 3.5 s), the same calls on one kept statement to 61 MB (0.1 s). The set of statements is fixed (the SQL
 * is constant text), so the cache cannot grow with traffic.
 * For run(), get() and all() only, which finish before returning: a shared statement being iterated would be reset
 * by the next use, so iterate() prepares its own.
 */
export function sql(db: DatabaseSync, text: string): StatementSync {
  let byText = compiled.get(db);
  if (!byText) compiled.set(db, (byText = new Map()));
  let statement = byText.get(text);
  if (!statement) byText.set(text, (statement = db.prepare(text)));
  return statement;
}

/** Runs fn inside BEGIN IMMEDIATE ... COMMIT, rolling back on any error. */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const out = fn();
    db.exec('COMMIT');
    return out;
  } catch (e) {
    db.exec('ROLLBACK');
    throw e;
  }
}

export interface StoredLead {
  lead_id: string;
  idempotency_key: string;
  form: string;
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  car_id: string | null;
  is_last_step: number;
  payload: string;
  created_at: string;
}

export function listLeads(db: DatabaseSync): StoredLead[] {
  return sql(db, 'SELECT * FROM leads ORDER BY created_at, rowid').all() as unknown as StoredLead[];
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';
export interface DeliveryRow {
  id: number;
  lead_id: string;
  destination: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number;
  lease_until: number | null;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** Exported for the test that holds it to the index (EXPLAIN QUERY PLAN). */
export const BOOKINGS_ON_DAY = `SELECT form, payload FROM leads WHERE form = 'test_drive' AND ${BOOKING_DAY} = ?`;

/** The test-drive leads booked on one day ('YYYY-MM-DD'), read off the leads_booking_day index. */
export function testDriveBookingsOn(db: DatabaseSync, date: string): { form: string; payload: string }[] {
  return sql(db, BOOKINGS_ON_DAY).all(`${date}T`) as unknown as {
    form: string;
    payload: string;
  }[];
}

/** Every lead, oldest first, read from the cursor one at a time (never the whole table in memory). */
export function iterateLeads(db: DatabaseSync): Iterable<StoredLead> {
  return db.prepare('SELECT * FROM leads ORDER BY created_at, rowid').iterate() as Iterable<StoredLead>;
}

/**
 * One lead's delivery rows (webhook, email), a query per lead on the (lead_id, destination) unique index; empty
 * for a lead stored with no destination configured, and for every lead of a database from before lead delivery
 * (no lead_deliveries table: a read-only reader cannot create it).
 */
export function deliveriesOf(db: DatabaseSync): (leadId: string) => DeliveryRow[] {
  let q: ReturnType<DatabaseSync['prepare']>;
  try {
    q = sql(db, 'SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY id');
  } catch {
    return () => [];
  }
  return (leadId) => q.all(leadId) as unknown as DeliveryRow[];
}

/** One line per destination, for the admin page and `npm run leads`. */
export function describeDelivery(rows: DeliveryRow[] | undefined): string {
  if (!rows?.length) return 'not forwarded (no destination configured)';
  return rows
    .map((r) => {
      if (r.state === 'delivered') return `${r.destination}: delivered ${r.delivered_at}${r.attempts > 1 ? ` (after ${r.attempts} attempts)` : ''}`;
      const err = r.last_error ? `, last error: ${r.last_error}` : '';
      if (r.state === 'failed') return `${r.destination}: FAILED after ${r.attempts} attempts${err}`;
      return `${r.destination}: pending (${r.attempts} attempt${r.attempts === 1 ? '' : 's'}, next ${new Date(r.next_attempt_at).toISOString()}${err})`;
    })
    .join('; ');
}
