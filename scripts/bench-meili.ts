/**
 * node --import ./scripts/node-ts.mjs scripts/bench-meili.ts [--sizes 2000,20000] [--runs 200]
 *
 * The same query mix against the embedded engine (in process) and a real Meilisearch 1.21.0 (started here, on
 * loopback), side by side with the ratio. Server latency is measured with node:http and a keep-alive agent:
 * Node's fetch to a loopback server was measured about 40 ms slower, which would swamp the server's own time.
 * Every request differs (query word, make, price band, sort, page size) so no cache on either side answers it.
 */
import http from 'node:http';
import path from 'node:path';
import { buildEmbeddedIndex } from '../src/search/build-index';
import { listedCars } from '../src/domain/listing';
import { matchRawFilter } from '../src/search/listing-filter';
import { toSearchDocument, type SearchDocument } from '../src/search/document';
import { createEmbeddedEngine } from '../src/search/engine';
import { meiliSettings, syncDocuments } from '../src/search/meilisearch-sync';
import { cliArgs } from './lib/shared/args';
import { loadDealer } from './lib/load/load-dealer';
import { meiliUnsupportedReason } from './meili/binary';
import { startMeili } from './meili/server';

export type MeiliBenchRow = {
  cars: number;
  embedded: { median: number; p95: number };
  server: { median: number; p95: number };
  /** server median / embedded median. */
  ratio: number;
  serverIndexingMs: number;
};

const FACETS = ['make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'car_type', 'price', 'year'];
const SORTS = [[], ['price:asc'], ['price:desc'], ['created_at:desc']];

/** demo-motors' stock repeated to `count` documents, each with its own id and stock number. */
export function benchDocuments(count: number, dealer = 'demo-motors'): SearchDocument[] {
  const { config, cars } = loadDealer(path.resolve(import.meta.dirname, '../dealers', dealer));
  const source = listedCars(cars, config, new Date(), matchRawFilter)
    .map(toSearchDocument)
    .filter((d) => d.status === 'in_stock');
  return Array.from({ length: count }, (_, i) => {
    const base = source[i % source.length]!;
    return { ...base, id: `b${i}`, slug: `${base.slug}-b${i}`, stocknum: `B${i}` };
  });
}

/** The fixed mix: text + make refinement + price range + sort + 10 facet counts, page 1; request i differs from i-1. */
export function queryMix(docs: readonly SearchDocument[], n: number): Record<string, unknown>[] {
  const makes = [...new Set(docs.map((d) => d.make))];
  const words = [...new Set(docs.flatMap((d) => [d.model, d.body ?? '', d.fuel ?? '']).filter(Boolean))];
  return Array.from({ length: n }, (_, i) => {
    const lo = 5000 + (i % 20) * 1500;
    return {
      indexUid: 'bench',
      q: i % 3 === 0 ? '' : words[i % words.length]!.slice(0, 3 + (i % 4)),
      filter: [
        [`"make"="${makes[i % makes.length]}"`, `"make"="${makes[(i + 3) % makes.length]}"`],
        `"price">=${lo}`,
        `"price"<=${lo + 40000 + (i % 7) * 5000}`,
      ],
      facets: FACETS,
      sort: SORTS[i % SORTS.length],
      hitsPerPage: 20 + (i % 3),
      page: 1,
    };
  });
}

function percentiles(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { median: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2) };
}

function post(agent: http.Agent, host: string, key: string, body: string): Promise<void> {
  const url = new URL('/multi-search', host);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${key}` },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function runMeiliBench(opts: { sizes?: number[]; runs?: number; log?: (s: string) => void } = {}): Promise<MeiliBenchRow[]> {
  const log = opts.log ?? console.log;
  const skip = meiliUnsupportedReason();
  if (skip) {
    log(`bench:meili skipped: ${skip}`);
    return [];
  }
  const sizes = opts.sizes ?? [2000, 20000];
  const runs = opts.runs ?? 200;
  const server = await startMeili();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows: MeiliBenchRow[] = [];
  try {
    for (const size of sizes) {
      const docs = benchDocuments(size);
      const t0 = Date.now();
      await syncDocuments(docs, { host: server.host, adminKey: server.masterKey, indexUid: 'bench', taskTimeoutMs: 600_000 });
      const serverIndexingMs = Date.now() - t0;
      const engine = createEmbeddedEngine(buildEmbeddedIndex(docs, meiliSettings(docs.length)));
      const mix = queryMix(docs, runs + 20);
      const eTimes: number[] = [];
      const sTimes: number[] = [];
      for (let i = 0; i < mix.length; i++) {
        const body = { queries: [mix[i]] };
        let t = performance.now();
        engine.multiSearch(structuredClone(body) as never);
        const e = performance.now() - t;
        const json = JSON.stringify(body);
        t = performance.now();
        await post(agent, server.host, server.masterKey, json);
        const s = performance.now() - t;
        if (i >= 20) {
          eTimes.push(e);
          sTimes.push(s);
        } // first 20: warm-up
      }
      const embedded = percentiles(eTimes);
      const srv = percentiles(sTimes);
      rows.push({ cars: size, embedded, server: srv, ratio: +(srv.median / Math.max(embedded.median, 0.001)).toFixed(1), serverIndexingMs });
    }
  } finally {
    agent.destroy();
    await server.stop();
  }
  log('cars     embedded median/p95 ms   meilisearch median/p95 ms (node:http)   server/embedded   server indexing');
  for (const r of rows) {
    log(
      `${String(r.cars).padEnd(8)} ${`${r.embedded.median} / ${r.embedded.p95}`.padEnd(24)} ${`${r.server.median} / ${r.server.p95}`.padEnd(39)} ${`${r.ratio}x`.padEnd(17)} ${(r.serverIndexingMs / 1000).toFixed(1)} s`,
    );
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = cliArgs({ sizes: { type: 'string' }, runs: { type: 'string' } });
  await runMeiliBench({
    sizes: args.sizes ? args.sizes.split(',').map(Number) : undefined,
    runs: args.runs ? Number(args.runs) : undefined,
  });
}
