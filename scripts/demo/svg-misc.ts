import { sideView } from './svg-car';
import type { Shape } from './catalog';

/** XML text escaping for names that go into generated SVGs. */
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();

/** Dealer logo for the header: a badge mark and the trading name. */
export function dealerLogoSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="64" viewBox="0 0 320 64"><rect x="2" y="6" width="52" height="52" rx="12" fill="${colour}"/>` +
    `<text x="28" y="41" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${esc(initials(name))}</text>` +
    `<text x="66" y="41" font-family="Arial,sans-serif" font-size="24" font-weight="700" fill="#1b1f24">${esc(name)}</text></svg>`
  );
}

/** Round make/brand roundel (200 x 200). */
export function makeLogoSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><circle cx="100" cy="100" r="92" fill="#fff" stroke="${colour}" stroke-width="10"/>` +
    `<text x="100" y="112" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="${colour}" text-anchor="middle">${esc(initials(name))}</text></svg>`
  );
}

/** Wide brand tile for the group directory (400 x 200). */
export function brandLogoSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200"><rect width="400" height="200" rx="16" fill="#fff"/>` +
    `<rect x="20" y="20" width="360" height="160" rx="12" fill="none" stroke="${colour}" stroke-width="6"/>` +
    `<text x="200" y="114" font-family="Arial,sans-serif" font-size="30" font-weight="700" fill="${colour}" text-anchor="middle">${esc(name)}</text></svg>`
  );
}

/** Hero / promotion slide background, 1920 x 540 (spec: promotion slider size). */
export function heroSvg(from: string, to: string, shape: Shape, paint: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="540" viewBox="0 0 1920 540"><defs><linearGradient id="g" x1="0" x2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1920" height="540" fill="url(#g)"/>` +
    `<circle cx="1500" cy="300" r="330" fill="#fff" opacity=".08"/><g transform="translate(1040 30) scale(.95)">${sideView(shape, paint)}</g></svg>`
  );
}

/** Image for popups and offer cards (600 x 400). */
export function bannerSvg(title: string, colour: string, shape: Shape): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="${colour}"/>` +
    `<g transform="translate(110 110) scale(.5)">${sideView(shape, '#ffffff')}</g>` +
    `<text x="300" y="70" font-family="Arial,sans-serif" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">${esc(title)}</text></svg>`
  );
}

/** Location photo stand-in (800 x 450). */
export function locationSvg(name: string, colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"><rect width="800" height="450" fill="#cfe3f2"/>` +
    `<rect x="120" y="150" width="560" height="240" fill="#f5f5f3" stroke="#2b2e33" stroke-width="4"/><rect x="120" y="120" width="560" height="50" fill="${colour}"/>` +
    `<rect x="180" y="230" width="440" height="160" fill="#9ec3de"/><rect y="390" width="800" height="60" fill="#6d7278"/>` +
    `<text x="400" y="155" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${esc(name)}</text></svg>`
  );
}
