import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DealerConfig } from '../../src/domain/schemas';
import type { ValidationProblem } from '../../src/domain/schemas/friendly-errors';

const SECRET_NAME = /(admin|master|private|secret|api)[_-]?key$|password|secret|token/i;
/** `*_env` settings (stock_token_env) name the environment variable holding a secret; a variable name is not one. */
const ENV_NAME_SETTING = (key: string, value: string) => /_env$/.test(key) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value);

/** Settings whose name says they hold a secret: a static site would publish them, so they may not be in dealer.json at all. */
export function findSecretSettings(raw: unknown, file: string, at = ''): ValidationProblem[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([k, v]) => {
    const field = Array.isArray(raw) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
    if (!Array.isArray(raw) && SECRET_NAME.test(k) && typeof v === 'string' && v !== '' && !ENV_NAME_SETTING(k, v)) {
      return [{ file, field, reason: 'looks like a secret; the site would publish it. Keep admin keys in the environment (MEILI_ADMIN_KEY) and only a search-only key in search.searchKey' }];
    }
    return findSecretSettings(v, file, field);
  });
}

/**
 * A Meilisearch key that may list keys is an admin or master key. The published searchKey must not be one.
 * Unreachable hosts only warn: the nightly build must not depend on the search server being up.
 */
export async function checkSearchKeyScope(config: DealerConfig, file: string, warn: (s: string) => void): Promise<ValidationProblem[]> {
  const { engine, host, searchKey } = config.search;
  if (engine !== 'meilisearch' || !host || !searchKey) return [];
  for (const secret of envSecrets()) {
    if (secret === searchKey) return [{ file, field: 'search.searchKey', reason: 'is the Meilisearch admin/master key from the environment; publish a search-only key' }];
  }
  try {
    const res = await fetch(new URL('/keys', host), { headers: { Authorization: `Bearer ${searchKey}` }, signal: AbortSignal.timeout(3000) });
    if (res.ok) return [{ file, field: 'search.searchKey', reason: 'is an admin or master key (it can list the server\'s keys); publish a search-only key' }];
  } catch (e) {
    warn(`could not reach ${host} to check the scope of search.searchKey (${(e as Error).message}); continuing`);
  }
  return [];
}

function envSecrets(): string[] {
  return [process.env.MEILI_ADMIN_KEY, process.env.MEILI_MASTER_KEY].filter((s): s is string => !!s && s.length >= 8);
}

/** Last line of defence before publishing: no known secret value appears in any built file. */
export function scanForSecrets(dir: string, secrets = envSecrets()): string[] {
  if (!secrets.length) return [];
  const hits: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(html|js|json|xml|txt|css|mjs)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8');
    if (secrets.some((s) => text.includes(s))) hits.push(path.relative(dir, file));
  }
  return hits;
}
