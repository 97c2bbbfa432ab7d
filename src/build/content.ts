import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import { sanitizeMarkdownHtml } from './feed-html';
import type { DealerConfig } from '../domain/schemas';
import { primaryLocation } from '../domain/locations';

/*
 * Content pages (about, terms, privacy, service...) take their text from the dealer:
 *   1. config.pages["/about-us"] in dealer.json, else
 *   2. dealers/<slug>/pages/about-us.md (a nested route /pages/eofy-sale reads pages/pages/eofy-sale.md), else
 *   3. the default Markdown the page passes in, with {name}, {phone}, {email} placeholders filled.
 * Markdown is rendered with marked and sanitised (feed-html.ts, the one sanitiser module), because dealer files
 * are edited by people, not trusted code.
 */

/** Markdown to sanitised HTML (scripts, event handlers and javascript: links removed). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeMarkdownHtml(html);
}

/** The dealer folder's pages/ directory: DEALER_DIR when the build sets it, else dealers/<slug> under the working directory. */
function pagesDir(slug: string): string {
  const dealerDir = process.env.DEALER_DIR ?? path.resolve(process.cwd(), 'dealers', slug);
  return path.join(dealerDir, 'pages');
}

/** The dealer's own Markdown for a route, or null. */
export function dealerMarkdown(config: Pick<DealerConfig, 'pages' | 'slug'>, route: string): string | null {
  const key = '/' + route.replace(/^\/+|\/+$/g, '');
  const inline = config.pages[key] ?? config.pages[key.slice(1)];
  if (inline != null) return inline;
  const file = path.join(pagesDir(config.slug), `${key.slice(1)}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Fills {name}, {phone} and {email} in default texts so defaults read as the dealer's own. */
export function fillPlaceholders(text: string, values: Record<string, string | null | undefined>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** HTML for a content page: the dealer's Markdown when given, else the default. */
export function contentHtml(config: DealerConfig, route: string, fallback: string): string {
  const primary = primaryLocation(config.locations);
  const values = { name: config.name, phone: primary?.contact_detail.phone ?? primary?.phone ?? '' };
  return renderMarkdown(fillPlaceholders(dealerMarkdown(config, route) ?? fallback, values));
}
