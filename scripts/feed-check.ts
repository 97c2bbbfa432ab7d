import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDealerSettings } from '../src/domain/dealer-settings';
import { cliArgs } from './lib/shared/args';
import { DEALERS_DIR, rel } from './lib/load/load-dealer';
import { describeFormat, findStockFile, readStockRecords, StockFormatError } from './lib/load/stock-records';
import { fetchStock, isUrl, StockFetchError } from './lib/load/fetch-stock';
import { proposeMapping, type LocationRef } from './lib/load/feed-check/propose-mapping';
import { coverageLines, previewMapping } from './lib/load/feed-check/preview-cars';
import { writeFeedBlock } from './lib/load/feed-check/write-feed-block';

/*
 * npm run feed:check -- --dealer <slug|dir> [--stock <file|URL>] [--write] [--json]
 * Reads a sample of a dealer's export, proposes how it maps onto the site's fields (each field: the key chosen and
 * why, three sample values, how many records have it), previews ten cars as the site will show them and the
 * coverage of each key field, and lists the keys nothing reads. --write saves the mapping into dealer.json.
 */
const USAGE = 'usage: npm run feed:check -- --dealer <slug|dir> [--stock <file|URL>] [--write] [--json] [--sample <records>]';
const args = cliArgs(
  { dealer: { type: 'string' }, stock: { type: 'string' }, write: { type: 'boolean' }, json: { type: 'boolean' }, sample: { type: 'string' } },
  64,
);
if (!args.dealer) {
  console.error(USAGE);
  process.exit(64);
}
const dir = path.isAbsolute(args.dealer) || args.dealer.includes('/') ? path.resolve(args.dealer) : path.join(DEALERS_DIR, args.dealer);
const configFile = path.join(dir, 'dealer.json');
// A dealer folder may hold only the export yet: the proposal is made without branches, and --write needs dealer.json.
let configText: string | null = null;
try {
  configText = readFileSync(configFile, 'utf8');
} catch {
  console.error(`note: ${rel(configFile)} not found: branch words are not matched to locations until it is written (README, "Adding a dealer")`);
}
let rawConfig: Record<string, unknown> = {};
try {
  rawConfig = configText === null ? {} : (JSON.parse(configText.replace(/^\uFEFF/, '')) as Record<string, unknown>);
} catch (e) {
  console.error(`error: ${rel(configFile)} is not valid JSON: ${(e as Error).message}`);
  process.exit(2);
}
const settings = configText === null ? { config: null, problems: [] } : parseDealerSettings(rawConfig, rel(configFile));
for (const p of settings.problems) console.error(`note: ${rel(configFile)}: ${p.field}: ${p.reason} (the preview uses what can be read)`);
const config = settings.config;
const rawFeed = (rawConfig.feed ?? {}) as { format?: 'auto' | 'json' | 'csv' | 'xml'; records?: string | null };
const rawLocations = (Array.isArray(rawConfig.locations) ? rawConfig.locations : []) as LocationRef[];
// The checked locations when dealer.json reads, else what it has: branch words are matched by the build's own rule.
const locations: readonly LocationRef[] = config?.locations ?? rawLocations;

