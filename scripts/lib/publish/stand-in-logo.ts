import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every page's header, the favicon link and the JSON-LD name the dealer's logo, /dealer/logo.svg unless the
 * settings say otherwise. A dealer whose assets/ folder has no such file got a dead link on every page and a
 * broken image in the header: the build publishes a plain logo (the dealer's name in the theme's colour) in its
 * place and says so. A missing logo of another kind (.png) cannot be drawn: the build says it is missing.
 */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A wordmark of the dealer's name: 40 px high at the header's size, wide enough for the name. */
export function standInLogoSvg(name: string, colour: string): string {
  const width = Math.max(160, Math.ceil(name.length * 13.5) + 16);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-label="${esc(name)}">` +
    `<text x="8" y="27" font-family="Arial,sans-serif" font-size="22" font-weight="700" fill="${esc(colour)}">${esc(name)}</text></svg>`
  );
}

/**
 * When the logo is a /dealer/ file the dealer's assets do not have, writes the stand-in (SVG logos only) into
 * `publishedDir` (the site's /dealer/ folder) and returns the build's warning; null when the logo is there or is
 * hosted elsewhere.
 */
export function publishStandInLogo(config: { logo: string; name: string; theme: { primary: string } }, publishedDir: string): string | null {
  if (!config.logo.startsWith('/dealer/')) return null;
  const rel = decodeURI(config.logo.slice('/dealer/'.length).split(/[?#]/)[0] ?? '');
  const file = path.join(publishedDir, ...rel.split('/'));
  if (!rel || !file.startsWith(publishedDir + path.sep) || existsSync(file)) return null;
  if (!rel.toLowerCase().endsWith('.svg'))
    return `logo: ${config.logo} is not in the dealer's assets/ folder, so every page's header shows a broken image: add assets/${rel}`;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, standInLogoSvg(config.name, config.theme.primary));
  return `logo: ${config.logo} is not in the dealer's assets/ folder: a plain logo with the dealer's name is published there instead (add assets/${rel} to use your own)`;
}
