/*
 * Sentences the site writes around a dealer's name. A name may end in a full stop of its own ('Smith Motor Co.',
 * 'Pty Ltd.'): a sentence that ends on it takes no second one, so no page reads 'Motor Co..'.
 */

/** The text as the end of a sentence: a full stop added unless it already ends in one (or in ? or !). */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The footer's copyright line: '© 2026 Acme Motors. All rights reserved.' */
export function copyrightLine(year: number, name: string): string {
  return `© ${year} ${endSentence(name)} All rights reserved.`;
}
