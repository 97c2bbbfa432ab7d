import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { linksIn } from '../e2e/crawl';

/*
 * The link check over every page of a built site, from its files: each HTML file's internal links and assets
 * (the e2e crawler's reading of a page, tests/e2e/crawl.ts) must name a file the static host serves. Unlike the
 * e2e crawl, which follows links from / over the preview server, this reads every page the build wrote, including
 * pages nothing links to, and needs no server, so a build test can run it over a build it already makes.
 */

const ORIGIN = 'http://site.invalid';

export type DeadLink = { url: string; foundOn: string[] };

/** The site path of a built HTML file: cars/x/index.html -> /cars/x/; 404.html -> /404. */
const pageOf = (site: string, file: string) =>
  '/' +
  path
    .relative(site, file)
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');

/** Whether a static host (Cloudflare Pages, Netlify) answers the path with a file of the build. */
function served(site: string, p: string): boolean {
  const local = path.join(site, ...p.split('/').filter(Boolean));
  if (!local.startsWith(site)) return false;
  const isFile = (f: string) => existsSync(f) && statSync(f).isFile();
  if (p.endsWith('/')) return isFile(path.join(local, 'index.html'));
  return isFile(local) || isFile(`${local}.html`) || isFile(path.join(local, 'index.html'));
}

/** Every internal link of every page of the built site at `site` that names no file of it, with up to 5 pages linking there. */
export function deadLinks(site: string): { pages: number; links: number; dead: DeadLink[] } {
  const files = readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
  const foundOn = new Map<string, string[]>();
  for (const file of files) {
    const page = pageOf(site, file);
    for (const link of linksIn(readFileSync(file, 'utf8'), ORIGIN)) {
      const on = foundOn.get(link) ?? [];
      if (on.length < 5) on.push(page);
      foundOn.set(link, on);
    }
  }
  const dead = [...foundOn].filter(([url]) => !served(site, url)).map(([url, on]) => ({ url, foundOn: on }));
  return { pages: files.length, links: foundOn.size, dead: dead.sort((a, b) => a.url.localeCompare(b.url)) };
}

/** The dead links as lines for a failing assertion's message. */
export const deadLinkReport = (dead: DeadLink[]) => dead.map((d) => `${d.url}  (linked from ${d.foundOn.join(', ')})`).join('\n');
