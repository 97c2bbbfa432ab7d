import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inputsHash } from '../lib/load/build-inputs';
import { sha256, sha256File } from '../lib/shared/manifest';
import { isSiteCode } from './select';

/*
 * Whether a demo site in dist/ was built from what is in the working tree now: a hash of the site code's contents
 * (committed or not: the build manifest's code version is only the commit) and of the dealer's folder, kept beside
 * the site as dist/<slug>.test-stamp. `npm run test:changed` rebuilds a demo dealer only when they differ.
 */

/** One hash of every site-code file's contents (`files`: the repo's tracked and untracked files). */
export function siteCodeHash(root: string, files: readonly string[]): string {
  const code = files.filter(isSiteCode).sort();
  return sha256(JSON.stringify(code.map((f) => [f, existsSync(path.join(root, f)) ? sha256File(path.join(root, f)) : null])));
}

export const stampFile = (dist: string, slug: string) => path.join(dist, `${slug}.test-stamp`);

export function siteStamp(root: string, slug: string, codeHash: string): string {
  return inputsHash({ dealerDir: path.join(root, 'dealers', slug), code: { version: 'test-changed', commit: codeHash } });
}

/** Is dist/<slug> the site `stamp` describes? */
export function siteIsCurrent(dist: string, slug: string, stamp: string): boolean {
  const file = stampFile(dist, slug);
  return existsSync(path.join(dist, slug, 'index.html')) && existsSync(file) && readFileSync(file, 'utf8').trim() === stamp;
}

export function markSite(dist: string, slug: string, stamp: string): void {
  writeFileSync(stampFile(dist, slug), `${stamp}\n`);
}
