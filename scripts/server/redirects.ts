import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLOUDFLARE_MAX_DYNAMIC_REDIRECTS, CLOUDFLARE_MAX_REDIRECT_CHARS, CLOUDFLARE_MAX_STATIC_REDIRECTS } from '../lib/publish/cdn-limits';

/*
 * The site's `_redirects` applied as Cloudflare Pages applies it (scripts/lib/publish/cdn-limits.ts quotes its
 * documentation), so the preview answers a removed car's addresses with the 301 production gives: before any file
 * ("Redirects are always followed, regardless of whether or not an asset matches"), a static rule on the exact
 * request path as it arrives (`/cars/x/` is not `/cars/x`), else the first dynamic rule (a splat `*` or a
 * `:placeholder`) in file order. Lines past Cloudflare's 2,000 static or 100 dynamic rules, over 1,000 characters
 * or with another status are ignored, as there. Netlify matches more loosely (either slash form), so a file that
 * works here works there too.
 */

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** Set for a dynamic rule: the path pattern, with named groups for `splat` and each placeholder. */
  pattern: RegExp | null;
}

const escape = (s: string) => s.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&');

function patternOf(from: string): RegExp | null {
  if (!from.includes('*') && !/:[A-Za-z]\w*/.test(from)) return null;
  const source = from
    .split('*')
    .map((part) => escape(part).replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'))
    .join('(?<splat>.*)');
  try {
    return new RegExp(`^${source}$`);
  } catch {
    return null;
  }
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  let statics = 0;
  let dynamics = 0;
  // Cloudflare counts every rule after the first dynamic one as dynamic.
  let dynamicFromHere = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.length > CLOUDFLARE_MAX_REDIRECT_CHARS) continue;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3 || !tokens[0]!.startsWith('/')) continue;
    const [from, to, code = '302'] = tokens as [string, string, string?];
    const pattern = patternOf(from);
    if (pattern || dynamicFromHere) {
      dynamicFromHere = true;
      if (++dynamics > CLOUDFLARE_MAX_DYNAMIC_REDIRECTS) break;
    } else if (++statics > CLOUDFLARE_MAX_STATIC_REDIRECTS) continue;
    const status = Number(code);
    if (!REDIRECT_STATUSES.has(status)) continue;
    rules.push({ from, to, status, pattern });
  }
  return rules;
}

/** Where the CDN sends a request: the `Location` (the request's query string kept unless the rule sets one) and status. */
export function redirectFor(rules: readonly RedirectRule[], pathname: string, search: string): { location: string; status: number } | null {
  let to: string | undefined;
  let status = 0;
  const exact = rules.find((r) => !r.pattern && r.from === pathname);
  if (exact) ({ to, status } = exact);
  else {
    for (const rule of rules) {
      const match = rule.pattern?.exec(pathname);
      if (!match) continue;
      to = Object.entries(match.groups ?? {}).reduce((t, [name, value]) => t.replaceAll(`:${name}`, value ?? ''), rule.to);
      status = rule.status;
      break;
    }
  }
  if (to === undefined) return null;
  if (/^\w+:\/\//.test(to)) return { location: to.includes('?') ? to : `${to}${search}`, status };
  const target = new URL(to.replace(/\/+/g, '/'), 'http://localhost');
  return { location: `${target.pathname}${target.search || search}${target.hash}`, status };
}

const cache = new Map<string, { mtimeMs: number; rules: RedirectRule[] }>();

/** The site's own `_redirects` (re-read when it changes); none when the build wrote none. */
export function siteRedirectRules(root: string): RedirectRule[] {
  const file = path.join(root, '_redirects');
  let mtimeMs = -1;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    /* no _redirects: nothing redirects */
  }
  const cached = cache.get(root);
  if (cached && cached.mtimeMs === mtimeMs) return cached.rules;
  const rules = mtimeMs >= 0 ? parseRedirectsFile(readFileSync(file, 'utf8')) : [];
  cache.set(root, { mtimeMs, rules });
  return rules;
}