async function stockBytes(): Promise<{ bytes: Buffer; where: string }> {
  const source = args.stock ?? (typeof rawConfig.stock_url === 'string' ? rawConfig.stock_url : undefined);
  if (isUrl(source)) {
    const tmp = mkdtempSync(path.join(tmpdir(), 'feed-check-'));
    try {
      const file = path.join(tmp, 'stock');
      await fetchStock({ url: source, file, log: (l) => console.error(l) });
      return { bytes: readFileSync(file), where: source.replace(/\?.*$/, '?…') };
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  if (source) return { bytes: readFileSync(path.resolve(source)), where: rel(path.resolve(source)) };
  const found = findStockFile(dir);
  if (!found.file) {
    console.error(`error: ${found.problem}`);
    process.exit(2);
  }
  return { bytes: readFileSync(found.file), where: rel(found.file) };
}

try {
  const { bytes, where } = await stockBytes();
  const read = readStockRecords(bytes, { format: rawFeed.format ?? 'auto', records: rawFeed.records ?? null, where });
  const limit = Number(args.sample ?? 5000);
  const sample: unknown[] = [];
  for (const r of read.records) {
    if (sample.length >= limit) break;
    sample.push(r);
  }
  const proposal = proposeMapping(sample, { locations });
  const preview = previewMapping(sample, proposal.fields, config ?? null);
  const mappedKeys = new Set(proposal.proposals.flatMap((p) => p.source.split(' + ').map((s) => s.split('.')[0]!)));
  const unread = preview.unread.filter((u) => !mappedKeys.has(u.key));
  if (args.json) {
    console.log(
      JSON.stringify(
        {
          stock: where,
          format: describeFormat(read),
          records: read.records.length,
          sampled: sample.length,
          fields: proposal.fields,
          proposals: proposal.proposals,
          unmatched: proposal.unmatched,
          unread,
          preview: preview.shown,
          coverage: preview.coverage,
          refused: preview.refused.slice(0, 20),
          refused_count: preview.refused.length,
          duplicates: preview.duplicates,
        },
        null,
        2,
      ),
    );
  } else {
    console.log(
      `${where}: ${describeFormat(read)}, ${read.records.length} records${sample.length < read.records.length ? ` (the first ${sample.length} sampled)` : ''}`,
    );
    for (const n of read.notes) console.log(`note: ${n}`);
    console.log('\nProposed mapping (dealer.json feed.fields): field ← source, why, records with a value, sample values');
    for (const p of proposal.proposals) {
      console.log(`  ${p.field.padEnd(18)} ← ${p.source}`);
      console.log(
        `  ${''.padEnd(18)}   ${p.why}; ${p.present} of ${proposal.total} records${p.samples.length ? `; e.g. ${p.samples.map((s) => JSON.stringify(s)).join(', ')}` : ''}`,
      );
    }
    for (const u of proposal.unmatched)
      console.log(
        `\nwarning: ${u.field}: ${u.values.map((v) => JSON.stringify(v)).join(', ')} match no value the site knows: add them to the field's "values" in dealer.json`,
      );
    if (unread.length) {
      console.log('\nKeys left unread (no field reads them):');
      for (const u of unread) console.log(`  ${u.key}: ${u.records} record${u.records === 1 ? '' : 's'}; ${u.reason}`);
    }
    console.log(`\nPreview: ${preview.shown.length} of ${preview.cars.length} cars as the site will show them`);
    for (const c of preview.shown) {
      console.log(
        `  ${c.id}: ${c.title} | ${c.price}${c.price_type ? ` (${c.price_type})` : ''} | ${c.km === null ? 'no km' : `${c.km.toLocaleString('en-AU')} km`} | ${c.fuel ?? 'no fuel'} | ${c.transmission ?? 'no transmission'} | ${c.body ?? 'no body'} | ${c.location ?? 'no location'} | ${c.status} | ${c.photos} photo${c.photos === 1 ? '' : 's'}${c.first_photo ? ` (first ${c.first_photo})` : ''}`,
      );
    }
    console.log(`\nKey fields: ${coverageLines(preview.coverage).join('; ')}`);
    if (preview.duplicates.length)
      console.log(
        `\n${preview.duplicates.length} record${preview.duplicates.length === 1 ? '' : 's'} repeat an id; the build keeps the first and leaves out the others: ${preview.duplicates.join(', ')}`,
      );
    if (preview.refused.length) {
      console.log(`\n${preview.refused.length} record${preview.refused.length === 1 ? '' : 's'} the build would leave out:`);
      for (const r of preview.refused.slice(0, 10)) console.log(`  record #${r.index}: ${r.reasons.join('; ')}`);
    }
  }
  if (args.write && configText === null) {
    console.error(`error: --write needs ${rel(configFile)}: write it first (README, "Adding a dealer"), then run this again`);
    process.exit(2);
  }
  if (args.write && configText !== null) {
    const records = read.recordsAt && !rawFeed.records ? read.recordsAt : undefined;
    writeFileSync(configFile, writeFeedBlock(configText, { fields: proposal.fields, ...(records ? { records } : {}) }));
    console.error(
      `\nwrote feed.fields${records ? ' and feed.records' : ''} into ${rel(configFile)}; build with: npm run build -- --dealer ${path.basename(dir)}`,
    );
  } else if (!args.json)
    console.log(`\nTo use this mapping: npm run feed:check -- --dealer ${args.dealer}${args.stock ? ` --stock ${args.stock}` : ''} --write`);
} catch (e) {
  if (e instanceof StockFormatError || e instanceof StockFetchError) {
    console.error(`error: ${e.message}`);
    process.exit(2);
  }
  throw e;
}
