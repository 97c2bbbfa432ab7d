import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadToAdf } from '../../scripts/server/delivery/adf';
import { leadDeliverySchema } from '../../src/domain/schemas/lead-delivery';
import { startSmtpSink, startWebhookReceiver } from './delivery-sinks';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';

/*
 * Issue 15, "Leads reach the dealer": each stored lead is forwarded from a durable outbox in the SQLite file to a
 * signed webhook and as ADF/XML by e-mail, retried with backoff while a receiver is down, and delivered exactly
 * once per destination after it recovers. State shows in /admin/leads(.json) and `npm run leads`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const KEY_ENV = 'TEST_LEAD_WEBHOOK_KEY';
const SECRET = 'webhook-signing-secret-for-tests';
let t: TestServer;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  webhook = await startWebhookReceiver(SECRET);
  smtp = await startSmtpSink();
  const settings = leadDeliverySchema.parse({
    webhook: { url: webhook.url, signing_key_env: KEY_ENV, timeout_ms: 2000 },
    email: { smtp: { host: '127.0.0.1', port: smtp.port }, from: 'leads@demo-motors.example.com', to: ['crm@dealer.example.com'] },
    retry_first_ms: 100, retry_max_ms: 400,
  });
  t = await startTestServer({
    deliveryPollMs: 50,
    delivery: {
      settings, dealer: 'test-motors', vendorName: 'Test Motors & Sons', env: { [KEY_ENV]: SECRET },
      carLookup: (id) => (id === '101' ? { year: 2021, make: 'Toyota', model: 'Corolla', vin: 'JTNB11HK103456789', stocknum: 'S101', price: 23990, car_type: 'used' } : null),
    },
  });
});
afterAll(async () => { await t?.stop(); await webhook?.close(); await smtp?.close(); });

const adminJson = async () => (await (await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).json()) as
  { lead_id: string; name: string; delivery: { destination: string; state: string; attempts: number; last_error: string | null }[] }[];
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
  it('a stored lead goes to the webhook (JSON, HMAC-SHA256 signed) and by e-mail as ADF/XML', async () => {
    const id = await post({ ...validEnquiry, form: 'test_drive', category: 'Test Drive', subcategory: 'Used Car Test Drive', name: 'Tess', last_name: 'Driver', message: 'Saturday <am> please & thanks', booking_datetime: '2026-11-28T09:30' });
    await until(() => webhook.hits.some((h) => h.leadId === id) && smtp.mails.some((m) => m.subject?.includes(id)));
    const hit = webhook.hits.find((h) => h.leadId === id)!;
    expect(hit.signatureOk).toBe(true);
    expect(hit.body).toMatchObject({ lead_id: id, dealer: 'test-motors', form: 'test_drive', category: 'Test Drive', email: 'jane@example.com', lead: { last_name: 'Driver' } });

    const mail = smtp.mails.find((m) => m.subject?.includes(id))!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('crm@dealer.example.com');
    const adf = mail.text!;
    expect(adf).toContain('<?adf version="1.0"?>');
    expect(adf).toMatch(/<adf><prospect status="new">.*<requestdate>\d{4}-\d\d-\d\dT[^<]+<\/requestdate>/s);
    expect(adf).toContain('<vehicle interest="test-drive" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTNB11HK103456789</vin><stock>S101</stock><price type="asking" currency="AUD">23990</price></vehicle>');
    expect(adf).toContain('<contact><name part="first">Tess</name><name part="last">Driver</name><email>jane@example.com</email><phone type="voice">0412 345 678</phone></contact>');
    expect(adf).toContain('Saturday &lt;am&gt; please &amp; thanks');
    expect(adf).toContain('Preferred test drive time: 2026-11-28T09:30');
    expect(adf).toContain('<vendor><vendorname>Test Motors &amp; Sons</vendorname></vendor>');
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
      expect(count(webhook.hits, (h) => h.leadId === id), `webhook ${id}`).toBe(1);
      expect(count(smtp.mails, (m) => !!m.subject?.includes(id)), `email ${id}`).toBe(1);
    }
    expect(webhook.hits.every((h) => h.signatureOk)).toBe(true);
    expect(await (await fetch(`${t.base}/admin/leads`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } })).text()).toMatch(/webhook: delivered [^;]+ \(after \d+ attempts\); email: delivered/);
  });

  it('npm run leads shows each lead’s delivery state', () => {
    const out = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/leads.ts'), '--dealer', 'test-motors'], { cwd: ROOT, env: { ...process.env, LEADS_DATA_DIR: t.dataDir }, encoding: 'utf8' });
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/Outage 3[^\n]*\n(?: {4}[^\n]*\n)* {4}delivery: webhook: delivered [^;]+; email: delivered/);
  });

  it('a missing signing key is a visible error; after max_attempts the delivery is marked failed, not dropped silently', async () => {
    const other = await startTestServer({
      deliveryPollMs: 20,
      delivery: { settings: leadDeliverySchema.parse({ webhook: { url: webhook.url, signing_key_env: 'NOT_SET_ANYWHERE' }, retry_first_ms: 20, retry_max_ms: 40, max_attempts: 3 }), dealer: 'x', vendorName: 'X', env: {} },
    });
    try {
      const res = await postJson(other.base, '/api/leads', { userData: validEnquiry }, { 'idempotency-key': randomUUID() });
      const { lead_id } = (await res.json()) as { lead_id: string };
      const row = () => other.preview.db.prepare('SELECT state, attempts, last_error FROM lead_deliveries WHERE lead_id = ?').get(lead_id) as { state: string; attempts: number; last_error: string };
      await until(() => row().state !== 'pending');
      expect(row()).toEqual({ state: 'failed', attempts: 3, last_error: 'environment variable NOT_SET_ANYWHERE is not set' });
      expect(webhook.hits.some((h) => h.leadId === lead_id)).toBe(false);
      const page = await (await fetch(`${other.base}/admin/leads`, { headers: { authorization: `Bearer ${other.preview.adminToken}` } })).text();
      expect(page).toContain('webhook: FAILED after 3 attempts, last error: environment variable NOT_SET_ANYWHERE is not set');
    } finally { await other.stop(); }
  });

  it('settings take secrets only as environment variable names', () => {
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'https://crm.example.com/x', signing_key_env: 'LEAD_WEBHOOK_KEY' } }).success).toBe(true);
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'https://crm.example.com/x', signing_key_env: 'sk_live_abc123secret' } }).success).toBe(false);
    expect(leadDeliverySchema.safeParse({ webhook: { url: 'javascript:alert(1)', signing_key_env: 'K' } }).success).toBe(false);
  });

  it('the ADF document escapes whatever a shopper typed', () => {
    const xml = leadToAdf({
      lead_id: 'L-1', idempotency_key: 'k', form: 'enquiry', category: 'Vehicle Enquiry', subcategory: null, name: '</name><x>', email: 'a@b.co', phone: null, car_id: null,
      is_last_step: 1, payload: JSON.stringify({ name: '</name><x>', message: ']]><!-- \u0001', 'Vehicle Make': 'Ford"' }), created_at: '2026-11-21T00:00:00.000Z',
    }, { vendorName: 'V' });
    expect(xml).toContain('<name part="full">&lt;/name&gt;&lt;x&gt;</name>');
    expect(xml).toContain(']]&gt;&lt;!-- ');
    expect(xml).not.toContain('\u0001');
    expect(xml).toContain('<make>Ford&quot;</make>');
    expect(xml).toContain('<vehicle interest="buy" status="used">');
  });
});
