import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/* A local CRM webhook receiver and a local SMTP sink for the lead delivery tests; each can be taken down and back. */

export interface WebhookHit { leadId: string; body: Record<string, unknown>; signatureOk: boolean }

export async function startWebhookReceiver(key: string, opts: { delayMs?: number } = {}) {
  const hits: WebhookHit[] = [];
  let failing = false;
  let inFlight = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failing) { res.writeHead(503).end('down for maintenance'); return; }
      inFlight++;
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(`sha256=${createHmac('sha256', key).update(raw).digest('hex')}`);
      const got = Buffer.from(String(req.headers['x-signature-sha256'] ?? ''));
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      hits.push({ leadId: String(req.headers['x-lead-id']), body, signatureOk: got.length === expected.length && timingSafeEqual(got, expected) });
      setTimeout(() => { inFlight--; res.writeHead(204).end(); }, opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    hits,
    inFlight: () => inFlight,
    /** true: answer 503 to everything (the CRM is down). */
    setFailing(v: boolean) { failing = v; },
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

export async function startSmtpSink() {
  const mails: ParsedMail[] = [];
  const make = () => new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => { mails.push(mail); done(); }, (e: Error) => done(e));
    },
  });
  let server = make();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  let up = true;
  return {
    port,
    mails,
    /** Stop listening: connections are refused, like an SMTP relay that is down. */
    async down() { if (up) { up = false; await new Promise<void>((r) => server.close(() => r())); } },
    async up() { if (!up) { server = make(); await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r())); up = true; } },
    close: async () => { if (up) await new Promise<void>((r) => server.close(() => r())); },
  };
}
