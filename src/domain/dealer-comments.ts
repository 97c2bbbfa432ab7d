/** Spec 9: dealer comments collapse at 400 characters. */
export const DEALER_COMMENTS_LIMIT = 400;
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** Paragraphs from the comment text split on '|'; empty text or only separators gives the pending message. */
export function dealerCommentParagraphs(text: string | null | undefined): { paragraphs: string[]; pending: boolean } {
  const paragraphs = (text ?? '')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paragraphs.length === 0) return { paragraphs: [DEALER_COMMENTS_PENDING], pending: true };
  return { paragraphs, pending: false };
}

/** Collapsed view: the first 400 characters of the paragraphs, with Show More when anything was cut. */
export function collapseDealerComments(paragraphs: readonly string[]): { paragraphs: string[]; truncated: boolean } {
  const out: string[] = [];
  let left = DEALER_COMMENTS_LIMIT;
  for (const p of paragraphs) {
    if (left <= 0) return { paragraphs: out, truncated: true };
    if (p.length > left) {
      out.push(`${p.slice(0, left).trimEnd()}...`);
      return { paragraphs: out, truncated: true };
    }
    out.push(p);
    left -= p.length;
  }
  return { paragraphs: out, truncated: false };
}
