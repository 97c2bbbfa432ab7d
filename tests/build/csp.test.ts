import { describe, expect, it } from 'vitest';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { cspDirectives, cspScriptResources } from '../../scripts/lib/render/csp';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };

describe('content security policy', () => {
  it('lets the page talk only to itself when the API is same-origin and search is embedded', () => {
    const d = cspDirectives(dealerConfigSchema.parse(base));
    expect(d).toContain("connect-src 'self'");
    expect(d).toContain("object-src 'none'");
    expect(d.some((x) => x.startsWith('script-src'))).toBe(false); // Astro adds script-src with hashes
  });

  it('adds the dealer API origin and the Meilisearch host to connect-src', () => {
    const d = cspDirectives(
      dealerConfigSchema.parse({
        ...base,
        api: { base_url: 'https://api.dealer.example/v1/' },
        search: { engine: 'meilisearch', host: 'https://search.example.com:7700', search_key: 'k', index_uid: 'cars' },
      }),
    );
    expect(d).toContain("connect-src 'self' https://api.dealer.example https://search.example.com:7700");
  });

  it('lets lead forms post to the dealer API without JavaScript (form-action), and nowhere else', () => {
    expect(cspDirectives(dealerConfigSchema.parse(base))).toContain("form-action 'self'");
    expect(cspDirectives(dealerConfigSchema.parse({ ...base, api: { base_url: 'https://api.dealer.example/v1/' } }))).toContain(
      "form-action 'self' https://api.dealer.example",
    );
  });
});

describe('content security policy follows the analytics settings', () => {
  it('is unchanged for a dealer without analytics settings', () => {
    const c = dealerConfigSchema.parse(base);
    expect(cspDirectives(c)).toEqual([
      "default-src 'self'",
      "img-src 'self' data: blob: https:",
      "media-src 'self' https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "frame-src 'self' https:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]);
    expect(cspScriptResources(c)).toEqual(["'self'"]);
  });

  it("adds the Google hosts for GTM (with its noscript frame) and GA4, and Meta's for the pixel", () => {
    const c = dealerConfigSchema.parse({ ...base, analytics: { gtm_id: 'GTM-AB12CD3', ga4_id: 'G-AB12CD34EF', meta_pixel_id: '123456789' } });
    const d = cspDirectives(c);
    expect(cspScriptResources(c)).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net']);
    expect(d).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com https://connect.facebook.net",
    );
    expect(d).toContain(
      "img-src 'self' data: blob: https: https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com",
    );
    expect(d).toContain("frame-src 'self' https: https://www.googletagmanager.com");
  });

  it('adds only the pixel hosts for a pixel-only dealer', () => {
    const c = dealerConfigSchema.parse({ ...base, analytics: { meta_pixel_id: '123456789' } });
    expect(cspScriptResources(c)).toEqual(["'self'", 'https://connect.facebook.net']);
    expect(cspDirectives(c).join(';')).not.toContain('google');
  });
});
