import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/*
 * One SQLite file per dealer (data/<slug>.sqlite). WAL with synchronous=FULL: a commit is on disk before the
 * server answers, so a crash right after a 2xx loses nothing.
 */
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
  lead_id: string; idempotency_key: string; form: string; category: string; subcategory: string | null;
  name: string | null; email: string | null; phone: string | null; car_id: string | null;
  is_last_step: number; payload: string; created_at: string;
}

export function listLeads(db: DatabaseSync): StoredLead[] {
  return db.prepare('SELECT * FROM leads ORDER BY created_at, rowid').all() as unknown as StoredLead[];
}
