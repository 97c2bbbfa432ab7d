import {
  Meilisearch,
  MeilisearchApiError,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  MeilisearchTaskTimeOutError,
  type EnqueuedTaskPromise,
  type Task,
} from 'meilisearch';
import type { Car, DealerConfig } from '../domain/schemas';
import { PRIMARY_KEY, searchSettings, toSiteSearchDocument, type SearchDocument, type SearchSettings } from './document';

/** Settings pushed to a real server: the embedded index's own, sized to the stock (document.ts searchSettings). */
export function meiliSettings(stockSize: number): SearchSettings {
  return searchSettings(stockSize);
}

/** A sync failure with a message an operator can act on (the CLI prints it and exits non-zero). */
export class SyncError extends Error {
  readonly code: 'unreachable' | 'bad_key' | 'task_failed' | 'timeout' | 'api' | 'config';
  constructor(message: string, code: SyncError['code']) {
    super(message);
    this.name = 'SyncError';
    this.code = code;
  }
}

/** Turns the client's errors into SyncErrors naming the host and what to check. */
export function explainError(e: unknown, host: string): SyncError {
  if (e instanceof SyncError) return e;
  if (e instanceof MeilisearchApiError) {
    const code = e.cause?.code ?? '';
    if (code === 'invalid_api_key' || code === 'missing_authorization_header' || e.response.status === 401 || e.response.status === 403) {
      return new SyncError(
        `Meilisearch at ${host} rejected the admin key (${code || e.response.status}): set MEILI_ADMIN_KEY (or --key) to the server's master key or an admin API key`,
        'bad_key',
      );
    }
    return new SyncError(`Meilisearch at ${host} answered ${e.response.status} ${code}: ${e.message}`, 'api');
  }
  if (e instanceof MeilisearchRequestTimeOutError) return new SyncError(`Meilisearch at ${host} did not answer in time (${e.cause.timeout} ms)`, 'timeout');
  if (e instanceof MeilisearchTaskTimeOutError)
    return new SyncError(`Meilisearch at ${host}: task ${e.cause.taskUid} did not finish within ${e.cause.timeout} ms`, 'timeout');
  if (e instanceof MeilisearchRequestError) {
    const reason = rootCause(e);
    return new SyncError(`cannot reach Meilisearch at ${host} (${reason}): is the server running and is the host right?`, 'unreachable');
  }
  return new SyncError(`Meilisearch sync to ${host} failed: ${(e as Error)?.message ?? String(e)}`, 'api');
}

/** fetch hides the socket error (ECONNREFUSED, ENOTFOUND) two causes deep. */
export function rootCause(e: unknown): string {
  let cur: unknown = e;
  let last = '';
  for (let i = 0; i < 5 && cur; i++) {
    const c = cur as { code?: string; message?: string; cause?: unknown };
    last = c.code ?? c.message ?? last;
    cur = c.cause;
  }
  return last || 'network error';
}

/** Waits for a task and turns a failed or cancelled one into an error with Meilisearch's own message. */
export async function waitOk(task: EnqueuedTaskPromise, timeoutMs: number): Promise<Task> {
  const done = await task.waitTask({ timeout: timeoutMs, interval: 50 });
  if (done.status !== 'succeeded') {
    const err = done.error ? `${done.error.code}: ${done.error.message}` : done.status;
    throw new SyncError(`Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${err}`, 'task_failed');
  }
  return done;
}

export type SyncOptions = {
  host: string;
  adminKey: string;
  indexUid: string;
  /** Documents per addDocuments call. */
  batchSize?: number;
  /** Per task. Indexing 20,000 cars on one thread takes tens of seconds. */
  taskTimeoutMs?: number;
  log?: (line: string) => void;
};

export type SyncResult = { indexUid: string; documents: number; settings: SearchSettings; tookMs: number };

/**
 * Full replace without a window of stale or missing results: build a fresh staging index (settings first, so
 * documents are indexed once), fill it, then swap it with the live index in one atomic task and drop the old one.
 * Cars that were sold or removed simply are not in the new index.
 */
