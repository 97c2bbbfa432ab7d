import { describe, expect, it } from 'vitest';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { hasAnyTag, tagHosts, tagLoaders } from '../../../src/domain/tag-hosts';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const parse = (extra: object) => dealerConfigSchema.safeParse({ ...base, ...extra });

describe('analytics and consent settings', () => {
  it('defaults to no tag and consent required', () => {
    const c = dealerConfigSchema.parse(base);
    expect(c.analytics).toEqual({ gtm_id: null, ga4_id: null, meta_pixel_id: null });
    expect(c.consent.required).toBe(true);
    expect(hasAnyTag(c.analytics)).toBe(false);
  });

  it("accepts ids in each platform's format", () => {
    const r = parse({ analytics: { gtm_id: 'GTM-AB12CD3', ga4_id: 'G-AB12CD34EF', meta_pixel_id: '123456789012345' }, consent: { required: false } });
    expect(r.success).toBe(true);
  });

  it.each([
    ['gtm_id', 'UA-1234-1'],
    ['gtm_id', 'GTM-x"></script>'],
    ['ga4_id', 'UA-123456-1'],
    ['ga4_id', "G-1');alert(1)//"],
    ['meta_pixel_id', 'abc123'],
    ['meta_pixel_id', '12345'],
  ])('rejects %s = %s', (key, value) => {
    const r = parse({ analytics: { [key]: value } });
    expect(r.success).toBe(false);
  });

  it('rejects unknown keys (strict area)', () => {
    expect(parse({ analytics: { gtm: 'GTM-AB12CD3' } }).success).toBe(false);
    expect(parse({ consent: { enabled: true } }).success).toBe(false);
  });

  it('lists hosts only for configured tags', () => {
    expect(tagHosts({ gtm_id: null, ga4_id: null, meta_pixel_id: null })).toEqual({ script: [], connect: [], img: [], frame: [] });
    const gtm = tagHosts({ gtm_id: 'GTM-AB12CD3', ga4_id: null, meta_pixel_id: null });
    expect(gtm.script).toEqual(['https://www.googletagmanager.com']);
    expect(gtm.frame).toEqual(['https://www.googletagmanager.com']);
    expect(gtm.connect.some((h) => h.includes('facebook'))).toBe(false);
    const pixel = tagHosts({ gtm_id: null, ga4_id: null, meta_pixel_id: '123456789' });
    expect(pixel.script).toEqual(['https://connect.facebook.net']);
    expect(pixel.frame).toEqual([]);
    expect(pixel.connect.some((h) => h.includes('google'))).toBe(false);
  });

  it('names the loaders of the configured tags only', () => {
    expect(tagLoaders({ gtm_id: 'GTM-AB12CD3', ga4_id: null, meta_pixel_id: '123456789' })).toEqual({
      gtm: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      ga4: null,
      pixel: 'https://connect.facebook.net/en_US/fbevents.js',
    });
  });
});
