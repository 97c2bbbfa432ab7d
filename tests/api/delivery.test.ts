import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDeliveryConfig } from '../../scripts/server/delivery/settings';
import { sendWebhook } from '../../scripts/server/delivery/webhook';
import { describeDelivery, openDb, type DeliveryRow, type StoredLead } from '../../scripts/server/db';
import { startDeliveryWorker, type DeliveryWorker } from '../../scripts/server/delivery/outbox';
import { submitLead } from '../../scripts/server/leads';
import { leadDeliverySchema } from '../../src/domain/schemas/lead-delivery';
import { startSmtpSink, startWebhookReceiver } from './delivery-sinks';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';
import { TS_IMPORT } from '../../scripts/lib/shared/ts-import';

/*
 * Leads reach the dealer: each stored lead is forwarded from a durable outbox in the SQLite file to a
 * signed webhook and as ADF/XML by e-mail, retried with backoff while a receiver is down, and delivered exactly
 * once per destination after it recovers. State shows in /admin/leads(.json) and `npm run leads`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY_ENV = 'TEST_LEAD_WEBHOOK_KEY';
// A Standard Webhooks secret: whsec_ and the base64 of 32 bytes.
const SECRET = `whsec_${Buffer.alloc(32, 42).toString('base64')}`;
let t: TestServer;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  webhook = await startWebhookReceiver(SECRET);
  smtp = await startSmtpSink();
  const settings = leadDeliverySchema.parse({
    webhook: { url: webhook.url, signing_key_env: KEY_ENV, timeout_ms: 2000 },
    email: { smtp: { host: '127.0.0.1', port: smtp.port }, from: 'leads@demo-motors.example.com', to: ['crm@dealer.example.com'] },
    retry_first_ms: 100,
    retry_max_ms: 400,
  });
  t = await startTestServer({
    deliveryPollMs: 50,
    delivery: {
      settings,
      dealer: 'test-motors',
      vendorName: 'Test Motors & Sons',
      env: { [KEY_ENV]: SECRET },
      carLookup: (id) =>
        id === '101' ? { year: 2021, make: 'Toyota', model: 'Corolla', vin: 'JTNB11HK103456789', stocknum: 'S101', price: 23990, car_type: 'used' } : null,
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await webhook?.close();
  await smtp?.close();
});

const adminJson = async () =>
  (await (await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).json()) as {
    lead_id: string;
    name: string;
    delivery: { destination: string; state: string; attempts: number; last_error: string | null }[];
  }[];
async function post(userData: Record<string, unknown>): Promise<string> {
  const res = await postJson(t.base, '/api/leads', { userData, isLastStep: true }, { 'idempotency-key': randomUUID() });
  expect(res.status).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}
async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const count = <T>(list: T[], pred: (x: T) => boolean) => list.filter(pred).length;

describe('lead delivery', () => {
  it('a stored lead goes to the webhook (JSON, signed in the Standard Webhooks form) and by e-mail as ADF/XML', async () => {
    const id = await post({
      ...validEnquiry,
      form: 'test_drive',
      category: 'Test Drive',
      subcategory: 'Used Car Test Drive',
      name: 'Tess',
      last_name: 'Driver',
      message: 'Saturday <am> please & thanks',
      booking_datetime: '2026-11-28T09:30',
    });
    await until(() => webhook.hits.some((h) => h.leadId === id) && smtp.mails.some((m) => m.subject?.includes(id)));
    const hit = webhook.hits.find((h) => h.leadId === id)!;
    expect(hit.signatureOk).toBe(true);
    // Verified by the off-the-shelf receiver library (the receiver above already refused anything else).
    expect(new Webhook(SECRET).verify(hit.raw, hit.headers)).toMatchObject({ lead_id: id });
    expect(hit.headers['webhook-id']).toBe(id);
    expect(hit.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(hit.body).toMatchObject({
      lead_id: id,
      dealer: 'test-motors',
      form: 'test_drive',
      category: 'Test Drive',
      email: 'jane@example.com',
      lead: { last_name: 'Driver' },
    });

    const mail = smtp.mails.find((m) => m.subject?.includes(id))!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('crm@dealer.example.com');
    const adf = mail.text!;
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toMatch(/<adf><prospect status="new">.*<requestdate>\d{4}-\d\d-\d\dT[^<]+<\/requestdate>/s);
    expect(adf).toContain(
      '<vehicle interest="test-drive" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTNB11HK103456789</vin><stock>S101</stock><price type="asking" currency="AUD">23990</price></vehicle>',
    );
    expect(adf).toContain(
      '<contact><name part="first">Tess</name><name part="last">Driver</name><email>jane@example.com</email><phone type="voice">0412 345 678</phone></contact>',
    );
    expect(adf).toContain('Saturday &lt;am&gt; please &amp; thanks');
    expect(adf).toContain('Preferred test drive time: 2026-11-28T09:30');
    expect(adf).toContain(
      '<vendor><vendorname>Test Motors &amp; Sons</vendorname><contact><name part="full" type="business">Test Motors &amp; Sons</name><email>leads@demo-motors.example.com</email></contact></vendor>',
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual(['lead.adf.xml']);
    expect(mail.messageId).toBe(`<${id}.adf@dealer-sites.invalid>`);
  });

  it('receivers down for a while: leads wait with their error, then each is delivered exactly once per destination', async () => {
    webhook.setFailing(true);
    await smtp.down();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await post({ ...validEnquiry, name: `Outage ${i}` }));
    // Several failed attempts each, nothing delivered, the reason visible to the dealer.
    await until(async () => (await adminJson()).filter((l) => ids.includes(l.lead_id)).every((l) => l.delivery.every((d) => d.attempts >= 2)));
    const during = (await adminJson()).filter((l) => ids.includes(l.lead_id));
    for (const l of during) {
      expect(l.delivery.map((d) => d.state).sort()).toEqual(['pending', 'pending']);
      expect(l.delivery.find((d) => d.destination === 'webhook')!.last_error).toMatch(/503/);
      expect(l.delivery.find((d) => d.destination === 'email')!.last_error).toMatch(/ECONNREFUSED|connect/i);
    }
    const page = await (await fetch(`${t.base}/admin/leads`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).text();
    expect(page).toContain('<th>Delivery</th>');
    expect(page).toMatch(/webhook: pending \(\d+ attempts, next [^)]*last error: webhook answered 503\)/);
    expect(count(webhook.hits, (h) => ids.includes(h.leadId))).toBe(0);

    webhook.setFailing(false);
    await smtp.up();
    await until(async () => (await adminJson()).filter((l) => ids.includes(l.lead_id)).every((l) => l.delivery.every((d) => d.state === 'delivered')));
    await new Promise((r) => setTimeout(r, 500)); // any stray second attempt would arrive now
    for (const id of ids) {
      expect(
        count(webhook.hits, (h) => h.leadId === id),
        `webhook ${id}`,
      ).toBe(1);
      expect(
        count(smtp.mails, (m) => !!m.subject?.includes(id)),
        `email ${id}`,
      ).toBe(1);
    }
    expect(webhook.hits.every((h) => h.signatureOk)).toBe(true);
    expect(await (await fetch(`${t.base}/admin/leads`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).text()).toMatch(
      /webhook: delivered [^;]+ \(after \d+ attempts\); email: delivered/,
    );
  });

  it('a relay refusing every message (554) keeps the lead with the refusal shown; accepted again, each lead is mailed once', async () => {
    smtp.refuse(554);
    const ids = [await post({ ...validEnquiry, name: 'Refused 1' }), await post({ ...validEnquiry, name: 'Refused 2' })];
    const email = async () => (await adminJson()).filter((l) => ids.includes(l.lead_id)).map((l) => l.delivery.find((d) => d.destination === 'email')!);
    await until(async () => (await email()).every((d) => d.attempts >= 2));
    for (const d of await email()) {
      expect(d.state).toBe('pending');
      expect(d.last_error).toMatch(/554|refused/i);
    }
    expect(count(smtp.mails, (m) => ids.some((id) => !!m.subject?.includes(id)))).toBe(0);
    smtp.refuse(null);
    await until(async () => (await email()).every((d) => d.state === 'delivered'));
    await new Promise((r) => setTimeout(r, 500)); // a stray second attempt would arrive now
    for (const id of ids)
      expect(
        count(smtp.mails, (m) => !!m.subject?.includes(id)),
        id,
      ).toBe(1);
  });

  it('npm run leads shows each lead’s delivery state', () => {
    const out = spawnSync(process.execPath, [...TS_IMPORT, path.join(ROOT, 'scripts/leads.ts'), '--dealer', 'test-motors'], {
      cwd: ROOT,
      env: { ...process.env, LEADS_DATA_DIR: t.dataDir },
      encoding: 'utf8',
    });
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/Outage 3[^\n]*\n(?: {4}[^\n]*\n)* {4}delivery: webhook: delivered [^;]+; email: delivered/);
  });

  it('a missing signing key is a visible error; after max_attempts the delivery is marked failed, not dropped silently', async () => {
    const other = await startTestServer({
      deliveryPollMs: 20,
      delivery: {
        settings: leadDeliverySchema.parse({
          webhook: { url: webhook.url, signing_key_env: 'NOT_SET_ANYWHERE' },
          retry_first_ms: 20,
          retry_max_ms: 40,
          max_attempts: 3,
        }),
        dealer: 'x',
        vendorName: 'X',
        env: {},
      },
    });
    try {
      const res = await postJson(other.base, '/api/leads', { userData: validEnquiry }, { 'idempotency-key': randomUUID() });
      const { lead_id } = (await res.json()) as { lead_id: string };
      const row = () =>
        other.preview.db.prepare('SELECT state, attempts, last_error FROM lead_deliveries WHERE lead_id = ?').get(lead_id) as {
          state: string;
          attempts: number;
          last_error: string;
        };
      await until(() => row().state !== 'pending');
      expect(row()).toEqual({ state: 'failed', attempts: 3, last_error: 'environment variable NOT_SET_ANYWHERE is not set' });
      expect(webhook.hits.some((h) => h.leadId === lead_id)).toBe(false);
      const page = await (await fetch(`${other.base}/admin/leads`, { headers: { authorization: `Bearer ${other.preview.adminToken}` } })).text();
      expect(page).toContain('webhook: FAILED after 3 attempts, last error: environment variable NOT_SET_ANYWHERE is not set');
    } finally {
      await other.stop();
    }
  });

  describe('Standard Webhooks verification at the receiver', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const stored = (lead_id: string): StoredLead => ({
      lead_id,
      idempotency_key: 'k',
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: null,
      name: 'Replay',
      email: 'r@example.com',
      phone: null,
      car_id: null,
      is_last_step: 1,
      payload: JSON.stringify({ name: 'Replay', message: 'hello' }),
      created_at: '2026-11-21T00:00:00.000Z',
    });

    it('a captured delivery replayed after the tolerance (5 minutes) is refused by the library', async () => {
      const id = await post({ ...validEnquiry, name: 'Captured' });
      await until(() => webhook.hits.some((h) => h.leadId === id));
      const hit = webhook.hits.find((h) => h.leadId === id)!;
      const receiver = new Webhook(SECRET);
      expect(() => receiver.verify(hit.raw, hit.headers)).not.toThrow();
      vi.useFakeTimers({ now: Date.now() + 6 * 60_000, toFake: ['Date'] });
      expect(() => receiver.verify(hit.raw, hit.headers)).toThrow(/timestamp too old/i);
    });

    it('a delivery whose timestamp is older than the tolerance is answered 401 by the receiver and not accepted', async () => {
      const before = webhook.rejected.length;
      await expect(
        sendWebhook(stored('OLD-1'), {
          url: webhook.url,
          key: SECRET,
          keyEnv: KEY_ENV,
          dealer: 'test-motors',
          timeoutMs: 2000,
          now: new Date(Date.now() - 10 * 60_000),
        }),
      ).rejects.toThrow('webhook answered 401');
      expect(webhook.rejected.slice(before)).toEqual([{ leadId: 'OLD-1', error: expect.stringMatching(/too old/i) }]);
      expect(webhook.hits.some((h) => h.leadId === 'OLD-1')).toBe(false);
    });

    it('a tampered body or a delivery signed with another secret does not verify', async () => {
      const id = await post({ ...validEnquiry, name: 'Original' });
      await until(() => webhook.hits.some((h) => h.leadId === id));
      const hit = webhook.hits.find((h) => h.leadId === id)!;
      expect(() => new Webhook(SECRET).verify(hit.raw.replace('Original', 'Tampered'), hit.headers)).toThrow(/no matching signature/i);
      expect(() => new Webhook(SECRET).verify(hit.raw, { ...hit.headers, 'webhook-id': 'another-id' })).toThrow(/no matching signature/i);
      const before = webhook.rejected.length;
      const other = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
      await expect(sendWebhook(stored('WRONG-KEY'), { url: webhook.url, key: other, keyEnv: KEY_ENV, dealer: 'test-motors', timeoutMs: 2000 })).rejects.toThrow(
        'webhook answered 401',
      );
      expect(webhook.rejected.slice(before).map((r) => r.leadId)).toEqual(['WRONG-KEY']);
    });

    it('a receiver answering 2xx with an endless body: a few KB are read, the rest dropped, and the delivery counts', async () => {
      let written = 0;
      let closed = false;
      const endless = createServer((req, res) => {
        req.resume();
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const chunk = Buffer.alloc(64 * 1024, 120);
        const pump = () => {
          while (!closed && written < 1024 ** 3 && res.write(chunk)) written += chunk.length;
        };
        res.on('drain', pump);
        res.on('close', () => (closed = true));
        pump();
      });
      await new Promise<void>((r) => endless.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(endless.address() as AddressInfo).port}/hook`;
      try {
        await sendWebhook(stored('ENDLESS'), { url, key: SECRET, keyEnv: KEY_ENV, dealer: 'test-motors', timeoutMs: 5000 });
        await until(() => closed);
        // Sent before the close was seen: socket buffers, far from the gigabyte offered.
        expect(written).toBeLessThan(16 * 1024 ** 2);
      } finally {
        endless.closeAllConnections();
        endless.close();
      }
    });

    it('a key that is not a whsec_ secret is a visible delivery error that never shows the value', async () => {
      const value = 'old-style-hmac-key-0123456789';
      const err = await sendWebhook(stored('BAD-KEY'), { url: webhook.url, key: value, keyEnv: KEY_ENV, dealer: 'test-motors', timeoutMs: 2000 }).catch(
        (e: Error) => e,
      );
      expect((err as Error).message).toBe(`the value of ${KEY_ENV} is not a Standard Webhooks secret (whsec_ followed by the base64 of 24 to 64 random bytes)`);
      expect((err as Error).message).not.toContain(value);
      expect(webhook.hits.some((h) => h.leadId === 'BAD-KEY')).toBe(false);
    });
  });

  it('settings take secrets only as environment variable names', () => {
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'https://crm.example.com/x', signing_key_env: 'LEAD_WEBHOOK_KEY' } }).success).toBe(true);
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'https://crm.example.com/x', signing_key_env: 'sk_live_abc123secret' } }).success).toBe(false);
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'javascript:alert(1)', signing_key_env: 'K' } }).success).toBe(false);
  });

  it('a secret pasted into signing_key_env stops the server at start, and the message never repeats it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pasted-key-'));
    const pasted = 'WHSEC_MFRGGZDFMZTWQ2LKNNWXI2DBMVXHE3LP';
    writeFileSync(
      path.join(dir, 'dealer.json'),
      JSON.stringify({ name: 'X', leads: { delivery: { webhook: { url: 'https://crm.example.com/leads', signing_key_env: pasted } } } }),
    );
    const err = (() => {
      try {
        readDeliveryConfig(dir, 'x');
        return null;
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err?.message).toMatch(/leads\.delivery\.webhook\.signing_key_env: starts like a secret key/);
    expect(err?.message).not.toContain(pasted);
  });
});

describe('an e-mail killed mid-message', () => {
  it('is held an hour before it is tried again (it may have reached the inbox), a webhook only past its timeout', async () => {
    const { deliveryLeaseMs } = await import('../../scripts/server/delivery/outbox');
    expect(deliveryLeaseMs('email', {})).toBe(60 * 60_000);
    expect(deliveryLeaseMs('webhook', { webhook: { timeout_ms: 10_000 } })).toBe(15_000);
  });
});

describe('an SMTP relay that dies mid-message', () => {
  let relay: Awaited<ReturnType<typeof startSmtpSink>>;
  let db: DatabaseSync;
  let worker: DeliveryWorker;
  let dir: string;
  // The worker's clock: real time plus however far the test has moved it on.
  let ahead = 0;
  const HOUR = 60 * 60_000;
  beforeAll(async () => {
    relay = await startSmtpSink();
    dir = mkdtempSync(path.join(os.tmpdir(), 'relay-crash-'));
    db = openDb(path.join(dir, 'crash.sqlite'));
    const settings = leadDeliverySchema.parse({
      email: { smtp: { host: '127.0.0.1', port: relay.port }, from: 'leads@crash.example.com', to: ['crm@crash.example.com'] },
      retry_first_ms: 100,
      retry_max_ms: 400,
    });
    worker = startDeliveryWorker(db, { settings, dealer: 'crash-motors', vendorName: 'Crash Motors' }, () => {}, { pollMs: 20, now: () => Date.now() + ahead });
  });
  afterAll(async () => {
    await worker?.stop();
    db?.close();
    await relay?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const lead = (name: string) => {
    const answer = submitLead(db, randomUUID(), { userData: { ...validEnquiry, name }, isLastStep: true }, () => {}, ['email']);
    worker.kick();
    return String(answer.body.lead_id);
  };
  const row = (id: string) =>
    db.prepare('SELECT state, attempts, lease_until, next_attempt_at, last_error FROM lead_deliveries WHERE lead_id = ?').get(id) as {
      state: string;
      attempts: number;
      lease_until: number | null;
      next_attempt_at: number;
      last_error: string | null;
    };
  const mailsOf = (id: string) => count(relay.mails, (m) => !!m.subject?.includes(id));

  it('dropped before any of the message is sent (at MAIL FROM): the lease is released and the lead goes at the next retry', async () => {
    relay.crashNext('mail-from');
    const id = lead('Dropped early');
    await until(() => row(id).attempts >= 1);
    expect(relay.crashes()).toBe(1);
    await until(() => row(id).state === 'delivered', 5_000);
    expect(row(id)).toMatchObject({ state: 'delivered', attempts: 2, lease_until: null });
    expect(mailsOf(id)).toBe(1);
  });

  for (const mode of ['mid-data', 'after-data'] as const) {
    it(`dropped ${mode === 'mid-data' ? 'part-way through the message' : 'after the whole message, before the 250'}: pending with the error shown, held for the hour, then delivered`, async () => {
      const crashesBefore = relay.crashes();
      relay.crashNext(mode);
      const id = lead(`Crash ${mode}`);
      await until(() => row(id).attempts >= 1);
      expect(relay.crashes()).toBe(crashesBefore + 1);
      const held = row(id);
      expect(held.state).toBe('pending');
      expect(held.last_error).toMatch(/^Connection closed unexpectedly \(the relay may have the message: not sent again before \d{4}-\d\d-\d\dT[\d:.]+Z\)$/);
      // Held the hour, as after a crash of our own mid-send: the relay may have queued it before it died.
      expect(held.lease_until! - (Date.now() + ahead)).toBeGreaterThan(HOUR - 60_000);
      expect(held.lease_until! - (Date.now() + ahead)).toBeLessThanOrEqual(HOUR);
      expect(held.next_attempt_at).toBe(held.lease_until);
      // A relay that finished reading it has it in the inbox; one that died part-way discarded it.
      const copies = mode === 'after-data' ? 1 : 0;
      expect(mailsOf(id)).toBe(copies);
      // The relay works again at once, yet nothing is sent within the hour: many retry periods go by unused.
      await new Promise((r) => setTimeout(r, 600));
      expect(row(id).attempts).toBe(1);
      expect(mailsOf(id)).toBe(copies);
      // Its admin line says when it goes next.
      expect(describeDelivery([{ ...(db.prepare('SELECT * FROM lead_deliveries WHERE lead_id = ?').get(id) as unknown as DeliveryRow) }])).toMatch(
        /^email: pending \(1 attempt, next .*the relay may have the message/,
      );
      // An hour on, it is sent again (never lost): the one repeat a relay that had it may show, after the hour.
      ahead += HOUR + 1000;
      worker.kick();
      await until(() => row(id).state === 'delivered', 5_000);
      expect(row(id)).toMatchObject({ state: 'delivered', attempts: 2, lease_until: null, last_error: null });
      expect(mailsOf(id)).toBe(copies + 1);
    });
  }
});
