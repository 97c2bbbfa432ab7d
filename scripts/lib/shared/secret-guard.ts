import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DealerConfig } from '../../../src/domain/schemas';
import type { ValidationProblem } from '../../../src/domain/schemas/friendly-errors';

const SECRET_NAME = /(admin|master|private|secret|api)[_-]?key$|password|secret|token/i;
/** `*_env` settings (stock_token_env) name the environment variable holding a secret; a variable name is not one. */
const ENV_NAME_SETTING = (key: string, value: string) => /_env$/.test(key) && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value);

/** Settings whose name says they hold a secret: a static site would publish them, so they may not be in dealer.json at all. */
export function findSecretSettings(raw: unknown, file: string, at = ''): ValidationProblem[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Record<string, unknown>).flatMap(([k, v]) => {
    const field = Array.isArray(raw) ? `${at}[${k}]` : at ? `${at}.${k}` : k;
    if (!Array.isArray(raw) && SECRET_NAME.test(k) && typeof v === 'string' && v !== '' && !ENV_NAME_SETTING(k, v)) {
      return [
        {
          file,
          field,
          reason:
            'looks like a secret; the site would publish it. Keep admin keys in the environment (MEILI_ADMIN_KEY) and only a search-only key in search.search_key',
        },
      ];
    }
    if (typeof v === 'string') {
      const leak = secretInUrl(v);
      if (leak)
        return [
          {
            file,
            field,
            reason: `carries ${leak} in its address; the site would publish it. Use an address without credentials (a search-only key goes in search.search_key, feed tokens in an environment variable)`,
          },
        ];
    }
    return findSecretSettings(v, file, field);
  });
}

/* Not `key` or `signature`: a Maps embed key and a signed image address are made to be published. */
const SECRET_PARAM =
  /^(?:api[_-]?key|apikey|admin[_-]?key|master[_-]?key|token|access[_-]?token|auth|secret|client[_-]?secret|password|pass|x-meili-api-key)$/i;

/** 'user:password' or a key-like query parameter in an http(s) address (https://user:pass@api…, ?apiKey=…); null when none. */
export function secretInUrl(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return 'a user name and password';
  const param = [...url.searchParams.keys()].find((k) => SECRET_PARAM.test(k));
  return param ? `a "${param}" query parameter` : null;
}

/**
 * Read-only Meilisearch routes a search-only key is refused (401/403) on. Answered 2xx by a key, it holds more
 * than search rights (keys.get, tasks.get, settings.get, stats.get...) and would be published to every shopper.
 * Only reads are probed: a build must not change the search server to test a key.
 */
const NON_SEARCH_PROBES = (indexUid: string | null) => [
  '/keys',
  '/tasks?limit=1',
  '/stats',
  ...(indexUid ? [`/indexes/${encodeURIComponent(indexUid)}/settings`] : []),
];

/**
 * The published search.search_key must be provably search-only, or the build stops: an admin or master key would be in
 * every page. "Provably" means the Meilisearch host answered and refused the key on every non-search probe; an
 * unreachable host, or an answer that is neither success nor a refusal, proves nothing and fails the build too.
 * An embedded-engine site needs no key and publishes none (publicSearchConfig), so its key is not checked.
 */
export async function checkSearchKeyScope(config: DealerConfig, file: string, warn: (s: string) => void = () => {}): Promise<ValidationProblem[]> {
  const { engine, host, search_key: searchKey, index_uid: indexUid } = config.search;
  if (engine !== 'meilisearch' || !searchKey) return [];
  const problem = (reason: string): ValidationProblem[] => [{ file, field: 'search.search_key', reason }];
  for (const secret of envSecrets()) {
    if (secret === searchKey) return problem('is the Meilisearch admin/master key from the environment; publish a search-only key');
  }
  if (!host) return problem('cannot be checked without search.host; set the Meilisearch host so the build can prove the key is search-only');
  for (const probe of NON_SEARCH_PROBES(indexUid)) {
    let status: number;
    try {
      const res = await fetch(new URL(probe, host.endsWith('/') ? host : `${host}/`), {
        headers: { Authorization: `Bearer ${searchKey}` },
        signal: AbortSignal.timeout(5000),
        redirect: 'manual',
      });
      status = res.status;
      await res.body?.cancel();
    } catch (e) {
      const code = (e as Error & { cause?: { code?: string } }).cause?.code ?? (e as Error).message;
      return problem(
        `could not be proved search-only: cannot reach Meilisearch at ${host} (${code}). The key would be published to every shopper; build when the search server is reachable`,
      );
    }
    if (status >= 200 && status < 300)
      return problem(`is not a search-only key (it may read ${probe.split('?')[0]}); publish a key whose only action is search`);
    if (status !== 401 && status !== 403)
      return problem(`could not be proved search-only: ${host} answered ${probe.split('?')[0]} with HTTP ${status} instead of refusing the key`);
  }
  warn(`search.search_key checked against ${host}: search-only`);
  return [];
}

/**
 * The search settings as pages may publish them: an embedded-engine site talks to no search server, so a host or
 * key left in its dealer.json (from an old set-up, or pasted by mistake) is not published at all.
 */
export function publicSearchConfig<S extends DealerConfig['search']>(search: S): S {
  return search.engine === 'meilisearch' ? search : { ...search, host: null, search_key: null };
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

/**
 * Shapes of well-known credentials, for files a person put in the dealer folder (an SVG exported with an API key
 * in its metadata, a PDF with a pasted token). Environment secrets are matched by value in scanForSecrets.
 */
const SECRET_PATTERNS: [string, RegExp][] = [
  ['a private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
  ['an AWS access key', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a Stripe secret key', /\b[sr]k_live_[0-9A-Za-z]{16,}/],
  ['a GitHub token', /\bgh[pousr]_[0-9A-Za-z]{36}\b/],
  ['a Slack token', /\bxox[abpr]-[0-9A-Za-z-]{10,}/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  // apiKey="…", "admin_key": "…", data-secret-token='…', password=… with a value long enough to be one.
  [
    'a key, token or password',
    /(?:api|admin|master|secret|private|access|auth)[_-]?(?:key|token)["']?\s*[:=]\s*["']?[A-Za-z0-9_\-.]{12,}|password["']?\s*[:=]\s*["']?[^\s"'<>]{6,}/i,
  ],
];

/** What in a file's text looks like a secret (empty when nothing): environment secrets by value, known credential shapes. */
export function secretsInText(text: string, secrets = envSecrets()): string[] {
  const found = secrets.filter((s) => text.includes(s)).map(() => 'a Meilisearch admin/master key from the environment');
  for (const [what, pattern] of SECRET_PATTERNS) if (pattern.test(text)) found.push(what);
  return found;
}
