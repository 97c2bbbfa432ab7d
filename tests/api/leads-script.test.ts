import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, transaction } from '../../scripts/server/db';
import { enqueueDeliveries } from '../../scripts/server/delivery/outbox';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/*
 * npm run leads reads the dealer's leads a lead at a time: its --json form is the array it always printed (the
 * text JSON.stringify(all, null, 2) gives), and a database far larger than its heap prints in full.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'leads-script-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function insertLeads(db: DatabaseSync, n: number, opts: { message?: (i: number) => string; from?: number } = {}) {
  const insert = db.prepare(
    `INSERT INTO leads (lead_id, idempotency_key, form, category, subcategory, name, email, phone, car_id, is_last_step, payload, created_at)
    VALUES (?, ?, 'enquiry', 'Vehicle Enquiry', ?, ?, ?, '0412 345 678', ?, 1, ?, ?)`,
  );
  transaction(db, () => {
    for (let i = opts.from ?? 0; i < (opts.from ?? 0) + n; i++) {
      const id = `L-${String(i).padStart(6, '0')}`;
      const payload = {
        name: `Buyer ${i}`,
        last_name: 'Citizen',
        message: opts.message?.(i) ?? `Lead ${i}\nsecond line "quoted"`,
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'Corolla',
        stock_number: `S${i}`,
      };
      // Created out of rowid order, so the listing's order (by time) is not the insertion order.
      insert.run(
        id,
        `key-${i}`,
        i % 2 ? 'Enquiry' : null,
        `Buyer ${i}`,
        `b${i}@example.com`,
        String(100 + i),
        JSON.stringify(payload),
        new Date(Date.UTC(2026, 0, 1) + ((i * 7919) % n) * 1000).toISOString(),
      );
    }
  });
}

const run = (dataDir: string, args: string[], node: string[] = [], stdout?: number) =>
  spawnSync(process.execPath, [...node, ...TS_IMPORT, path.join(ROOT, 'scripts/leads.ts'), '--dealer', 'script-motors', ...args], {
    cwd: ROOT,
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 ** 2,
    stdio: ['ignore', stdout ?? 'pipe', 'pipe'],
  });

describe('npm run leads', () => {
  it('--json prints the same text as JSON.stringify of every lead with its delivery rows, oldest first', () => {
    const dataDir = path.join(dir, 'small');
    const db = openDb(path.join(dataDir, 'script-motors.sqlite'));
    insertLeads(db, 7);
    transaction(db, () => {
      for (const i of [1, 4]) enqueueDeliveries(db, `L-00000${i}`, ['webhook', 'email'], Date.UTC(2026, 0, 2));
    });
    db.prepare("UPDATE lead_deliveries SET state = 'delivered', attempts = 1, delivered_at = '2026-01-02T00:00:01.000Z' WHERE destination = 'webhook'").run();
    const leads = db.prepare('SELECT * FROM leads ORDER BY created_at, rowid').all() as { lead_id: string; payload: string }[];
    const expected = leads.map((l) => ({
      ...l,
      payload: JSON.parse(l.payload) as unknown,
      delivery: db.prepare('SELECT * FROM lead_deliveries WHERE lead_id = ? ORDER BY id').all(l.lead_id),
    }));
    db.close();
    expect(expected.map((l) => l.lead_id)).not.toEqual([...expected.map((l) => l.lead_id)].sort());
    const out = run(dataDir, ['--json']);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect((JSON.parse(out.stdout) as { delivery: unknown[] }[]).map((l) => l.delivery.length)).toEqual(expected.map((l) => l.delivery.length));

    const plain = run(dataDir, []);
    expect(plain.status).toBe(0);
    const lines = plain.stdout.split('\n');
    expect(lines[0]).toBe('7 lead(s) for script-motors:');
    expect(lines.filter((l) => l.startsWith('    delivery: '))).toHaveLength(7);
    expect(plain.stdout).toContain(
      `${String((expected.find((l) => l.lead_id === 'L-000004') as unknown as { created_at: string }).created_at)}  L-000004  enquiry / Vehicle Enquiry  Buyer 4 Citizen <b4@example.com> 0412 345 678 | Toyota Corolla (S4)\n    Lead 4 second line "quoted"\n    delivery: webhook: delivered 2026-01-02T00:00:01.000Z; email: pending (0 attempts, next 2026-01-02T00:00:00.000Z)\n`,
    );
  });

  it('an empty database prints []; one from before lead delivery (no delivery table) prints each lead with none', () => {
    const dataDir = path.join(dir, 'old');
    mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, 'script-motors.sqlite');
    const db = openDb(file);
    expect(run(dataDir, ['--json']).stdout).toBe('[]\n');
    insertLeads(db, 2);
    db.exec('DROP TABLE lead_deliveries');
    db.close();
    const out = run(dataDir, ['--json']);
    expect(out.status).toBe(0);
    expect((JSON.parse(out.stdout) as { delivery: unknown[] }[]).map((l) => l.delivery)).toEqual([[], []]);
    expect(run(dataDir, []).stdout).toContain('delivery: not forwarded (no destination configured)');
  });

  it('24 MB of leads print in full, valid JSON, from a 16 MB heap', () => {
    const dataDir = path.join(dir, 'big');
    const db = openDb(path.join(dataDir, 'script-motors.sqlite'));
    const n = 2_000;
    insertLeads(db, n, { message: (i) => `${i} `.padEnd(12_000, 'x') });
    db.close();
    // The plain form reads the same cursor (the first test shows its lines).
    const target = path.join(dir, 'big.json');
    const fd = openSync(target, 'w');
    const out = run(dataDir, ['--json'], ['--max-old-space-size=16'], fd);
    closeSync(fd);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const list = JSON.parse(readFileSync(target, 'utf8')) as { lead_id: string; payload: { message: string } }[];
    expect(list).toHaveLength(n);
    expect(new Set(list.map((l) => l.lead_id)).size).toBe(n);
    expect(list.every((l) => l.payload.message.length === 12_000)).toBe(true);
  });
});
