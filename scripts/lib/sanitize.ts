import sanitizeHtml from 'sanitize-html';

/** Addresses the sanitiser keeps (relative, http(s), mailto, tel); transformTags runs before it drops the rest. */
const SAFE_HREF = /^(?:\/|#|\?|https?:|mailto:|tel:|[^:]*$)/i;

/** Feed HTML (dealer comments, offer descriptions, disclaimers) reduced to harmless formatting: no scripts, handlers or javascript: URLs. */
export function sanitizeFeedHtml(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // rel only on links that keep an address: a link whose javascript: href was dropped is left bare.
    transformTags: { a: (tagName, attribs) => ({ tagName, attribs: SAFE_HREF.test(attribs.href ?? '') ? { ...attribs, rel: 'nofollow noopener' } : attribs }) },
  });
}
