import { z } from 'zod';
import { KEY_FIELDS } from '../feed-coverage';

/*
 * The feed report a build writes beside its site (dist/<slug>.feed-report.json, never served): the one-line
 * account of the snapshot, every car not listed and why, every warning grouped by field and message, the names
 * respelt to one spelling, and what changed since the last build. `npm run build -- --report` prints it and the
 * preview server shows it at /admin/feed.
 */

/** Which record a line is about: its place in the stock file and what identifies it there. */
const recordRefSchema = z.object({
  index: z.number().int().nullable(),
  id: z.string().nullable(),
  slug: z.string().nullable(),
  stocknum: z.string().nullable(),
});
export type RecordRef = z.infer<typeof recordRefSchema>;

const termSchema = z.object({ label: z.string(), count: z.number().int() });

/** A problem as the loader reported it, with its record and (where the feed had one) the value received. */
const problemRecordSchema = recordRefSchema.extend({
  file: z.string(),
  field: z.string(),
  /** The value the feed sent at `field`, as JSON text; null when there was none (a missing field or a file-level problem). */
  value: z.string().nullable(),
});

/** Problems grouped: by field (list positions folded: images[3].url and images[7].url are images[].url), then by message. */
const problemGroupSchema = z.object({
  field: z.string(),
  count: z.number().int(),
  messages: z.array(z.object({ message: z.string(), count: z.number().int(), records: z.array(problemRecordSchema) })),
});
export type ProblemGroup = z.infer<typeof problemGroupSchema>;

/** A car of "what changed": its page slug and price, and what names it to the dealer (id, stock number, title). */
const changedCarSchema = z.object({
  slug: z.string(),
  price: z.number().nullable(),
  id: z.string().nullable().default(null),
  stocknum: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
});

/** A key field (src/domain/feed-coverage.ts) over the listed cars: how many have a value, of how many. */
const coverageSchema = z.object({ field: z.enum(KEY_FIELDS), with: z.number().int(), of: z.number().int() });

export const feedReportSchema = z.object({
  report_version: z.literal(1),
  slug: z.string(),
  /** Wall-clock time of the build, and the "now" of its date rules. */
  built_at: z.string(),
  now: z.string(),
  stock_file: z.string(),
  /** How the stock was read (scripts/lib/load/stock-records.ts): its format by content, the text encoding, and what the reader noted (rows with more columns than the header…). Absent in reports written before formats other than JSON were read. */
  format: z.enum(['json', 'csv', 'tsv', 'xml']).optional(),
  encoding: z.enum(['utf-8', 'windows-1252', 'utf-16le', 'utf-16be']).optional(),
  format_notes: z.array(z.string()).optional(),
  /** False when a publish guard refused this snapshot (`refused` says why): the site served is still the earlier build. */
  published: z.boolean(),
  refused: z.string().nullable(),
  account: z.object({
    /** `N cars in the snapshot = L listed + a sold window + ...`, as the build printed it. */
    line: z.string(),
    snapshot: z.number().int(),
    listed: z.number().int(),
    terms: z.array(termSchema),
    /** One line per reason with its count (status words with their cars), as the build printed them. */
    summary: z.array(z.string()),
  }),
  /** Every record of the snapshot that is not listed, in the feed's order. */
  not_listed: z.array(recordRefSchema.extend({ kind: z.string(), label: z.string(), reason: z.string() })),
  warnings: z.object({
    /** Stock values that could not be read (the cars keep their pages). */
    stock: z.object({ count: z.number().int(), groups: z.array(problemGroupSchema) }),
    /** The problems of records refused as invalid or left out as duplicates. */
    refused: z.object({ count: z.number().int(), groups: z.array(problemGroupSchema) }),
    /** dealer.json: deprecated names, low theme contrast... */
    settings: z.array(z.object({ file: z.string(), field: z.string(), message: z.string() })),
  }),
  /** Names respelt to the one spelling of their make, model, state or location (one entry per field and spelling). */
  canonicalisations: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string(), cars: z.number().int() })),
  /**
   * The ad platforms' feeds written (Google vehicle ads, Meta catalog): every car each left out and why, every car
   * carried without some photos. The console prints one line per cause with its first cars; the whole list is here.
   * Absent until the feeds are written (a refused snapshot has none).
   */
  ad_feeds: z
    .array(
      z.object({
        platform: z.string(),
        file: z.string(),
        rows: z.number().int(),
        not_advertised: z.record(z.string(), z.number().int()),
        left_out: z.array(z.object({ id: z.string(), slug: z.string(), stocknum: z.string().nullable(), missing: z.array(z.string()) })),
        photos_left_out: z.array(
          z.object({ id: z.string(), slug: z.string(), stocknum: z.string().nullable(), photos: z.number().int(), types: z.array(z.string()) }),
        ),
      }),
    )
    .optional(),
  /**
   * Share of listed cars with each key field (price, km, photos...), and what the build said about it: a first build's
   * fields empty on more than half the cars, or a fall against the last published build (the coverage guard).
   */
  coverage: z
    .object({
      fields: z.array(coverageSchema),
      /** One line per field worth a look, as the build printed it. */
      notes: z.array(z.string()),
    })
    .default({ fields: [], notes: [] }),
  /** Against the last published build (its manifest); null for a first build. */
  changes: z
    .object({
      since: z.string(),
      added: z.array(changedCarSchema),
      removed: z.array(changedCarSchema),
      repriced: z.array(changedCarSchema.omit({ price: true }).extend({ from: z.number().nullable(), to: z.number().nullable() })),
      /** Listed in both builds: sold now, not then. */
      sold: z.array(changedCarSchema).default([]),
      /** Listed in both builds: had a price, km, photos or location then and has none now. */
      lost: z.array(changedCarSchema.extend({ fields: z.array(z.string()) })).default([]),
    })
    .nullable(),
});
export type FeedReport = z.infer<typeof feedReportSchema>;
