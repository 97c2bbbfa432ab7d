/*
 * Astro writes the island runtime's one CSS rule as a <style> element just before the first island on a page,
 * i.e. somewhere inside <body>. <style> is only valid in <head>, so every page with an island failed HTML
 * validation. Astro has no option to place it, so src/middleware.ts moves the rule into <head> unchanged as each page
 * is rendered.
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
