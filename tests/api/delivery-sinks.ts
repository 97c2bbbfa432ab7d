import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

/* A local CRM webhook receiver and a local SMTP sink for the lead delivery tests; each can be taken down and back. */

export interface WebhookHit {
  leadId: string;
  body: Record<string, unknown>;
  signatureOk: boolean;
  raw: string;
  headers: Record<string, string>;
}

/** The three Standard Webhooks headers of a request, as the receiver library takes them. */
export const webhookHeadersOf = (h: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((k) => [k, String(h[k] ?? '')]));

/**
 * A CRM receiver that verifies each delivery with the `standardwebhooks` library, as a dealer's CRM would: a
 * request that does not verify (wrong secret, tampered body, timestamp outside the library's tolerance) is
 * answered 401 and recorded with signatureOk false.
 */
export async function startWebhookReceiver(secret: string, opts: { delayMs?: number } = {}) {
  const hits: WebhookHit[] = [];
  const rejected: { leadId: string; error: string }[] = [];
  const wh = new Webhook(secret);
  let failing = false;
  let inFlight = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failing) {
        res.writeHead(503).end('down for maintenance');
        return;
      }
      inFlight++;
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = webhookHeadersOf(req.headers);
      const leadId = String(req.headers['x-lead-id']);
      try {
        wh.verify(raw, headers);
      } catch (e) {
        inFlight--;
        rejected.push({ leadId, error: (e as Error).message });
        res.writeHead(401).end('signature does not verify');
        return;
      }
      hits.push({ leadId, body: JSON.parse(raw) as Record<string, unknown>, signatureOk: true, raw, headers });
      setTimeout(() => {
        inFlight--;
        res.writeHead(204).end();
      }, opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/crm/leads`,
    hits,
    /** Requests refused because they did not verify, with the library's reason. */
    rejected,
    inFlight: () => inFlight,
    /** true: answer 503 to everything (the CRM is down). */
    setFailing(v: boolean) {
      failing = v;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/**
 * How the relay dies on the next message: 'mid-data' drops every connection once part of the message is read (the
 * message is lost with it, as a relay must discard an unfinished one); 'after-data' reads the whole message, keeps
 * it (it reached the inbox) and drops the connection before its 250 reply; 'mail-from' drops it at MAIL FROM,
 * before any of the message is sent.
 */
export type SmtpCrash = 'mid-data' | 'after-data' | 'mail-from';

export async function startSmtpSink(opts: { delayMs?: number } = {}) {
  const mails: ParsedMail[] = [];
  /** A reply code the server answers every message with instead of accepting it (554: refused), or null to accept. */
  let refusal: number | null = null;
  let crash: SmtpCrash | null = null;
  let crashes = 0;
  /** Messages being read: a slow relay (delayMs) holds each this long before its reply. */
  let inFlight = 0;
  const sockets = new Set<Socket>();
  const dropAll = () => {
    crash = null;
    crashes++;
    for (const s of sockets) s.destroy();
  };
  const make = () => {
    const srv = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onMailFrom(_address, _session, done) {
        if (crash === 'mail-from') return dropAll();
        done();
      },
      onData(stream, _session, done) {
        if (crash === 'mid-data') {
          stream.once('data', () => dropAll());
          stream.resume();
          return;
        }
        if (crash === 'after-data') {
          simpleParser(stream).then((mail) => {
            mails.push(mail);
            dropAll();
          }, done);
          return;
        }
        if (refusal !== null) {
          const code = refusal;
          stream.resume();
          stream.on('end', () => done(Object.assign(new Error('Message refused by the relay'), { responseCode: code })));
          return;
        }
        inFlight++;
        simpleParser(stream).then(
          (mail) => {
            mails.push(mail);
            setTimeout(() => {
              inFlight--;
              done();
            }, opts.delayMs ?? 0);
          },
          (e: Error) => {
            inFlight--;
            done(e);
          },
        );
      },
    });
    srv.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return srv;
  };
  let server = make();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.server.address() as AddressInfo).port;
  let up = true;
  return {
    port,
    mails,
    /** Messages read in full whose reply is still held back (delayMs). */
    inFlight: () => inFlight,
    /** Die on the next message in this way (once); crashes() counts how often it did. */
    crashNext(mode: SmtpCrash) {
      crash = mode;
    },
    crashes: () => crashes,
    /** Answer every message with this code (a 5xx refusal), or accept them again with null. */
    refuse(code: number | null) {
      refusal = code;
    },
    /** Stop listening: connections are refused, like an SMTP relay that is down. */
    async down() {
      if (up) {
        up = false;
        await new Promise<void>((r) => server.close(() => r()));
      }
    },
    async up() {
      if (!up) {
        server = make();
        await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
        up = true;
      }
    },
    close: async () => {
      if (up) await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
