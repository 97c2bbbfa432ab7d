import { describe, expect, it } from 'vitest';
import { crawlSite, internalPath, linksIn } from '../../e2e/crawl';

const O = 'http://127.0.0.1:4321';

describe('link checker crawler', () => {
  it('collects internal links and assets, not external, tel, mail, hash or data- attributes', () => {
    const html = `<a href="/contact">c</a><a href="https://x.com/a">x</a><a href="tel:07">t</a><a href="mailto:a@b">m</a><a href="#top">h</a>
      <img src="/dealer/logo.svg" srcset="/a.webp 1x, /b.webp 2x"><button data-action="enquire">e</button><div style="background:url('/bg.png')"></div>
      <a href="/search/used-cars?make=mazda&amp;page=2#r">s</a><script>const u = "/not-a-link";</script>`;
    expect(linksIn(html, O).sort()).toEqual(['/a.webp', '/b.webp', '/bg.png', '/contact', '/dealer/logo.svg', '/search/used-cars'].sort());
  });

  it("a posting form's action is not a page (it answers POST only); a GET form's action is", () => {
    const html = `<form class="lead-form" action="/api/leads" method="post"></form><form action='/search/used-cars' method="get"></form><form action="/find"></form>`;
    expect(linksIn(html, O).sort()).toEqual(['/find', '/search/used-cars']);
  });

  it('treats same-origin absolute URLs as internal', () => {
    expect(internalPath(`${O}/about-us`, O)).toBe('/about-us');
    expect(internalPath('//cdn.example.com/x.js', O)).toBeNull();
  });

  it('reports pages that do not answer 200 with the pages that link to them', async () => {
    const pages: Record<string, string> = { '/': '<a href="/a">a</a><a href="/missing">m</a>', '/a': '<a href="/">home</a><img src="/gone.png">' };
    const result = await crawlSite(O, async (url) => {
      const p = new URL(url).pathname;
      const body = pages[p];
      return body !== undefined ? { status: 200, contentType: 'text/html', body } : { status: 404, contentType: 'text/html', body: null };
    });
    expect(result.pages).toBe(2);
    expect(result.broken).toEqual([
      { url: '/missing', status: 404, foundOn: ['/'] },
      { url: '/gone.png', status: 404, foundOn: ['/a'] },
    ]);
  });
});
