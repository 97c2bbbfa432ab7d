/*
 * A dealer folder's stock read outside a build: by the stock fetch (to check a body before keeping it) and by the
 * preview server (the ADF lead's car, AutoGauge's market data), with the dealer's own feed.format and feed.records,
 * so they read the records the build reads, whatever the format.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findStockFile, readStockRecords, type StockReadOptions } from './stock-records';

const FORMATS = new Set(['auto', 'json', 'csv', 'xml']);

/**
 * feed.format and feed.records of dealer.json, read before validation: a missing or broken file or value reads as
 * the defaults here, and loadDealer reports it, naming the setting.
 */
export function folderStockSettings(dir: string): { format: NonNullable<StockReadOptions['format']>; records: string | null } {
  const none = { format: 'auto' as const, records: null };
  try {
    const raw = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8').replace(/^\uFEFF/, '')) as { feed?: Record<string, unknown> };
    const feed = raw.feed && typeof raw.feed === 'object' ? raw.feed : {};
    return {
      format: typeof feed.format === 'string' && FORMATS.has(feed.format) ? (feed.format as 'auto') : 'auto',
      records: typeof feed.records === 'string' && feed.records ? feed.records : null,
    };
  } catch {
    return none;
  }
}

/** The raw records of the folder's stock file (stock.json, .csv, .tsv or .xml); none when there is no readable one (the build reports why). */
export function readFolderStock(dir: string): Iterable<unknown> {
  const { file } = findStockFile(dir);
  if (!file) return [];
  try {
    return readStockRecords(readFileSync(file), { ...folderStockSettings(dir), where: file }).records;
  } catch {
    return [];
  }
}
