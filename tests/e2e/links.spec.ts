import { expect, test } from '@playwright/test';
import { only, projectOf } from './helpers';
import { crawlSite } from './crawl';

/*
 * Link checker: crawl every page of the built demo dealer from / and fail on any internal link or asset
 * that has no page. Runs once per dealer (the desktop project); links do not depend on screen size.
 */
// Links do not depend on screen size.
test('every internal link and asset on the site resolves', { tag: only('desktop') }, async ({ request, baseURL }, testInfo) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const result = await crawlSite(origin, async (url) => {
    // Only pages are read; assets just need to exist (HEAD is enough, but not every static server answers it).
    const isPage = !/\.(js|css|png|jpe?g|webp|avif|svg|gif|ico|woff2?|json|xml|txt|mp4)$/i.test(new URL(url).pathname);
    const res = await request.get(url, { maxRedirects: 5, failOnStatusCode: false });
    const contentType = res.headers()['content-type'] ?? '';
    return { status: res.status(), contentType, body: isPage && contentType.includes('text/html') ? await res.text() : null };
  });
  const report = result.broken.map((b) => `${b.status} ${b.url}  (linked from ${b.foundOn.join(', ')})`).join('\n');
  expect(result.pages, 'pages crawled').toBeGreaterThan(10);
  expect(result.broken, `broken internal links on ${projectOf(testInfo).dealer}:\n${report}`).toEqual([]);
});
