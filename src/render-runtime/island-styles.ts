/*
 * Astro writes the island runtime's one CSS rule as a <style> element just before the first island on a page,
 * i.e. somewhere inside <body>. <style> is only valid in <head>, so every page with an island failed HTML
 * validation. Astro has no option to place it, so src/middleware.ts moves the rule into <head> unchanged as each page
 * is rendered.
 * (Styles are allowed inline by the CSP, so moving it needs no new hash.)
 * It works on the page's UTF-8 bytes: decoding every page to a string and encoding it again cost about 0.6 ms of
 * a vehicle page's render (80 KB), which at 60,000 pages is half a minute of a large dealer's build. The two
 * markers are ASCII, so a byte search cannot match inside a multi-byte character.
 */
const TAG = Buffer.from('<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>');
const HEAD_END = Buffer.from('</head>');

export function hoistIslandStyles(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const head = html.indexOf(HEAD_END);
  if (head < 0) return html;
  let at = html.indexOf(TAG, head);
  if (at < 0) return html;
  const parts = [html.subarray(0, head), TAG];
  let from = head;
  for (; at >= 0; at = html.indexOf(TAG, from)) {
    parts.push(html.subarray(from, at));
    from = at + TAG.length;
  }
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
