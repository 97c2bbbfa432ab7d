import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { transaction } from '../../scripts/server/db';
import { ADMIN_ROUTES } from '../../scripts/server/routes/admin-routes';
import type { RouteContext } from '../../scripts/server/routes/context';
import { startTestServer, type TestServer } from './helpers';

/* /admin/leads.json streams every lead to a reader slower than the database, waiting for it to drain. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

describe('/admin/leads.json to a slow reader', () => {
  it('waits for the reader many times without piling up listeners on the response, and the array is whole', async () => {
    const n = 1500;
    const insert = t.preview.db.prepare(
      `INSERT INTO leads (lead_id, idempotency_key, form, category, name, is_last_step, payload, created_at)
      VALUES (?, ?, 'enquiry', 'Vehicle Enquiry', ?, 1, ?, ?)`,
    );
    transaction(t.preview.db, () => {
      for (let i = 0; i < n; i++)
        insert.run(
          `L-slow-${i}`,
          `slow-${i}`,
          `Slow ${i}`,
          JSON.stringify({ message: `${i} `.padEnd(4000, 'x') }),
          new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        );
    });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    try {
      const res = await fetch(`${t.base}/admin/leads.json`, { headers: { authorization: `Bearer ${t.preview.adminToken}` } });
      expect(res.status).toBe(200);
      const chunks: Uint8Array[] = [];
      let reads = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        chunks.push(chunk);
        // A reader that takes its time: the server's buffer fills and it waits for a drain, over and over.
        if (++reads % 4 === 0) await new Promise((r) => setTimeout(r, 1));
      }
      const list = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { lead_id: string }[];
      expect(list.filter((l) => l.lead_id.startsWith('L-slow-')).map((l) => l.lead_id)).toEqual(Array.from({ length: n }, (_, i) => `L-slow-${i}`));
      // Let a warning emitted at the end reach its listener.
      await new Promise((r) => setImmediate(r));
      expect(warnings.filter((w) => w.includes('MaxListenersExceeded'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it("counts every lead it wrote as work toward a burst, so the server hands the export's memory back after it", async () => {
    const total = (t.preview.db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
    expect(total).toBeGreaterThan(1000);
    const noted: number[] = [];
    let body = '';
    const res = { writeHead: () => res, write: (c: string) => ((body += c), true), end: () => undefined, on: () => res, off: () => res, destroyed: false };
    const ctx = { db: t.preview.db, noteWork: (n: number) => noted.push(n) } as unknown as RouteContext;
    await ADMIN_ROUTES['/admin/leads.json']!({ method: 'GET' } as IncomingMessage, res as unknown as ServerResponse, new URL('http://x/admin/leads.json'), ctx);
    expect((JSON.parse(body) as unknown[]).length).toBe(total);
    expect(noted).toEqual([total]);
  });
});
