import sanitizeHtml from 'sanitize-html';

/*
 * The one sanitiser for HTML that comes from a feed (dealer comments, offer descriptions and disclaimers, whatever
 * a feed calls the field). The build runs it when it prepares the site (scripts/lib/prepare-site.ts) and every
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
