/*
 * Cloudflare Pages' `_redirects` and `_headers` rules as its documentation states them (scripts/lib/publish/cdn-limits.ts
 * quotes and links them), small enough to read: Cloudflare publishes no parser package, so the tests check the
 * site's files against this, and Netlify's files against Netlify's own parsers.
 */
import {
  CLOUDFLARE_MAX_DYNAMIC_REDIRECTS,
  CLOUDFLARE_MAX_HEADER_LINE_CHARS,
  CLOUDFLARE_MAX_HEADER_RULES,
  CLOUDFLARE_MAX_REDIRECT_CHARS,
  CLOUDFLARE_MAX_STATIC_REDIRECTS,
} from '../../scripts/lib/publish/cdn-limits';

export type CfRedirect = { from: string; to: string; status: number; dynamic: boolean };
export type CfRedirects = { rules: CfRedirect[]; skipped: string[]; staticCount: number; dynamicCount: number };

const STATUSES = new Set([200, 301, 302, 303, 307, 308]);
const isDynamic = (from: string) => from.includes('*') || /:[A-Za-z]\w*/.test(from);

export function parseCloudflareRedirects(
  text: string,
  limits = { static: CLOUDFLARE_MAX_STATIC_REDIRECTS, dynamic: CLOUDFLARE_MAX_DYNAMIC_REDIRECTS },
): CfRedirects {
  const lines = text.split('\n');
  const rules: CfRedirect[] = [];
  const skipped: string[] = [];
  const seen = new Set<string>();
  let staticCount = 0;
  let dynamicCount = 0;
  // "Static redirects should appear before dynamic redirects": after the first dynamic rule, every rule counts as dynamic.
  let dynamicFromHere = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.length > CLOUDFLARE_MAX_REDIRECT_CHARS) {
      skipped.push(`line ${i + 1}: longer than ${CLOUDFLARE_MAX_REDIRECT_CHARS} characters`);
      continue;
    }
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      skipped.push(`line ${i + 1}: expected 2 or 3 tokens`);
      continue;
    }
    const [from, to, code = '302'] = tokens as [string, string, string?];
    if (!from.startsWith('/') && !from.startsWith('https://')) {
      skipped.push(`line ${i + 1}: source is not a path`);
      continue;
    }
    const dynamic = dynamicFromHere || isDynamic(from);
    if (dynamic) {
      dynamicFromHere = true;
      if (++dynamicCount > limits.dynamic) {
        skipped.push(`Maximum number of dynamic rules supported is ${limits.dynamic}. Skipping remaining ${lines.length - i} lines of file.`);
        break;
      }
    } else if (++staticCount > limits.static) {
      skipped.push(`line ${i + 1}: Maximum number of static rules supported is ${limits.static}. Skipping line.`);
      continue;
    }
    const status = Number(code);
    if (!STATUSES.has(status)) {
      skipped.push(`line ${i + 1}: status ${code}`);
      continue;
    }
    if (seen.has(from)) {
      skipped.push(`line ${i + 1}: duplicate rule for ${from}`);
      continue;
    }
    seen.add(from);
    rules.push({ from, to, status, dynamic });
  }
  return { rules, skipped, staticCount, dynamicCount };
}

const ruleRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
      .join('.*')}$`,
  );

/** Where Cloudflare sends a request path: a static rule by exact path first, then the first dynamic rule that matches. */
export function cloudflareRedirect(parsed: CfRedirects, path: string): { to: string; status: number } | null {
  const exact = parsed.rules.find((r) => !isDynamic(r.from) && r.from === path);
  const hit = exact ?? parsed.rules.find((r) => isDynamic(r.from) && ruleRegExp(r.from).test(path));
  return hit ? { to: hit.to, status: hit.status } : null;
}

export type CfHeaderRule = { path: string; set: [string, string][] };
export type CfHeaders = { rules: CfHeaderRule[]; skipped: string[] };

export function parseCloudflareHeaders(text: string, maxRules = CLOUDFLARE_MAX_HEADER_RULES): CfHeaders {
  const lines = text.split('\n');
  const rules: CfHeaderRule[] = [];
  const skipped: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.length > CLOUDFLARE_MAX_HEADER_LINE_CHARS) {
      skipped.push(`line ${i + 1}: longer than ${CLOUDFLARE_MAX_HEADER_LINE_CHARS} characters`);
      continue;
    }
    if (/^(\S+:\/\/|\/)/.test(line)) {
      if (rules.length >= maxRules) {
        skipped.push(`Maximum number of rules supported is ${maxRules}. Skipping remaining ${lines.length - i} lines of file.`);
        break;
      }
      rules.push({ path: line, set: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule) {
      skipped.push(`line ${i + 1}: a header before any path`);
      continue;
    }
    if (colon <= 0 || !line.slice(colon + 1).trim()) {
      skipped.push(`line ${i + 1}: not a "name: value" pair`);
      continue;
    }
    rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
  }
  for (const rule of rules) if (!rule.set.length) skipped.push(`${rule.path}: no headers`);
  return { rules, skipped };
}

/** The headers Cloudflare adds to a path: every matching rule's, a header set by two rules gets both values joined. */
export function cloudflareHeaders(parsed: CfHeaders, path: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of parsed.rules) {
    if (!ruleRegExp(rule.path).test(path)) continue;
    for (const [name, value] of rule.set) out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
  }
  return out;
}
