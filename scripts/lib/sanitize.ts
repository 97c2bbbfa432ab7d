import sanitizeHtml from 'sanitize-html';

/** Feed HTML (dealer comments, offer descriptions, disclaimers) reduced to harmless formatting: no scripts, handlers or javascript: URLs. */
export function sanitizeFeedHtml(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4'],
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
  });
}
