import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sanitizeFeedHtml } from '../../scripts/lib/derive/sanitize';
import { MALICIOUS_COMMENT } from '../../scripts/demo/edge-cases';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';

describe('feed HTML is made harmless at build time', () => {
  it('drops script tags with their content', () => {
    expect(sanitizeFeedHtml('<p>Great car.</p><script>alert("xss")</script>')).toBe('<p>Great car.</p>');
  });
  it('drops event-handler attributes but keeps the element', () => {
    const out = sanitizeFeedHtml('<b onclick="steal()">Bold</b><img src="/x.svg" onerror="alert(1)">')!;
    expect(out).toBe('<b>Bold</b>');
    expect(out).not.toMatch(/on(click|error)/);
  });
  it('removes javascript: links and keeps ordinary ones (marked nofollow)', () => {
    const out = sanitizeFeedHtml('<a href="javascript:alert(2)">Discount</a> <a href="/contact">Contact us</a>')!;
    expect(out).not.toContain('javascript:');
    expect(out).toBe('<a>Discount</a> <a href="/contact" rel="nofollow noopener">Contact us</a>');
  });
  it('keeps the | paragraph separators dealer comments rely on', () => {
    expect(sanitizeFeedHtml('One owner.|Full history.')).toBe('One owner.|Full history.');
  });

  it('the demo stock record with script, onerror and javascript: reaches pages cleaned, and so do offers', () => {
    const bundle = loadDealer('demo-motors');
    const site = prepareSite(bundle, new Date('2026-11-21T00:00:00Z'));
    const car = site.cars.find((c) => bundle.cars.find((b) => b.id === c.id)?.dealercomments === MALICIOUS_COMMENT);
    expect(car, 'the malicious edge car is listed').toBeTruthy();
    expect(car!.dealercomments).toContain('Great family car.');
    expect(car!.dealercomments).not.toMatch(/<script|onerror|javascript:/i);
    for (const offer of site.offers) expect(`${offer.description}${offer.disclaimer}`).not.toMatch(/<script|\son\w+=|javascript:/i);
  });
});

describe('built demo pages', () => {
  it('contain no feed script, handler or javascript: URL anywhere', () => {
    const root = path.resolve('dist/demo-motors/cars');
    let files: string[] = [];
    try {
      files = readdirSync(root, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('index.html'));
    } catch {
      /* not built in this run */
    }
    for (const f of files) {
      const html = readFileSync(path.join(root, f), 'utf8');
      expect(html, f).not.toContain('alert("xss")');
      expect(html, f).not.toContain('javascript:alert');
      expect(html, f).not.toMatch(/onerror="alert/);
    }
  });
});

describe('one sanitiser for feed HTML and dealer Markdown', () => {
  const HOSTILE =
    '<meta http-equiv="refresh" content="0;url=https://evil.example/"><iframe src="https://evil.example/"></iframe><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="//evil.example/x">x</a><style>body{display:none}</style>';
  it('feed HTML: meta refresh, iframe, script, handlers, protocol-relative links and styles are removed', () => {
    const out = sanitizeFeedHtml(`<p>Text</p>${HOSTILE}`)!;
    expect(out).toContain('<p>Text</p>');
    expect(out).not.toMatch(/<meta|<iframe|<script|<style|onerror|evil\.example/i);
  });
  it('Markdown (content pages, brand descriptions from brands.json) gets the same treatment', async () => {
    const { renderMarkdown } = await import('../../src/views/content');
    const out = renderMarkdown(`# Title\n\nSome **text**.\n\n${HOSTILE}\n\n[ok](/contact) [bad](javascript:alert(3))`);
    expect(out).toContain('<h1>Title</h1>');
    expect(out).toContain('<a href="/contact">ok</a>');
    expect(out).not.toMatch(/<meta|<iframe|<script|<style|onerror|evil\.example|javascript:/i);
  });
});
