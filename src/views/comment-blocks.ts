/*
 * Dealer comment pieces (already sanitised) as valid HTML blocks: a piece that holds block elements (feeds often
 * send <p>...</p>) cannot sit inside a <p>, so it gets a <div>.
 */
const BLOCK = /<(p|div|ul|ol|dl|table|h[1-6]|blockquote|section|article|pre|figure|hr)\b/i;

export type CommentBlock = { tag: 'p' | 'div'; html: string };

export function commentBlocks(pieces: readonly string[]): CommentBlock[] {
  return pieces.map((p) => ({ tag: BLOCK.test(p) ? 'div' : 'p', html: p }));
}
