import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPreviewServer, type PreviewServer } from '../../scripts/server/app';
import type { DeliveryConfig } from '../../scripts/server/delivery/outbox';
import type { ApiLimitSpecs } from '../../scripts/server/api-limits';
import type { ConcurrencyLimits } from '../../scripts/server/concurrency';
import { SAMPLE_ENQUIRY } from '../../scripts/server/sample-lead';
import type { Car } from '../../src/domain/schemas';

export interface TestServer {
  base: string;
  preview: PreviewServer;
  dir: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}

/** A tiny built site in a temp folder, served with the reference API on a random port and a temp database. */
export async function startTestServer(
  opts: {
    bodyLimit?: number;
    delivery?: DeliveryConfig;
    deliveryPollMs?: number;
    marketCars?: Car[];
    rateLimits?: Partial<ApiLimitSpecs>;
    concurrency?: Partial<ConcurrencyLimits>;
  } = {},
): Promise<TestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-'));
  const site = path.join(dir, 'site');
  const dataDir = path.join(dir, 'data');
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
    '404.html': "<!doctype html><title>Not found</title><h1>Sorry, we couldn't find that page</h1>",
    'cars/2021-toyota-corolla/index.html': '<!doctype html><h1>2021 Toyota Corolla</h1>',
    '_astro/app.abc123.js': 'console.log("hello from the site");'.repeat(20),
    'styles/site.css': 'body{color:red}',
    'robots.txt': 'User-agent: *',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), text);
  }
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the site');
  const logs: string[] = [];
  const preview = createPreviewServer({
    slug: 'test-motors',
    siteDir: site,
    dataDir,
    log: (l) => logs.push(l),
    bodyLimit: opts.bodyLimit,
    delivery: opts.delivery,
    deliveryPollMs: opts.deliveryPollMs,
    marketCars: opts.marketCars ? () => opts.marketCars! : undefined,
    rateLimits: opts.rateLimits,
    concurrency: opts.concurrency,
  });
  const port = await preview.listen(0);
  return {
    base: `http://127.0.0.1:${port}`,
    preview,
    dir,
    dataDir,
    logs,
    stop: async () => {
      await preview.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The sample enquiry every API test posts (scripts/server/sample-lead.ts, shared with the benches). */
export const validEnquiry = SAMPLE_ENQUIRY;

export function postJson(base: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
