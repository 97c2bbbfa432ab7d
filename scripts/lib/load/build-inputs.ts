/**
 * What a dealer site is built from, as one hash, so `build:all --changed-only` can skip a dealer whose inputs are
 * those of its last published build: every file of the dealer folder (dealer.json, stock, offers, Markdown
 * pages, assets; dot-folders such as .fetched/ are not input, staleness.ts's rule), the stock snapshot actually
 * read (a fetched or --stock file outside the folder), the code version, and the build options that change the
 * output (--skip-invalid). The manifest records it as `inputs_sha256`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { dealerInputFiles } from './staleness';
import { findStockFile } from './stock-records';
import { manifestPathFor, readManifest, sha256, sha256File, type BuildManifest } from '../shared/manifest';

export interface BuildInputs {
  dealerDir: string;
  /** The stock file the build reads (default: the folder's stock.json, .csv, .tsv or .xml). */
  stockFile?: string;
  code: BuildManifest['code'];
  skipInvalid?: boolean;
}

export function inputsHash(inputs: BuildInputs): string {
  const files = dealerInputFiles(inputs.dealerDir)
    .map((f) => f.path.split(path.sep).join('/'))
    .sort()
    .map((rel) => [rel, sha256File(path.join(inputs.dealerDir, rel))] as const);
  const stockFile = inputs.stockFile ?? findStockFile(inputs.dealerDir).file;
  // The folder's own stock file is among its files: hashed once.
  const inFolder = stockFile && files.find(([rel]) => path.join(inputs.dealerDir, rel) === path.resolve(stockFile));
  const stock = inFolder ? inFolder[1] : stockFile && existsSync(stockFile) ? sha256File(stockFile) : null;
  return sha256(JSON.stringify({ files, stock, code: inputs.code, skipInvalid: !!inputs.skipInvalid }));
}

/**
 * Date rules (sold window, new-arrival tag, offer expiry, holiday hours) are evaluated at a build's `now`, so a
 * site built from unchanged inputs still goes stale: past this age it is rebuilt anyway.
 */
export const DEFAULT_MAX_AGE_HOURS = 24;

export type ChangedDecision = { skip: true; since: string } | { skip: false; why: string };

/**
 * Pure: may the build of `out` be skipped? Only when its manifest records the same inputs hash, its date rules'
 * `now` is at most `maxAgeHours` before this run's (never after it).
 */
export function changedDecision(manifest: BuildManifest | null, hash: string, now: Date, maxAgeHours: number): ChangedDecision {
  if (!manifest) return { skip: false, why: 'no published build' };
  if (!manifest.inputs_sha256) return { skip: false, why: 'the last manifest has no inputs hash' };
  if (manifest.inputs_sha256 !== hash) return { skip: false, why: 'inputs changed' };
  const age = now.getTime() - Date.parse(manifest.now);
  if (!(age >= 0 && age <= maxAgeHours * 3_600_000)) return { skip: false, why: `date rules evaluated at ${manifest.now}` };
  return { skip: true, since: manifest.built_at };
}

/** The decision for the site published at `out` (its index.html and its manifest must both be there). */
export function changedSince(out: string, inputs: BuildInputs, now: Date, maxAgeHours: number): ChangedDecision {
  if (!existsSync(path.join(out, 'index.html'))) return { skip: false, why: 'no published site' };
  const { manifest } = readManifest(manifestPathFor(out));
  return changedDecision(manifest, inputsHash(inputs), now, maxAgeHours);
}
