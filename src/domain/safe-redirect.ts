/*
 * Where a visitor may be sent after sign-in (?redirect=) or back to (?back=): a page of this site only.
 * Prefix checks on the raw text are not enough: URL parsing drops tab, LF and CR anywhere and treats '\' as '/',
 * so '/\t/evil.example' is '//evil.example', another host. The value is parsed exactly as the browser
 * will parse it, `new URL(value, site)`, and kept only when the origin is the site's.
 */

/** The same-site path (path + query + hash) `value` points to, or `fallback` when it leaves the site or is unusable. */
export function safeSitePath<F extends string | null>(value: string | null | undefined, site: string, fallback: F): string | F {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  let here: URL;
  let target: URL;
  try {
    here = new URL(site);
    target = new URL(value, here);
  } catch {
    return fallback;
  }
  if (target.origin !== here.origin || target.username || target.password) return fallback;
  // A same-origin URL whose path starts '//' ('/.//evil' normalises to it) would be read as a host when used as
  // a relative link, so the leading slashes are collapsed to one.
  return `/${target.pathname.replace(/^\/+/, '')}${target.search}${target.hash}`;
}
