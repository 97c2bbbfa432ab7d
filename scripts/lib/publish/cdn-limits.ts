/*
 * What the two CDNs that read `_redirects` and `_headers` accept, as documented (checked 2026-11):
 *
 * Cloudflare Pages, https://developers.cloudflare.com/pages/configuration/redirects/#per-file: "A project is
 * limited to 2,000 static redirects and 100 dynamic redirects, for a combined total of 2,100 redirects. Each
 * redirect declaration has a 1,000-character limit." A rule with a splat (`*`) or a placeholder (`:name`) is
 * dynamic, and so is every rule after the first dynamic one ("Static redirects should appear before dynamic
 * redirects"); past the 100th dynamic rule the rest of the file is dropped ("Maximum number of dynamic rules
 * supported is 100. Skipping remaining … lines of file."), past the 2,000th static one each further line.
 * Static rules match the request path exactly (`/cars/x/` is not `/cars/x`: its asset server looks the path up as
 * it comes, and a page's 308 to the slashed form happens only where the asset exists, so a removed page's
 * `/checkout/` needs its own rule), and "Redirects are always followed, regardless of whether or not an asset
 * matches the incoming request".
 * https://developers.cloudflare.com/pages/configuration/headers/: a `_headers` file holds at most 100 rules, a
 * line at most 2,000 characters; past the 100th rule the rest of the file is dropped. A request matching several
 * rules gets all their headers, and a header set by two of them gets both values joined with a comma.
 * Static assets carry `Cache-Control: public, max-age=0, must-revalidate` unless a rule says otherwise
 * (https://developers.cloudflare.com/workers/static-assets/headers/#default-headers).
 *
 * Netlify, https://docs.netlify.com/manage/routing/redirects/overview/: no fixed number of rules; "If the size
 * of this output is too large, the deploy might fail. If you need to set up 10,000 redirects or more, we
 * recommend using wildcards or placeholders". Its edge normalises URLs before the rules, so a rule matches a path
 * with or without the trailing slash (https://docs.netlify.com/routing/redirects/redirect-options/#trailing-slash),
 * and a rule without `!` does not shadow a file that exists. Its `_headers` has no documented rule limit, and static
 * files get the same revalidating Cache-Control by default
 * (https://docs.netlify.com/build/caching/caching-overview/).
 *
 * So the site writes only static redirects (within Cloudflare's 2,000, far below Netlify's advice) and a
 * handful of `_headers` rules that never set one header twice for a path.
 */

export const CLOUDFLARE_MAX_STATIC_REDIRECTS = 2000;
export const CLOUDFLARE_MAX_DYNAMIC_REDIRECTS = 100;
export const CLOUDFLARE_MAX_REDIRECT_CHARS = 1000;
export const CLOUDFLARE_MAX_HEADER_RULES = 100;
export const CLOUDFLARE_MAX_HEADER_LINE_CHARS = 2000;
/** Netlify's advice: past this many rules, use wildcards. */
export const NETLIFY_REDIRECTS_ADVICE = 10_000;

/** The Cache-Control both platforms give a static file no `_headers` rule covers: cached, revalidated each time. */
export const PLATFORM_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
