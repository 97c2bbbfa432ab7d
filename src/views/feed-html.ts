import sanitizeHtml from 'sanitize-html';

/*
 * The one sanitiser for HTML that comes from a feed (dealer comments, offer descriptions and disclaimers, whatever
 * a feed calls the field). The build runs it when it prepares the site (scripts/lib/derive/prepare-site.ts) and every
 * component that inserts feed HTML with set:html runs it again on exactly what it inserts, so a field the build
 * did not know about (an offer's `sanitized_description`) cannot reach a page raw. Running it twice is harmless:
 * its output is a fixed point.
 */

/** Addresses the sanitiser keeps (relative, http(s), mailto, tel); transformTags runs before it drops the rest. */
const SAFE_HREF = /^(?:\/(?![/\\])|#|\?|https?:|mailto:|tel:|[^:]*$)/i;

/** Feed HTML reduced to harmless formatting: no scripts, iframes, meta refreshes, handlers or javascript: URLs. */
export function sanitizeFeedHtml(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    // rel only on links that keep an address: a link whose javascript: href was dropped is left bare.
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: SAFE_HREF.test(attribs.href ?? '') ? { ...attribs, rel: 'nofollow noopener' } : attribs }) },
  });
}

/**
 * Markdown a person wrote (content pages in dealer.json or pages/*.md, brand descriptions from brands.json) after
 * marked has turned it into HTML: the same rules as feed HTML, with the tags a page of text needs (headings,
 * lists, tables, quotes, images) and heading ids for in-page links. Still no scripts, iframes, meta, styles,
 * handlers, or links and images that are not http(s), mailto, tel or on this site.
 */
export function sanitizeMarkdownHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height', 'loading'], '*': ['id'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}
