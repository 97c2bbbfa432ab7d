import './zod-no-eval';
import { cspSource } from '../csp-source';
import { z } from 'zod';
import { readBool, readNumber } from './feed-values';
import { PLAIN_HOST_HTTP_URL_PATTERN, SAFE_URL_PATTERN, SITE_PATH_PATTERN } from './url-patterns';

/** Feeds send numbers as strings ("24990", "$24,990.00", "") or null; this reads them as a number or null (readNumber). */
export const feedNumber = z.preprocess(
  (v) => {
    const r = readNumber(v);
    return r.ok ? r.value : v;
  },
  z.number({ error: 'not a number' }).nullable(),
);

/** Optional feed text: null, missing and strings all accepted; stays as given so the 'null' text rule can see it. */
export const feedText = z.string().nullish();

/** Yes/no as feeds write it (true/false, "Y"/"N", "yes"/"no", 1/0); blank is false (readBool). */
export const feedBool = z.preprocess(
  (v) => {
    const r = readBool(v);
    return r.ok ? (r.value ?? false) : v;
  },
  z.boolean({ error: 'not a yes/no value (true/false, Y/N, yes/no, 1/0)' }),
);

/** ISO-8601 date or date-time string. */
export const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'must be an ISO date (YYYY-MM-DD or full date-time)' });

export const slugString = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens');

/*
 * URL-valued settings and feed fields end up in href/src attributes. Only two kinds are safe there: an absolute
 * http(s) URL, and a path on this site. `javascript:`, `data:`, `vbscript:`, protocol-relative `//host` and
 * `/\host` (browsers read both as another host) and anything with spaces or control characters are refused.
 */

/** An absolute http(s) URL with a host, and no user:password (which would be published). */
export function isHttpUrl(s: string): boolean {
  if (/[\s\\]/.test(s) || !/^https?:\/\//i.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '' && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** A path on this site: starts with one '/', no '..' segment (encoded or not), no backslash, spaces or control characters. */
export function isSitePath(s: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!s.startsWith('/') || s.startsWith('//') || /[\s\\\u0000-\u001f\u007f]/.test(s)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(s.split(/[?#]/)[0]!);
  } catch {
    return false;
  }
  return !decoded.split('/').some((segment) => segment === '..' || segment === '.') && !decoded.includes('\\') && !decoded.startsWith('//');
}

export const isSafeUrl = (s: string): boolean => isSitePath(s) || isHttpUrl(s);

// Each also carries its rule as a JSON Schema pattern (url-patterns.ts), so docs/dealer.schema.json refuses what the build refuses.

/** A setting that is a path on this site (finance path, trade-in path, EOFY path...). */
export const sitePath = z
  .string()
  .refine(isSitePath, { message: 'must be a path on this site starting with / (no "//", "..", spaces or backslashes)' })
  .meta({ pattern: SITE_PATH_PATTERN });

/** A setting that is a link or image address: an http(s) URL or a path on this site. */
export const safeUrl = z
  .string()
  .refine(isSafeUrl, { message: 'must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused)' })
  .meta({ pattern: SAFE_URL_PATTERN });

/** A setting that must be an absolute http(s) URL (the site's own address, an API or search host). */
export const httpUrl = z
  .string()
  // A plain host name (or an IPv6 literal): such hosts reach the page's CSP (csp-source.ts), where "*" or ";" would open it.
  .refine((s) => isHttpUrl(s) && (cspSource(s, ['http:', 'https:']) !== null || /^https?:\/\/\[/i.test(s)), {
    message: 'must be an absolute http(s) URL with a plain host name, without user:password',
  })
  .meta({ pattern: PLAIN_HOST_HTTP_URL_PATTERN, format: 'uri' });

/**
 * A URL from a feed (offer links and images, car files and videos): a feed is not the dealer's to fix before
 * tonight's build, so an unsafe value is dropped (null) with a warning instead of failing the page or the build.
 */
export const feedUrl = z
  .string()
  .nullish()
  .transform((v) => {
    if (v == null || v.trim() === '') return v ?? null;
    if (isSafeUrl(v.trim())) return v.trim();
    console.warn(`warning: dropped a feed URL that is not http(s) or a site path: ${JSON.stringify(v.slice(0, 80))}`);
    return null;
  });

/*
 * Theme values are written into a <style> element: each is checked as what it is, so no value can close the
 * style element or the declaration ('}', ';', '<' never pass).
 */
const NUMBER = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg|turn|rad)?`;
const COLOR_FUNCTION = new RegExp(String.raw`^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*${NUMBER}(?:\s*[,/]?\s*${NUMBER}){2,3}\s*\)$`, 'i');
/** Letters matched in either case, for JSON Schema patterns (which take no flags). */
const anyCase = (word: string) => word.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const NUMBER_ANY_CASE = String.raw`[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|${anyCase('deg')}|${anyCase('turn')}|${anyCase('rad')})?`;
/** The same rule as a JSON Schema pattern (surrounding spaces allowed: the value is trimmed first). */
const CSS_COLOR_PATTERN = String.raw`^\s*(?:#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|(?:${['rgba?', 'hsla?', 'hwb', 'lab', 'lch', 'oklab', 'oklch'].map(anyCase).join('|')})\(\s*${NUMBER_ANY_CASE}(?:\s*[,/]?\s*${NUMBER_ANY_CASE}){2,3}\s*\)|[a-zA-Z]{3,30})\s*$`;
/** A CSS colour: #hex (3, 4, 6 or 8 digits), rgb()/hsl() and friends with numbers only, or a colour keyword. */
export const cssColor = z
  .string()
  .trim()
  .refine((s) => /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s) || COLOR_FUNCTION.test(s) || /^[a-z]{3,30}$/i.test(s), {
    message: 'must be a CSS colour: #hex, rgb(...), hsl(...) or a colour name',
  })
  .meta({ pattern: CSS_COLOR_PATTERN });

const FONT_NAME = String.raw`(?:"[A-Za-z0-9 -]+"|'[A-Za-z0-9 -]+'|[A-Za-z0-9-]+(?: [A-Za-z0-9-]+)*)`;
/** A font stack: font names (letters, digits, spaces, hyphens; quoted or not) separated by commas. */
export const cssFontStack = z
  .string()
  .trim()
  .regex(
    new RegExp(String.raw`^${FONT_NAME}(?:\s*,\s*${FONT_NAME})*$`),
    'must be a font stack: font names of letters, digits, spaces and hyphens, quoted or not, separated by commas',
  );

/** A CSS length: 0 or a number with a unit (px, rem, em, %, vw, vh, ch, pt). */
export const cssLength = z
  .string()
  .trim()
  .regex(/^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%|vw|vh|ch|pt))$/, 'must be a CSS length: a number with a unit (8px, 0.5rem, 50%)');
