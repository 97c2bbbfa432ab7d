import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** "/about-us", "about-us/" and "/pages/eofy-sale" as one key shape: a leading slash, no trailing one. */
export const pageKey = (route: string) => '/' + route.replace(/\\/g, '/').replace(/^\/+|\/+$/g, '');

/**
 * The dealer's Markdown for content pages, by route, read once in the build's prepare step (prepare-site.ts) so
 * that pages take it from the prepared site data and never look for the dealer folder themselves:
 * dealers/<slug>/pages/<route>.md (a nested route /pages/eofy-sale is pages/pages/eofy-sale.md), with the
 * `pages` texts of dealer.json over them (an inline text wins over a file for the same route).
 */
export function dealerPages(dealerDir: string, inline: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = path.join(dealerDir, 'pages');
  if (existsSync(dir)) {
    for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!e.isFile() || !e.name.endsWith('.md')) continue;
      const file = path.join(e.parentPath, e.name);
      out[pageKey(path.relative(dir, file).slice(0, -'.md'.length))] = readFileSync(file, 'utf8');
    }
  }
  for (const [route, text] of Object.entries(inline)) out[pageKey(route)] = text;
  return out;
}
