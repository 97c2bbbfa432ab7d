import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, startWebhookReceiver } from './delivery-sinks';
import { postJson, validEnquiry } from './helpers';
import { startPreviewProcess, stopProcess } from '../../scripts/server/preview-process';

/*
 * The real `npm start` process with leads.delivery in dealer.json: killed with SIGKILL while deliveries are in
 * flight, then started again, it loses no lead. At least once: only a lead whose webhook call was in flight at the
 * kill may arrive twice (same X-Lead-Id), never none.
 */
// A Standard Webhooks secret: whsec_ and the base64 of 32 bytes.
const SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const ADMIN_TOKEN = 'process-test-admin-token-0123';
let dir: string;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let relay: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'deliver-'));
  for (const slug of ['kill-motors', 'mail-kill-motors']) {
    mkdirSync(path.join(dir, 'dist', slug), { recursive: true });
    writeFileSync(path.join(dir, 'dist', slug, 'index.html'), '<!doctype html><h1>Kill</h1>');
  }
  // Every webhook call takes 250 ms, so a kill lands while one is in flight.
  receiver = await startWebhookReceiver(SECRET, { delayMs: 250 });
  // The relay holds its reply to each message 200 ms after reading it, so a kill lands mid-send.
  relay = await startSmtpSink({ delayMs: 200 });
  mkdirSync(path.join(dir, 'dealers', 'mail-kill-motors'), { recursive: true });
  writeFileSync(
    path.join(dir, 'dealers', 'mail-kill-motors', 'dealer.json'),
    JSON.stringify({
      slug: 'mail-kill-motors',
      name: 'Mail Kill Motors',
      leads: {
        delivery: {
          email: { smtp: { host: '127.0.0.1', port: relay.port }, from: 'leads@kill.example.com', to: ['crm@kill.example.com'] },
          retry_first_ms: 100,
          retry_max_ms: 500,
        },
      },
    }),
  );
  mkdirSync(path.join(dir, 'dealers', 'kill-motors'), { recursive: true });
  writeFileSync(
    path.join(dir, 'dealers', 'kill-motors', 'dealer.json'),
    JSON.stringify({
      slug: 'kill-motors',
      name: 'Kill Motors',
      leads: { delivery: { webhook: { url: receiver.url, signing_key_env: 'KILL_WEBHOOK_KEY', timeout_ms: 1000 }, retry_first_ms: 100, retry_max_ms: 500 } },
    }),
  );
});
afterAll(async () => {
  await receiver.close();
  await relay.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm start` for one of the dealers above, as ops start it, with the signing key in its environment. */
const start = (dealer = 'kill-motors') =>
  startPreviewProcess({
    dealer,
    dist: path.join(dir, 'dist'),
    dealers: path.join(dir, 'dealers'),
    dataDir: path.join(dir, 'data'),
    env: { KILL_WEBHOOK_KEY: SECRET, ADMIN_TOKEN },
  });

/** Posts n enquiries named `${label} i`, each answered 201; their lead ids in order. */
async function postLeads(base: string, n: number, label: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await postJson(base, '/api/leads', { userData: { ...validEnquiry, name: `${label} ${i}` } }, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { lead_id: string }).lead_id);
  }
  return ids;
}
async function until(check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('lead delivery survives kill -9', () => {
  it('SIGKILL during delivery, restart: every lead answered 201 reaches the webhook, at most the in-flight one twice', async () => {
    const first = await start();
    expect(first.startup).toContain('lead delivery: webhook');
    expect(first.startup).toMatch(/admin \(leads, sign-in codes; keep this link private\): http:\/\/127\.0\.0\.1:\d+\/admin\/leads\?token=[\w-]+/);
    const ids = await postLeads(first.base, 12, 'Kill');
    await until(() => receiver.hits.length >= 3 && receiver.inFlight() === 1);
    await stopProcess(first.child, 'SIGKILL');
    const before = receiver.hits.length;
    expect(before).toBeLessThan(ids.length);

    const second = await start();
    // Every row delivered, as the restarted server reports it. The in-flight row's lease (timeout + 5 s) runs out
    // first; it is then sent again (its 2xx was never recorded), which is the one repeat allowed.
    const delivered = async () => {
      const res = await fetch(`${second.base}/admin/leads.json`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const leads = (await res.json()) as { lead_id: string; delivery: { state: string }[] }[];
      return leads.length === ids.length && leads.every((l) => l.delivery.length === 1 && l.delivery[0]?.state === 'delivered');
    };
    await until(delivered, 30_000);
    expect(ids.every((id) => receiver.hits.some((h) => h.leadId === id))).toBe(true);
    await new Promise((r) => setTimeout(r, 400));
    const repeats = ids.map((id) => receiver.hits.filter((h) => h.leadId === id).length).filter((n) => n > 1);
    expect(repeats.length).toBeLessThanOrEqual(1);
    expect(receiver.hits.every((h) => h.signatureOk)).toBe(true);
    await stopProcess(second.child);
    const db = new DatabaseSync(path.join(dir, 'data', 'kill-motors.sqlite'), { readOnly: true });
    const states = db.prepare('SELECT state, COUNT(*) AS n FROM lead_deliveries GROUP BY state').all() as { state: string; n: number }[];
    db.close();
    expect(states).toEqual([{ state: 'delivered', n: ids.length }]);
  }, 60_000);

  it('SIGKILL while a lead e-mail is being sent, restart: no lead lost, none mailed twice within the hour', async () => {
    const first = await start('mail-kill-motors');
    expect(first.startup).toContain('lead delivery: email');
    const ids = await postLeads(first.base, 5, 'Mail kill');
    // The relay has read a whole message and holds its 250: the kill lands mid-send.
    await until(() => relay.mails.length >= 2 && relay.inFlight() === 1);
    const killedAt = Date.now();
    await stopProcess(first.child, 'SIGKILL');
    const mailsOf = (id: string) => relay.mails.filter((m) => !!m.subject?.includes(id)).length;
    const inFlight = ids.filter((id) => mailsOf(id) === 1).at(-1)!;
    expect(ids.filter((id) => mailsOf(id) === 0).length).toBeGreaterThan(0);

    const second = await start('mail-kill-motors');
    const file = path.join(dir, 'data', 'mail-kill-motors.sqlite');
    const rows = () => {
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        return db
          .prepare(
            'SELECT l.lead_id, d.state, d.lease_until FROM leads l LEFT JOIN lead_deliveries d ON d.lead_id = l.lead_id AND d.destination = ? ORDER BY l.rowid',
          )
          .all('email') as { lead_id: string; state: string | null; lease_until: number | null }[];
      } finally {
        db.close();
      }
    };
    // Every other lead is mailed by the restarted server; the one in flight at the kill stays claimed.
    await until(() => rows().filter((r) => r.state === 'delivered').length === ids.length - 1, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // a stray repeat would arrive now
    await stopProcess(second.child);

    const after = rows();
    expect(after.map((r) => r.lead_id)).toEqual(ids);
    for (const id of ids) expect(mailsOf(id), id).toBe(1);
    const held = after.filter((r) => r.state !== 'delivered');
    expect(held.map((r) => [r.lead_id, r.state])).toEqual([[inFlight, 'pending']]);
    // Its lease, taken before the kill, runs about an hour: it is tried again then, not sooner.
    expect(held[0]!.lease_until! - killedAt).toBeGreaterThan(59 * 60_000);
    expect(held[0]!.lease_until! - killedAt).toBeLessThanOrEqual(60 * 60_000);
  }, 30_000);
});
