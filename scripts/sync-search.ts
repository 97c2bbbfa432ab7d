/**
 * npm run sync:search -- --dealer <slug|dir> [--host URL] [--key ADMIN_KEY] [--index UID]
 *
 * Pushes the dealer's stock (unsold cars, and sold cars inside the include_sold_cars_days window) and the index
 * settings to Meilisearch, replacing the index atomically. The dealer's base filter is not applied here: both
 * transports apply it on every query, so the index holds the same documents as the embedded one.
 * The admin key comes from --key or MEILI_ADMIN_KEY, never from dealer.json (that file is published).
 */
import { visibleSearchDocuments } from '../src/search/build-index';
import { SyncError, syncDocuments } from '../src/search/meilisearch-sync';
import { cliArgs } from './lib/args';
import { DealerValidationError, loadDealer } from './lib/load-dealer';

function fail(message: string, code = 1): never {
  console.error(`sync:search failed: ${message}`);
  process.exit(code);
}

const args = cliArgs({
  dealer: { type: 'string' },
  host: { type: 'string' },
  key: { type: 'string' },
  index: { type: 'string' },
  /** ISO date used for the sold-car window (tests pin it). */
  now: { type: 'string' },
  quiet: { type: 'boolean' },
});

if (!args.dealer) fail('missing --dealer <slug>', 2);

let bundle;
try {
  bundle = loadDealer(args.dealer);
} catch (e) {
  fail(e instanceof DealerValidationError ? e.message : (e as Error).message);
}

const { config, cars } = bundle;
const host = args.host ?? config.search.host;
const indexUid = args.index ?? config.search.indexUid ?? config.slug;
const adminKey = args.key ?? process.env.MEILI_ADMIN_KEY;
if (!host) fail(`no Meilisearch host: set search.host in ${config.slug}/dealer.json or pass --host`, 2);
if (!adminKey) fail('no admin key: set MEILI_ADMIN_KEY in the environment or pass --key (dealer.json only holds the search-only key)', 2);
const now = args.now ? new Date(args.now) : new Date();
if (Number.isNaN(now.getTime())) fail(`--now is not a date: ${args.now}`, 2);

// The same selection the build uses for the embedded index, so both transports hold the same documents.
const docs = visibleSearchDocuments(cars, config, now);
const log = args.quiet ? () => {} : (line: string) => console.log(line);
log(`sync:search ${config.slug}: ${docs.length} of ${cars.length} cars -> ${host} index "${indexUid}"`);

try {
  const result = await syncDocuments(docs, { host, adminKey, indexUid, log });
  log(`sync:search ${config.slug}: done, ${result.documents} documents in "${result.indexUid}" (${result.tookMs} ms)`);
} catch (e) {
  fail(e instanceof SyncError ? e.message : (e as Error).message);
}
