/**
 * npm run sync:search -- --dealer <slug|dir> [--stock <file|URL>] [--stock-max-bytes <n>] [--skip-invalid | --strict] [--host URL] [--key ADMIN_KEY] [--index UID] [--now ISO]
 *
 * Pushes the dealer's listed cars (the ones the build gives pages: status, sold window, base filter) and the index
 * settings to Meilisearch, replacing the index atomically. The stock is read, validated and prepared exactly as
 * `npm run build` does (same --stock, same invalid-record rule and flags, same stock_url fetch), and the documents are chosen by
 * the same function the build's --sync-search uses, so pages and index can come from one snapshot.
 * The admin key comes from --key or MEILI_ADMIN_KEY, never from dealer.json (that file is published).
 */
import { SyncError, syncSiteSearch } from '../src/search/meilisearch-sync';
import { cliArgs } from './lib/shared/args';
import { parseMaxBytes, resolveStock, StockFetchError } from './lib/load/fetch-stock';
import { DEALERS_DIR, DealerValidationError, invalidRecords, leftOutLines, loadDealer } from './lib/load/load-dealer';
import { invalidRecordsRefusal } from './lib/derive/publish-guard';
import { prepareSite } from './lib/derive/prepare-site';

function fail(message: string, code = 1): never {
  console.error(`sync:search failed: ${message}`);
  process.exit(code);
}

const args = cliArgs({
  dealer: { type: 'string' },
  /** A stock file or an http(s) URL, as for npm run build; default: the dealer's stock_url, else its folder's stock file. */
  stock: { type: 'string' },
  /** Largest stock snapshot fetched from a URL, in bytes; overrides the dealer's feed.max_bytes. */
  'stock-max-bytes': { type: 'string' },
  'skip-invalid': { type: 'boolean' },
  strict: { type: 'boolean' },
  host: { type: 'string' },
  key: { type: 'string' },
  index: { type: 'string' },
  /** ISO date used for the sold-car window (tests pin it). */
  now: { type: 'string' },
  quiet: { type: 'boolean' },
});

if (!args.dealer) fail('missing --dealer <slug>', 2);
const maxBytes = parseMaxBytes(args['stock-max-bytes']);
if (maxBytes instanceof Error) fail(maxBytes.message, 2);
const now = args.now ? new Date(args.now) : new Date();
if (Number.isNaN(now.getTime())) fail(`--now is not a date: ${args.now}`, 2);
const log = args.quiet ? () => {} : (line: string) => console.log(line);

let site;
try {
  const stockFile = await resolveStock(args.dealer, args.stock, { dealersDir: DEALERS_DIR, log, maxBytes });
  const bundle = loadDealer(args.dealer, { stockFile, skipInvalid: args['skip-invalid'], strict: args.strict });
  for (const line of leftOutLines(bundle.skipped, bundle.records, false, bundle.skippedOverflow)) log(line);
  // The build's rule for invalid records (publish-guard.ts): too many of them refuse the snapshot here too.
  const refusal = invalidRecordsRefusal({
    records: bundle.records,
    invalid: invalidRecords(bundle.skipped, 5, bundle.skippedOverflow),
    settings: bundle.config.publish,
    skipInvalid: args['skip-invalid'],
  });
  if (refusal) fail(refusal.message, 2);
  site = prepareSite(bundle, now);
} catch (e) {
  // Refused data exits 2 like npm run build; nothing was sent to the server.
  if (e instanceof DealerValidationError) fail(e.message, 2);
  if (e instanceof StockFetchError) fail(e.message, e.exitCode);
  fail((e as Error).message);
}

try {
  await syncSiteSearch(site, { host: args.host, adminKey: args.key ?? process.env.MEILI_ADMIN_KEY, indexUid: args.index, log });
} catch (e) {
  if (e instanceof SyncError) fail(e.message, e.code === 'config' ? 2 : 1);
  fail((e as Error).message);
}
