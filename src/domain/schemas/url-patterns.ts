/*
 * The URL and path rules of common.ts (isHttpUrl, isSitePath) as JSON Schema patterns, so an editor checking
 * dealer.json against docs/dealer.schema.json refuses what the build refuses. JSON Schema patterns are
 * ECMA-262 without flags, so letters that may be either case are written as [xX].
 *
 * What a pattern cannot say, the build still checks: a percent-escape that is not valid UTF-8 once decoded
 * (`/%ff`), and an http(s) URL the WHATWG URL parser refuses for another reason (an invalid port, a bad IPv6 host).
 */
import { PLAIN_HOST } from '../csp-source';

const CONTROL = String.raw`\u0000-\u001f\u007f`;
/** A path segment separator, literal or percent-encoded (the build decodes the path before checking segments). */
const SEP = String.raw`(?:/|%2[fF])`;
/** A '.' or '..' segment, literal or percent-encoded. */
const DOT_SEGMENT = String.raw`(?!(?:[^?#]*${SEP})?(?:\.|%2[eE]){1,2}(?:${SEP}|[?#]|$))`;

/** A path on this site: one leading '/', not '//' (nor '/%2f'), no '.'/'..' segment, no backslash (nor %5c), spaces or control characters. */
export const SITE_PATH_BODY = String.raw`/(?![/\\]|%2[fF])(?![^?#]*%5[cC])${DOT_SEGMENT}(?:[^\s\\%?#${CONTROL}]|%[0-9A-Fa-f]{2})*(?:[?#][^\s\\${CONTROL}]*)?`;

/** An absolute http(s) URL with a host and no user:password (no '@' before the path), no spaces or backslashes. */
export const HTTP_URL_BODY = String.raw`[hH][tT][tT][pP][sS]?://(?:[^\s\\/?#@:\[\]]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:[/?#][^\s\\]*)?`;

/** The same with a plain host name (or an IPv6 literal): settings whose host reaches the CSP (csp-source.ts). */
export const PLAIN_HOST_HTTP_URL_BODY = String.raw`[hH][tT][tT][pP][sS]?://(?:${PLAIN_HOST}|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:[/?#][^\s\\]*)?`;

export const SITE_PATH_PATTERN = `^${SITE_PATH_BODY}$`;
export const PLAIN_HOST_HTTP_URL_PATTERN = `^${PLAIN_HOST_HTTP_URL_BODY}$`;
/** Empty (same site), a path on this site or an http(s) URL with a plain host (api.base_url). */
export const EMPTY_OR_PATH_OR_PLAIN_HOST_URL_PATTERN = `^(?:${SITE_PATH_BODY}|${PLAIN_HOST_HTTP_URL_BODY})?$`;
export const HTTP_URL_PATTERN = `^${HTTP_URL_BODY}$`;
/** Either of the two (safeUrl). */
export const SAFE_URL_PATTERN = `^(?:${SITE_PATH_BODY}|${HTTP_URL_BODY})$`;
/** Empty (same site), a path on this site or an http(s) URL (api.base_url). */
export const EMPTY_OR_SAFE_URL_PATTERN = `^(?:${SITE_PATH_BODY}|${HTTP_URL_BODY})?$`;
