import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Astro writes the island runtime's one CSS rule as a <style> element just before the first island on a page,
 * i.e. somewhere inside <body>. <style> is only valid in <head>, so every page with an island failed HTML
 * validation. Astro has no option to place it, so after the build the rule is moved into <head> unchanged.
 * (Styles are allowed inline by the CSP, so moving it needs no new hash.)
 */
const RULE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const TAG = `<style>${RULE}</style>`;

export function hoistIslandStyles(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const body = html.slice(head);
  if (!body.includes(TAG)) return html;
  return `${html.slice(0, head)}${TAG}${body.split(TAG).join('')}`;
}

/** Rewrites every .html file under dir; returns how many changed. */
export function hoistIslandStylesIn(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const out = hoistIslandStyles(html);
    if (out !== html) { writeFileSync(file, out); changed++; }
  }
  return changed;
}
