/*
 * The load stage of a dealer's build: where the dealer's files are and where its site goes, what it is built from
 * (the inputs hash), and the dealer folder read and validated (load-dealer.ts), with the search key checked.
 */
import path from 'node:path';
import { slugString } from '../../../src/domain/schemas/common';
import type { ValidationProblem } from '../../../src/domain/schemas/friendly-errors';
import { codeVersion } from '../shared/manifest';
import { cleanLeftovers } from './leftovers';
import { checkSearchKeyScope } from '../shared/secret-guard';
import type { BuildOptions, Log } from '../shared/build-options';
import { ROOT, shownPath } from '../shared/root';
import { inputsHash } from './build-inputs';
import { stockLine } from './stock-records';
import { DEALERS_DIR, DealerValidationError, leftOutLines, loadDealer, settingsWarningLines, warningLines, type DealerBundle } from './load-dealer';

/** A dealer read and validated: its files, where its site goes, and what the build is made from. */
export interface Loaded {
  bundle: DealerBundle;
  slug: string;
  /** Where the site is published (--out, or dist/<slug>). */
  out: string;
  /** The stock file read, resolved: --stock's, a fetched URL's snapshot, or the folder's stock.json/.csv/.tsv/.xml. */
  stockFile?: string;
  code: ReturnType<typeof codeVersion>;
  /** What the site is built from, as one hash (build-inputs.ts): the manifest's inputs_sha256. */
  inputsSha256: string;
}

/**
 * A dealer folder's name is its slug: it names dist/<slug>/, the cache folder and leftovers to clean, so anything
 * else (a path, "..", a comma that would split build:all's list) is refused before a file is touched.
 */
export function folderNameProblem(name: string, where: string): ValidationProblem | null {
  if (slugString.safeParse(name).success) return null;
  return {
    file: where,
    field: 'folder name',
    reason: `"${name}" is not a dealer slug (lowercase letters, digits and single hyphens): a dealer folder is named by its slug`,
  };
}

/** Resolves the build's paths, cleans what an earlier build left, then reads and validates the dealer folder. Throws on invalid data. */
export async function loadStage(opts: BuildOptions, log: Log): Promise<Loaded> {
  // Paths are resolved before moving to the project root: Astro keeps a build's prerender chunks inside its
  // out dir only when that dir is under the working directory; elsewhere it uses <cwd>/.astro, which
  // concurrent builds of different dealers would overwrite.
  const dealerArg = opts.dealer.includes('/') || path.isAbsolute(opts.dealer) ? path.resolve(opts.dealer) : opts.dealer;
  const stockFile = opts.stockFile ? path.resolve(opts.stockFile) : undefined;
  const outArg = opts.out ? path.resolve(opts.out) : undefined;
  process.chdir(ROOT);
  // The folder name is the slug (load-dealer checks it on every build), so leftovers can go before validation.
  const dealerDir = path.isAbsolute(dealerArg) ? dealerArg : path.join(DEALERS_DIR, dealerArg);
  // Checked before anything is cleaned or written: the name joins cache and out paths.
  const nameProblem = folderNameProblem(path.basename(dealerDir), dealerDir);
  if (nameProblem) throw new DealerValidationError([nameProblem]);
  const out = outArg ?? path.join(ROOT, 'dist', path.basename(dealerDir));
  for (const line of cleanLeftovers({ cacheRoot: path.join(ROOT, '.cache'), slug: path.basename(dealerDir), out })) log(line);
  // Hashed before anything is read: a file edited mid-build makes the next --changed-only run rebuild, never skip.
  const code = codeVersion(ROOT);
  const inputsSha256 = inputsHash({ dealerDir, stockFile, code, skipInvalid: !!opts.skipInvalid });
  log('validating dealer files…');
  const bundle = loadDealer(dealerArg, { ...opts, stockFile });
  for (const line of settingsWarningLines(bundle.settingsWarnings)) log(line);
  // Which file was read and how (a CSV read as Windows-1252, a list found under `vehicles`), and what the reader noted.
  if (bundle.stock) {
    log(stockLine(shownPath(bundle.stock.file), bundle.stock, bundle.stock.count));
    for (const note of bundle.stock.notes) log(`stock: ${note}`);
  }
  const slug = bundle.config.slug;
  const keyProblems = await checkSearchKeyScope(bundle.config, path.join(bundle.dir, 'dealer.json'), (w) => log(`warning: ${w}`));
  if (keyProblems.length) throw new DealerValidationError(keyProblems);
  for (const line of leftOutLines(bundle.skipped, bundle.records, !!opts.verbose, bundle.skippedOverflow)) log(line);
  for (const line of warningLines(bundle.warnings, !!opts.verbose)) log(line);
  return { bundle, slug, out, stockFile: bundle.stock?.file ?? stockFile, code, inputsSha256 };
}
