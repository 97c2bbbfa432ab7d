import { stringify } from 'csv-stringify/sync';
import { rowCells, textCell, type Cell, type DelimitedFormat } from '../domain/inventory-feeds/delimited';
import { GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS, googleVehicleAdsRows } from '../domain/inventory-feeds/google-vehicle-ads';
import { META_COLUMNS, META_NUMBER_COLUMNS, metaVehicleCatalogRows } from '../domain/inventory-feeds/meta-vehicle-catalog';
import { feedText, type FeedConfig, type FeedResult, type FeedSummary, type LineSink } from '../domain/inventory-feeds/vehicle-values';
import type { Car } from '../domain/schemas';

/*
 * The feeds as files, a line at a time. CSV (Meta) is written by csv-stringify: RFC 4180 quoting, and Meta's rule that
 * fields with whitespace are quoted too. TSV (Google) has no quoting in Google's delimited feed: its cells hold no
 * tab or line break (textCell replaces them), so joining by tabs is the whole format.
 */
function lineOf(cells: string[], format: DelimitedFormat): string {
  if (format === 'tsv') return cells.join('\t');
  return stringify([cells], { eof: false, record_delimiter: 'unix', quoted_match: /\s/ });
}

function writeFeed<Column extends string>(
  columns: readonly Column[],
  numeric: ReadonlySet<Column>,
  format: DelimitedFormat,
  write: LineSink,
  rows: (keep: (row: Partial<Record<Column, Cell>>) => void) => FeedSummary,
): FeedSummary {
  write(
    lineOf(
      columns.map((c) => textCell(c, format)),
      format,
    ),
  );
  return rows((row) => write(lineOf(rowCells(columns, row, format, numeric), format)));
}

/** Google Merchant Center vehicle ads feed (TSV): the header, then one line per advertised car, each given to `write`. */
export function googleVehicleAdsLines(cars: readonly Car[], config: FeedConfig, write: LineSink): FeedSummary {
  return writeFeed(GOOGLE_COLUMNS, GOOGLE_NUMBER_COLUMNS, 'tsv', write, (keep) => googleVehicleAdsRows(cars, config, keep));
}

/** Meta vehicle catalog (CSV): the header, then one line per advertised car, each given to `write`. */
export function metaVehicleCatalogLines(cars: readonly Car[], config: FeedConfig, write: LineSink): FeedSummary {
  return writeFeed(META_COLUMNS, META_NUMBER_COLUMNS, 'csv', write, (keep) => metaVehicleCatalogRows(cars, config, keep));
}

/** The Google feed as one text (tests and small sites; the build writes a line at a time). */
export const googleVehicleAdsFeed = (cars: readonly Car[], config: FeedConfig): FeedResult => feedText((write) => googleVehicleAdsLines(cars, config, write));

/** The Meta catalog as one text. */
export const metaVehicleCatalogFeed = (cars: readonly Car[], config: FeedConfig): FeedResult =>
  feedText((write) => metaVehicleCatalogLines(cars, config, write));
