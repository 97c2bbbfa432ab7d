/*
 * Colour contrast (WCAG 2.x): used at build time to warn about unreadable theme colours, and by the header to
 * pick a readable text colour on the dealer's header background.
 */

/** WCAG AA: 4.5:1 for body-size text; 3:1 for large text and non-text parts (badges, borders, focus rings). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const NAMED: Record<string, [number, number, number]> = { white: [255, 255, 255], black: [0, 0, 0] };

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** 0..255 sRGB channels of #hex, rgb()/rgba(), hsl()/hsla(), white or black; null for other colours (not checked). Alpha is ignored. */
export function parseColour(colour: string): [number, number, number] | null {
  const c = colour.trim().toLowerCase();
  if (NAMED[c]) return NAMED[c];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(c)?.[1];
  if (hex) {
    const full =
      hex.length <= 4
        ? hex
            .split('')
            .map((x) => x + x)
            .join('')
        : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^(rgba?|hsla?)\(\s*([^)]*)\)$/.exec(c);
  if (!fn) return null;
  const parts = fn[2]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .slice(0, 3);
  if (parts.length < 3) return null;
  const num = (p: string, scale: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * scale : parseFloat(p));
  if (fn[1]!.startsWith('rgb')) return parts.map((p) => Math.max(0, Math.min(255, num(p, 255)))) as [number, number, number];
  const [h, s, l] = [parseFloat(parts[0]!), num(parts[1]!, 1) / (parts[1]!.endsWith('%') ? 1 : 100), num(parts[2]!, 1) / (parts[2]!.endsWith('%') ? 1 : 100)];
  return hslToRgb(((h % 360) + 360) % 360, s, l);
}

/** WCAG relative luminance; null for a colour parseColour cannot read (named colours, var()...). */
export function luminance(colour: string): number | null {
  const rgb = parseColour(colour);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((v) => v / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio (1..21) of two colours; null when either cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const [la, lb] = [luminance(a), luminance(b)];
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Text colour for a background: the dealer's text colour on light backgrounds, white on dark ones. */
export function readableTextOn(background: string, darkText: string): string {
  const l = luminance(background);
  return l !== null && l < 0.4 ? '#ffffff' : darkText;
}
