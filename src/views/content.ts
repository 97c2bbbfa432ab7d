import { marked } from 'marked';
import { sanitizeMarkdownHtml } from './feed-html';
import type { SiteData } from './site-data';
import { primaryLocation } from '../domain/locations';
import { endSentence } from '../domain/sentence';

/*
 * Content pages (about, terms, privacy, service...) take their text from the dealer:
 *   1. config.pages["/about-us"] in dealer.json, else
 *   2. dealers/<slug>/pages/about-us.md (a nested route /pages/eofy-sale reads pages/pages/eofy-sale.md), else
 *   3. the default Markdown the page passes in, with {name}, {phone}, {email} placeholders filled.
 * 1 and 2 are read by the build's prepare step into the site data (`site.pages`, scripts/lib/derive/dealer-pages.ts),
 * so pages render from the prepared data alone, whichever folder the dealer was built from.
 * Markdown is rendered with marked and sanitised (feed-html.ts, the one sanitiser module), because dealer files
 * are edited by people, not trusted code.
 */

/** Markdown to sanitised HTML (scripts, event handlers and javascript: links removed). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true }) as string;
  return sanitizeMarkdownHtml(html);
}

/** The dealer's own Markdown for a route, or null. */
export function dealerMarkdown(pages: SiteData['pages'], route: string): string | null {
  return pages['/' + route.replace(/^\/+|\/+$/g, '')] ?? null;
}

/**
 * Fills {name}, {phone} and {email} in default texts so defaults read as the dealer's own. A value that ends a
 * sentence ('{name}.') keeps one full stop when it has its own ('Motor Co.').
 */
export function fillPlaceholders(text: string, values: Record<string, string | null | undefined>): string {
  return text.replace(/\{(\w+)\}(\.?)/g, (m, k: string, stop: string) => {
    const value = values[k];
    if (value === null || value === undefined) return m;
    return stop ? endSentence(value) : value;
  });
}

/** HTML for a content page: the dealer's Markdown when given, else the default. */
export function contentHtml(site: Pick<SiteData, 'config' | 'pages'>, route: string, fallback: string): string {
  const { config } = site;
  const primary = primaryLocation(config.locations);
  const values = { name: config.name, phone: primary?.contact_detail.phone ?? primary?.phone ?? '' };
  return renderMarkdown(fillPlaceholders(dealerMarkdown(site.pages, route) ?? fallback, values));
}
