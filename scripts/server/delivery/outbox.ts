import type { DatabaseSync } from 'node:sqlite';
import type { LeadDelivery } from '../../../src/domain/schemas/lead-delivery';
import { sql, type DeliveryRow, type StoredLead } from '../db';
import type { AdfCar, AdfTradeIn } from './adf';
import { createMailer, MAYBE_DELIVERED, sendLeadEmail, type Mailer } from './email';
import { sendWebhook } from './webhook';

/*
 * Durable delivery outbox. submitLead writes one lead_deliveries row per configured destination in the same
 * transaction as the lead, so every lead answered 201 is queued even if the process dies the next instant.
 * One worker per server runs a loop per destination (a slow SMTP server never holds up the webhook), sending due
 * rows one at a time: a row is leased before the attempt (so a second process on the same file skips it), marked
 * delivered after a 2xx / accepted mail, else retried with doubling backoff.
 * At least once: a kill between the receiver's 2xx and our UPDATE sends that lead again after restart (same
 * lead id, same body, same Message-ID), never zero times.
 */
export type Destination = 'webhook' | 'email';

export interface DeliveryConfig {
  settings: LeadDelivery;
  /** Dealer slug, sent in the webhook body. */
  dealer: string;
  /** ADF <vendorname> and the vendor contact's name. */
  vendorName: string;
  /** The dealership's phone and site address for the ADF vendor (its contact also carries the e-mail's from address). */
  vendorPhone?: string | null;
  vendorUrl?: string | null;
  /** The site's currency (dealer.json `currency`) for the ADF's prices and amounts; AUD when not given. */
  currency?: string;
  /** Where secrets are read from by name (process.env). */
  env?: Record<string, string | undefined>;
  /** Stock details (year, VIN, price) for the ADF vehicle, by the car's id or slug (a lead's car_id may be either). */
  carLookup?: (carIdOrSlug: string) => AdfCar | null;
}

export function destinationsOf(settings: LeadDelivery | undefined | null): Destination[] {
  if (!settings) return [];
  return [...(settings.webhook ? ['webhook' as const] : []), ...(settings.email ? ['email' as const] : [])];
}

/** Inside the lead's transaction: queue it for every destination. */
export function enqueueDeliveries(db: DatabaseSync, leadId: string, destinations: Destination[], now = Date.now()): void {
  const insert = sql(
    db,
    "INSERT OR IGNORE INTO lead_deliveries (lead_id, destination, state, attempts, next_attempt_at, created_at) VALUES (?, ?, 'pending', 0, ?, ?)",
  );
  for (const d of destinations) insert.run(leadId, d, now, new Date(now).toISOString());
}

export function backoffMs(attempts: number, settings: Pick<LeadDelivery, 'retry_first_ms' | 'retry_max_ms'>): number {
  return Math.min(settings.retry_max_ms, settings.retry_first_ms * 2 ** Math.max(0, attempts - 1));
}

/**
 * The shopper's own car for a trade-in lead's ADF: the trade-in valuation sends it in steps (rego lookup, the car's
 * answers, then the accepted offer with the contact details), each its own lead; the accepted offer names the first
 * by lead_id and the answers name it by id.
 */
