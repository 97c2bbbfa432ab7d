/** WCAG relative luminance of a #rgb / #rrggbb colour; null for anything else (named colours, var()...). */
export function luminance(colour: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? m[1].split('').map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour for a background: the dealer's text colour on light backgrounds, white on dark ones. */
export function readableTextOn(background: string, darkText: string): string {
  const l = luminance(background);
  return l !== null && l < 0.4 ? '#ffffff' : darkText;
}
