/*
 * The one rule for a dealer setting that reaches the Content-Security-Policy (chat script and origins, the API and
 * search hosts, the image CDN, the map image service): the entry is built from the parsed URL, never copied from
 * the setting's text, and only for a plain host name. A host of "*" would allow any site, and "a.test;script-src"
 * would end the directive and open another; neither is a host name (letters, digits, hyphens, dots).
 */

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
/** A DNS host name (an IPv4 address reads as one too): what a CSP host source may hold here. */
export const PLAIN_HOST = `${LABEL}(?:\\.${LABEL})*`;
const HOST = new RegExp(`^(?=.{1,253}$)${PLAIN_HOST}$`);

/**
 * The CSP source of a URL: `scheme://host[:port]` from the parsed URL, for one of `schemes` and a plain host name
 * without user:password; null for anything else.
 */
export function cspSource(url: string, schemes: readonly string[] = ['https:']): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (!schemes.includes(u.protocol) || u.username !== '' || u.password !== '' || !HOST.test(u.hostname)) return null;
  return `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ''}`;
}