export async function syncDocuments(docs: readonly SearchDocument[], opts: SyncOptions): Promise<SyncResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const timeout = opts.taskTimeoutMs ?? 300_000;
  const client = new Meilisearch({ host: opts.host, apiKey: opts.adminKey, timeout: 30_000 });
  const staging = `${opts.indexUid}__sync`;
  const settings = meiliSettings(docs.length);
  try {
    // Authenticated call first: a bad key or dead host fails here, before anything changes.
    const existing = new Set((await client.getRawIndexes({ limit: 1000 })).results.map((i) => i.uid));
    if (existing.has(staging)) await waitOk(client.deleteIndex(staging), timeout);
    if (!existing.has(opts.indexUid)) await waitOk(client.createIndex(opts.indexUid, { primaryKey: PRIMARY_KEY }), timeout);
    await waitOk(client.createIndex(staging, { primaryKey: PRIMARY_KEY }), timeout);
    const index = client.index<SearchDocument>(staging);
    await waitOk(index.updateSettings(settings), timeout);
    const size = opts.batchSize ?? 5000;
    for (let i = 0; i < docs.length; i += size) {
      await waitOk(index.addDocuments(docs.slice(i, i + size) as SearchDocument[], { primaryKey: PRIMARY_KEY }), timeout);
      log(`  indexed ${Math.min(i + size, docs.length)} / ${docs.length}`);
    }
    await waitOk(client.swapIndexes([{ indexes: [opts.indexUid, staging], rename: false }]), timeout);
    await waitOk(client.deleteIndex(staging), timeout);
  } catch (e) {
    throw explainError(e, opts.host);
  }
  return { indexUid: opts.indexUid, documents: docs.length, settings, tookMs: Date.now() - started };
}

/** What a sync needs of a prepared site (scripts/lib/derive/prepare-site.ts): its listed cars, settings and build time. */
export interface SyncSite {
  config: Pick<DealerConfig, 'slug' | 'search' | 'finance' | 'dealer_group'>;
  cars: readonly Car[];
  now: string | Date;
}

/**
 * The documents a dealer's Meilisearch index holds: one per listed car (status, sold window, base filter,
 * exclusions: decided once by prepareSite), the documents the build's embedded index is made from, so the
 * pages, the embedded index and the server's index of one snapshot hold the same cars.
 */
export function siteSearchDocuments(site: Pick<SyncSite, 'cars' | 'config' | 'now'>): SearchDocument[] {
  return site.cars.map((car) => toSiteSearchDocument(car, site));
}

export type SiteSyncOptions = Partial<Pick<SyncOptions, 'host' | 'adminKey' | 'indexUid' | 'taskTimeoutMs' | 'batchSize'>> & { log?: (line: string) => void };

/**
 * One sync step shared by `npm run sync:search` and `npm run build -- --sync-search`: host and index from the
 * dealer's search settings unless given, the admin key from the caller (never from dealer.json).
 */
export async function syncSiteSearch(site: SyncSite, opts: SiteSyncOptions): Promise<SyncResult> {
  const { config } = site;
  const host = opts.host ?? config.search.host;
  const indexUid = opts.indexUid ?? config.search.index_uid ?? config.slug;
  if (!host) throw new SyncError(`no Meilisearch host: set search.host in ${config.slug}/dealer.json or pass --host`, 'config');
  if (!opts.adminKey)
    throw new SyncError('no admin key: set MEILI_ADMIN_KEY in the environment or pass --key (dealer.json only holds the search-only key)', 'config');
  const docs = siteSearchDocuments(site);
  const log = opts.log ?? (() => {});
  log(`sync:search ${config.slug}: ${docs.length} documents from ${site.cars.length} listed cars -> ${host} index "${indexUid}"`);
  const result = await syncDocuments(docs, { ...opts, host, adminKey: opts.adminKey, indexUid, log });
  log(`sync:search ${config.slug}: done, ${result.documents} documents in "${result.indexUid}" (${result.tookMs} ms)`);
  return result;
}
