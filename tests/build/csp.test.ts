import { describe, expect, it } from 'vitest';
import { dealerConfigSchema } from '../../src/domain/schemas';
import { cspDirectives } from '../../scripts/lib/csp';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };

describe('content security policy', () => {
  it('lets the page talk only to itself when the API is same-origin and search is embedded', () => {
    const d = cspDirectives(dealerConfigSchema.parse(base));
    expect(d).toContain("connect-src 'self'");
    expect(d).toContain("object-src 'none'");
    expect(d.some((x) => x.startsWith('script-src'))).toBe(false); // Astro adds script-src with hashes
  });

  it('adds the dealer API origin and the Meilisearch host to connect-src', () => {
    const d = cspDirectives(dealerConfigSchema.parse({ ...base, api: { base_url: 'https://api.dealer.example/v1/' }, search: { engine: 'meilisearch', host: 'https://search.example.com:7700', search_key: 'k', index_uid: 'cars' } }));
    expect(d).toContain("connect-src 'self' https://api.dealer.example https://search.example.com:7700");
  });

  it('lets lead forms post to the dealer API without JavaScript (form-action), and nowhere else', () => {
    expect(cspDirectives(dealerConfigSchema.parse(base))).toContain("form-action 'self'");
    expect(cspDirectives(dealerConfigSchema.parse({ ...base, api: { base_url: 'https://api.dealer.example/v1/' } }))).toContain("form-action 'self' https://api.dealer.example");
  });
});