export function tradeInOf(db: DatabaseSync, lead: StoredLead): AdfTradeIn | null {
  const p = JSON.parse(lead.payload) as Record<string, unknown>;
  const first = lead.form === 'offer_accepted' ? p.lead_id : lead.form === 'valuation_adjustments' ? p.id : lead.form === 'rego_lookup' ? lead.lead_id : null;
  if (first === null || first === undefined) return null;
  const payloadOf = (row: { payload: string } | undefined) => (row ? (JSON.parse(row.payload) as Record<string, unknown>) : null);
  const rego = payloadOf(sql(db, 'SELECT payload FROM leads WHERE lead_id = ?').get(String(first)) as { payload: string } | undefined);
  const answersLead =
    lead.form === 'valuation_adjustments'
      ? p
      : payloadOf(
          sql(
            db,
            "SELECT payload FROM leads WHERE form = 'valuation_adjustments' AND json_extract(payload, '$.id') = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
          ).get(String(first)) as { payload: string } | undefined,
        );
  const answers = (answersLead?.adjustmentAnswers ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const trade: AdfTradeIn = {
    year: text(answers.year),
    make: text(answers.make),
    model: text(answers.model),
    km: text(answers.km),
    rego: text(rego?.rego),
    regoState: text(rego?.regoState),
  };
  return Object.values(trade).some((v) => v !== null) ? trade : null;
}

/**
 * How long a claimed delivery is held: longer than one attempt can take, so a live attempt is never doubled, and
 * after a crash the row waits this long before it is tried again. A webhook carries its id (receivers drop a
 * repeat), so a few seconds past its timeout. An e-mail killed mid-message may have reached the dealer's inbox,
 * where nothing drops a repeat: it waits an hour, so the same lead never reaches the same address twice within
 * the hour (it is late after a crash, never lost: the row stays pending).
 */
export function deliveryLeaseMs(destination: string, settings: { webhook?: { timeout_ms: number } | null }): number {
  return destination === 'webhook' ? (settings.webhook?.timeout_ms ?? 10_000) + 5_000 : 60 * 60_000;
}

export interface DeliveryWorker {
  /** A lead was queued: look now instead of at the next poll. */
  kick(): void;
  stop(): Promise<void>;
}

// eslint-disable-next-line max-lines-per-function -- the worker's claim, attempt, record and poll steps share one closure over the database, the timer and the stop promise
export function startDeliveryWorker(
  db: DatabaseSync,
  cfg: DeliveryConfig,
  log: (line: string) => void,
  opts: { pollMs?: number; now?: () => number } = {},
): DeliveryWorker {
  const now = opts.now ?? Date.now;
  const pollMs = opts.pollMs ?? 1000;
  const env = cfg.env ?? process.env;
  const { settings } = cfg;
  let mailer: Mailer | null = null;
  let stopped = false;

  const lease = (destination: string) => deliveryLeaseMs(destination, settings);
  const secret = (name: string | undefined) => {
    if (!name) return undefined;
    const v = env[name];
    if (!v) throw new Error(`environment variable ${name} is not set`);
    return v;
  };

  async function attempt(row: DeliveryRow, lead: StoredLead): Promise<void> {
    if (row.destination === 'webhook' && settings.webhook) {
      await sendWebhook(lead, {
        url: settings.webhook.url,
        key: secret(settings.webhook.signing_key_env)!,
        keyEnv: settings.webhook.signing_key_env,
        dealer: cfg.dealer,
        timeoutMs: settings.webhook.timeout_ms,
      });
      return;
    }
    if (row.destination === 'email' && settings.email) {
      const { smtp } = settings.email;
      mailer ??= createMailer({ host: smtp.host, port: smtp.port, secure: smtp.secure, user: secret(smtp.user_env), pass: secret(smtp.pass_env) });
      const car = lead.car_id && cfg.carLookup ? cfg.carLookup(lead.car_id) : null;
      const vendor = { name: cfg.vendorName, email: settings.email.from, phone: cfg.vendorPhone ?? null, url: cfg.vendorUrl ?? null };
      await sendLeadEmail(mailer, lead, {
        from: settings.email.from,
        to: settings.email.to,
        adf: { vendor, car, tradeIn: tradeInOf(db, lead), currency: cfg.currency },
      });
      return;
    }
    throw new Error(`destination ${row.destination} is no longer configured`);
  }

  /** Claims and tries one due row of this destination; false when none is due. */
  async function one(destination: Destination): Promise<boolean> {
    const t = now();
    const row = sql(
      db,
      `SELECT * FROM lead_deliveries WHERE destination = ? AND state = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until < ?)
      ORDER BY next_attempt_at, id LIMIT 1`,
    ).get(destination, t, t) as DeliveryRow | undefined;
    if (!row) return false;
    const claimed = sql(db, `UPDATE lead_deliveries SET lease_until = ? WHERE id = ? AND state = 'pending' AND (lease_until IS NULL OR lease_until < ?)`).run(
      t + lease(row.destination),
      row.id,
      t,
    );
    if (claimed.changes !== 1) return true; // another worker took it
    const lead = sql(db, 'SELECT * FROM leads WHERE lead_id = ?').get(row.lead_id) as StoredLead | undefined;
    try {
      if (!lead) throw new Error('lead not found');
      await attempt(row, lead);
      sql(
        db,
        `UPDATE lead_deliveries SET state = 'delivered', attempts = attempts + 1, delivered_at = ?, lease_until = NULL, last_error = NULL WHERE id = ?`,
      ).run(new Date(now()).toISOString(), row.id);
      log(`lead ${row.lead_id} delivered by ${row.destination}${row.attempts ? ` (attempt ${row.attempts + 1})` : ''}`);
    } catch (e) {
      const attempts = row.attempts + 1;
      // A message the relay may hold (connection lost after it went out) keeps its lease, as after a crash
      // mid-send: it is tried again only once the lease runs out, and never given up on, since it may have arrived.
      const heldUntil = (e as Record<string, unknown>)[MAYBE_DELIVERED] === true ? t + lease(row.destination) : null;
      const message = ((e as Error).message || String(e)).slice(0, 400);
      const error = heldUntil === null ? message : `${message} (the relay may have the message: not sent again before ${new Date(heldUntil).toISOString()})`;
      const giveUp = heldUntil === null && settings.max_attempts > 0 && attempts >= settings.max_attempts;
      sql(db, `UPDATE lead_deliveries SET state = ?, attempts = ?, next_attempt_at = ?, lease_until = ?, last_error = ? WHERE id = ?`).run(
        giveUp ? 'failed' : 'pending',
        attempts,
        Math.max(now() + backoffMs(attempts, settings), heldUntil ?? 0),
        heldUntil,
        error,
        row.id,
      );
      log(`lead ${row.lead_id} ${row.destination} delivery attempt ${attempts} failed: ${error}${giveUp ? ' (giving up)' : ''}`);
    }
    return true;
  }

  const wakers = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });

  const loop = async (destination: Destination) => {
    while (!stopped) {
      let worked = false;
      try {
        worked = await one(destination);
      } catch (e) {
        log(`delivery worker error: ${(e as Error).message}`);
      }
      if (stopped) break;
      if (worked) continue;
      const next = sql(
        db,
        `SELECT MIN(MAX(next_attempt_at, COALESCE(lease_until, 0))) AS t FROM lead_deliveries WHERE destination = ? AND state = 'pending'`,
      ).get(destination) as { t: number | null };
      await sleep(next.t === null ? pollMs : Math.max(0, Math.min(pollMs, next.t - now() + 1)));
    }
  };
  const loops = destinationsOf(settings).map((d) => loop(d));

  return {
    kick: () => {
      for (const w of [...wakers]) w();
    },
    stop: async () => {
      stopped = true;
      for (const w of [...wakers]) w();
      await Promise.all(loops);
      mailer?.close();
    },
  };
}
