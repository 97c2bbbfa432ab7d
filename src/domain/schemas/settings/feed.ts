import { z } from 'zod';
import { feedFieldsSchema } from './feed-mapping';
import { sourcePathSchema } from './field-mapping';

/*
 * Settings area `feed` of dealer.json: how the stock feed's ambiguous values are read (docs/feed-format.md).
 * Strict: an unknown key is a problem naming the closest known key.
 */

/** Default of feed.max_bytes: 200 MB, some 20 times the largest real feed seen (about 10 MB for 5,000 cars). */
export const STOCK_MAX_BYTES_DEFAULT = 200 * 1024 * 1024;

/** feed.max_bytes alone: the build reads it before the rest of dealer.json is checked, to bound the download. */
export const feedMaxBytesSchema = z.number().int().min(1024).default(STOCK_MAX_BYTES_DEFAULT);

/** feed.timeout_s alone: read with feed.max_bytes before the rest of dealer.json, to bound the fetch in time. */
export const feedTimeoutSchema = z.number().int().min(5).max(3600).default(180);

export const feedSchema = z
  .strictObject({
    /** How a number that reads two ways ("7.500", "7,500") is read: "dot_decimal" (1,234.56: 7.500 is 7.5, 7,500 is 7500) or "comma_decimal" (1.234,56: 7.500 is 7500, 7,500 is 7.5); null = read dot_decimal and warn once per field. */
    number_locale: z.enum(['dot_decimal', 'comma_decimal']).nullable().default(null),
    /** How a date that reads two ways ("03/04/2027") is read: "dmy" (3 April, Australian) or "mdy" (March 4); null = read dmy and warn once per feed. */
    date_order: z.enum(['dmy', 'mdy']).nullable().default(null),
    /** A price, offer or before price above this (dollars) is implausible: left empty with a warning. */
    max_price: z.number().positive().default(2_000_000),
    /** Largest stock snapshot fetched from a URL, in bytes, as sent and once decompressed (gzip, brotli): a larger or endless answer is refused (exit 2) instead of filling memory or disk; --stock-max-bytes overrides it for one build. Default 200 MB. */
    max_bytes: feedMaxBytesSchema,
    /** The stock file's format: "auto" decides by the content (JSON, CSV/TSV or XML), never by the file name. */
    format: z.enum(['auto', 'json', 'csv', 'xml']).default('auto'),
    /** Where the record list is: a dotted path into a JSON object (`data.vehicles`) or the repeating XML element (`Stock.Vehicle`); null = found automatically when there is exactly one list of records. */
    records: sourcePathSchema.nullable().default(null),
    /** How the stock is mapped onto Car fields, per field: a source key or path, several keys joined, or a constant, with units, list separators, image order and value words (docs/feed-format.md, "The mapping"). `npm run feed:check` proposes it. null = every key read by its name. */
    fields: feedFieldsSchema.nullable().default(null),
    /** A stock fetched from a URL must be complete within this many seconds in all (it is also given up after 30 s with no data). Default 180. */
    timeout_s: feedTimeoutSchema,
  })
  .prefault({});
