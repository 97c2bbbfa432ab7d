/*
 * Site crawler for the link checker: starting from /, fetch every internal page, collect every internal link
 * and asset (a/link href, img/script/source/iframe src, srcset, inline CSS url()), and report the ones that
 * do not answer 200. Fetches over HTTP (no page rendering), a few at a time, so a few hundred pages take seconds.
 */
export interface Fetcher {
  (url: string): Promise<{ status: number; contentType: string; body: string | null }>;
}
export interface BrokenLink {
  url: string;
  status: number;
  foundOn: string[];
}
export interface CrawlResult {
  pages: number;
  checked: number;
  broken: BrokenLink[];
}

// Attribute names must follow whitespace: data-action= or data-href= are not links.
const ATTR = /\s(?:href|src|action)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const SRCSET = /\ssrcset\s*=\s*("([^"]*)"|'([^']*)')/gi;
const CSS_URL = /url\(\s*['"]?([^'")]+)['"]?\s*\)/gi;

/** Internal path of a link as found in HTML (entities decoded, query and hash dropped), or null for external ones. */
export function internalPath(raw: string, origin: string): string | null {
  const v = raw
    .trim()
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/');
  if (!v || v.startsWith('#') || /^(mailto|tel|javascript|data|sms|blob):/i.test(v)) return null;
  let url: URL;
  try {
    url = new URL(v, origin + '/');
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return decodeURI(url.pathname);
}

/** Every internal path referenced by one HTML page. Skips <template>-free JSON-LD and inline script text on purpose. */
export function linksIn(html: string, origin: string): string[] {
  // Scripts' text is code, not markup: drop inline script bodies (external ones keep their src attribute).
  // A form that posts (lead forms post to the API without JavaScript) is not a page to fetch: its action answers
  // POST only. A GET form's action is a page and stays a link.
  const markup = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
    .replace(/<form\b[^>]*>/gi, (tag) => (/\smethod\s*=\s*["']?post\b/i.test(tag) ? tag.replace(/\saction\s*=\s*("[^"]*"|'[^']*')/i, '') : tag));
  const out = new Set<string>();
  for (const m of markup.matchAll(ATTR)) {
    const p = internalPath(m[2] ?? m[3] ?? '', origin);
    if (p) out.add(p);
  }
  for (const m of markup.matchAll(SRCSET))
    for (const part of (m[2] ?? m[3] ?? '').split(',')) {
      const p = internalPath(part.trim().split(/\s+/)[0] ?? '', origin);
      if (p) out.add(p);
    }
  for (const [, url] of markup.matchAll(CSS_URL)) {
    const p = url === undefined ? null : internalPath(url, origin);
    if (p) out.add(p);
  }
  return [...out];
}

/** Links that are not real navigation targets: canonical/og URLs point at the live domain and are external anyway. */
export async function crawlSite(origin: string, fetcher: Fetcher, opts: { concurrency?: number; maxPages?: number } = {}): Promise<CrawlResult> {
  const concurrency = opts.concurrency ?? 8;
  const maxPages = opts.maxPages ?? 20_000;
  const status = new Map<string, number>();
  const foundOn = new Map<string, Set<string>>();
  const queue: string[] = ['/'];
  foundOn.set('/', new Set(['(start)']));
  let pages = 0;
  const seen = new Set<string>(['/']);

  async function visit(path: string) {
    const res = await fetcher(origin + encodeURI(path));
    status.set(path, res.status);
    if (res.status !== 200 || !res.body || !res.contentType.includes('text/html')) return;
    pages++;
    for (const link of linksIn(res.body, origin)) {
      if (!foundOn.has(link)) foundOn.set(link, new Set());
      foundOn.get(link)!.add(path);
      if (!seen.has(link) && seen.size < maxPages) {
        seen.add(link);
        queue.push(link);
      }
    }
  }

  while (queue.length) {
    const batch = queue.splice(0, concurrency);
    await Promise.all(batch.map(visit));
  }
  const broken = [...status].filter(([, s]) => s !== 200).map(([url, s]) => ({ url, status: s, foundOn: [...(foundOn.get(url) ?? [])].slice(0, 5) }));
  return { pages, checked: status.size, broken };
}
