import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtDemoSite } from './helpers';

/*
 * Every page that shows a breadcrumb carries it as a schema.org BreadcrumbList too: the same crumbs in the same
 * order, each link absolute on the dealer's site, the page itself last.
 */
const SITE = 'https://coastal-caravans.example.com';

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The crumbs of the page's breadcrumb nav: label and link (null for the page itself). */
function shownCrumbs(html: string): { name: string; item: string | null }[] | null {
  const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(html)?.[0];
  if (!nav) return null;
  return [...nav.matchAll(/<li[^>]*>\s*(?:<a [^>]*href="([^"]*)"[^>]*>|<span[^>]*>)([^<]*)</g)].map((m) => ({
    name: decode(m[2] ?? ''),
    item: m[1] ? SITE + m[1] : null,
  }));
}

function breadcrumbLists(html: string): { itemListElement: { position: number; name: string; item?: string }[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '{}'))
    .filter((ld) => ld['@type'] === 'BreadcrumbList');
}

describe('BreadcrumbList JSON-LD wherever a breadcrumb is shown (coastal-caravans)', () => {
  let files: string[] = [];
  let out = '';
  beforeAll(() => {
    out = builtDemoSite('coastal-caravans');
    files = pages(out);
  }, 240_000);

  it('the vehicle, search, location and content pages: one list, the crumbs shown, absolute links, the page last without one', () => {
    const kinds = new Set<string>();
    const problems: string[] = [];
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      const shown = shownCrumbs(html);
      const lists = breadcrumbLists(html);
      const page = path.relative(out, file);
      if (!shown) {
        if (lists.length) problems.push(`${page}: a BreadcrumbList without a breadcrumb`);
        continue;
      }
      kinds.add(page.split(path.sep)[0] ?? '');
      if (lists.length !== 1) {
        problems.push(`${page}: ${lists.length} BreadcrumbLists`);
        continue;
      }
      const items = lists[0]!.itemListElement.map((e, i) => {
        expect(e.position, page).toBe(i + 1);
        return { name: e.name, item: e.item ?? null };
      });
      expect(items, page).toEqual(shown);
      expect(items.at(-1)?.item, page).toBeNull();
    }
    expect(problems).toEqual([]);
    for (const kind of ['cars', 'search', 'locations']) expect(kinds, kind).toContain(kind);
  });
});
